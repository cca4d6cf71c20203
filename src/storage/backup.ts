// The backup file: its format, writing it, and reading an untrusted one back by hand-written structural checks.

import { err, ok, type Result } from '../engine/errors';
import type { Seat } from '../engine/game';
import type { StoredMove } from './schema';
import type { ImportError, SavedGame, SaveStatus, SeatRecord } from './types';

export const BACKUP_FORMAT = 'kotatsu-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** Refuse files bigger than this many bytes before reading them (checked on the File's size, see importTooLarge). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** The same limit on text already read (about 20 MB of ASCII), before parsing it. */
export const MAX_IMPORT_CHARS = 20 * 1024 * 1024;
export const MAX_IMPORT_GAMES = 1000;
export const MAX_IMPORT_MOVES = 20_000;
/** Deeper nesting than any real game needs; it guards the recursive code that later reads moves. */
export const MAX_IMPORT_DEPTH = 64;
const MAX_TEXT = 200;
/**
 * Times (start, last change, each move, export) must fall between 2020-01-01, before Kotatsu existed, and one day
 * after the importing device's clock (a day of slack for a device whose clock runs behind the exporter's). A time
 * like 1e300 is refused rather than shown as "Invalid Date" and sorted first forever.
 */
export const EARLIEST_TIME = Date.UTC(2020, 0, 1);
export const TIME_SLACK_MS = 24 * 60 * 60 * 1000;

/**
 * The seat colour ids of the app's palette (src/ui/seat-colors.ts; storage may not import ui, and a test keeps the
 * two lists equal). An imported seat colour must be one of them: games draw it, so no free text may reach a style.
 */
export const SEAT_COLOR_IDS = ['red', 'blue', 'green', 'yellow', 'purple', 'orange', 'teal', 'pink'] as const;

/** Every code the importer can return, for the app's dictionaries. Params are listed beside each. */
export const IMPORT_ERROR_CODES = [
  'import.file-too-large', // { mb } (the File's size, before reading it)
  'import.too-large', // { max } (characters of text already read)
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
  'import.bad-color', // { game }
  'import.bad-time', // { field, game? }
  'import.duplicate-game', // { game, first }
  'import.unknown-game', // { game, gameId }
  'import.seat-count', // { game, count, min, max }
  'import.bad-options', // { game }
  'import.illegal-move', // { game, index, reason }
  'import.already-imported', // { game } (the file's one game is already stored, with all its moves)
  'import.all-already-imported', // { count } (every game of the file is already stored)
  'import.cancelled',
  'import.storage-full',
  'import.storage-failed', // { reason }
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
  /** Kept beside another save of the same game whose moves it parts from (see placement.ts). */
  readonly copy?: true;
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
    ...(save.copy ? { copy: true as const } : {}),
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

/**
 * Refuse absurd nesting BEFORE parsing: one pass over the text counting brackets outside strings, so a file
 * of a million '[' is refused in a few milliseconds instead of parsed into a tree first.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** A File too big to read, refused on its size alone (nothing of it is read). */
export function importTooLarge(bytes: number): ImportError | null {
  return bytes > MAX_IMPORT_BYTES
    ? { code: 'import.file-too-large', params: { mb: MAX_IMPORT_BYTES / 2 ** 20 } }
    : null;
}

type Obj = Readonly<Record<string, unknown>>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_TEXT;

/** Read one field: missing and wrongly typed are told apart so the message can say which. */
function field<T>(o: Obj, name: string, is: (v: unknown) => v is T, game?: number): Result<T, ImportError> {
  const where: Params = game === undefined ? { field: name } : { field: name, game };
  if (!Object.hasOwn(o, name) || o[name] === undefined) return fail('import.missing-field', where);
  const v = o[name];
  return is(v) ? ok(v) : fail('import.wrong-type', where);
}

/** A time field: a finite number (else wrong-type), within [EARLIEST_TIME, latest] (else bad-time). */
function timeField(o: Obj, name: string, latest: number, game?: number): Result<number, ImportError> {
  const v = field(o, name, isNumber, game);
  if (!v.ok || (v.value >= EARLIEST_TIME && v.value <= latest)) return v;
  return fail('import.bad-time', game === undefined ? { field: name } : { field: name, game });
}

function isSeatRecord(v: unknown): v is SeatRecord {
  return isObj(v) && isText(v.name) && isText(v.color) && typeof v.bot === 'boolean';
}
const isSeatList = (v: unknown): v is SeatRecord[] => Array.isArray(v) && v.length > 0 && v.every(isSeatRecord);
const isColorId = (c: string): boolean => (SEAT_COLOR_IDS as readonly string[]).includes(c);
const isStatus = (v: unknown): v is SaveStatus => v === 'playing' || v === 'over';
const isVersion = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isAnything = (v: unknown): v is unknown => v !== undefined;
const isArray = (v: unknown): v is unknown[] => Array.isArray(v);

interface GameCtx {
  readonly game: number;
  readonly seats: number;
  readonly latest: number;
}

function parseMoves(raw: readonly unknown[], { game, seats, latest }: GameCtx): Result<BackupMove[], ImportError> {
  if (raw.length > MAX_IMPORT_MOVES) return fail('import.too-many-moves', { game, max: MAX_IMPORT_MOVES });
  const moves: BackupMove[] = [];
  for (const [index, m] of raw.entries()) {
    if (!isObj(m)) return fail('import.wrong-type', { field: `moves[${index}]`, game });
    const seat = field(m, 'seat', (v): v is number => Number.isInteger(v), game);
    if (!seat.ok) return seat;
    if (seat.value < 0 || seat.value >= seats) return fail('import.bad-seat', { game, index });
    const move = field(m, 'move', isAnything, game);
    if (!move.ok) return move;
    const time = timeField(m, 'time', latest, game);
    if (!time.ok) return time;
    moves.push({ seat: seat.value, move: move.value, time: time.value });
  }
  return ok(moves);
}

function parseGame(raw: unknown, game: number, latest: number): Result<BackupGame, ImportError> {
  if (!isObj(raw)) return fail('import.wrong-type', { field: 'games', game });
  const gameId = field(raw, 'gameId', isText, game);
  if (!gameId.ok) return gameId;
  const version = field(raw, 'version', isVersion, game);
  if (!version.ok) return version;
  const seats = field(raw, 'seats', isSeatList, game);
  if (!seats.ok) return seats;
  if (!seats.value.every((seat) => isColorId(seat.color))) return fail('import.bad-color', { game });
  const options = field(raw, 'options', isAnything, game);
  if (!options.ok) return options;
  const seed = field(raw, 'seed', isText, game);
  if (!seed.ok) return seed;
  const status = field(raw, 'status', isStatus, game);
  if (!status.ok) return status;
  const createdAt = timeField(raw, 'createdAt', latest, game);
  if (!createdAt.ok) return createdAt;
  const updatedAt = timeField(raw, 'updatedAt', latest, game);
  if (!updatedAt.ok) return updatedAt;
  const rawMoves = field(raw, 'moves', isArray, game);
  if (!rawMoves.ok) return rawMoves;
  const moves = parseMoves(rawMoves.value, { game, seats: seats.value.length, latest });
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
    ...(raw.copy === true ? { copy: true as const } : {}),
  });
}

