// Issue 33: a game opened from its snapshot is checked against its log in the background; a wrong snapshot is put
// right (the table shows the replayed position, the player is told, the store gets the fix), a right one changes
// nothing and the store is not written.

import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import type { AnyGame } from '../../src/engine/game';
import { replay } from '../../src/engine/session';
import { fakeGame } from './support/fake-game';
import { createMemoryStore } from './support/memory-store';
import { handOf, renderApp, seedSave } from './support/render-app';

const [first = 0, second = 0] = handOf(0);

async function resumedGame(snapshotAfter: number) {
  const store = createMemoryStore([fakeGame as unknown as AnyGame]);
  store.resume = true;
  const played = [
    { seat: 0, move: { kind: 'pick', card: first } },
    { seat: 0, move: { kind: 'pick', card: second } },
  ] as const;
  const { save } = await seedSave(store, undefined, played);
  const match = { gameId: save.gameId, version: 1, seats: 2, options: save.options, seed: save.seed };
  // Stored as the app stores moves now: each with its log lines.
  const withLines = replay(fakeGame, match, played, false, true);
  if (!withLines.ok) throw new Error('test log does not replay');
  store.moves.set(save.id, withLines.value.records);
  const part = replay(fakeGame, match, played.slice(0, snapshotAfter));
  if (!part.ok) throw new Error('test log does not replay');
  const stored = store.saves.get(save.id);
  if (stored) store.saves.set(save.id, { ...stored, snapshot: part.value.state });
  store.calls.length = 0;
  renderApp({ name: 'play', saveId: save.id }, store);
  fireEvent.click(await screen.findByTestId('handoff-ready'));
  // What happened since Aki last looked (read from the stored lines) comes first.
  expect((await screen.findByTestId('catch-up')).textContent).toContain(`You picked ${second}`);
  fireEvent.click(screen.getByTestId('catch-up-continue'));
  await screen.findByTestId('table');
  return { store, save };
}

describe('resuming from the snapshot, checked in the background', () => {
  test('a snapshot one move behind its log is put right: replayed position, a notice, and a repair write', async () => {
    const { store } = await resumedGame(1);
    expect(await screen.findByTestId('repaired')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('fake-table').textContent).toContain(`picked: ${second}`));
    const repair = store.calls.find((c) => c.method === 'repair');
    expect(repair?.args[1]).toHaveLength(2);
    expect(store.calls.some((c) => c.method === 'load')).toBe(true);
  });

  test('a right snapshot is left alone: no notice and nothing written', async () => {
    const { store } = await resumedGame(2);
    expect(screen.getByTestId('fake-table').textContent).toContain(`picked: ${second}`);
    // The check runs in slices after the table shows; give it time to end.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('repaired')).toBeNull();
    expect(store.calls.filter((c) => c.method !== 'load' && c.method !== 'markSeen')).toEqual([]);
  });
});
