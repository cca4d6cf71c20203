// Re-checking an imported file's games through their rules, move by move, in slices that leave the page responsive.

import { err, ok, type Result } from '../engine/errors';
import type { AnyGame } from '../engine/game';
import { isLegalMove, type Match, play, start, turnError } from '../engine/session';
import type { BackupGame } from './backup';
import type { StoredMove } from './schema';
import type { GameLookup, ImportError, ImportOptions, SavedGame } from './types';

export interface PreparedGame {
  readonly save: Omit<SavedGame, 'id'>;
  readonly moves: readonly Omit<StoredMove, 'saveId'>[];
}

/** Work this long between two yields to the event loop, so a tap or a Cancel is handled within a frame or two. */
const SLICE_MS = 12;

const yieldToPage = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Hands out the time budget; a long re-check yields between slices, reports progress, and stops when aborted. */
class Slicer {
  private sliceStart = performance.now();
  done = 0;
  constructor(
    private readonly total: number,
    private readonly opts: ImportOptions,
  ) {}

  /** Counts one move; between slices yields, reports, and answers whether the player cancelled. */
  async tick(): Promise<boolean> {
    this.done++;
    if (performance.now() - this.sliceStart < (this.opts.sliceMs ?? SLICE_MS)) return false;
    this.opts.onProgress?.({ done: this.done, total: this.total });
    await yieldToPage();
    this.sliceStart = performance.now();
    return this.opts.signal?.aborted === true;
  }
}

const CANCELLED: ImportError = { code: 'import.cancelled' };

/** The untrusted replay of one game (each move must equal one of the legal moves), in slices. */
async function replayGame(
  rules: AnyGame,
  match: Match<unknown>,
  raw: BackupGame,
  ctx: { game: number; slicer: Slicer },
): Promise<Result<{ state: unknown; commits: boolean[] }, ImportError>> {
  const { game, slicer } = ctx;
  let state = start(rules, match);
  const commits: boolean[] = [];
  for (const [index, rec] of raw.moves.entries()) {
    let reason: string | null = null;
    try {
      if (!isLegalMove(rules, state, rec.seat, rec.move)) {
        reason = (turnError(rules, state, rec.seat) ?? { code: 'engine.illegal-move' }).code;
      } else {
        const played = play(rules, state, rec.seat, rec.move);
        if (played.ok) {
          state = played.value.state;
          commits.push(played.value.commit);
        } else reason = played.error.code;
      }
    } catch {
      reason = 'throw';
    }
    if (reason !== null) return err({ code: 'import.illegal-move', params: { game, index, reason } });
    if (await slicer.tick()) return err(CANCELLED);
  }
  return ok({ state, commits });
}

/** Check one game of the file through its current rules and compute what to store (state, status, commits). */
async function prepareGame(
  raw: BackupGame,
  ctx: { game: number; lookup: GameLookup; slicer: Slicer },
): Promise<Result<PreparedGame, ImportError>> {
  const { game } = ctx;
  const rules = await ctx.lookup(raw.gameId);
  if (!rules) return err({ code: 'import.unknown-game', params: { game, gameId: raw.gameId } });
  const count = raw.seats.length;
  const { min, max } = rules.players;
  if (count < min || count > max) return err({ code: 'import.seat-count', params: { game, count, min, max } });
  const options = rules.parseOptions(raw.options, count);
  if (options === null) return err({ code: 'import.bad-options', params: { game } });
  const match = { gameId: rules.id, version: rules.version, seats: count, options, seed: raw.seed };
  const replayed = await replayGame(rules, match, raw, ctx);
  if (!replayed.ok) return replayed;
  const { state, commits } = replayed.value;
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
      ...(raw.copy ? { copy: true as const } : {}),
    },
    moves: raw.moves.map((m, index) => ({
      index,
      seat: m.seat,
      move: m.move,
      commit: commits[index] ?? true,
      time: m.time,
    })),
  });
}

/** Every game of the file through its rules, in order; the first refusal (or a cancel) ends the check. */
export async function checkBackupRules(
  games: readonly BackupGame[],
  lookup: GameLookup,
  opts: ImportOptions = {},
): Promise<Result<PreparedGame[], ImportError>> {
  const total = games.reduce((n, g) => n + g.moves.length, 0);
  const slicer = new Slicer(total, opts);
  const prepared: PreparedGame[] = [];
  for (const [game, g] of games.entries()) {
    if (opts.signal?.aborted) return err(CANCELLED);
    const p = await prepareGame(g, { game, lookup, slicer });
    if (!p.ok) return p;
    prepared.push(p.value);
  }
  opts.onProgress?.({ done: total, total });
  return ok(prepared);
}
