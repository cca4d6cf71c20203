// The Azul Duel bot picks only legal moves, beats a random player in at least 80 of 100 seeded games, and plays sensibly.
import { expect, test } from 'vitest';
import type { Seat } from '../../../src/engine/game';
import { type Rng, randomInt, seedRng } from '../../../src/engine/random';
import { bot } from '../../../src/games/azul-duel/bot';
import { type AdMove, type AdState, game } from '../../../src/games/azul-duel/rules';
import { board, tiling } from './builders';

/** One game with the bot at `botSeat` and a random player at the other seat; true when the bot ranks alone first. */
function botWins(seed: string, botSeat: Seat): boolean {
  let s: AdState = game.setup(2, game.defaultOptions(2), seed);
  let rng: Rng = seedRng(`bot-${seed}`);
  for (;;) {
    const st = game.status(s);
    if (st.kind === 'over') return st.ranking[0]?.length === 1 && st.ranking[0][0] === botSeat;
    const seat = st.active[0] ?? -1;
    const legal = game.legalMoves(s, seat);
    let move: AdMove;
    if (seat === botSeat) {
      move = bot.choose(game.view(s, seat), seat, legal, rng);
      if (!legal.some((m) => JSON.stringify(m) === JSON.stringify(move))) throw new Error('bot chose an illegal move');
      rng = randomInt(rng, 2)[1];
    } else {
      const [i, next] = randomInt(rng, legal.length);
      rng = next;
      move = legal[i] as AdMove;
    }
    s = game.apply(s, seat, move);
  }
}

test('the bot beats a random player in at least 80 of 100 seeded games (recorded: 100 of 100)', () => {
  let wins = 0;
  for (let g = 0; g < 100; g++) if (botWins(`g${g}`, g % 2)) wins++;
  expect(wins).toBeGreaterThanOrEqual(80);
});

test('on the wall it picks the cell that scores most', () => {
  // Plate 1 in slot 0: wild blue / turquoise black. A blue tile on row 0 may go to the wild (col 0) or blue (col 1).
  const b = board({ plates: [[0, 1, 0]], lines: { 0: ['blue', 1] }, wall: { '1,1': 'black' } });
  const s = tiling(b, {}, { kind: 'wall', seats: [0] });
  const legal = game.legalMoves(s, 0);
  expect(bot.choose(game.view(s, 0), 0, legal, seedRng('w'))).toEqual({ kind: 'wall', line: 0, col: 1 });
});
