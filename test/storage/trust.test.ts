// Saves you can trust (issue 19): a window that fell behind never deletes moves, other windows hear of every write,
// a newer copy of a game carries it further, a diverging one is kept beside it, long imports yield, and the in-page
// store keeps the same promises (an open that answers late: late-store.test.ts).

import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { canonicalJson } from '../../src/engine/json';
import { replay } from '../../src/engine/session';
import { type Backup, SEAT_COLOR_IDS } from '../../src/storage/backup';
import { openGameStore } from '../../src/storage/idb-store';
import { openMemoryStore } from '../../src/storage/memory-store';
import { parseBackup } from '../../src/storage/parse-backup';
import type { GameStore, ImportProgress, SaveChange } from '../../src/storage/types';
import { SEAT_COLORS } from '../../src/ui/seat-colors';
import { hiddenHand, matchOf, randomPlayout, sealedBid, testLookup } from '../support/test-games';
import { appendAll, dump, freshStore, newGameOf, playedSave } from './helpers';

const handMatch = matchOf(hiddenHand, 3, 'trust-hand');
const bidMatch = matchOf(sealedBid, 2, 'trust-bid');

afterEach(() => {
  vi.restoreAllMocks();
});

/** A second window on the same database: its own connection and its own channel. */
function secondWindow(dbName: string): Promise<GameStore> {
  return openGameStore({ lookup: testLookup, dbName, storage: null });
}

function stateAfter(moves: Parameters<typeof replay>[2]) {
  const r = replay(hiddenHand, handMatch, moves);
  if (!r.ok) throw new Error('test moves do not replay');
  return r.value.state;
}

describe('two windows on one game: nothing is ever lost', () => {
  test('an undo from a window that has not seen the latest moves is refused and deletes nothing', async () => {
    const t = await freshStore();
    const { save, moves } = await playedSave(t, hiddenHand, handMatch, 8);
    const before = await dump(t.dbName);
    // Window B loaded the game at 4 moves and now takes its last one back.
    const stale = await t.store.truncate(
      save.id,
      { length: 3, expected: 4 },
      { snapshot: stateAfter(moves.slice(0, 3)), status: 'playing' },
    );
    expect(stale).toEqual({ ok: false, error: { code: 'storage.out-of-order', params: { expected: 8, got: 4 } } });
    expect(await dump(t.dbName)).toEqual(before);
  });

  test('an undo that knows the log takes back only its own move', async () => {
    const t = await freshStore();
    const { save, moves } = await playedSave(t, hiddenHand, handMatch, 8);
    const cut = { length: 7, expected: 8 };
    expect(
      (await t.store.truncate(save.id, cut, { snapshot: stateAfter(moves.slice(0, 7)), status: 'playing' })).ok,
    ).toBe(true);
    expect((await dump(t.dbName)).moves).toHaveLength(7);
  });

  test('another window hears at once which save moved on (append, undo, removal); the writer does not hear itself', async () => {
    const t = await freshStore();
    const other = await secondWindow(t.dbName);
    const heard: SaveChange[] = [];
    const own: SaveChange[] = [];
    other.watch((c) => heard.push(c));
    t.store.watch((c) => own.push(c));
    const save = await t.store.create(newGameOf(hiddenHand, handMatch));
    const { moves } = randomPlayout(hiddenHand, handMatch, { seed: 'trust', limit: 2 });
    await appendAll(t.store, save, hiddenHand, moves);
    await vi.waitFor(() =>
      expect(heard).toEqual([
        { saveId: save.id, moveCount: 1 },
        { saveId: save.id, moveCount: 2 },
      ]),
    );
    await t.store.remove(save.id);
    await vi.waitFor(() => expect(heard.at(-1)).toEqual({ saveId: save.id, moveCount: null }));
    expect(own).toEqual([]);
    other.close();
  });
});

/** A backup of the game `save` as the store exports it, parsed. */
async function backupOf(store: GameStore, id: string): Promise<Backup> {
  const parsed = await parseBackup(await store.exportJson([id]));
  if (!parsed.ok) throw new Error(parsed.error.code);
  return parsed.value;
}

