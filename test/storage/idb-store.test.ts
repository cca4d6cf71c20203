// The IndexedDB GameStore: round trips, one-transaction writes, crash safety, repair, undo and housekeeping.

import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { canonicalJson } from '../../src/engine/json';
import { replay, start } from '../../src/engine/session';
import { hiddenHand, matchOf, randomPlayout, sealedBid, testLookup } from '../support/test-games';
import { appendAll, dump, freshStore, loadOk, newGameOf, playedSave } from './helpers';

const handMatch = matchOf(hiddenHand, 3, 'store-hand');
const bidMatch = matchOf(sealedBid, 2, 'store-bid');
const afterMove = (snapshot: unknown) => ({ snapshot, status: 'playing' as const });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('create, append, load', () => {
  test('a new save lists and loads at its setup state', async () => {
    const t = await freshStore();
    const save = await t.store.create(newGameOf(hiddenHand, handMatch));
    expect(save).toMatchObject({ gameId: 'test-hidden-hand', moveCount: 0, status: 'playing', seenUpTo: [0, 0, 0] });
    expect((await t.store.list()).map((s) => s.id)).toEqual([save.id]);
    const loaded = await loadOk(t.store, save.id);
    expect(loaded.repaired).toBe(false);
    expect(loaded.moves).toEqual([]);
    expect(loaded.state).toEqual(start(hiddenHand, handMatch));
  });

  test.each([
    ['hidden-hand', hiddenHand, handMatch],
    ['sealed-bid', sealedBid, bidMatch],
  ] as const)('%s: a whole played game loads back at the replayed state, marked over', async (_n, game, match) => {
    const t = await freshStore();
    const { save, moves, state } = await playedSave(t, game as typeof hiddenHand, match as typeof handMatch);
    const loaded = await loadOk(t.store, save.id);
    expect(canonicalJson(loaded.state)).toBe(canonicalJson(state));
    expect(loaded.repaired).toBe(false);
    expect(loaded.moves.map((m) => m.move)).toEqual(moves.map((m) => m.move));
    expect(loaded.save).toMatchObject({ moveCount: moves.length, status: 'over' });
    const replayed = replay(game as typeof hiddenHand, match as typeof handMatch, moves);
    expect(replayed.ok && replayed.value.records.map((r) => r.commit)).toEqual(loaded.moves.map((m) => m.commit));
  });

  test.each(['strict', 'relaxed'] as const)('every write transaction asks for %s durability', async (durability) => {
    const t = await freshStore(durability === 'relaxed' ? { durability } : {});
    const spy = vi.spyOn(IDBDatabase.prototype, 'transaction');
    const save = await t.store.create(newGameOf(hiddenHand, handMatch));
    await appendAll(t.store, save, hiddenHand, [{ seat: 0, move: { kind: 'peek' } }]);
    const writes = spy.mock.calls.filter((c) => c[1] === 'readwrite');
    expect(writes.length).toBeGreaterThanOrEqual(2);
    for (const call of writes) expect(call[2]).toEqual({ durability });
  });

  test('an append with the wrong index is refused and changes nothing', async () => {
    const t = await freshStore();
    const { save } = await playedSave(t, hiddenHand, handMatch, 3);
    const before = await dump(t.dbName);
    for (const index of [0, 2, 4, 10]) {
      const result = await t.store.append(
        save.id,
        { seat: 0, move: { kind: 'peek' }, commit: true, index },
        afterMove(1),
      );
      expect(result).toEqual({
        ok: false,
        error: { code: 'storage.out-of-order', params: { expected: 3, got: index } },
      });
    }
    expect(await dump(t.dbName)).toEqual(before);
  });

  test('appending to a save that does not exist is storage.not-found', async () => {
    const t = await freshStore();
    expect(await t.store.append('nope', { seat: 0, move: 1, commit: true }, afterMove(1))).toEqual({
      ok: false,
      error: { code: 'storage.not-found' },
    });
    expect(await t.store.load('nope')).toEqual({ ok: false, error: { code: 'storage.not-found' } });
  });
});

