// The backup file: its format, its limits and error codes, and writing it (reading one back: parse-backup.ts).

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
export const MAX_TEXT = 200;
/**
 * Times (start, last change, each move, export) come from the exporting device's clock, which may be wrong: reset
 * to 1970, set years back, days fast, or jumping mid-game. They are never a reason to refuse a game (the order of
 * its moves is their index, not their time). A time must be a number; one no Date can show (1e300, -5) is pulled
 * into [0, LATEST_DATE_MS] (the same for every import of the file, so a game's identity, which includes its start,
 * stays put); a last change or move time later than the importing device's clock is set to that clock, so a fast
 * clock's game does not sit first in the list for years. A game with a time before EARLIEST_TIME or more than
 * TIME_SLACK_MS after that clock is counted as having odd dates, and the import says so.
 */
export const EARLIEST_TIME = Date.UTC(2020, 0, 1);
export const TIME_SLACK_MS = 24 * 60 * 60 * 1000;
/** The last millisecond a JavaScript Date can hold. */
export const LATEST_DATE_MS = 8.64e15;

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
  'import.duplicate-game', // { game, first }
  'import.unknown-game', // { game, gameId }
  'import.seat-count', // { game, count, min, max }
  'import.bad-options', // { game }
  'import.illegal-move', // { game, index, reason }
  'import.already-imported', // { game } (the file's one game is already stored, with all its moves)
  'import.all-already-imported', // { count } (every game of the file is already stored)
  'import.all-refused', // { count } (every game of the file was refused; each reason is in ImportError.games)
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

/** A game of a file being imported: where it stood in the file, and whether its clock looked wrong. */
export interface FileGame extends BackupGame {
  /** 0-based position in the file's `games`, as refusals name it. */
  readonly index: number;
  /** Some of its times were before 2020 or after the importing device's clock (see EARLIEST_TIME). */
  readonly oddDates: boolean;
}

/** No snapshots: replay is the truth, so the importer recomputes every state. */
export interface Backup {
  readonly format: typeof BACKUP_FORMAT;
  readonly formatVersion: typeof BACKUP_FORMAT_VERSION;
  readonly exportedAt: number;
  readonly games: readonly BackupGame[];
}

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

/** A File too big to read, refused on its size alone (nothing of it is read). */
export function importTooLarge(bytes: number): ImportError | null {
  return bytes > MAX_IMPORT_BYTES
    ? { code: 'import.file-too-large', params: { mb: MAX_IMPORT_BYTES / 2 ** 20 } }
    : null;
}

/** The identity of a game across devices: the same rules, seed and start time. */
export function backupKey(g: { readonly gameId: string; readonly seed: string; readonly createdAt: number }): string {
  return JSON.stringify([g.gameId, g.seed, g.createdAt]);
}
