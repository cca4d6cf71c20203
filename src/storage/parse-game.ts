// Reading one game of an untrusted backup file: hand-written structural checks, and dates checked for sense.

import { err, ok, type Result } from '../engine/errors';
import {
  type BackupMove,
  EARLIEST_TIME,
  type FileGame,
  type ImportErrorCode,
  LATEST_DATE_MS,
  MAX_IMPORT_DEPTH,
  MAX_IMPORT_MOVES,
  MAX_TEXT,
  SEAT_COLOR_IDS,
  TIME_SLACK_MS,
} from './backup';
import type { ImportError, SaveStatus, SeatRecord } from './types';

export type Params = Readonly<Record<string, string | number>>;
export const fail = (code: ImportErrorCode, params?: Params): { ok: false; error: ImportError } =>
  err(params ? { code, params } : { code });

/** Keys that could reach an object's prototype if the data were ever merged into another object. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Walk a parsed tree without recursion: no forbidden keys, no absurd nesting (counted from `depth`). */
export function checkTree(root: unknown, depth0 = 0): ImportError | null {
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: depth0 }];
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

export type Obj = Readonly<Record<string, unknown>>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_TEXT;

/** Read one field: missing and wrongly typed are told apart so the message can say which. */
export function field<T>(o: Obj, name: string, is: (v: unknown) => v is T, game?: number): Result<T, ImportError> {
  const where: Params = game === undefined ? { field: name } : { field: name, game };
  if (!Object.hasOwn(o, name) || o[name] === undefined) return fail('import.missing-field', where);
  const v = o[name];
  return is(v) ? ok(v) : fail('import.wrong-type', where);
}

/** A time: any finite number (else wrong-type), pulled into the range a Date can show (see EARLIEST_TIME). */
export function timeField(o: Obj, name: string, game?: number): Result<number, ImportError> {
  const v = field(o, name, isNumber, game);
  return v.ok ? ok(Math.min(Math.max(v.value, 0), LATEST_DATE_MS)) : v;
}

function isSeatRecord(v: unknown): v is SeatRecord {
  return isObj(v) && isText(v.name) && isText(v.color) && typeof v.bot === 'boolean';
}
const isSeatList = (v: unknown): v is SeatRecord[] => Array.isArray(v) && v.length > 0 && v.every(isSeatRecord);
const isColorId = (c: string): boolean => (SEAT_COLOR_IDS as readonly string[]).includes(c);
const isStatus = (v: unknown): v is SaveStatus => v === 'playing' || v === 'over';
const isVersion = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isAnything = (v: unknown): v is unknown => v !== undefined;
export const isArray = (v: unknown): v is unknown[] => Array.isArray(v);

interface GameCtx {
  readonly game: number;
  readonly seats: number;
}

function parseMoves(raw: readonly unknown[], { game, seats }: GameCtx): Result<BackupMove[], ImportError> {
  if (raw.length > MAX_IMPORT_MOVES) return fail('import.too-many-moves', { game, max: MAX_IMPORT_MOVES });
  const moves: BackupMove[] = [];
  for (const [index, m] of raw.entries()) {
    if (!isObj(m)) return fail('import.wrong-type', { field: `moves[${index}]`, game });
    const seat = field(m, 'seat', (v): v is number => Number.isInteger(v), game);
    if (!seat.ok) return seat;
    if (seat.value < 0 || seat.value >= seats) return fail('import.bad-seat', { game, index });
    const move = field(m, 'move', isAnything, game);
    if (!move.ok) return move;
    const time = timeField(m, 'time', game);
    if (!time.ok) return time;
    moves.push({ seat: seat.value, move: move.value, time: time.value });
  }
  return ok(moves);
}

/**
 * A wrong clock shows as times before 2020 or after the importing device's clock plus a day (a day of slack for a
 * device whose clock runs behind the exporter's). Such a game is kept, flagged. Its last change and move times
 * are never later than now (a game last played "tomorrow" would sit first in the list for good). Its start is
 * left as the file says: with the game and seed it is the game's identity on every device.
 */
function settleDates(g: Omit<FileGame, 'oddDates'>, now: number): FileGame {
  const latest = now + TIME_SLACK_MS;
  const times = [g.createdAt, g.updatedAt, ...g.moves.map((m) => m.time)];
  const oddDates = times.some((t) => t < EARLIEST_TIME || t > latest);
  if (!times.some((t) => t > now)) return { ...g, oddDates };
  return {
    ...g,
    updatedAt: Math.min(g.updatedAt, now),
    moves: g.moves.map((m) => (m.time > now ? { ...m, time: now } : m)),
    oddDates,
  };
}

/** The fields of one entry of `games`, checked in the order they are written; `now` is the importing device's clock. */
export function parseGame(raw: unknown, game: number, now: number): Result<FileGame, ImportError> {
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
  const createdAt = timeField(raw, 'createdAt', game);
  if (!createdAt.ok) return createdAt;
  const updatedAt = timeField(raw, 'updatedAt', game);
  if (!updatedAt.ok) return updatedAt;
  const rawMoves = field(raw, 'moves', isArray, game);
  if (!rawMoves.ok) return rawMoves;
  const moves = parseMoves(rawMoves.value, { game, seats: seats.value.length });
  if (!moves.ok) return moves;
  const parsed = {
    index: game,
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
  };
  return ok(settleDates(parsed, now));
}

/** The game's kind as the file names it, for the list of refused games (only a short text is kept). */
export function claimedGameId(raw: unknown): string | null {
  return isObj(raw) && isText(raw.gameId) ? raw.gameId : null;
}