describe('crash safety: an acknowledged move is never lost, a failed one leaves nothing', () => {
  test('a transaction that fails between the move and the snapshot stores neither', async () => {
    const t = await freshStore();
    const { save } = await playedSave(t, hiddenHand, handMatch, 2);
    const before = await dump(t.dbName);
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('disk on fire', 'UnknownError');
    });
    const result = await t.store.append(save.id, { seat: 0, move: { kind: 'peek' }, commit: true }, afterMove(9));
    expect(result).toEqual({ ok: false, error: { code: 'storage.unavailable', params: { name: 'UnknownError' } } });
    vi.restoreAllMocks();
    expect(await dump(t.dbName)).toEqual(before);
    expect((await loadOk(t.store, save.id)).moves).toHaveLength(2);
  });

  test('a full disk (QuotaExceededError) is storage.full and changes nothing', async () => {
    const t = await freshStore();
    const { save } = await playedSave(t, sealedBid, bidMatch, 4);
    const before = await dump(t.dbName);
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('no room', 'QuotaExceededError');
    });
    const move = { seat: 0, move: { kind: 'bid', amount: 0 }, commit: false };
    expect(await t.store.append(save.id, move, afterMove(0))).toEqual({ ok: false, error: { code: 'storage.full' } });
    expect(await t.store.truncate(save.id, { length: 0, expected: 4 }, afterMove(0))).toEqual({
      ok: false,
      error: { code: 'storage.full' },
    });
    expect(await t.store.rename(save.id, ['a', 'b'])).toEqual({ ok: false, error: { code: 'storage.full' } });
    vi.restoreAllMocks();
    expect(await dump(t.dbName)).toEqual(before);
  });

  test('a stale snapshot behind a longer log is rebuilt from the replay on load, and stored', async () => {
    const t = await freshStore();
    const { moves } = randomPlayout(hiddenHand, handMatch, { seed: 'stale' });
    const save = await t.store.create(newGameOf(hiddenHand, handMatch));
    await appendAll(t.store, save, hiddenHand, moves.slice(0, 3));
    // The crash: the move is in the log but the save record was not updated.
    const raw = await openDB(t.dbName);
    const extra = moves[3];
    await raw.add('moves', { saveId: save.id, index: 3, seat: extra?.seat, move: extra?.move, commit: true, time: 1 });
    raw.close();
    const loaded = await loadOk(t.store, save.id);
    expect(loaded.repaired).toBe(true);
    const expected = replay(hiddenHand, handMatch, moves.slice(0, 4));
    expect(expected.ok && canonicalJson(loaded.state)).toBe(canonicalJson(expected.ok && expected.value.state));
    expect(loaded.save.moveCount).toBe(4);
    const again = await loadOk(t.store, save.id);
    expect(again.repaired).toBe(false);
    expect(again.save.snapshot).toEqual(loaded.state);
  });

  test('a snapshot that disagrees with its replay is repaired', async () => {
    const t = await freshStore();
    const { save, state } = await playedSave(t, sealedBid, bidMatch, 5);
    const raw = await openDB(t.dbName);
    await raw.put('games', { ...save, moveCount: 5, snapshot: { garbage: true } });
    raw.close();
    const loaded = await loadOk(t.store, save.id);
    expect(loaded.repaired).toBe(true);
    expect(loaded.state).toEqual(state);
    expect((await dump(t.dbName)).games).toEqual([expect.objectContaining({ snapshot: state })]);
  });
});

