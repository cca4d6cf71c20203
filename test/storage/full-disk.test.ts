// A full disk and a wiped origin at the storage layer (issue 30): failures are named by their cause, a database
// deleted under an open store is not mistaken for a newer tab, and `restore` writes a whole game back, never over
// a stored one.

import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { MoveRecord } from '../../src/engine/session';
import { storeErrorOf } from '../../src/storage/connection';
import { LOW_ROOM_BYTES, openGameStore } from '../../src/storage/idb-store';
import { openMemoryStore } from '../../src/storage/memory-store';
import type { GameStore, SavedGame } from '../../src/storage/types';
import { hiddenHand, matchOf, testLookup } from '../support/test-games';
import { dump, freshStore, playedSave } from './helpers';

const match = matchOf(hiddenHand, 3, 'full-disk');

afterEach(() => {
  vi.restoreAllMocks();
});

function wipe(dbName: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const r = indexedDB.deleteDatabase(dbName);
    r.onsuccess = () => resolve();
    r.onerror = () => reject(r.error);
  });
}

/** A played game as the table holds it in memory: the save record and its log. */
async function heldGame(store: GameStore, save: SavedGame) {
  const loaded = await store.load(save.id);
  if (!loaded.ok) throw new Error(`load: ${loaded.error.code}`);
  const { state, moves } = loaded.value;
  return {
    save: loaded.value.save,
    moves: moves as MoveRecord<unknown>[],
    after: { snapshot: state, status: 'playing' as const },
  };
}

describe('the cause of a failed write, in the app’s words', () => {
  test.each([
    ['QuotaExceededError', 'storage.full'],
    ['SecurityError', 'storage.denied'],
    ['VersionError', 'storage.newer'],
    ['UnknownError', 'storage.unavailable'],
  ])('%s is %s', (name, code) => {
    expect(storeErrorOf(new DOMException('x', name)).code).toBe(code);
  });

  test('a commit that fails for no stated reason with no room left is a full device, with room it is not', async () => {
    const t = await freshStore();
    const { save } = await playedSave(t, hiddenHand, match, 2);
    const move = { seat: 0, move: { kind: 'peek' }, commit: true, index: 2 };
    const after = { snapshot: null, status: 'playing' as const };
    for (const [room, code] of [
      [LOW_ROOM_BYTES / 4, 'storage.full'],
      [LOW_ROOM_BYTES * 4, 'storage.unavailable'],
    ] as const) {
      const storage = { estimate: async () => ({ usage: 10_000_000, quota: 10_000_000 + room }) };
      const s = await openGameStore({ lookup: testLookup, dbName: t.dbName, storage });
      vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
        throw new DOMException('Internal error committing transaction', 'UnknownError');
      });
      const result = await s.append(save.id, move, after);
      vi.restoreAllMocks();
      expect(result.ok ? null : result.error.code).toBe(code);
      s.close();
    }
  });
});

describe('the origin wiped under an open store', () => {
  test('the next write reopens an empty database and says the save is gone (not that a newer tab took over)', async () => {
    const told = vi.fn();
    const t = await freshStore();
    const s = await openGameStore({ lookup: testLookup, dbName: t.dbName, storage: null, hooks: { onBlocking: told } });
    const { save } = await playedSave(t, hiddenHand, match, 2);
    t.store.close();
    await wipe(t.dbName);
    expect(told).not.toHaveBeenCalled();
    const result = await s.append(
      save.id,
      { seat: 0, move: { kind: 'peek' }, commit: true, index: 2 },
      {
        snapshot: null,
        status: 'playing',
      },
    );
    expect(result).toEqual({ ok: false, error: { code: 'storage.not-found' } });
    s.close();
  });

  test('restore writes the whole game back from memory: the save and every move, which load replays', async () => {
    const t = await freshStore();
    const { save, moves } = await playedSave(t, hiddenHand, match, 5);
    const held = await heldGame(t.store, save);
    await wipe(t.dbName);
    expect(await t.store.list()).toEqual([]);
    expect(await t.store.restore(held, held.after)).toEqual({ ok: true, value: undefined });
    const back = await t.store.load(save.id);
    if (!back.ok) throw new Error(`load: ${back.error.code}`);
    expect(back.value.moves.map((m) => m.move)).toEqual(moves.map((m) => m.move));
    expect(back.value.repaired).toBe(false);
    expect(back.value.save).toMatchObject({ id: save.id, moveCount: 5, seed: save.seed, createdAt: save.createdAt });
  });

  test('restore never overwrites a stored save: refused as out of order, and nothing changes', async () => {
    const t = await freshStore();
    const { save } = await playedSave(t, hiddenHand, match, 4);
    const held = await heldGame(t.store, save);
    const before = await dump(t.dbName);
    const shorter = { ...held, moves: held.moves.slice(0, 1) };
    const result = await t.store.restore(shorter, held.after);
    expect(result.ok ? null : result.error.code).toBe('storage.out-of-order');
    expect(await dump(t.dbName)).toEqual(before);
  });

  test('restore on a full disk is storage.full and stores nothing', async () => {
    const t = await freshStore();
    const { save } = await playedSave(t, hiddenHand, match, 3);
    const held = await heldGame(t.store, save);
    await wipe(t.dbName);
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('no room', 'QuotaExceededError');
    });
    const result = await t.store.restore(held, held.after);
    vi.restoreAllMocks();
    expect(result).toEqual({ ok: false, error: { code: 'storage.full' } });
    expect(await dump(t.dbName)).toEqual({ games: [], moves: [] });
  });

  test('the in-page store keeps the same contract for restore', async () => {
    const t = await freshStore();
    const { save } = await playedSave(t, hiddenHand, match, 3);
    const held = await heldGame(t.store, save);
    const mem = openMemoryStore({ lookup: testLookup });
    expect((await mem.restore(held, held.after)).ok).toBe(true);
    const again = await mem.restore(held, held.after);
    expect(again.ok ? null : again.error.code).toBe('storage.out-of-order');
    const loaded = await mem.load(save.id);
    expect(loaded.ok && loaded.value.moves.length).toBe(3);
  });
});
