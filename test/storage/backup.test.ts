// Backups: export then import reproduces the games; every kind of bad file is refused by name and changes nothing.

import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { canonicalJson } from '../../src/engine/json';
import {
  type Backup,
  type BackupGame,
  IMPORT_ERROR_CODES,
  MAX_IMPORT_CHARS,
  MAX_IMPORT_GAMES,
  MAX_IMPORT_MOVES,
} from '../../src/storage/backup';
import { parseBackup } from '../../src/storage/parse-backup';
import { hiddenHand, matchOf, sealedBid } from '../support/test-games';
import { dump, freshStore, playedSave, type TestStore } from './helpers';

const SOME_TIME = Date.UTC(2024, 5, 1);
const handMatch = matchOf(hiddenHand, 3, 'backup-hand');
const bidMatch = matchOf(sealedBid, 2, 'backup-bid');

afterEach(() => {
  vi.restoreAllMocks();
});

async function storeWithGames(): Promise<TestStore & { ids: string[] }> {
  const t = await freshStore();
  const a = await playedSave(t, hiddenHand, handMatch);
  const b = await playedSave(t, sealedBid, bidMatch, 7);
  return { ...t, ids: [a.save.id, b.save.id] };
}

async function validBackup(): Promise<Backup> {
  const t = await storeWithGames();
  const parsed = await parseBackup(await t.store.exportJson());
  if (!parsed.ok) throw new Error(`own export refused: ${parsed.error.code}`);
  return parsed.value;
}

describe('export then import', () => {
  test('reproduces every game: seats, options, moves and the replayed state', async () => {
    const from = await storeWithGames();
    const text = await from.store.exportJson();
    const to = await freshStore();
    const result = await to.store.importJson(text);
    expect(result.ok && result.value.imported).toBe(2);
    if (!result.ok) return;
    for (const [i, id] of result.value.ids.entries()) {
      const original = await from.store.load(from.ids[i] ?? '');
      const copy = await to.store.load(id);
      if (!original.ok || !copy.ok) throw new Error('load failed');
      expect(copy.value.repaired).toBe(false);
      expect(canonicalJson(copy.value.state)).toBe(canonicalJson(original.value.state));
      expect(copy.value.moves).toEqual(original.value.moves);
      const { id: _a, seenUpTo: _b, ...rest } = original.value.save;
      expect(copy.value.save).toMatchObject(rest);
    }
  });

  test('the file holds no snapshots, only what replays the games', async () => {
    const t = await storeWithGames();
    const doc = JSON.parse(await t.store.exportJson()) as Backup;
    expect(doc).toMatchObject({ format: 'kotatsu-backup', formatVersion: 1 });
    expect(Object.keys(doc.games[0] ?? {}).sort()).toEqual(
      ['createdAt', 'gameId', 'moves', 'options', 'seats', 'seed', 'status', 'updatedAt', 'version'].sort(),
    );
    expect(Object.keys(doc.games[0]?.moves[0] ?? {}).sort()).toEqual(['move', 'seat', 'time']);
  });

  test('exporting chosen saves exports only those', async () => {
    const t = await storeWithGames();
    const doc = JSON.parse(await t.store.exportJson([t.ids[1] ?? ''])) as Backup;
    expect(doc.games.map((g) => g.gameId)).toEqual(['test-sealed-bid']);
  });
});

const withGame = (b: Backup, i: number, patch: Partial<Record<keyof BackupGame, unknown>>): unknown => ({
  ...b,
  games: b.games.map((g, j) => (j === i ? { ...g, ...patch } : g)),
});
const firstMoves = (b: Backup): BackupGame['moves'] => b.games[0]?.moves ?? [];

