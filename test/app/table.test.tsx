// The table frame: rule errors in words, moves saved in the background, undo within the seat's own moves.

import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import type { AnyGame } from '../../src/engine/game';
import { fakeGame } from './support/fake-game';
import { createMemoryStore } from './support/memory-store';
import { cues, handOf, renderApp, seedSave } from './support/render-app';

async function atTable(seats = undefined as Parameters<typeof seedSave>[1]) {
  const store = createMemoryStore([fakeGame as unknown as AnyGame]);
  const { save } = await seedSave(store, seats);
  const utils = renderApp({ name: 'play', saveId: save.id }, store);
  // A person alone with bots is never asked to pass the device.
  if (save.seats.filter((s) => !s.bot).length > 1) fireEvent.click(await screen.findByTestId('handoff-ready'));
  await screen.findByTestId('table');
  expect(screen.queryByTestId('handoff')).toBeNull();
  return { ...utils, store, save };
}

const methods = (store: { calls: { method: string }[] }) => store.calls.map((c) => c.method);

describe('table frame', () => {
  test('the app chimes for the hand-off, a move and a rule error (sound cues)', async () => {
    await atTable();
    expect(cues).toEqual(['turn']);
    fireEvent.click(screen.getByTestId('pick-9'));
    fireEvent.click(screen.getByTestId(`pick-${handOf(0)[0] ?? 0}`));
    expect(cues).toEqual(['turn', 'error', 'move']);
  });

  test('an illegal move shows the rule error in words and changes nothing', async () => {
    const { store } = await atTable();
    fireEvent.click(screen.getByTestId('pick-9'));
    expect((await screen.findByTestId('rule-error')).textContent).toContain('You do not hold card 9');
    expect(methods(store)).not.toContain('append');
    expect(screen.getByTestId('prompt').textContent).toContain('Aki, pick a card and play it');
  });

  test('a legal move updates the table at once and is appended to the store with its log lines, then shows saved', async () => {
    const { store, save } = await atTable();
    const card = handOf(0)[1] ?? 0;
    fireEvent.click(screen.getByTestId(`pick-${card}`));
    expect(screen.getByTestId('fake-table').textContent).toContain(`picked: ${card}`);
    await waitFor(() => expect(screen.getByTestId('save-state').getAttribute('data-state')).toBe('saved'));
    const append = store.calls.find((c) => c.method === 'append');
    expect(append?.args.slice(0, 2)).toEqual([
      save.id,
      {
        seat: 0,
        move: { kind: 'pick', card },
        commit: false,
        // Issue 33: the move's lines are stored with it, so the log is never rebuilt from the seed.
        log: [{ code: 'fake.log-picked', params: { card }, visibleTo: [0] }],
        index: 0,
      },
    ]);
    // Whose turn goes with the snapshot, from the session's status (the store need not ask the rules again).
    expect(append?.args[2]).toMatchObject({ status: 'playing', turn: [0] });
  });

  test('undo is enabled only for the seat’s own uncommitted moves, and it truncates the stored log', async () => {
    const { store, save } = await atTable();
    const undo = screen.getByTestId('undo') as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    const card = handOf(0)[0] ?? 0;
    fireEvent.click(screen.getByTestId(`pick-${card}`));
    expect(undo.disabled).toBe(false);
    await waitFor(() => expect(store.moves.get(save.id)?.length).toBe(1));
    fireEvent.click(undo);
    expect(screen.getByTestId('fake-table').textContent).toContain('picked: -');
    await waitFor(() => expect(store.moves.get(save.id)).toEqual([]));
    const truncate = store.calls.find((c) => c.method === 'truncate');
    // The undo states the log it expects (one stored move), so a stale window could not delete others' moves.
    expect(truncate?.args[1]).toEqual({ length: 0, expected: 1 });
    expect((screen.getByTestId('undo') as HTMLButtonElement).disabled).toBe(true);
  });

  test('a full storage keeps the moves on screen, says so, and a retry stores them', async () => {
    const { store, save } = await atTable();
    store.failWrites = 'storage.full';
    const card = handOf(0)[2] ?? 0;
    fireEvent.click(screen.getByTestId(`pick-${card}`));
    expect((await screen.findByTestId('save-error')).textContent).toContain('This device is full');
    expect(screen.getByTestId('save-state').getAttribute('data-state')).toBe('error');
    expect(screen.getByTestId('fake-table').textContent).toContain(`picked: ${card}`);
    // The header's mark is a button back to the notice (the view may have scrolled it away): focus goes to its
    // first action, exporting this game.
    const scrolled: Element[] = [];
    const realScroll = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    fireEvent.click(screen.getByTestId('save-state'));
    Element.prototype.scrollIntoView = realScroll;
    expect(scrolled).toContain(screen.getByTestId('save-error'));
    expect(document.activeElement).toBe(screen.getByTestId('save-export'));
    store.failWrites = null;
    fireEvent.click(screen.getByTestId('save-retry'));
    await waitFor(() => expect(screen.getByTestId('save-state').getAttribute('data-state')).toBe('saved'));
    expect(store.moves.get(save.id)?.length).toBe(1);
  });

  test('the log shows public lines and only this seat’s private ones', async () => {
    await atTable();
    const card = handOf(0)[0] ?? 0;
    fireEvent.click(screen.getByTestId(`pick-${card}`));
    fireEvent.click(screen.getByTestId('log-button'));
    expect(screen.getByTestId('log').textContent).toContain(`You picked ${card}`);
  });

  test('a bot seat moves by itself and its moves are stored like any other', async () => {
    const { store, save } = await atTable([
      { name: 'Aki', color: 'red', bot: false },
      { name: 'Robo', color: 'green', bot: true },
    ]);
    const card = handOf(0)[0] ?? 0;
    fireEvent.click(screen.getByTestId(`pick-${card}`));
    fireEvent.click(screen.getByTestId('play'));
    await screen.findByTestId('see-results');
    await waitFor(() => expect(store.moves.get(save.id)?.map((m) => m.seat)).toEqual([0, 0, 1, 1]));
    expect(store.saves.get(save.id)?.status).toBe('over');
  });

  test('alone with a bot: no hand-off, and the person’s own view stays on the table while the bot plays', async () => {
    await atTable([
      { name: 'Aki', color: 'red', bot: false },
      { name: 'Robo', color: 'green', bot: true },
    ]);
    expect(screen.getByTestId('table').getAttribute('data-viewer')).toBe('0');
    fireEvent.click(screen.getByTestId(`pick-${handOf(0)[0] ?? 0}`));
    fireEvent.click(screen.getByTestId('play'));
    // The bot's turn: the viewer is still the person, not the blank table view, and no hand-off came.
    expect(screen.getByTestId('table').getAttribute('data-viewer')).toBe('0');
    expect(screen.queryByTestId('handoff')).toBeNull();
  });

  test('the decision bar holds the prompt, the refusal and undo, outside the scrolling table', async () => {
    await atTable();
    const bar = screen.getByTestId('decision-bar');
    expect(bar.contains(screen.getByTestId('prompt'))).toBe(true);
    expect(bar.contains(screen.getByTestId('undo'))).toBe(true);
    // The game's step button, handed to the frame through <BarActions>, is drawn in the bar.
    expect(screen.getByTestId('decision-actions').contains(screen.getByTestId('play'))).toBe(true);
    expect(screen.getByTestId('table-scroll').contains(bar)).toBe(false);
    fireEvent.click(screen.getByTestId('pick-9'));
    expect(bar.contains(screen.getByTestId('rule-error'))).toBe(true);
    // The next tap on the table clears the old refusal before it is answered.
    fireEvent.pointerDown(screen.getByTestId('fake-table'));
    expect(screen.queryByTestId('rule-error')).toBeNull();
  });
});
