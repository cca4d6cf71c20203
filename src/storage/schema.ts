// The IndexedDB schema, one interface per database version; the upgrade ladder in db.ts moves between them.

import type { DBSchema } from 'idb';
import type { LogEvent, Seat } from '../engine/game';
import type { MoveRecord } from '../engine/session';
import type { SavedGame } from './types';

export const DB_NAME = 'kotatsu';

/** One accepted move of one save: the log that replays the game. */
export interface StoredMove {
  readonly saveId: string;
  readonly index: number;
  readonly seat: Seat;
  readonly move: unknown;
  readonly commit: boolean;
  /**
   * The move's log lines as `describe` gave them when it was played (issue 33: the log is kept, not rebuilt).
   * Saves stored before the lines were kept lack them: the first load replays the log and writes them back.
   */
  readonly log?: readonly LogEvent[];
  /** When the move was stored (ms since epoch), for history and backups; rules never see it. */
  readonly time: number;
}

/**
 * Version 1. `games` holds one SavedGame per save (key: its id); `moves` holds the logs, keyed
 * [saveId, index] so one save's moves are a contiguous key range in order.
 */
export interface KotatsuDBv1 extends DBSchema {
  games: {
    key: string;
    value: SavedGame;
    indexes: { byGameId: string; byUpdatedAt: number };
  };
  moves: {
    key: [string, number];
    value: StoredMove;
  };
}

/** The schema the current code reads and writes. A new version adds KotatsuDBv2 and points this at it. */
export type KotatsuDB = KotatsuDBv1;
export const DB_VERSION = 1;

/** The key range of all moves of one save, from `from` on. */
export function movesOf(saveId: string, from = 0): IDBKeyRange {
  return IDBKeyRange.bound([saveId, from], [saveId, Number.POSITIVE_INFINITY]);
}

/** A move as the store keeps it: the record (with its log lines when it has them) at its place in the save's log. */
export function storedMove(saveId: string, index: number, rec: MoveRecord<unknown>, time: number): StoredMove {
  const base = { saveId, index, seat: rec.seat, move: rec.move, commit: rec.commit, time };
  return rec.log ? { ...base, log: rec.log } : base;
}