describe('rules versions', () => {
  test('a save of another rules version that still replays is moved to the current version', async () => {
    const t = await freshStore();
    const save = await t.store.create({ ...newGameOf(hiddenHand, handMatch), version: 0 });
    await appendAll(t.store, save, hiddenHand, [{ seat: 0, move: { kind: 'peek' } }]);
    const loaded = await loadOk(t.store, save.id);
    expect(loaded.save.version).toBe(hiddenHand.version);
    expect(loaded.repaired).toBe(false);
  });

  test('a log the current rules refuse is storage.replay-failed with its index, and the save is kept as it was', async () => {
    const t = await freshStore();
    const { save } = await playedSave(t, hiddenHand, handMatch, 2);
    const raw = await openDB(t.dbName);
    await raw.put('games', { ...save, version: 0, moveCount: 3 });
    await raw.add('moves', { saveId: save.id, index: 2, seat: 2, move: { kind: 'fly' }, commit: true, time: 1 });
    raw.close();
    const before = await dump(t.dbName);
    const loaded = await t.store.load(save.id);
    expect(loaded.ok).toBe(false);
    expect(!loaded.ok && loaded.error.code).toBe('storage.replay-failed');
    expect(!loaded.ok && loaded.error.params?.index).toBe(2);
    expect(await dump(t.dbName)).toEqual(before);
  });

  test('a save of a game this build does not know is storage.unknown-game', async () => {
    const t = await freshStore();
    const save = await t.store.create({ ...newGameOf(hiddenHand, handMatch), gameId: 'chess-9000' });
    expect(await t.store.load(save.id)).toEqual({
      ok: false,
      error: { code: 'storage.unknown-game', params: { gameId: 'chess-9000' } },
    });
  });
});

describe('undo (truncate)', () => {
  test('drops the tail of the log and stores the given snapshot, in one go', async () => {
    const t = await freshStore();
    const { save, moves } = await playedSave(t, sealedBid, bidMatch, 6);
    const prefix = replay(sealedBid, bidMatch, moves.slice(0, 4));
    if (!prefix.ok) throw new Error('bad prefix');
    await t.store.markSeen(save.id, 1, 6);
    expect(await t.store.truncate(save.id, { length: 4, expected: 6 }, afterMove(prefix.value.state))).toEqual({
      ok: true,
      value: undefined,
    });
    const loaded = await loadOk(t.store, save.id);
    expect(loaded.repaired).toBe(false);
    expect(loaded.moves).toHaveLength(4);
    expect(loaded.save.seenUpTo).toEqual([0, 4]);
    expect((await dump(t.dbName)).moves).toHaveLength(4);
  });

  test.each([-1, 7, 1.5])('refuses a length of %s outside the log', async (length) => {
    const t = await freshStore();
    const { save } = await playedSave(t, sealedBid, bidMatch, 6);
    const before = await dump(t.dbName);
    const result = await t.store.truncate(save.id, { length, expected: 6 }, afterMove(0));
    expect(!result.ok && result.error.code).toBe('storage.out-of-order');
    expect(await dump(t.dbName)).toEqual(before);
  });
});

