// Reading an untrusted backup file back: refuse early (size, nesting), then hand-written structural checks.

import { err, ok, type Result } from '../engine/errors';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type Backup,
  type BackupGame,
  type BackupMove,
  backupKey,
  EARLIEST_TIME,
  type ImportErrorCode,
  MAX_IMPORT_CHARS,
  MAX_IMPORT_DEPTH,
  MAX_IMPORT_GAMES,
  MAX_IMPORT_MOVES,
  MAX_TEXT,
  SEAT_COLOR_IDS,
  TIME_SLACK_MS,
  toBackup,
} from './backup';
import type { ImportError, SaveStatus, SeatRecord } from './types';

type Params = Readonly<Record<string, string | number>>;
const fail = (code: ImportErrorCode, params?: Params): { ok: false; error: ImportError } =>
  err(params ? { code, params } : { code });

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
