// Resuming a save: read it with its whole move log, replay the log through the rules, repair a stale snapshot.

import { err, ok, type Result } from '../engine/errors';
import type { AnyGame } from '../engine/game';
import { canonicalJson } from '../engine/json';
import { type MoveRecord, replay } from '../engine/session';
import { type Connection, inWriteTx, storeErrorOf } from './connection';
import type { WriteContext } from './saves';
import { movesOf, type StoredMove } from './schema';
import type { GameLookup, LoadedGame, SavedGame, SaveStatus, StoreError } from './types';

interface Replayed {
  readonly state: unknown;
  readonly records: MoveRecord<unknown>[];
  readonly status: SaveStatus;
}

async function readSave(conn: Connection, id: string): Promise<{ save?: SavedGame; moves: StoredMove[] }> {
  const tx = (await conn.get()).transaction(['games', 'moves'], 'readonly');
  const [save, moves] = await Promise.all([
    tx.objectStore('games').get(id),
    tx.objectStore('moves').getAll(movesOf(id)),
  ]);
  await tx.done;
  return { save, moves };
}

/**
 * Replay the stored log under the CURRENT rules (a save of an older rules version included): the log
 * is the truth. Every stored move goes through the turn check and `validate` again, inside a try, so a
 * damaged move is refused without a crash. A save of another rules version is held to the stricter test
 * (each move must equal one of the legal moves): `validate` may not know every shape an old move had.
 * Moves we stored ourselves skip that test because it costs a full `legalMoves` per move: for a
 * 500-move Tash-Kalar game, 385 ms against 6 ms, and resuming must stay fast.
 */
export function replaySave(game: AnyGame, save: SavedGame, moves: readonly StoredMove[]): Result<Replayed, StoreError> {
  const options = game.parseOptions(save.options, save.seats.length);
  if (options === null) return err({ code: 'storage.replay-failed', params: { index: -1, reason: 'options' } });
  const match = { gameId: game.id, version: game.version, seats: save.seats.length, options, seed: save.seed };
  try {
    const result = replay(game, match, moves, save.version !== game.version);
    if (!result.ok) {
      return err({
        code: 'storage.replay-failed',
        params: { index: result.error.index, reason: result.error.error.code },
      });
    }
    const { state, records } = result.value;
    return ok({ state, records, status: game.status(state).kind === 'over' ? 'over' : 'playing' });
  } catch (e) {
    // A rules bug under a newer version must not lose the save: report it and leave the save alone.
    return err({
      code: 'storage.replay-failed',
      params: { index: -1, reason: e instanceof Error ? e.message : 'throw' },
    });
  }
}

function repairedSave(save: SavedGame, game: AnyGame, replayed: Replayed, moveCount: number): SavedGame {
  return {
    ...save,
    version: game.version,
    moveCount,
    snapshot: replayed.state,
    status: replayed.status,
    seenUpTo: save.seenUpTo.map((n) => Math.min(n, moveCount)),
  };
}

/** Store the rebuilt save unless the save changed since it was read (then the caller loads again). */
function writeRepair(ctx: WriteContext, read: SavedGame, fixed: SavedGame): Promise<Result<boolean, StoreError>> {
  return inWriteTx(ctx.conn, ctx.durability, async (tx) => {
    const current = await tx.objectStore('games').get(read.id);
    const moveCount = await tx.objectStore('moves').count(movesOf(read.id));
    if (!current || current.updatedAt !== read.updatedAt || moveCount !== fixed.moveCount) return ok(false);
    await tx.objectStore('games').put(fixed);
    return ok(true);
  });
}

export async function loadSave(
  ctx: WriteContext,
  lookup: GameLookup,
  id: string,
  attempt = 0,
): Promise<Result<LoadedGame, StoreError>> {
  let read: { save?: SavedGame; moves: StoredMove[] };
  try {
    read = await readSave(ctx.conn, id);
  } catch (e) {
    return err(storeErrorOf(e));
  }
  const { save, moves } = read;
  if (!save) return err({ code: 'storage.not-found' });
  const game = await lookup(save.gameId);
  if (!game) return err({ code: 'storage.unknown-game', params: { gameId: save.gameId } });
  const replayed = replaySave(game, save, moves);
  if (!replayed.ok) return replayed;
  const { state, records } = replayed.value;
  // A snapshot taken under another rules version may hold the state in an older shape: rebuilding it from the log
  // is the upgrade, not a repair to tell the player about.
  const sameVersion = save.version === game.version;
  const stale = canonicalJson(state) !== canonicalJson(save.snapshot);
  const repaired = moves.length !== save.moveCount || (sameVersion && stale);
  if (!repaired && !stale && sameVersion && save.status === replayed.value.status) {
    return ok({ save, moves: records, repaired: false, state });
  }
  const fixed = repairedSave(save, game, replayed.value, moves.length);
  const written = await writeRepair(ctx, save, fixed);
  if (!written.ok) return written;
  // Someone wrote in between (another tab): start over from what is stored now.
  if (!written.value && attempt < 2) return loadSave(ctx, lookup, id, attempt + 1);
  return ok({ save: fixed, moves: records, repaired, state });
}
