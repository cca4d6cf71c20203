// Resuming a save: read it with its whole move log; continue from its snapshot when the save is of the current rules
// and every move has its log lines, else replay the log through the rules, repair a stale snapshot and write back
// the log lines the save lacked.

import { err, ok, type Result } from '../engine/errors';
import type { AnyGame } from '../engine/game';
import { canonicalJson } from '../engine/json';
import { type MoveRecord, replay } from '../engine/session';
import { type Connection, inWriteTx, storeErrorOf } from './connection';
import type { WriteContext } from './saves';
import { movesOf, type StoredMove } from './schema';
import { atSnapshot, turnOf } from './turn';
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
 * 500-move Tash-Kalar game, 385 ms against 6 ms, and resuming must stay fast. Each record gets its log lines.
 */
export function replaySave(game: AnyGame, save: SavedGame, moves: readonly StoredMove[]): Result<Replayed, StoreError> {
  const options = game.parseOptions(save.options, save.seats.length);
  if (options === null) return err({ code: 'storage.replay-failed', params: { index: -1, reason: 'options' } });
  const match = { gameId: game.id, version: game.version, seats: save.seats.length, options, seed: save.seed };
  try {
    const result = replay(game, match, moves, save.version !== game.version, true);
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
  const turn = turnOf(game, replayed.state);
  return {
    ...atSnapshot(save, { snapshot: replayed.state, status: replayed.status, ...(turn ? { turn } : {}) }),
    version: game.version,
    moveCount,
    seenUpTo: save.seenUpTo.map((n) => Math.min(n, moveCount)),
  };
}

/**
 * Store the rebuilt save, and the log lines of the moves stored without them, unless the save changed since it was
 * read (then the caller loads again).
 */
function writeRepair(
  ctx: WriteContext,
  read: { readonly save: SavedGame; readonly moves: readonly StoredMove[] },
  fixed: SavedGame,
  records: readonly MoveRecord<unknown>[],
): Promise<Result<boolean, StoreError>> {
  return inWriteTx(ctx.conn, ctx.durability, async (tx) => {
    const id = read.save.id;
    const current = await tx.objectStore('games').get(id);
    const moveCount = await tx.objectStore('moves').count(movesOf(id));
    if (!current || current.updatedAt !== read.save.updatedAt || moveCount !== fixed.moveCount) return ok(false);
    await tx.objectStore('games').put(fixed);
    const log = tx.objectStore('moves');
    for (const [index, stored] of read.moves.entries()) {
      const rec = records[index];
      if (!stored.log && rec?.log) await log.put({ ...stored, log: rec.log });
    }
    return ok(true);
  });
}

/**
 * The game as its save left it, without a replay: only for a save of the current rules whose log is complete
 * (as many moves as the save counts, each with its log lines) and whose snapshot the rules can read. Anything else
 * (an older save, a damaged snapshot) takes the replay.
 */
export function resumeFromSnapshot(
  game: AnyGame,
  save: SavedGame,
  moves: readonly Pick<StoredMove, 'seat' | 'move' | 'commit' | 'log'>[],
): LoadedGame | null {
  if (save.version !== game.version || moves.length !== save.moveCount) return null;
  const records: MoveRecord<unknown>[] = [];
  for (const m of moves) {
    if (!Array.isArray(m.log)) return null;
    records.push({ seat: m.seat, move: m.move, commit: m.commit, log: m.log });
  }
  try {
    const over = game.status(save.snapshot).kind === 'over';
    if (over !== (save.status === 'over')) return null;
  } catch {
    return null;
  }
  return { save, moves: records, repaired: false, state: save.snapshot, verified: false };
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
  const resumed = resumeFromSnapshot(game, save, moves);
  if (resumed) return ok(resumed);
  const replayed = replaySave(game, save, moves);
  if (!replayed.ok) return replayed;
  const { state, records } = replayed.value;
  // A snapshot taken under another rules version may hold the state in an older shape: rebuilding it from the log
  // is the upgrade, not a repair to tell the player about.
  const sameVersion = save.version === game.version;
  const stale = canonicalJson(state) !== canonicalJson(save.snapshot);
  const repaired = moves.length !== save.moveCount || (sameVersion && stale);
  const lacksLines = moves.some((m) => !Array.isArray(m.log));
  if (!repaired && !stale && !lacksLines && sameVersion && save.status === replayed.value.status) {
    return ok({ save, moves: records, repaired: false, state, verified: true });
  }
  const fixed = repairedSave(save, game, replayed.value, moves.length);
  const written = await writeRepair(ctx, { save, moves }, fixed, records);
  if (!written.ok) return written;
  // Someone wrote in between (another tab): start over from what is stored now.
  if (!written.value && attempt < 2) return loadSave(ctx, lookup, id, attempt + 1);
  return ok({ save: fixed, moves: records, repaired, state, verified: true });
}
