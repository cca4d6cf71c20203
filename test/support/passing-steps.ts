// Take-back tests: a seeded walk through a game's legal moves that collects every step passing the turn, with the
// engine's take-back verdict on it. The walk is fixed (the (i × 7)-th legal move at step i), so a seed replays the same.
import type { Game, Seat } from '../../src/engine/game';
import { type TakeBackRefusal, takeBackRefusal } from '../../src/engine/take-back';

export interface PassingStep<S, M> {
  readonly before: S;
  readonly seat: Seat;
  readonly move: M;
  readonly after: S;
  /** Why the step may not be taken back, or null when it may. */
  readonly refusal: TakeBackRefusal | null;
}

/** Every step of one walk after which the mover is no longer active (the turn passed, or the game ended). */
export function passingSteps<S, M, O, V>(
  game: Game<S, M, O, V>,
  seats: number,
  seed: string,
  limit = 1200,
): PassingStep<S, M>[] {
  let s = game.setup(seats, game.defaultOptions(seats), seed);
  const out: PassingStep<S, M>[] = [];
  for (let i = 0; i < limit; i++) {
    const st = game.status(s);
    if (st.kind !== 'turn') break;
    const seat: Seat = st.active[0] ?? 0;
    const moves = game.legalMoves(s, seat);
    const move = moves[(i * 7) % moves.length];
    if (move === undefined) break;
    const after = game.apply(s, seat, move);
    const next = game.status(after);
    if (next.kind !== 'turn' || !next.active.includes(seat)) {
      out.push({
        before: s,
        seat,
        move,
        after,
        refusal: takeBackRefusal(game, seats, { before: s, seat, move, after }),
      });
    }
    s = after;
  }
  return out;
}