/** The identity of a game across devices: the same rules, seed and start time. */
export function backupKey(g: { readonly gameId: string; readonly seed: string; readonly createdAt: number }): string {
  return JSON.stringify([g.gameId, g.seed, g.createdAt]);
}

/**
 * The same game twice with the same moves is a broken file. The same game with moves that part is not: a backup
 * of a device holding a save and its diverging copy (placement.ts) has both.
 */
const entryKey = (g: BackupGame): string => JSON.stringify([backupKey(g), g.moves.map((m) => [m.seat, m.move])]);

function parseGames(raw: readonly unknown[], latest: number): Result<BackupGame[], ImportError> {
  if (raw.length > MAX_IMPORT_GAMES) return fail('import.too-many-games', { max: MAX_IMPORT_GAMES });
  const games: BackupGame[] = [];
  const seen = new Map<string, number>();
  for (const [i, g] of raw.entries()) {
    const parsed = parseGame(g, i, latest);
    if (!parsed.ok) return parsed;
    const key = entryKey(parsed.value);
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
export function parseBackup(text: string, now: number = Date.now()): Result<Backup, ImportError> {
  if (text.length > MAX_IMPORT_CHARS) return fail('import.too-large', { max: MAX_IMPORT_CHARS });
  if (nestsDeeperThan(text, MAX_IMPORT_DEPTH + 1)) return fail('import.too-deep', { max: MAX_IMPORT_DEPTH });
  const latest = now + TIME_SLACK_MS;
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
  const exportedAt = timeField(doc, 'exportedAt', latest);
  if (!exportedAt.ok) return exportedAt;
  const rawGames = field(doc, 'games', isArray);
  if (!rawGames.ok) return rawGames;
  const games = parseGames(rawGames.value, latest);
  if (!games.ok) return games;
  return ok(toBackup(games.value, exportedAt.value));
}
