// The backup file of a game as this window holds it in memory, for when the store refused or lost the last moves.

import type { MoveRecord } from '../engine/session';
import { type Backup, type BackupGame, backupKey, toBackup, toBackupGame } from '../storage/backup';
import type { SavedGame } from '../storage/types';

function unsavedBackupGame(save: SavedGame, records: readonly MoveRecord<unknown>[], now: number): BackupGame {
  const moves = records.map((r, index) => ({ ...r, saveId: save.id, index, time: now }));
  const updatedAt = Math.max(save.updatedAt, now);
  return toBackupGame({ ...save, moveCount: moves.length, updatedAt }, moves);
}

/**
 * An ordinary backup file: imported on this device it carries the stored game further (its moves extend the
 * stored log), or is kept as a copy when another window's moves went another way.
 */
export function unsavedBackupText(save: SavedGame, records: readonly MoveRecord<unknown>[], now: number): string {
  return JSON.stringify(toBackup([unsavedBackupGame(save, records, now)], now), null, 1);
}

/**
 * "Export all games" while this game is not stored: every game the store could still read (`stored`, its own export,
 * or null when it could not), with this game as the page holds it in place of its stored copy.
 */
export function allWithUnsaved(
  stored: string | null,
  save: SavedGame,
  records: readonly MoveRecord<unknown>[],
  now: number,
): string {
  const read = stored === null ? null : (JSON.parse(stored) as Partial<Backup>);
  const games = Array.isArray(read?.games) ? read.games : [];
  const others = games.filter((g) => backupKey(g) !== backupKey(save));
  return JSON.stringify(toBackup([...others, unsavedBackupGame(save, records, now)], now), null, 1);
}
