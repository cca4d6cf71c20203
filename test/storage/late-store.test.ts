// IndexedDB that answers late (a busy device): play goes on in the page, and when the open succeeds every move made
// meanwhile ends up in IndexedDB exactly once, under the same save ids; when it fails, nothing is lost from the page.
// DESIGN.md, Storage: "a move shown as saved is never lost"; the brief: a slow open must not turn into data loss.

import 'fake-indexeddb/auto';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, test } from 'vitest';
import type { IdbGameStore } from '../../src/storage/idb-store';
import { lateStore } from '../../src/storage/late-store';
import { openMemoryStore } from '../../src/storage/memory-store';
import type { GameStore, SaveChange, StoreError } from '../../src/storage/types';
import { hiddenHand, matchOf, randomPlayout, testLookup } from '../support/test-games';
import { appendAll, dump, freshStore, newGameOf } from './helpers';

const match = matchOf(hiddenHand, 3, 'late-open');
const { moves } = randomPlayout(hiddenHand, match, { seed: 'late-moves', limit: 12 });

/** The open, held back until the test lets it answer (success or failure): no timer, no wall clock. */
function heldOpen() {
  let answer: (s: IdbGameStore) => void = () => {};
  let fail: (e: unknown) => void = () => {};
  const opening = new Promise<IdbGameStore>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { opening, answer, fail };
}

function started() {
  const held = heldOpen();
  const events: Array<{ moved: number } | { failed: StoreError }> = [];
  let ids = 0;
  const memory = openMemoryStore({ lookup: testLookup, idFactory: () => `page-${++ids}` });
  const store = lateStore(memory, held.opening, {
    onMoved: (games) => events.push({ moved: games }),
    onFailed: (error) => events.push({ failed: error }),
  });
  return { ...held, events, store };
}

/** Until every pending promise callback has run (the take-over is a chain of them). */
async function settled(store: GameStore): Promise<void> {
  await store.list();
  await store.list();
}

type Dumped = { games: Array<{ id: string; moveCount: number }>; moves: Array<{ saveId: string; index: number }> };