describe('housekeeping', () => {
  test('list is sorted by last change, newest first', async () => {
    const t = await freshStore();
    const a = await t.store.create(newGameOf(hiddenHand, handMatch));
    const b = await t.store.create(newGameOf(sealedBid, bidMatch));
    const c = await t.store.create(newGameOf(hiddenHand, handMatch));
    expect((await t.store.list()).map((s) => s.id)).toEqual([c.id, b.id, a.id]);
    await appendAll(t.store, a, hiddenHand, [{ seat: 0, move: { kind: 'peek' } }]);
    expect((await t.store.list()).map((s) => s.id)).toEqual([a.id, c.id, b.id]);
  });

  test('remove deletes the save and all of its moves, and no other', async () => {
    const t = await freshStore();
    const keep = await playedSave(t, hiddenHand, handMatch, 3);
    const gone = await playedSave(t, sealedBid, bidMatch, 5);
    await t.store.remove(gone.save.id);
    const { games, moves } = await dump(t.dbName);
    expect(games).toEqual([expect.objectContaining({ id: keep.save.id })]);
    expect(moves).toHaveLength(3);
    expect(await t.store.load(gone.save.id)).toEqual({ ok: false, error: { code: 'storage.not-found' } });
  });

  test('rename changes the names only', async () => {
    const t = await freshStore();
    const save = await t.store.create(newGameOf(sealedBid, bidMatch));
    expect(await t.store.rename(save.id, ['Aiko', 'Ben'])).toEqual({ ok: true, value: undefined });
    const [stored] = await t.store.list();
    expect(stored?.seats).toEqual([
      { name: 'Aiko', color: 'red', bot: false },
      { name: 'Ben', color: 'blue', bot: true },
    ]);
    expect(await t.store.rename('nope', ['x'])).toEqual({ ok: false, error: { code: 'storage.not-found' } });
  });

  test('markSeen records per seat how far it has seen, within the log', async () => {
    const t = await freshStore();
    const { save } = await playedSave(t, hiddenHand, handMatch, 3);
    await t.store.markSeen(save.id, 2, 2);
    await t.store.markSeen(save.id, 0, 99);
    expect((await loadOk(t.store, save.id)).save.seenUpTo).toEqual([3, 0, 2]);
  });

  test('estimate and requestPersist use navigator.storage when given, nulls otherwise', async () => {
    const t = await freshStore();
    expect(await t.store.estimate()).toEqual({ usage: null, quota: null, persisted: null });
    expect(await t.store.requestPersist()).toBe(false);
    const { openGameStore } = await import('../../src/storage/idb-store');
    const storage = {
      estimate: async () => ({ usage: 1200, quota: 5_000_000 }),
      persisted: async () => false,
      persist: async () => true,
    };
    const s = await openGameStore({ lookup: async () => undefined, dbName: `${t.dbName}-nav`, storage });
    expect(await s.estimate()).toEqual({ usage: 1200, quota: 5_000_000, persisted: false });
    expect(await s.requestPersist()).toBe(true);
    s.close();
  });

  test('a newer tab upgrading the database closes this connection: later writes say storage.blocked', async () => {
    const t = await freshStore();
    const told = vi.fn();
    const { openGameStore } = await import('../../src/storage/idb-store');
    const watcher = await openGameStore({
      lookup: testLookup,
      dbName: t.dbName,
      storage: null,
      hooks: { onBlocking: told },
    });
    const save = await t.store.create(newGameOf(hiddenHand, handMatch));
    const newer = await openDB(t.dbName, 99);
    expect(told).toHaveBeenCalledOnce();
    watcher.close();
    newer.close();
    expect(await t.store.append(save.id, { seat: 0, move: { kind: 'peek' }, commit: true }, afterMove(0))).toEqual({
      ok: false,
      error: { code: 'storage.blocked' },
    });
  });
});

describe('damaged stored moves', () => {
  test.each([
    ['a move of no known kind', { kind: 'fly' }],
    ['no move at all', null],
    ['a move of the wrong type', 'select 3'],
  ])(
    '%s in a save of the current version is storage.replay-failed at its index; the save is kept',
    async (_name, move) => {
      const t = await freshStore();
      const { save, state } = await playedSave(t, hiddenHand, handMatch, 2);
      const status = hiddenHand.status(state);
      // The damaged move is made by the seat whose turn it is, so only its shape is wrong.
      const seat = status.kind === 'turn' ? (status.active[0] ?? 0) : 0;
      const raw = await openDB(t.dbName);
      await raw.put('games', { ...save, moveCount: 3 });
      await raw.add('moves', { saveId: save.id, index: 2, seat, move, commit: true, time: 1 });
      raw.close();
      const before = await dump(t.dbName);
      const loaded = await t.store.load(save.id);
      expect(!loaded.ok && loaded.error.code).toBe('storage.replay-failed');
      expect(!loaded.ok && loaded.error.params?.index).toBe(2);
      expect(await dump(t.dbName)).toEqual(before);
    },
  );
});
