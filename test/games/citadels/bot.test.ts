// The Citadels bot only picks legal moves from its own view, finishes games, and beats the random player.
import { expect, test } from 'vitest';
import { seedRng } from '../../../src/engine/random';
import { bot } from '../../../src/games/citadels/bot';
import { game } from '../../../src/games/citadels/rules';
import { playOut } from './support';

test.each([2, 3, 4, 5, 6, 7])('%i bots play a whole game to the end with legal moves only', (seats) => {
  let s = game.setup(seats, game.defaultOptions(seats), `bots-${seats}`);
  for (let step = 0; step < 5000; step++) {
    const st = game.status(s);
    if (st.kind === 'over') break;
    const seat = st.active[0] ?? 0;
    const legal = game.legalMoves(s, seat);
    const m = bot.choose(game.view(s, seat), seat, legal, seedRng(`b${step}`));
    expect(game.validate(s, seat, m)).toBeNull();
    s = game.apply(s, seat, m);
  }
  expect(game.status(s).kind).toBe('over');
});

test('one bot against three random players places first in at least 80 of 100 seeded 4-player games', () => {
  let first = 0;
  for (let n = 0; n < 100; n++) {
    const seat = n % 4;
    const st = game.status(playOut(4, `bot-${n}`, [seat]).state);
    if (st.kind === 'over' && st.ranking[0]?.includes(seat)) first++;
  }
  expect(first).toBeGreaterThanOrEqual(80);
});
