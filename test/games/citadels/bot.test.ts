// The Citadels bot beats a sensible random player (the contract test plays whole bot games with legal moves only).
import { expect, test } from 'vitest';
import type { Seat } from '../../../src/engine/game';
import { type Rng, randomInt, seedRng } from '../../../src/engine/random';
import { bot } from '../../../src/games/citadels/bot';
import { type CtMove, type CtState, game } from '../../../src/games/citadels/rules';

/**
 * A sensible random opponent: it builds when it can half the time and ends its turn a fifth of the time; otherwise
 * any legal move, uniformly. It only ever picks legal moves.
 */
function randomMove(legal: readonly CtMove[], rng: Rng): [CtMove, Rng] {
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

/** Play to the end; the `botSeat` uses the bot (from its own view), the others the random player. */
function playOut(seats: number, seed: string, botSeat: Seat, cap = 20000): CtState {
  let s = game.setup(seats, game.defaultOptions(seats), seed);
  let rng = seedRng(`moves-${seed}`);
  for (let step = 0; step < cap; step++) {
    const st = game.status(s);
    if (st.kind === 'over') return s;
    const seat = st.active[0] ?? 0;
    const legal = game.legalMoves(s, seat);
    let move: CtMove;
    if (seat === botSeat) {
      const [, r] = randomInt(rng, 2);
      rng = r;
      move = bot.choose(game.view(s, seat), seat, legal, rng);
    } else {
      [move, rng] = randomMove(legal, rng);
    }
    s = game.apply(s, seat, move);
  }
  throw new Error(`game ${seed} did not end within ${cap} moves`);
}

test('one bot against three random players places first in at least 80 of 100 seeded 4-player games', () => {
  let first = 0;
  for (let n = 0; n < 100; n++) {
    const seat = n % 4;
    const st = game.status(playOut(4, `bot-${n}`, seat));
    if (st.kind === 'over' && st.ranking[0]?.includes(seat)) first++;
  }
  expect(first).toBeGreaterThanOrEqual(80);
});