/** Files that are not a backup at all: refused as a whole, by name, and nothing changes. */
const badFiles: [string, (b: Backup) => string, string, Record<string, string | number>?][] = [
  ['text that is not JSON', () => '{"format": "kotatsu-backup",', 'import.not-json'],
  ['a file over the size limit', () => ' '.repeat(MAX_IMPORT_CHARS + 1), 'import.too-large', { max: MAX_IMPORT_CHARS }],
  ['another format tag', (b) => JSON.stringify({ ...b, format: 'other-app' }), 'import.wrong-format'],
  ['a JSON array instead of a backup', () => '[1, 2, 3]', 'import.wrong-format'],
  ['a newer format version', (b) => JSON.stringify({ ...b, formatVersion: 2 }), 'import.newer-format', { version: 2 }],
  ['format version 0', (b) => JSON.stringify({ ...b, formatVersion: 0 }), 'import.unsupported-format', { version: 0 }],
  ['no games field', (b) => JSON.stringify({ ...b, games: undefined }), 'import.missing-field', { field: 'games' }],
  [
    'games that are not a list',
    (b) => JSON.stringify({ ...b, games: { 0: 1 } }),
    'import.wrong-type',
    { field: 'games' },
  ],
  [
    'a game cut off in the middle (the text is not JSON, though each other game is)',
    (b) => JSON.stringify(b).replace(/,"seed":"backup-bid"/, ',"seed":"backup-bid'),
    'import.not-json',
  ],
  ['a trailing comma after the last game', (b) => JSON.stringify(b).replace(/\]\}$/, ',]}'), 'import.not-json'],
  [
    'a __proto__ key outside the games',
    (b) => JSON.stringify(b).replace('"format":', '"__proto__":{"polluted":true},"format":'),
    'import.forbidden-key',
    { key: '__proto__' },
  ],
  [
    'too many games',
    (b) => JSON.stringify({ ...b, games: Array(MAX_IMPORT_GAMES + 1).fill(0) }),
    'import.too-many-games',
    { max: MAX_IMPORT_GAMES },
  ],
  [
    'absurdly deep nesting',
    (b) => JSON.stringify(withGame(b, 0, { options: JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`) })),
    'import.too-deep',
    { max: 64 },
  ],
  [
    'an export time as text',
    (b) => JSON.stringify({ ...b, exportedAt: '1' }),
    'import.wrong-type',
    { field: 'exportedAt' },
  ],
  ['a million opening brackets (refused before parsing)', () => '['.repeat(1_000_000), 'import.too-deep', { max: 64 }],
];

/** One game of a two-game file is broken: it is left out with its reason, and the other game comes in. */
const badGames: [string, (b: Backup) => unknown, number, string, Record<string, string | number>][] = [
  ['a game without a seed', (b) => withGame(b, 1, { seed: undefined }), 1, 'import.missing-field', { field: 'seed' }],
  [
    'a seat with a numeric name',
    (b) => withGame(b, 0, { seats: [{ name: 3, color: 'c', bot: false }] }),
    0,
    'import.wrong-type',
    { field: 'seats' },
  ],
  [
    'moves that are not an array',
    (b) => withGame(b, 0, { moves: { 0: 'x' } }),
    0,
    'import.wrong-type',
    { field: 'moves' },
  ],
  ['a time as text', (b) => withGame(b, 1, { updatedAt: 'yesterday' }), 1, 'import.wrong-type', { field: 'updatedAt' }],
  ['an unknown game id', (b) => withGame(b, 1, { gameId: 'chess-9000' }), 1, 'import.unknown-game', {}],
  [
    'more seats than the game allows',
    (b) => withGame(b, 1, { seats: Array(6).fill({ name: 'x', color: 'red', bot: false }) }),
    1,
    'import.seat-count',
    { count: 6, min: 2, max: 5 },
  ],
  ['options the game refuses', (b) => withGame(b, 0, { options: { handSize: 99 } }), 0, 'import.bad-options', {}],
  [
    'a move by a seat that does not exist',
    (b) => withGame(b, 0, { moves: [...firstMoves(b).slice(0, 2), { seat: 3, move: {}, time: 1 }] }),
    0,
    'import.bad-seat',
    { index: 2 },
  ],
  [
    'an illegal move in the middle of the last game (the rules say why: a bid out of range)',
    (b) => {
      const moves = b.games[1]?.moves ?? [];
      const bad = [...moves.slice(0, 3), { seat: 0, move: { kind: 'bid', amount: 999 } }, ...moves.slice(3)];
      return withGame(b, 1, { moves: bad.map((m) => ({ time: SOME_TIME, ...m })) });
    },
    1,
    'import.illegal-move',
    { index: 3, reason: 'error.bid-range' },
  ],
  [
    'a move out of turn',
    (b) => withGame(b, 0, { moves: [{ seat: 1, move: { kind: 'peek' }, time: SOME_TIME }] }),
    0,
    'import.illegal-move',
    { index: 0, reason: 'engine.not-your-turn' },
  ],
  [
    'a move of a shape the rules do not know',
    (b) => withGame(b, 0, { moves: [{ seat: 0, move: { kind: 'castle', side: 'long' }, time: SOME_TIME }] }),
    0,
    'import.illegal-move',
    { index: 0 },
  ],
  [
    'a legal move carrying an extra field (validate reads only the fields it knows)',
    (b) =>
      withGame(b, 1, {
        moves: (b.games[1]?.moves ?? []).map((m, k) =>
          k === 2 ? { ...m, move: { ...(m.move as object), note: 'x'.repeat(150) } } : m,
        ),
      }),
    1,
    'import.illegal-move',
    { index: 2, reason: 'engine.illegal-move' },
  ],
  [
    'a __proto__ key in a game',
    (b) => JSON.stringify(b).replace('"options":{', '"options":{"__proto__":{"polluted":true},'),
    0,
    'import.forbidden-key',
    { key: '__proto__' },
  ],
  [
    'a constructor key',
    (b) => withGame(b, 0, { options: { handSize: 2, constructor: { prototype: 1 } } }),
    0,
    'import.forbidden-key',
    { key: 'constructor' },
  ],
  [
    'too many moves',
    (b) => withGame(b, 0, { moves: Array(MAX_IMPORT_MOVES + 1).fill(0) }),
    0,
    'import.too-many-moves',
    { max: MAX_IMPORT_MOVES },
  ],
  [
    'a seat colour that is not one of the palette ids (it would reach a style)',
    (b) =>
      withGame(b, 1, {
        seats: [
          { name: 'A', color: 'url(x); x'.repeat(20), bot: false },
          { name: 'B', color: 'red', bot: false },
        ],
      }),
    1,
    'import.bad-color',
    {},
  ],
];

describe('a file that is not a backup is refused as a whole, says why, and changes nothing', () => {
  test.each(badFiles)('%s', async (_name, make, code, params) => {
    const file = make(await validBackup());
    const t = await storeWithGames();
    const before = await dump(t.dbName);
    const result = await t.store.importJson(file);
    expect(result).toEqual({ ok: false, error: params ? { code, params } : { code } });
    expect(IMPORT_ERROR_CODES).toContain(code);
    expect(await dump(t.dbName)).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('an "Export all" file imports game by game: a broken game is listed with its reason, the others come in', () => {
  test.each(badGames)('%s', async (_name, make, bad, code, params) => {
    const b = await validBackup();
    const made = make(b);
    const to = await freshStore();
    const result = await to.store.importJson(typeof made === 'string' ? made : JSON.stringify(made));
    const gameId = (typeof made === 'string' ? b : (made as Backup)).games[bad]?.gameId;
    expect(result).toMatchObject({
      ok: true,
      value: { imported: 1, refused: [{ code, params: { ...params, game: bad, gameId } }] },
    });
    expect(result.ok && result.value.refused).toHaveLength(1);
    expect(IMPORT_ERROR_CODES).toContain(code);
    const stored = await to.store.list();
    expect(stored.map((s) => s.gameId)).toEqual([b.games[1 - bad]?.gameId]);
    const loaded = await to.store.load(stored[0]?.id ?? '');
    expect(loaded.ok && loaded.value.moves.length).toBe(b.games[1 - bad]?.moves.length);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('the same game twice: the second is refused as a duplicate of the first', async () => {
    const b = await validBackup();
    const to = await freshStore();
    const result = await to.store.importJson(JSON.stringify({ ...b, games: [...b.games, b.games[0]] }));
    expect(result).toMatchObject({
      ok: true,
      value: { imported: 2, refused: [{ code: 'import.duplicate-game', params: { game: 2, first: 0 } }] },
    });
  });

  test('a file whose every game is refused changes nothing and lists each reason (import.all-refused)', async () => {
    const b = await validBackup();
    const to = await freshStore();
    const broken = { ...b, games: b.games.map((g) => ({ ...g, gameId: 'chess-9000' })) };
    const result = await to.store.importJson(JSON.stringify(broken));
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'import.all-refused',
        params: { count: 2 },
        games: [0, 1].map((game) => ({ code: 'import.unknown-game', params: { game, gameId: 'chess-9000' } })),
      },
    });
    expect(await dump(to.dbName)).toEqual({ games: [], moves: [] });
  });

  test('a file of one game that is refused says why, as before', async () => {
    const b = await validBackup();
    const to = await freshStore();
    const one = { ...b, games: [{ ...b.games[0], options: { handSize: 99 } }] };
    expect(await to.store.importJson(JSON.stringify(one))).toEqual({
      ok: false,
      error: { code: 'import.bad-options', params: { game: 0, gameId: 'test-hidden-hand' } },
    });
  });
});

const DAY = 24 * 60 * 60 * 1000;
/** Every time of game `i` moved by the clock `shift` (the exporting device's clock error), move `k` at `at(k)`. */
function clockOff(b: Backup, i: number, at: (t: number, k: number) => number): unknown {
  const g = b.games[i];
  if (!g) throw new Error('no such game');
  return withGame(b, i, {
    createdAt: at(g.createdAt, -1),
    updatedAt: at(g.updatedAt, g.moves.length),
    moves: g.moves.map((m, k) => ({ ...m, time: at(m.time, k) })),
  });
}

const wrongClocks: [string, (b: Backup) => unknown][] = [
  ['a clock reset to 1970', (b) => clockOff(b, 1, (_t, k) => 60_000 * (k + 2))],
  ['a clock set back before 2020', (b) => clockOff(b, 1, (t) => t - 6 * 365 * DAY)],
  ['a clock 3 days fast', (b) => clockOff(b, 1, () => Date.now() + 3 * DAY)],
  [
    'a clock that jumps forward mid-game (later moves years ahead, earlier ones now)',
    (b) => clockOff(b, 1, (t, k) => (k >= 3 ? Date.now() + 900 * DAY : t)),
  ],
  [
    'a clock that jumps back mid-game (times out of order)',
    (b) => clockOff(b, 1, (t, k) => (k >= 3 ? t - 50 * DAY : t)),
  ],
  ['dates no clock could give (1e300 and -5)', (b) => clockOff(b, 1, (_t, k) => (k % 2 ? 1e300 : -5))],
];

describe('a backup made while the device clock was wrong still imports, in the order of its moves', () => {
  test.each(wrongClocks)('%s', async (_name, make) => {
    const b = await validBackup();
    const file = JSON.stringify(make(b));
    const to = await freshStore();
    const result = await to.store.importJson(file);
    expect(result).toMatchObject({ ok: true, value: { imported: 2, refused: [] } });
    const latest = Date.now();
    const id = result.ok ? result.value.ids[1] : '';
    const loaded = await to.store.load(id ?? '');
    if (!loaded.ok) throw new Error(loaded.error.code);
    const from = await storeWithGames();
    const original = await from.store.load(from.ids[1] ?? '');
    expect(original.ok && canonicalJson(loaded.value.state)).toBe(original.ok && canonicalJson(original.value.state));
    // Shown dates are real dates, none later than the importing device's clock.
    const raw = await dump(to.dbName);
    const times = [
      ...(raw.moves as { time: number }[]).map((m) => m.time),
      ...(raw.games as { updatedAt: number }[]).map((g) => g.updatedAt),
    ];
    for (const t of times) expect(Number.isNaN(new Date(t).getTime()) || t > latest).toBe(false);
  });

  test('the import counts the games whose dates came from a wrong clock', async () => {
    const b = await validBackup();
    const to = await freshStore();
    const result = await to.store.importJson(JSON.stringify(clockOff(b, 0, (t) => t - 6 * 365 * DAY)));
    expect(result).toMatchObject({ ok: true, value: { imported: 2, oddDates: 1 } });
    const fine = await (await freshStore()).store.importJson(JSON.stringify(b));
    expect(fine).toMatchObject({ ok: true, value: { imported: 2, oddDates: 0 } });
  });

  test('importing a fast-clock file again finds the same games (its start, part of a game’s identity, is kept)', async () => {
    const b = await validBackup();
    const file = JSON.stringify(clockOff(b, 1, () => Date.now() + 3 * DAY));
    const to = await freshStore();
    expect((await to.store.importJson(file)).ok).toBe(true);
    expect(await to.store.importJson(file)).toEqual({
      ok: false,
      error: { code: 'import.all-already-imported', params: { count: 2 } },
    });
  });
});

describe('restoring onto a device', () => {
  test('importing the same file twice refuses the second time, as it brings nothing new (import.already-imported)', async () => {
    const from = await storeWithGames();
    const text = await from.store.exportJson();
    const to = await freshStore();
    expect((await to.store.importJson(text)).ok).toBe(true);
    const before = await dump(to.dbName);
    expect(await to.store.importJson(text)).toEqual({
      ok: false,
      error: { code: 'import.all-already-imported', params: { count: 2 } },
    });
    const one = await from.store.exportJson([from.ids[0] ?? '']);
    expect(await to.store.importJson(one)).toEqual({
      ok: false,
      error: { code: 'import.already-imported', params: { game: 0 } },
    });
    expect(await dump(to.dbName)).toEqual(before);
  });

  test('restoring a full backup onto a device that has one of its games adds only the others', async () => {
    const from = await storeWithGames();
    const to = await freshStore();
    expect((await to.store.importJson(await from.store.exportJson([from.ids[1] ?? '']))).ok).toBe(true);
    const result = await to.store.importJson(await from.store.exportJson());
    expect(result.ok && { imported: result.value.imported, skipped: result.value.skipped }).toEqual({
      imported: 1,
      skipped: 1,
    });
    expect((await to.store.list()).length).toBe(2);
  });

  test('a full disk during import stores none of the games (import.storage-full)', async () => {
    const text = JSON.stringify(await validBackup());
    const t = await freshStore();
    let writes = 0;
    const realAdd = IDBObjectStore.prototype.add;
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (this: IDBObjectStore, ...args) {
      writes += 1;
      if (writes > 20) throw new DOMException('no room', 'QuotaExceededError');
      return realAdd.apply(this, args);
    });
    expect(await t.store.importJson(text)).toEqual({ ok: false, error: { code: 'import.storage-full' } });
    vi.restoreAllMocks();
    expect(await dump(t.dbName)).toEqual({ games: [], moves: [] });
  });

  test('every error code is a translatable key of the import namespace, listed once', () => {
    expect(new Set(IMPORT_ERROR_CODES).size).toBe(IMPORT_ERROR_CODES.length);
    for (const code of IMPORT_ERROR_CODES) expect(code).toMatch(/^import\.[a-z-]+$/);
  });
});
