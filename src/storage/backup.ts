// The backup file: its format, writing it, and reading an untrusted one back by hand-written structural checks.

import { err, ok, type Result } from '../engine/errors';
import type { Seat } from '../engine/game';
import type { StoredMove } from './schema';
import type { ImportError, SavedGame, SaveStatus, SeatRecord } from './types';

export const BACKUP_FORMAT = 'kotatsu-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** Refuse files bigger than this many characters (about 20 MB of ASCII) before parsing them. */
export const MAX_IMPORT_CHARS = 20 * 1024 * 1024;
export const MAX_IMPORT_GAMES = 1000;
export const MAX_IMPORT_MOVES = 20_000;
/** Deeper nesting than any real game needs; it guards the recursive code that later reads moves. */
export const MAX_IMPORT_DEPTH = 64;
const MAX_TEXT = 200;

/** Every code the importer can return, for the app's dictionaries. Params are listed beside each. */
export const IMPORT_ERROR_CODES = [
  'import.too-large', // { max }
  'import.not-json',
  'import.too-deep', // { max }
  'import.forbidden-key', // { key }
  'import.wrong-format',
  'import.unsupported-format', // { version }
  'import.newer-format', // { version }
  'import.missing-field', // { field, game? } (game: 0-based position in the file)
  'import.wrong-type', // { field, game? }
  'import.too-many-games', // { max }
  'import.too-many-moves', // { game, max }
  'import.bad-seat', // { game, index } (index: 0-based move index)
  'import.duplicate-game', // { game, first }
  'import.unknown-game', // { game, gameId }
  'import.seat-count', // { game, count, min, max }
  'import.bad-options', // { game }
  'import.illegal-move', // { game, index, reason }
  'import.already-imported', // { count } (every game of the file is already stored)
  'import.storage-full',
  'import.storage-failed',
] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

export interface BackupMove {
  readonly seat: Seat;
  readonly move: unknown;
  readonly time: number;
}

export interface BackupGame {
  readonly gameId: string;
  readonly version: number;
  readonly seats: readonly SeatRecord[];
  readonly options: unknown;
  readonly seed: string;
  readonly status: SaveStatus;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly moves: readonly BackupMove[];
}

/** No snapshots: replay is the truth, so the importer recomputes every state. */
export interface Backup {
  readonly format: typeof BACKUP_FORMAT;
  readonly formatVersion: typeof BACKUP_FORMAT_VERSION;
  readonly exportedAt: number;
  readonly games: readonly BackupGame[];
}

type Params = Readonly<Record<string, string | number>>;
const fail = (code: ImportErrorCode, params?: Params): { ok: false; error: ImportError } =>
  err(params ? { code, params } : { code });

export function toBackupGame(save: SavedGame, moves: readonly StoredMove[]): BackupGame {
  return {
    gameId: save.gameId,
    version: save.version,
    seats: save.seats,
    options: save.options,
    seed: save.seed,
    status: save.status,
    createdAt: save.createdAt,
    updatedAt: save.updatedAt,
    moves: moves.map((m) => ({ seat: m.seat, move: m.move, time: m.time })),
  };
}

export function toBackup(games: readonly BackupGame[], exportedAt: number): Backup {
  return { format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION, exportedAt, games };
}

