// Playing a game through its rules: checked moves, exact replay of a move log, and undo to the last commit.

import { err, ok, type Result } from './errors';
import type { Game, LogEvent, RuleError, Seat } from './game';
import { isListed } from './json';

/** Everything needed to rebuild a game from nothing: replay is the truth, snapshots are a cache. */
export interface Match<O> {
  readonly gameId: string;
  readonly version: number;
  readonly seats: number;
  readonly options: O;
  readonly seed: string;
}

export interface MoveRecord<M> {
  readonly seat: Seat;
  readonly move: M;
  /** True when this move closed the undo window (decision passed on, hidden info revealed, game over). */
  readonly commit: boolean;
  /**
   * The move's log lines (`describe`), kept with it so the game log is appended to, never rebuilt from the seed;
   * absent only in a log read from a save made before the lines were stored.
   */
  readonly log?: readonly LogEvent[];
}

export interface Played<S> {
  readonly state: S;
  readonly commit: boolean;
}

export function start<S, M, O, V>(game: Game<S, M, O, V>, match: Match<O>): S {
  return game.setup(match.seats, match.options, match.seed);
}

/** Why a seat may not move at all right now, or null. */
export function turnError<S, M, O, V>(game: Game<S, M, O, V>, s: S, seat: Seat): RuleError | null {
  const st = game.status(s);
  if (st.kind === 'over') return { code: 'engine.game-over' };
  if (!st.active.includes(seat)) return { code: 'engine.not-your-turn' };
  return null;
}

/** Validate and apply one move of a trusted shape (from legalMoves or the UI). */
export function play<S, M, O, V>(game: Game<S, M, O, V>, s: S, seat: Seat, move: M): Result<Played<S>, RuleError> {
  const blocked = turnError(game, s, seat) ?? game.validate(s, seat, move);
  if (blocked) return err(blocked);
  const next = game.apply(s, seat, move);
  return ok({ state: next, commit: isCommitPoint(game, { before: s, seat, move, after: next }) });
}

function isCommitPoint<S, M, O, V>(
  game: Game<S, M, O, V>,
  step: { before: S; seat: Seat; move: M; after: S },
): boolean {
  const st = game.status(step.after);
  if (st.kind === 'over' || !st.active.includes(step.seat)) return true;
  return game.isCommit?.(step.before, step.move, step.after) ?? false;
}

/** Is this untrusted move exactly one of the seat's legal moves? Guards imports against any shape. */
export function isLegalMove<S, M, O, V>(game: Game<S, M, O, V>, s: S, seat: Seat, move: unknown): move is M {
  if (turnError(game, s, seat)) return false;
  return isListed(game.legalMoves(s, seat), move);
}

export interface ReplayFailure {
  /** Index of the first move that could not be replayed. */
  readonly index: number;
  readonly error: RuleError;
}

/**
 * Replay a move log from the match's seed. With `untrusted`, each move must equal one of the
 * legal moves (imports, stored logs); otherwise moves only go through `validate`. With `withLog`, each record
 * gets its move's log lines, as the session writes them when the move is played.
 */
export function replay<S, M, O, V>(
  game: Game<S, M, O, V>,
  match: Match<O>,
  moves: readonly { readonly seat: Seat; readonly move: unknown }[],
  untrusted = false,
  withLog = false,
): Result<{ state: S; records: MoveRecord<M>[] }, ReplayFailure> {
  let state = start(game, match);
  const records: MoveRecord<M>[] = [];
  for (const [index, rec] of moves.entries()) {
    if (untrusted && !isLegalMove(game, state, rec.seat, rec.move)) {
      return err({ index, error: turnError(game, state, rec.seat) ?? { code: 'engine.illegal-move' } });
    }
    const result = playLogged(game, state, rec);
    if (!result.ok) return err({ index, error: result.error });
    const { commit } = result.value;
    const move = rec.move as M;
    records.push(
      withLog
        ? { seat: rec.seat, move, commit, log: game.describe(state, rec.seat, move, result.value.state) }
        : { seat: rec.seat, move, commit },
    );
    state = result.value.state;
  }
  return ok({ state, records });
}

/**
 * One move of a log: a damaged move (a shape `validate` does not expect) may throw inside the rules;
 * in a log that is a refusal at that index, not a crash.
 */
function playLogged<S, M, O, V>(
  game: Game<S, M, O, V>,
  s: S,
  rec: { readonly seat: Seat; readonly move: unknown },
): Result<Played<S>, RuleError> {
  try {
    return play(game, s, rec.seat, rec.move as M);
  } catch {
    return err({ code: 'engine.illegal-move' });
  }
}

/** How many of the log's last moves this seat may take back: its own, after the last commit point. */
export function undoableCount(records: readonly MoveRecord<unknown>[], seat: Seat): number {
  let n = 0;
  for (let i = records.length - 1; i >= 0; i--) {
    const r = records[i];
    if (!r || r.commit || r.seat !== seat) break;
    n++;
  }
  return n;
}
