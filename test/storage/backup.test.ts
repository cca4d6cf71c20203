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
  TIME_SLACK_MS,
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
  const parsed = parseBackup(await t.store.exportJson());
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

const badFiles: [string, (b: Backup) => string, string, Record<string, string | number>?][] = [
  ['text that is not JSON', () => '{"format": "kotatsu-backup",', 'import.not-json'],
  ['a file over the size limit', () => ' '.repeat(MAX_IMPORT_CHARS + 1), 'import.too-large', { max: MAX_IMPORT_CHARS }],
  ['another format tag', (b) => JSON.stringify({ ...b, format: 'other-app' }), 'import.wrong-format'],
  ['a JSON array instead of a backup', () => '[1, 2, 3]', 'import.wrong-format'],
  ['a newer format version', (b) => JSON.stringify({ ...b, formatVersion: 2 }), 'import.newer-format', { version: 2 }],
  ['format version 0', (b) => JSON.stringify({ ...b, formatVersion: 0 }), 'import.unsupported-format', { version: 0 }],
  ['no games field', (b) => JSON.stringify({ ...b, games: undefined }), 'import.missing-field', { field: 'games' }],
  [
    'a game without a seed',
    (b) => JSON.stringify(withGame(b, 1, { seed: undefined })),
    'import.missing-field',
    { field: 'seed', game: 1 },
  ],
  [
    'a seat with a numeric name',
    (b) => JSON.stringify(withGame(b, 0, { seats: [{ name: 3, color: 'c', bot: false }] })),
    'import.wrong-type',
    { field: 'seats', game: 0 },
  ],
  [
    'moves that are not an array',
    (b) => JSON.stringify(withGame(b, 0, { moves: { 0: 'x' } })),
    'import.wrong-type',
    { field: 'moves', game: 0 },
  ],
  [
    'an unknown game id',
    (b) => JSON.stringify(withGame(b, 1, { gameId: 'chess-9000' })),
    'import.unknown-game',
    { game: 1, gameId: 'chess-9000' },
  ],
  [
    'more seats than the game allows',
    (b) => JSON.stringify(withGame(b, 1, { seats: Array(6).fill({ name: 'x', color: 'red', bot: false }) })),
    'import.seat-count',
    { game: 1, count: 6, min: 2, max: 5 },
  ],
  [
    'options the game refuses',
    (b) => JSON.stringify(withGame(b, 0, { options: { handSize: 99 } })),
    'import.bad-options',
    { game: 0 },
  ],
  [
    'a move by a seat that does not exist',
    (b) => JSON.stringify(withGame(b, 0, { moves: [...firstMoves(b).slice(0, 2), { seat: 3, move: {}, time: 1 }] })),
    'import.bad-seat',
    { game: 0, index: 2 },
  ],
  [
    'an illegal move in the middle of the last game',
    (b) => {
      const moves = b.games[1]?.moves ?? [];
      const bad = [...moves.slice(0, 3), { seat: 0, move: { kind: 'bid', amount: 999 } }, ...moves.slice(3)];
      return JSON.stringify(withGame(b, 1, { moves: bad.map((m) => ({ time: SOME_TIME, ...m })) }));
    },
    'import.illegal-move',
    { game: 1, index: 3, reason: 'engine.illegal-move' },
  ],
  [
    'a move out of turn',
    (b) => JSON.stringify(withGame(b, 0, { moves: [{ seat: 1, move: { kind: 'peek' }, time: SOME_TIME }] })),
    'import.illegal-move',
    { game: 0, index: 0, reason: 'engine.not-your-turn' },
  ],
  [
    'a __proto__ key',
    (b) => JSON.stringify(b).replace('"options":{', '"options":{"__proto__":{"polluted":true},'),
    'import.forbidden-key',
    { key: '__proto__' },
  ],
  [
    'a constructor key',
    (b) => JSON.stringify(withGame(b, 0, { options: { handSize: 2, constructor: { prototype: 1 } } })),
    'import.forbidden-key',
    { key: 'constructor' },
  ],
  [
    'the same game twice',
    (b) => JSON.stringify({ ...b, games: [...b.games, b.games[0]] }),
    'import.duplicate-game',
    { game: 2, first: 0 },
  ],
  [
    'too many games',
    (b) => JSON.stringify({ ...b, games: Array(MAX_IMPORT_GAMES + 1).fill(0) }),
    'import.too-many-games',
    { max: MAX_IMPORT_GAMES },
  ],
  [
    'too many moves',
    (b) => JSON.stringify(withGame(b, 0, { moves: Array(MAX_IMPORT_MOVES + 1).fill(0) })),
    'import.too-many-moves',
    { game: 0, max: MAX_IMPORT_MOVES },
  ],
  [
    'absurdly deep nesting',
    (b) => JSON.stringify(withGame(b, 0, { options: JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`) })),
    'import.too-deep',
    { max: 64 },
  ],
  ['a negative time', (b) => JSON.stringify({ ...b, exportedAt: -5 }), 'import.bad-time', { field: 'exportedAt' }],
  ['a time as text', (b) => JSON.stringify({ ...b, exportedAt: '1' }), 'import.wrong-type', { field: 'exportedAt' }],
  [
    'a start date of 1e300 (would show as Invalid Date and sort first for ever)',
    (b) => JSON.stringify(withGame(b, 0, { createdAt: 1e300 })),
    'import.bad-time',
    { field: 'createdAt', game: 0 },
  ],
  [
    'a move dated before 2020',
    (b) =>
      JSON.stringify(withGame(b, 0, { moves: firstMoves(b).map((m) => ({ ...m, time: Date.UTC(2019, 11, 31) })) })),
    'import.bad-time',
    { field: 'time', game: 0 },
  ],
  [
    'a last change more than a day in the future',
    (b) => JSON.stringify(withGame(b, 1, { updatedAt: Date.now() + 2 * TIME_SLACK_MS })),
    'import.bad-time',
    { field: 'updatedAt', game: 1 },
  ],
  [
    'a seat colour that is not one of the palette ids (it would reach a style)',
    (b) =>
      JSON.stringify(
        withGame(b, 1, {
          seats: [
            { name: 'A', color: 'url(x); x'.repeat(20), bot: false },
            { name: 'B', color: 'red', bot: false },
          ],
        }),
      ),
    'import.bad-color',
    { game: 1 },
  ],
  ['a million opening brackets (refused before parsing)', () => '['.repeat(1_000_000), 'import.too-deep', { max: 64 }],
];

describe('import refuses bad files, says why, and changes nothing', () => {
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
