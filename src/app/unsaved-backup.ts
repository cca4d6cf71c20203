// The backup file of a game as this window holds it in memory, for when the store refused or lost the last moves.

import type { MoveRecord } from '../engine/session';
import { toBackup, toBackupGame } from '../storage/backup';
import type { SavedGame } from '../storage/types';

/**
 * An ordinary backup file: imported on this device it carries the stored game further (its moves extend the
 * stored log), or is kept as a copy when another window's moves went another way.
 */
export function unsavedBackupText(save: SavedGame, records: readonly MoveRecord<unknown>[], now: number): string {
  const moves = records.map((r, index) => ({ ...r, saveId: save.id, index, time: now }));
  const updatedAt = Math.max(save.updatedAt, now);
  return JSON.stringify(toBackup([toBackupGame({ ...save, moveCount: moves.length, updatedAt }, moves)], now), null, 1);
}