describe('an open that succeeds after the wait', () => {
  test('the games played in the page move into IndexedDB with their ids, every move exactly once', async () => {
    const t = started();
    const save = await t.store.create(newGameOf(hiddenHand, match));
    await appendAll(t.store, save, hiddenHand, moves.slice(0, 5));
    expect(t.store.durable).toBe(false);
    const db = await freshStore();
    t.answer(db.store);
    await settled(t.store);
    expect(t.events).toEqual([{ moved: 1 }]);
    expect(t.store.durable).toBe(true);
    const stored = (await dump(db.dbName)) as Dumped;
    expect(stored.games.map((g) => [g.id, g.moveCount])).toEqual([[save.id, 5]]);
    expect(stored.moves.map((m) => m.index)).toEqual([0, 1, 2, 3, 4]);
    // The table goes on under the same id: the next moves land after those, in IndexedDB.
    await appendAll(t.store, save, hiddenHand, moves.slice(5, 8));
    const after = (await dump(db.dbName)) as Dumped;
    expect(after.moves.map((m) => m.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const loaded = await db.store.load(save.id);
    expect(loaded.ok && loaded.value.repaired).toBe(false);
    expect(loaded.ok && loaded.value.moves.map((m) => m.move)).toEqual(moves.slice(0, 8).map((m) => m.move));
  });

  test('moves made while the take-over runs wait for it and land once, in order', async () => {
    const t = started();
    const save = await t.store.create(newGameOf(hiddenHand, match));
    await appendAll(t.store, save, hiddenHand, moves.slice(0, 3));
    const db = await freshStore();
    t.answer(db.store);
    // Started in the same tick as the answer: each of these either is taken over or is written after it.
    await Promise.all([appendAll(t.store, save, hiddenHand, moves.slice(3, 9)), t.store.list()]);
    const stored = (await dump(db.dbName)) as Dumped;
    expect(stored.moves.map((m) => m.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(stored.games).toMatchObject([{ id: save.id, moveCount: 9 }]);
    expect(t.events).toEqual([{ moved: 1 }]);
  });

  test('an import still re-checking its moves in the page is finished before the take-over, so it is not left behind', async () => {
    const source = openMemoryStore({ lookup: testLookup });
    const played = await source.create(newGameOf(hiddenHand, match));
    await appendAll(source, played, hiddenHand, moves.slice(0, 6));
    const t = started();
    const db = await freshStore();
    // sliceMs 0: the import yields to the page after every move, so the answer comes in the middle of it.
    const importing = t.store.importJson(await source.exportJson(), { sliceMs: 0 });
    t.answer(db.store);
    const imported = await importing;
    await settled(t.store);
    expect(imported.ok && imported.value.imported).toBe(1);
    const stored = (await dump(db.dbName)) as Dumped;
    expect(stored.games).toMatchObject([{ moveCount: 6 }]);
    expect(stored.moves).toHaveLength(6);
  });

  test('a game imported in the page that IndexedDB already holds joins the stored save: one save, not two', async () => {
    const db = await freshStore();
    const stored = await db.store.create(newGameOf(hiddenHand, match));
    await appendAll(db.store, stored, hiddenHand, moves.slice(0, 4));
    const file = await db.store.exportJson([stored.id]);
    const t = started();
    const imported = await t.store.importJson(file);
    expect(imported.ok && imported.value.imported).toBe(1);
    const pageId = imported.ok ? (imported.value.ids[0] as string) : '';
    t.answer(db.store);
    await settled(t.store);
    const after = (await dump(db.dbName)) as Dumped;
    expect(after.games.map((g) => [g.id, g.moveCount])).toEqual([[stored.id, 4]]);
    expect(after.moves).toHaveLength(4);
    // The page's id still opens the game: calls under it go to the stored save.
    const loaded = await t.store.load(pageId);
    expect(loaded.ok && loaded.value.save.id).toBe(stored.id);
    expect(await t.store.list()).toHaveLength(1);
  });

  test('a game imported in the page and played on there carries the stored save further', async () => {
    const db = await freshStore();
    const stored = await db.store.create(newGameOf(hiddenHand, match));
    await appendAll(db.store, stored, hiddenHand, moves.slice(0, 3));
    const t = started();
    const imported = await t.store.importJson(await db.store.exportJson([stored.id]));
    const pageId = imported.ok ? (imported.value.ids[0] as string) : '';
    const page = await t.store.load(pageId);
    if (!page.ok) throw new Error('the imported game does not load');
    await appendAll(t.store, page.value.save, hiddenHand, moves.slice(3, 6));
    t.answer(db.store);
    await settled(t.store);
    const after = (await dump(db.dbName)) as Dumped;
    expect(after.games.map((g) => [g.id, g.moveCount])).toEqual([[stored.id, 6]]);
    expect(after.moves.map((m) => [m.saveId, m.index])).toEqual([0, 1, 2, 3, 4, 5].map((i) => [stored.id, i]));
    // The table goes on under the page's id, and the move lands after the others in the stored save.
    await appendAll(t.store, { ...page.value.save, moveCount: 6 }, hiddenHand, moves.slice(6, 7));
    const last = await db.store.load(stored.id);
    expect(last.ok && last.value.moves.map((m) => m.move)).toEqual(moves.slice(0, 7).map((m) => m.move));
  });

  test('a page game that parts from the stored one (the same start, other moves) is kept beside it as a copy', async () => {
    const db = await freshStore();
    const stored = await db.store.create(newGameOf(hiddenHand, match));
    await appendAll(db.store, stored, hiddenHand, moves.slice(0, 2));
    const t = started();
    const imported = await t.store.importJson(await db.store.exportJson([stored.id]));
    const pageId = imported.ok ? (imported.value.ids[0] as string) : '';
    await appendAll(db.store, { ...stored, moveCount: 2 }, hiddenHand, moves.slice(2, 3));
    const page = await t.store.load(pageId);
    if (!page.ok) throw new Error('the imported game does not load');
    // Another legal third move than the stored save's.
    const third = moves[2] as (typeof moves)[number];
    const at = randomPlayout(hiddenHand, match, { seed: 'late-moves', limit: 2 }).states[2];
    const move = hiddenHand
      .legalMoves(at as NonNullable<typeof at>, third.seat)
      .find((m) => !isDeepStrictEqual(m, third.move));
    expect(move).toBeDefined();
    await appendAll(t.store, page.value.save, hiddenHand, [{ seat: third.seat, move: move as typeof third.move }]);
    t.answer(db.store);
    await settled(t.store);
    const after = (await dump(db.dbName)) as { games: Array<{ id: string; moveCount: number; copy?: true }> };
    expect(after.games.map((g) => [g.id, g.moveCount, g.copy ?? false]).sort()).toEqual(
      [
        [stored.id, 3, false],
        [pageId, 3, true],
      ].sort(),
    );
  });

  test('an undo made in the page is taken over as undone', async () => {
    const t = started();
    const save = await t.store.create(newGameOf(hiddenHand, match));
    await appendAll(t.store, save, hiddenHand, moves.slice(0, 4));
    const cut = await t.store.truncate(save.id, { length: 2, expected: 4 }, { snapshot: 'cut', status: 'playing' });
    expect(cut.ok).toBe(true);
    const db = await freshStore();
    t.answer(db.store);
    await settled(t.store);
    const stored = (await dump(db.dbName)) as Dumped;
    expect(stored.moves.map((m) => m.index)).toEqual([0, 1]);
    expect(stored.games).toMatchObject([{ id: save.id, moveCount: 2 }]);
  });

  test('the games of earlier visits are listed beside the page’s, and tables are told once it is durable', async () => {
    const db = await freshStore();
    const earlier = await db.store.create(newGameOf(hiddenHand, matchOf(hiddenHand, 2, 'earlier')));
    const t = started();
    const save = await t.store.create(newGameOf(hiddenHand, match));
    let toldDurable = 0;
    t.store.onDurable?.(() => toldDurable++);
    t.answer(db.store);
    await settled(t.store);
    expect((await t.store.list()).map((s) => s.id).sort()).toEqual([earlier.id, save.id].sort());
    expect(toldDurable).toBe(1);
  });

  test('watchers follow the games into IndexedDB: a write from another window is heard', async () => {
    const t = started();
    const save = await t.store.create(newGameOf(hiddenHand, match));
    const heard: SaveChange[] = [];
    t.store.watch((c) => heard.push(c));
    const db = await freshStore();
    t.answer(db.store);
    await settled(t.store);
    const { openGameStore } = await import('../../src/storage/idb-store');
    const other = await openGameStore({ lookup: testLookup, dbName: db.dbName, storage: null });
    await appendAll(other, save, hiddenHand, moves.slice(0, 1));
    await expect.poll(() => heard).toEqual([{ saveId: save.id, moveCount: 1 }]);
    other.close();
  });
});

describe('an open that fails, or a take-over that is refused', () => {
  test('a failed open keeps every game in the page, still playable and exportable', async () => {
    const t = started();
    const save = await t.store.create(newGameOf(hiddenHand, match));
    await appendAll(t.store, save, hiddenHand, moves.slice(0, 3));
    t.fail(Object.assign(new Error('no'), { name: 'UnknownError' }));
    await settled(t.store);
    expect(t.events).toEqual([{ failed: { code: 'storage.unavailable', params: { name: 'UnknownError' } } }]);
    expect(t.store.durable).toBe(false);
    await appendAll(t.store, save, hiddenHand, moves.slice(3, 5));
    const loaded = await t.store.load(save.id);
    expect(loaded.ok && loaded.value.moves).toHaveLength(5);
    expect(JSON.parse(await t.store.exportJson()).games).toHaveLength(1);
  });

  test('a refused take-over writes nothing to IndexedDB and leaves the page’s games where they were', async () => {
    const db = await freshStore();
    const t = started();
    const save = await t.store.create(newGameOf(hiddenHand, match));
    await appendAll(t.store, save, hiddenHand, moves.slice(0, 2));
    // A save with the same id already stored: `add` refuses, and the one transaction writes nothing at all.
    const clash = { ...save, moveCount: 0 };
    expect((await db.store.adopt([{ save: clash, moves: [] }])).ok).toBe(true);
    const before = await dump(db.dbName);
    t.answer(db.store);
    await settled(t.store);
    expect(t.events).toMatchObject([{ failed: { code: 'storage.unavailable' } }]);
    expect(t.store.durable).toBe(false);
    expect(await dump(db.dbName)).toEqual(before);
    const loaded = await t.store.load(save.id);
    expect(loaded.ok && loaded.value.moves).toHaveLength(2);
  });
});
