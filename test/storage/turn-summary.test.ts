// Whose turn a save stands at (SavedGame.turn, issue 33): written with the snapshot in the move's own transaction,
// right after undo, and learned once for saves stored before it was kept.

import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { replay } from '../../src/engine/session';
import { openMemoryStore } from '../../src/storage/memory-store';
import type { GameStore, SavedGame } from '../../src/storage/types';
import { hiddenHand, matchOf, randomPlayout, testLookup } from '../support/test-games';
import { appendAll, freshStore, loadOk, newGameOf } from './helpers';

const match = matchOf(hiddenHand, 3, 'turn-summary');
const { moves } = randomPlayout(hiddenHand, match, { seed: 'turn-summary-moves' });

/** The seat to move after the first `n` moves, as the rules say. */
function activeAfter(n: number): number[] {
  const r = replay(hiddenHand, match, moves.slice(0, n));
  if (!r.ok) throw new Error('the test playout does not replay');
  const status = hiddenHand.status(r.value.state);
  return status.kind === 'turn' ? [...status.active] : [];
}

/** The first move count at which the seat to move differs from the one before it (a turn passed). */
const passed = moves.findIndex((_, i) => i > 0 && activeAfter(i)[0] !== activeAfter(i - 1)[0]);

async function stored(store: GameStore, id: string): Promise<SavedGame | undefined> {
  return (await store.list()).find((s) => s.id === id);
}

afterEach(() => {
  vi.restoreAllMocks();
});

const stores = {
  indexeddb: async () => (await freshStore()).store,
  'in-page': async () => openMemoryStore({ lookup: testLookup }),
};

describe.each(Object.entries(stores))('%s store', (_name, open) => {
  test('a new save stores whose turn its setup stands at', async () => {
    const store = await open();
    const save = await store.create(newGameOf(hiddenHand, match));
    expect(save.turn).toEqual(activeAfter(0));
    expect((await stored(store, save.id))?.turn).toEqual(activeAfter(0));
  });

  test('each append stores whose turn it is after the move; undo stores the turn of the state it keeps', async () => {
    expect(passed).toBeGreaterThan(1);
    const store = await open();
    const save = await store.create(newGameOf(hiddenHand, match));
    await appendAll(store, save, hiddenHand, moves.slice(0, passed + 1));
    expect((await stored(store, save.id))?.turn).toEqual(activeAfter(passed + 1));
    const r = replay(hiddenHand, match, moves.slice(0, passed - 1));
    if (!r.ok) throw new Error('replay');
    const cut = await store.truncate(
      save.id,
      { length: passed - 1, expected: passed + 1 },
      { snapshot: r.value.state, status: 'playing' },
    );
    expect(cut.ok).toBe(true);
    expect(activeAfter(passed - 1)).not.toEqual(activeAfter(passed + 1));
    expect((await stored(store, save.id))?.turn).toEqual(activeAfter(passed - 1));
  });

  test('a note of whose turn is stored once; one for a save that moved on since it was read is dropped', async () => {
    const store = await open();
    const save = await store.create(newGameOf(hiddenHand, match));
    const read = await stored(store, save.id);
    if (!read) throw new Error('not listed');
    await appendAll(store, save, hiddenHand, moves.slice(0, 1));
    await store.storeTurns([{ id: save.id, moveCount: read.moveCount, updatedAt: read.updatedAt, turn: [2] }]);
    expect((await stored(store, save.id))?.turn).toEqual(activeAfter(1));
    const now = await stored(store, save.id);
    if (!now) throw new Error('not listed');
    await store.storeTurns([{ id: save.id, moveCount: now.moveCount, updatedAt: now.updatedAt, turn: [2] }]);
    expect((await stored(store, save.id))?.turn).toEqual([2]);
  });
});

describe('IndexedDB', () => {
  test('the turn is written in the one transaction of the move', async () => {
    const t = await freshStore();
    const save = await t.store.create(newGameOf(hiddenHand, match));
    await appendAll(t.store, save, hiddenHand, moves.slice(0, passed - 1));
    const spy = vi.spyOn(IDBDatabase.prototype, 'transaction');
    await appendAll(t.store, save, hiddenHand, moves.slice(passed - 1, passed));
    // The load appendAll starts with reads; the append itself is the only readwrite transaction.
    expect(spy.mock.calls.filter((c) => c[1] === 'readwrite')).toHaveLength(1);
    const db = await openDB(t.dbName);
    const raw = (await db.get('games', save.id)) as SavedGame;
    db.close();
    expect(raw.moveCount).toBe(passed);
    expect(raw.turn).toEqual(activeAfter(passed));
  });

  test('a save stored before the turn was kept lists without it, and loading it writes the turn back', async () => {
    const t = await freshStore();
    const save = await t.store.create(newGameOf(hiddenHand, match));
    await appendAll(t.store, save, hiddenHand, moves.slice(0, passed), { lines: false });
    const db = await openDB(t.dbName);
    const { turn: _turn, ...old } = (await db.get('games', save.id)) as SavedGame;
    await db.put('games', old);
    db.close();
    const listed = await stored(t.store, save.id);
    expect(listed).toMatchObject({ id: save.id, moveCount: passed, status: 'playing' });
    expect(listed?.turn).toBeUndefined();
    // Its moves lack their log lines: the first load replays and writes back, the turn with it.
    await loadOk(t.store, save.id);
    expect((await stored(t.store, save.id))?.turn).toEqual(activeAfter(passed));
  });
});
