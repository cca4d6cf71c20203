// The library leads with Continue: games in progress with their players, whose turn and when, one tap to resume.

import { fireEvent, screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { route } from '../../src/app/models/route';
import { saves } from '../../src/app/models/saves';
import { updateSettings } from '../../src/app/models/settings';
import { turns } from '../../src/app/models/turns';
import { CONTINUE_PAGE, lastPlayed } from '../../src/app/screens/ContinueList';
import { SAVED_PAGE } from '../../src/app/screens/GamePage';
import type { AnyGame } from '../../src/engine/game';
import { fakeGame } from './support/fake-game';
import { createMemoryStore } from './support/memory-store';
import { renderApp, seedSave, twoHumans } from './support/render-app';

function newStore() {
  return createMemoryStore([fakeGame as unknown as AnyGame]);
}

describe('Continue on the library', () => {
  test('a game in progress shows its players, whose turn it is and when it was last played; a tap resumes it', async () => {
    const store = newStore();
    const { save } = await seedSave(
      store,
      [...twoHumans, { name: 'Robo', color: 'green', bot: true }],
      [{ seat: 0, move: { kind: 'pick', card: 0 } }],
    );
    renderApp({ name: 'library' }, store);
    const row = await screen.findByTestId('continue-game');
    expect(row.textContent).toContain('Test Cards');
    for (const name of ['Aki', 'Ben', 'Robo']) expect(row.textContent).toContain(name);
    expect(within(row).getByText('bot')).toBeTruthy();
    expect((await within(row).findByTestId('continue-turn')).textContent).toBe('Turn: Aki');
    expect(row.textContent).toMatch(/last played \d+ \w+ \d{4}/);
    fireEvent.click(row);
    expect(route.value).toEqual({ name: 'play', saveId: save.id });
  });

  test('finished games are not in it, and without games in progress there is no Continue section', async () => {
    const store = newStore();
    await seedSave(store, twoHumans);
    const { save: over, state } = await seedSave(store, [{ name: 'Chie', color: 'red', bot: false }, ...twoHumans]);
    await store.append(
      over.id,
      { seat: 0, move: { kind: 'pick', card: 1 }, commit: true, index: 0 },
      { snapshot: state, status: 'over' },
    );
    renderApp({ name: 'library' }, store);
    const rows = await screen.findAllByTestId('continue-game');
    await screen.findByText(/Turn: Aki/);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).not.toContain('Chie');
  });

  test('in Japanese the row says whose turn and when in Japanese words', async () => {
    const store = newStore();
    await seedSave(store);
    renderApp({ name: 'library' }, store);
    updateSettings({ lang: 'ja' });
    expect((await screen.findByTestId('continue-turn')).textContent).toBe('手番：Aki');
    expect(screen.getByTestId('continue').textContent).toContain('続きから遊ぶ');
    expect(screen.getByTestId('continue-game').textContent).toMatch(/最終プレイ 2023\/\d+\/\d+/);
    updateSettings({ lang: 'en' });
  });

  test('an empty device shows the games only', async () => {
    renderApp({ name: 'library' });
    await screen.findByTestId('game-card-fake-cards');
    expect(screen.queryByTestId('continue')).toBeNull();
  });
});

/** `n` games in progress, the last one seeded the newest; returns their ids, newest first. */
async function manySaves(store: ReturnType<typeof newStore>, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { save } = await seedSave(store, [
      { name: `A${i}`, color: 'red', bot: false },
      { name: `B${i}`, color: 'blue', bot: false },
    ]);
    ids.unshift(save.id);
  }
  return ids;
}

/** Make a stored save look like one stored before saves kept whose turn it is. */
function forgetTurn(store: ReturnType<typeof newStore>, id: string): void {
  const save = store.saves.get(id);
  if (!save) throw new Error(`no save ${id}`);
  const { turn: _turn, ...old } = save;
  store.saves.set(id, old);
}

const shownIds = () => screen.getAllByTestId('continue-game').map((r) => r.getAttribute('data-save-id'));