describe('importing a copy of a game this device already holds', () => {
  test('a newer copy (its moves extend the stored log) carries the stored game further, same save', async () => {
    const phone = await freshStore();
    const { save, moves } = await playedSave(phone, hiddenHand, handMatch, 5);
    const tablet = await freshStore();
    const first = await tablet.store.importJson(await phone.store.exportJson());
    const copyId = first.ok ? first.value.ids[0] : undefined;
    await appendAll(
      phone.store,
      save,
      hiddenHand,
      randomPlayout(hiddenHand, handMatch, { seed: `moves-${handMatch.seed}` }).moves.slice(5, 12),
    );
    const result = await tablet.store.importJson(await phone.store.exportJson());
    expect(result).toEqual({
      ok: true,
      value: { imported: 0, ids: [], copies: 0, updated: 1, skipped: 0, refused: [], oddDates: 0 },
    });
    const list = await tablet.store.list();
    expect(list.map((s) => [s.id, s.moveCount])).toEqual([[copyId, 12]]);
    const loaded = await tablet.store.load(copyId ?? '');
    const phoneLoaded = await phone.store.load(save.id);
    expect(loaded.ok && phoneLoaded.ok && canonicalJson(loaded.value.state)).toBe(
      phoneLoaded.ok && canonicalJson(phoneLoaded.value.state),
    );
    expect(loaded.ok && loaded.value.repaired).toBe(false);
    expect(moves).toHaveLength(5);
  });

  test('an older or equal copy changes nothing and says the game is already here', async () => {
    const t = await freshStore();
    const { save } = await playedSave(t, hiddenHand, handMatch, 6);
    const old = await backupOf(t.store, save.id);
    const shorter = { ...old, games: old.games.map((g) => ({ ...g, moves: g.moves.slice(0, 3) })) };
    const before = await dump(t.dbName);
    expect(await t.store.importJson(JSON.stringify(shorter))).toEqual({
      ok: false,
      error: { code: 'import.already-imported', params: { game: 0 } },
    });
    expect(await dump(t.dbName)).toEqual(before);
  });

  test('a copy whose moves part from the stored ones is kept as a separate save, marked as a copy', async () => {
    const t = await freshStore();
    const { save, moves } = await playedSave(t, hiddenHand, handMatch, 4);
    const file = await backupOf(t.store, save.id);
    // The same first two moves, then another legal choice than the stored third move.
    const at = stateAfter(moves.slice(0, 2));
    const st = hiddenHand.status(at);
    const seat = st.kind === 'turn' ? (st.active[0] ?? 0) : 0;
    const third = canonicalJson(moves[2]?.move);
    const alt = hiddenHand.legalMoves(at, seat).find((m) => canonicalJson(m) !== third);
    if (!alt) throw new Error('no other legal move to part with');
    const forked = [...moves.slice(0, 2), { seat, move: alt }];
    const time = file.games[0]?.moves[0]?.time ?? 0;
    const diverging = { ...file, games: file.games.map((g) => ({ ...g, moves: forked.map((m) => ({ ...m, time })) })) };
    const result = await t.store.importJson(JSON.stringify(diverging));
    expect(result.ok && { imported: result.value.imported, copies: result.value.copies }).toEqual({
      imported: 1,
      copies: 1,
    });
    const list = await t.store.list();
    expect(list.map((s) => [s.moveCount, s.copy ?? false]).sort()).toEqual([
      [3, true],
      [4, false],
    ]);
    // A backup of both restores both, copy mark included (same game, parting moves: not a duplicate).
    const fresh = await freshStore();
    const restored = await fresh.store.importJson(await t.store.exportJson());
    expect(restored.ok && restored.value).toMatchObject({ imported: 2, copies: 1 });
    // Importing the copy again finds it already here.
    const again = await t.store.importJson(JSON.stringify(diverging));
    expect(!again.ok && again.error.code).toBe('import.already-imported');
  });
});

