// Importing a backup: check every game against its rules (every move replayed), then store all of it or nothing.

import { err, ok, type Result } from '../engine/errors';
import { replay } from '../engine/session';
import { type BackupGame, backupKey, parseBackup } from './backup';
import { type Connection, type Durability, inWriteTx } from './connection';
import type { StoredMove } from './schema';
import type { GameLookup, ImportError, ImportSummary, SavedGame } from './types';

export interface PreparedGame {
  readonly save: Omit<SavedGame, 'id'>;
  readonly moves: readonly Omit<StoredMove, 'saveId'>[];
}

/** Check one game of the file through its current rules and compute what to store (state, status, commits). */
async function prepareGame(
  raw: BackupGame,
  game: number,
  lookup: GameLookup,
): Promise<Result<PreparedGame, ImportError>> {
  const rules = await lookup(raw.gameId);
  if (!rules) return err({ code: 'import.unknown-game', params: { game, gameId: raw.gameId } });
  const count = raw.seats.length;
  const { min, max } = rules.players;
  if (count < min || count > max) return err({ code: 'import.seat-count', params: { game, count, min, max } });
  const options = rules.parseOptions(raw.options, count);
  if (options === null) return err({ code: 'import.bad-options', params: { game } });
  const match = { gameId: rules.id, version: rules.version, seats: count, options, seed: raw.seed };
  let replayed: ReturnType<typeof replay<unknown, unknown, unknown, unknown>>;
  try {
    replayed = replay(rules, match, raw.moves, true);
  } catch {
    return err({ code: 'import.illegal-move', params: { game, index: -1, reason: 'throw' } });
  }
  if (!replayed.ok) {
    const { index, error } = replayed.error;
    return err({ code: 'import.illegal-move', params: { game, index, reason: error.code } });
  }
  const { state, records } = replayed.value;
  const moveCount = raw.moves.length;
  return ok({
    save: {
      gameId: rules.id,
      version: rules.version,
      seats: raw.seats,
      options,
      seed: raw.seed,
      status: rules.status(state).kind === 'over' ? 'over' : 'playing',
      createdAt: raw.createdAt,
      updatedAt: raw.updatedAt,
      moveCount,
      snapshot: state,
      // Imported games start with everything seen: there is nobody to catch up.
      seenUpTo: raw.seats.map(() => moveCount),
    },
    moves: raw.moves.map((m, index) => ({
      index,
      seat: m.seat,
      move: m.move,
      commit: records[index]?.commit ?? true,
      time: m.time,
    })),
  });
}

export async function checkBackupRules(
  games: readonly BackupGame[],
  lookup: GameLookup,
): Promise<Result<PreparedGame[], ImportError>> {
  const prepared: PreparedGame[] = [];
  for (const [i, g] of games.entries()) {
    const p = await prepareGame(g, i, lookup);
    if (!p.ok) return p;
    prepared.push(p.value);
  }
  return ok(prepared);
}

interface Written {
  readonly ids: string[];
  readonly skipped: number;
}

export interface ImportContext {
  readonly conn: Connection;
  readonly durability: Durability;
  readonly lookup: GameLookup;
  readonly idFactory: () => string;
}

/**
 * Write every prepared game under a fresh id in ONE transaction. Games already stored (same game, seed and
 * start time) are skipped, so restoring a full backup onto a device that has some of its games works;
 * a file that brings nothing new is refused.
 */
async function writeAll(ctx: ImportContext, prepared: readonly PreparedGame[]): Promise<Result<Written, ImportError>> {
  const written = await inWriteTx<Written, ImportError>(ctx.conn, ctx.durability, async (tx) => {
    const games = tx.objectStore('games');
    const moves = tx.objectStore('moves');
    const ids: string[] = [];
    let skipped = 0;
    for (const p of prepared) {
      const existing = await games.index('byGameId').getAll(p.save.gameId);
      if (existing.some((s) => backupKey(s) === backupKey(p.save))) {
        skipped++;
        continue;
      }
      const id = ctx.idFactory();
      await games.add({ ...p.save, id });
      for (const m of p.moves) await moves.add({ ...m, saveId: id });
      ids.push(id);
    }
    if (ids.length === 0) return err({ code: 'import.already-imported', params: { count: skipped } });
    return ok({ ids, skipped });
  });
  if (written.ok) return written;
  const { code } = written.error;
  if (code.startsWith('import.')) return err(written.error);
  if (code === 'storage.full') return err({ code: 'import.storage-full' });
  return err({ code: 'import.storage-failed', params: { reason: code } });
}

export async function importBackup(ctx: ImportContext, text: string): Promise<Result<ImportSummary, ImportError>> {
  const parsed = parseBackup(text);
  if (!parsed.ok) return parsed;
  const prepared = await checkBackupRules(parsed.value.games, ctx.lookup);
  if (!prepared.ok) return prepared;
  const written = await writeAll(ctx, prepared.value);
  if (!written.ok) return written;
  return ok({ imported: written.value.ids.length, ids: written.value.ids, skipped: written.value.skipped });
}