/** Keys that could reach an object's prototype if the data were ever merged into another object. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Walk the parsed tree without recursion: no forbidden keys, no absurd nesting. */
function checkTree(root: unknown): ImportError | null {
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, depth } = item;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_IMPORT_DEPTH) return { code: 'import.too-deep', params: { max: MAX_IMPORT_DEPTH } };
    for (const [key, child] of Object.entries(value)) {
      if (FORBIDDEN_KEYS.has(key)) return { code: 'import.forbidden-key', params: { key } };
      stack.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

type Obj = Readonly<Record<string, unknown>>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_TEXT;

/** Read one field: missing and wrongly typed are told apart so the message can say which. */
function field<T>(o: Obj, name: string, is: (v: unknown) => v is T, game?: number): Result<T, ImportError> {
  const where: Params = game === undefined ? { field: name } : { field: name, game };
  if (!Object.hasOwn(o, name) || o[name] === undefined) return fail('import.missing-field', where);
  const v = o[name];
  return is(v) ? ok(v) : fail('import.wrong-type', where);
}

function isSeatRecord(v: unknown): v is SeatRecord {
  return isObj(v) && isText(v.name) && isText(v.color) && typeof v.bot === 'boolean';
}
const isSeatList = (v: unknown): v is SeatRecord[] => Array.isArray(v) && v.length > 0 && v.every(isSeatRecord);
const isStatus = (v: unknown): v is SaveStatus => v === 'playing' || v === 'over';
const isVersion = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isAnything = (v: unknown): v is unknown => v !== undefined;
const isArray = (v: unknown): v is unknown[] => Array.isArray(v);

function parseMoves(raw: readonly unknown[], seats: number, game: number): Result<BackupMove[], ImportError> {
  if (raw.length > MAX_IMPORT_MOVES) return fail('import.too-many-moves', { game, max: MAX_IMPORT_MOVES });
  const moves: BackupMove[] = [];
  for (const [index, m] of raw.entries()) {
    if (!isObj(m)) return fail('import.wrong-type', { field: `moves[${index}]`, game });
    const seat = field(m, 'seat', (v): v is number => Number.isInteger(v), game);
    if (!seat.ok) return seat;
    if (seat.value < 0 || seat.value >= seats) return fail('import.bad-seat', { game, index });
    const move = field(m, 'move', isAnything, game);
    if (!move.ok) return move;
    const time = field(m, 'time', isTime, game);
    if (!time.ok) return time;
    moves.push({ seat: seat.value, move: move.value, time: time.value });
  }
  return ok(moves);
}

function parseGame(raw: unknown, game: number): Result<BackupGame, ImportError> {
  if (!isObj(raw)) return fail('import.wrong-type', { field: 'games', game });
  const gameId = field(raw, 'gameId', isText, game);
  if (!gameId.ok) return gameId;
  const version = field(raw, 'version', isVersion, game);
  if (!version.ok) return version;
  const seats = field(raw, 'seats', isSeatList, game);
  if (!seats.ok) return seats;
  const options = field(raw, 'options', isAnything, game);
  if (!options.ok) return options;
  const seed = field(raw, 'seed', isText, game);
  if (!seed.ok) return seed;
  const status = field(raw, 'status', isStatus, game);
  if (!status.ok) return status;
  const createdAt = field(raw, 'createdAt', isTime, game);
  if (!createdAt.ok) return createdAt;
  const updatedAt = field(raw, 'updatedAt', isTime, game);
  if (!updatedAt.ok) return updatedAt;
  const rawMoves = field(raw, 'moves', isArray, game);
  if (!rawMoves.ok) return rawMoves;
  const moves = parseMoves(rawMoves.value, seats.value.length, game);
  if (!moves.ok) return moves;
  return ok({
    gameId: gameId.value,
    version: version.value,
    seats: seats.value,
    options: options.value,
    seed: seed.value,
    status: status.value,
    createdAt: createdAt.value,
    updatedAt: updatedAt.value,
    moves: moves.value,
  });
}

/** The identity of a game across devices: the same rules, seed and start time. */
export function backupKey(g: { readonly gameId: string; readonly seed: string; readonly createdAt: number }): string {
  return JSON.stringify([g.gameId, g.seed, g.createdAt]);
}

function parseGames(raw: readonly unknown[]): Result<BackupGame[], ImportError> {
  if (raw.length > MAX_IMPORT_GAMES) return fail('import.too-many-games', { max: MAX_IMPORT_GAMES });
  const games: BackupGame[] = [];
  const seen = new Map<string, number>();
  for (const [i, g] of raw.entries()) {
    const parsed = parseGame(g, i);
    if (!parsed.ok) return parsed;
    const key = backupKey(parsed.value);
    const first = seen.get(key);
    if (first !== undefined) return fail('import.duplicate-game', { game: i, first });
    seen.set(key, i);
    games.push(parsed.value);
  }
  return ok(games);
}

function parseHeader(doc: Obj): ImportError | null {
  if (doc.format !== BACKUP_FORMAT) return { code: 'import.wrong-format' };
  const version = field(doc, 'formatVersion', (v): v is number => Number.isInteger(v));
  if (!version.ok) return version.error;
  if (version.value > BACKUP_FORMAT_VERSION) return { code: 'import.newer-format', params: { version: version.value } };
  if (version.value < BACKUP_FORMAT_VERSION) {
    return { code: 'import.unsupported-format', params: { version: version.value } };
  }
  return null;
}

/**
 * Parse an untrusted backup file into a typed Backup, checking its structure only. The rules checks
 * (known game, seat count, options, every move legal) come after, in checkBackupRules.
 */
export function parseBackup(text: string): Result<Backup, ImportError> {
  if (text.length > MAX_IMPORT_CHARS) return fail('import.too-large', { max: MAX_IMPORT_CHARS });
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return fail('import.not-json');
  }
  const bad = checkTree(doc);
  if (bad) return err(bad);
  if (!isObj(doc)) return fail('import.wrong-format');
  const header = parseHeader(doc);
  if (header) return err(header);
  const exportedAt = field(doc, 'exportedAt', isTime);
  if (!exportedAt.ok) return exportedAt;
  const rawGames = field(doc, 'games', isArray);
  if (!rawGames.ok) return rawGames;
  const games = parseGames(rawGames.value);
  if (!games.ok) return games;
  return ok(toBackup(games.value, exportedAt.value));
}
