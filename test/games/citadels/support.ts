// Shared test helpers for Citadels: a seeded "sensible random" player and a driver that plays a game out.
import type { Seat } from '../../../src/engine/game';
import { type Rng, randomInt, seedRng } from '../../../src/engine/random';
import { bot } from '../../../src/games/citadels/bot';
import { type CtMove, type CtState, game } from '../../../src/games/citadels/rules';

/**
 * Uniformly random play can stall (it may never build), so this player builds when it can half the time and
 * ends its turn a fifth of the time; otherwise any legal move, uniformly. It only ever picks legal moves.
 */
export function randomMove(legal: readonly CtMove[], rng: Rng): [CtMove, Rng] {
  const [roll, r1] = randomInt(rng, 10);
  const builds = legal.filter((m) => m.kind === 'build');
  const end = legal.find((m) => m.kind === 'endTurn');
  if (roll < 5 && builds.length > 0) {
    const [i, r2] = randomInt(r1, builds.length);
    return [builds[i] as CtMove, r2];
  }
  if (roll >= 8 && end) return [end, r1];
  const [i, r2] = randomInt(r1, legal.length);
  return [legal[i] as CtMove, r2];
}

export interface Played {
  readonly state: CtState;
  readonly moves: { seat: Seat; move: CtMove }[];
}

/** Play to the end; `bots` seats use the bot (from their own view), the others the random player. */
export function playOut(seats: number, seed: string, bots: readonly Seat[] = [], cap = 20000): Played {
  let s = game.setup(seats, game.defaultOptions(seats), seed);
  let rng = seedRng(`moves-${seed}`);
  const moves: { seat: Seat; move: CtMove }[] = [];
  for (let step = 0; step < cap; step++) {
    const st = game.status(s);
    if (st.kind === 'over') return { state: s, moves };
    const seat = st.active[0] ?? 0;
    const legal = game.legalMoves(s, seat);
    let move: CtMove;
    if (bots.includes(seat)) {
      const [, r] = randomInt(rng, 2);
      rng = r;
      move = bot.choose(game.view(s, seat), seat, legal, rng);
    } else {
      [move, rng] = randomMove(legal, rng);
    }
    moves.push({ seat, move });
    s = game.apply(s, seat, move);
  }
  throw new Error(`game ${seed} did not end within ${cap} moves`);
}