describe('long imports yield to the page, report progress and can be cancelled', () => {
  async function bigFile(): Promise<string> {
    const t = await freshStore();
    await playedSave(t, hiddenHand, handMatch);
    await playedSave(t, sealedBid, bidMatch);
    return t.store.exportJson();
  }

  test('progress climbs to the total, with the event loop run between slices', async () => {
    const text = await bigFile();
    const to = await freshStore();
    const seen: number[] = [];
    let timersRan = 0;
    const tick = setInterval(() => timersRan++, 0);
    const total = (JSON.parse(text) as Backup).games.reduce((n, g) => n + g.moves.length, 0);
    const result = await to.store.importJson(text, { sliceMs: 0, onProgress: (p) => seen.push(p.done) });
    clearInterval(tick);
    expect(result.ok).toBe(true);
    expect(seen.at(-1)).toBe(total);
    expect(seen.length).toBeGreaterThan(total / 2);
    expect(timersRan).toBeGreaterThan(0);
  });

  test.each(['read', 'check', 'write'] as const)(
    'a cancel while %s the file stores nothing (import.cancelled), also once the writing has begun',
    async (phase) => {
      const text = await bigFile();
      const to = await freshStore();
      const abort = new AbortController();
      const phases = new Set<string>();
      const result = await to.store.importJson(text, {
        sliceMs: 0,
        signal: abort.signal,
        onProgress: (p) => {
          phases.add(p.phase);
          if (p.phase === phase) abort.abort();
        },
      });
      expect(result).toEqual({ ok: false, error: { code: 'import.cancelled' } });
      expect(phases.has(phase)).toBe(true);
      expect(await dump(to.dbName)).toEqual({ games: [], moves: [] });
    },
  );

  test('progress goes through reading, checking and storing, in that order, each to its total', async () => {
    const text = await bigFile();
    const to = await freshStore();
    const seen: ImportProgress[] = [];
    expect((await to.store.importJson(text, { sliceMs: 0, onProgress: (p) => seen.push(p) })).ok).toBe(true);
    const order = seen.map((p) => p.phase).filter((p, i, all) => all[i - 1] !== p);
    expect(order).toEqual(['read', 'check', 'write']);
    for (const phase of order) {
      const last = seen.filter((p) => p.phase === phase).at(-1);
      expect(last && last.done === last.total && last.total > 0).toBe(true);
    }
  });

  test('cancel between slices stores nothing (import.cancelled)', async () => {
    const text = await bigFile();
    const to = await freshStore();
    const abort = new AbortController();
    const result = await to.store.importJson(text, {
      sliceMs: 0,
      signal: abort.signal,
      onProgress: (p) => {
        if (p.done >= 3) abort.abort();
      },
    });
    expect(result).toEqual({ ok: false, error: { code: 'import.cancelled' } });
    expect(await dump(to.dbName)).toEqual({ games: [], moves: [] });
  });
});

describe('the in-page store (IndexedDB did not open) keeps the same promises', () => {
  test('ordered writes, stale undo refused, export that imports back into IndexedDB', async () => {
    const mem = openMemoryStore({ lookup: testLookup });
    expect(mem.durable).toBe(false);
    const save = await mem.create(newGameOf(hiddenHand, handMatch));
    const { moves } = randomPlayout(hiddenHand, handMatch, { seed: 'mem', limit: 4 });
    await appendAll(mem, save, hiddenHand, moves);
    const wrong = await mem.append(
      save.id,
      { seat: 0, move: { kind: 'peek' }, commit: true, index: 1 },
      { snapshot: 0, status: 'playing' },
    );
    expect(!wrong.ok && wrong.error.code).toBe('storage.out-of-order');
    const stale = await mem.truncate(save.id, { length: 1, expected: 2 }, { snapshot: 0, status: 'playing' });
    expect(!stale.ok && stale.error.code).toBe('storage.out-of-order');
    const idb = await freshStore();
    const imported = await idb.store.importJson(await mem.exportJson());
    expect(imported.ok && imported.value.imported).toBe(1);
    const loaded = await idb.store.load(imported.ok ? (imported.value.ids[0] ?? '') : '');
    expect(loaded.ok && loaded.value.moves.length).toBe(4);
  });
});

test('the importer’s colour ids are exactly the palette’s (storage may not import ui)', () => {
  expect([...SEAT_COLOR_IDS]).toEqual(SEAT_COLORS.map((c) => c.id));
});