describe('Continue at many saves (issue 33)', () => {
  beforeEach(() => {
    // The list and the learned turns are app-wide signals: start each test from a fresh page's.
    saves.value = { kind: 'loading' };
    turns.value = new Map();
  });

  test('a long list shows a page of the newest games, and each "show more" the next page', async () => {
    const store = newStore();
    const total = CONTINUE_PAGE * 2 + 5;
    const ids = await manySaves(store, total);
    renderApp({ name: 'library' }, store);
    await screen.findAllByTestId('continue-game');
    expect(shownIds()).toEqual(ids.slice(0, CONTINUE_PAGE));
    const more = screen.getByTestId('continue-more');
    expect(more.textContent).toBe(`Show ${CONTINUE_PAGE} more (${total - CONTINUE_PAGE} not shown)`);
    fireEvent.click(more);
    expect(shownIds()).toEqual(ids.slice(0, CONTINUE_PAGE * 2));
    fireEvent.click(screen.getByTestId('continue-more'));
    expect(shownIds()).toEqual(ids);
    expect(screen.queryByTestId('continue-more')).toBeNull();
  });

  test("a game's page lists its saves a page at a time too", async () => {
    const store = newStore();
    await manySaves(store, SAVED_PAGE + 4);
    renderApp({ name: 'game', gameId: 'fake-cards' }, store);
    await vi.waitFor(() => expect(screen.getAllByTestId('saved-game')).toHaveLength(SAVED_PAGE));
    fireEvent.click(screen.getByTestId('saved-more'));
    expect(screen.getAllByTestId('saved-game')).toHaveLength(SAVED_PAGE + 4);
    expect(screen.queryByTestId('saved-more')).toBeNull();
  });

  test('whose turn is read from what the save stores, not asked of the rules', async () => {
    const store = newStore();
    const { save } = await seedSave(store);
    const stored = store.saves.get(save.id);
    if (!stored) throw new Error('not stored');
    // The rules say seat 0 (Aki) is to move; the stored summary names Ben, so the row can only have read it.
    expect(stored.turn).toEqual([0]);
    store.saves.set(save.id, { ...stored, turn: [1] });
    renderApp({ name: 'library' }, store);
    expect((await screen.findByTestId('continue-turn')).textContent).toBe('Turn: Ben');
    expect(store.calls.filter((c) => c.method === 'storeTurns')).toEqual([]);
  });

  test('a save stored without whose turn still lists it, asked of the rules once and stored back', async () => {
    const store = newStore();
    const { save } = await seedSave(store, twoHumans, [{ seat: 0, move: { kind: 'pick', card: 0 } }]);
    forgetTurn(store, save.id);
    renderApp({ name: 'library' }, store);
    // Aki's pick does not end Aki's turn, the rules say.
    expect((await screen.findByTestId('continue-turn')).textContent).toBe('Turn: Aki');
    await vi.waitFor(() => expect(store.saves.get(save.id)?.turn).toEqual([0]));
    expect(store.calls.filter((c) => c.method === 'storeTurns')).toHaveLength(1);
  });

  test('only the rows on screen are asked of the rules; the next page is asked when it is shown', async () => {
    const store = newStore();
    const ids = await manySaves(store, CONTINUE_PAGE + 3);
    for (const id of ids) forgetTurn(store, id);
    renderApp({ name: 'library' }, store);
    await vi.waitFor(() => expect(screen.getAllByTestId('continue-turn')).toHaveLength(CONTINUE_PAGE));
    const asked = () =>
      store.calls
        .filter((c) => c.method === 'storeTurns')
        .flatMap((c) => (c.args[0] as { id: string }[]).map((n) => n.id));
    await vi.waitFor(() => expect(asked()).toEqual(ids.slice(0, CONTINUE_PAGE)));
    fireEvent.click(screen.getByTestId('continue-more'));
    await vi.waitFor(() => expect(screen.getAllByTestId('continue-turn')).toHaveLength(CONTINUE_PAGE + 3));
    await vi.waitFor(() => expect(asked()).toEqual(ids));
  });
});

describe('lastPlayed', () => {
  const now = new Date(2026, 11, 1, 20, 0).getTime();
  test.each<[string, number, 'ja' | 'en', RegExp]>([
    ['today', new Date(2026, 11, 1, 9, 5).getTime(), 'en', /^today 09:05$/],
    ['yesterday', new Date(2026, 10, 30, 23, 59).getTime(), 'en', /^yesterday 23:59$/],
    ['days ago', new Date(2026, 10, 28, 12, 0).getTime(), 'en', /^3 days ago$/],
    ['a date', new Date(2026, 9, 2, 12, 0).getTime(), 'en', /2026/],
    ['今日', new Date(2026, 11, 1, 9, 5).getTime(), 'ja', /^今日 09:05$/],
    ['昨日', new Date(2026, 10, 30, 8, 0).getTime(), 'ja', /^昨日 08:00$/],
    ['3日前', new Date(2026, 10, 28, 12, 0).getTime(), 'ja', /^3 日前$/],
  ])('%s', (_name, at, lang, expected) => {
    expect(lastPlayed(at, now, lang)).toMatch(expected);
  });
});
