// The Citadels bot beats a sensible random player (the contract test plays whole bot games with legal moves only).
import { expect, test } from 'vitest';
import type { Seat } from '../../../src/engine/game';
import { type Rng, randomInt } from '../../../src/engine/random';
import { bot } from '../../../src/games/citadels/bot';
import { type CtMove, type CtState, game } from '../../../src/games/citadels/rules';
import { botStrength } from '../../support/bot-strength';

/**
 * A sensible random opponent: it builds when it can half the time and ends its turn a fifth of the time; otherwise
 * any legal move, uniformly. It only ever picks legal moves.
 */
function sensibly(_s: CtState, _seat: Seat, legal: readonly CtMove[], rng: Rng): [number, Rng] {
  const [roll, r1] = randomInt(rng, 10);
  const builds = legal.flatMap((m, i) => (m.kind === 'build' ? [i] : []));
  const end = legal.findIndex((m) => m.kind === 'endTurn');
  if (roll < 5 && builds.length > 0) {
    const [i, r2] = randomInt(r1, builds.length);
    return [builds[i] ?? 0, r2];
  }
  if (roll >= 8 && end >= 0) return [end, r1];
  return randomInt(r1, legal.length);
}

test('one bot against three random players places first in at least 80 of 100 seeded 4-player games', () => {
  const strength = botStrength({ game, bot, seats: 4, games: 100, seed: 'bot-', opponent: sensibly });
  expect(strength.firstOrTied).toBeGreaterThanOrEqual(80);
});
