// The Wizard Extreme bot picks only legal moves and scores clearly fewer penalty points than a random player.
import { expect, test } from 'vitest';
import type { Seat } from '../../../src/engine/game';
import { type Rng, randomInt, seedRng } from '../../../src/engine/random';
import { bot } from '../../../src/games/wizard-extreme/bot';
import { game, type WeMove } from '../../../src/games/wizard-extreme/rules';

/** One 3-player game with the bot at `botSeat` and random players elsewhere; returns the totals. */
function match(seed: string, botSeat: Seat): number[] {
  let s = game.setup(3, game.defaultOptions(3), seed);
  let rng: Rng = seedRng(`bot-${seed}`);
  for (;;) {
    const st = game.status(s);
    if (st.kind === 'over') return st.scores.map((x) => x.total);
    const seat = st.active[0] ?? -1;
    const legal = game.legalMoves(s, seat);
    let move: WeMove;
    if (seat === botSeat) {
      move = bot.choose(game.view(s, seat), seat, legal, rng);
      if (!legal.some((m) => JSON.stringify(m) === JSON.stringify(move))) throw new Error('bot chose an illegal move');
      rng = randomInt(rng, 2)[1];
    } else {
      const [i, next] = randomInt(rng, legal.length);
      rng = next;
      move = legal[i] as WeMove;
    }
    s = game.apply(s, seat, move);
  }
}

test('over 100 seeded 3-player games the bot scores far fewer penalty points than random players', () => {
  let botTotal = 0;
  let randomTotal = 0;
  for (let g = 0; g < 100; g++) {
    const botSeat = g % 3;
    const totals = match(`g${g}`, botSeat);
    botTotal += totals[botSeat] ?? 0;
    randomTotal += totals.reduce((a, x) => a + x, 0) - (totals[botSeat] ?? 0);
  }
  const botAverage = botTotal / 100;
  const randomAverage = randomTotal / 200;
  // Recorded: bot about 26 per game, random about 57.
  expect(botAverage).toBeLessThan(randomAverage * 0.7);
});
