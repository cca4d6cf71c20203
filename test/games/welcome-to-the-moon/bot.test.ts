// The bot plays legal moves only and beats a random player on The Launch (issue: mean over 100 seeded games).
import { describe, expect, test } from 'vitest';
import { type Rng, randomInt, seedRng } from '../../../src/engine/random';
import { bot } from '../../../src/games/welcome-to-the-moon/bot';
import { game, type WtmMove } from '../../../src/games/welcome-to-the-moon/rules';

/** One 2-player game: the bot at `botSeat`, a random player (never cancelling) at the other seat. */
function duel(n: number, botSeat: number): { bot: number; random: number } {
  let s = game.setup(2, { adventure: 1 }, `duel-${n}`);
  let rng: Rng = seedRng(`duel-moves-${n}`);
  for (let step = 0; step < 5000; step++) {
    const st = game.status(s);
    if (st.kind === 'over') {
      const score = (seat: number) => st.scores.find((x) => x.seat === seat)?.total ?? 0;
      return { bot: score(botSeat), random: score(1 - botSeat) };
    }
    const seat = st.active[0] ?? 0;
    const legal = game.legalMoves(s, seat);
    let m: WtmMove;
    if (seat === botSeat) {
      m = bot.choose(game.view(s, seat), seat, legal, rng);
      const want = JSON.stringify(m);
      if (!legal.some((l) => JSON.stringify(l) === want)) throw new Error(`bot played an illegal move ${want}`);
    } else {
      const pool = legal.filter((l) => l.kind !== 'cancel');
      const [i, next] = randomInt(rng, pool.length);
      rng = next;
      m = pool[i] as WtmMove;
    }
    s = game.apply(s, seat, m);
  }
  throw new Error('game did not end');
}

describe('bot', () => {
  test('over 100 seeded games it scores far above a random player and wins nearly all', () => {
    let botSum = 0;
    let randomSum = 0;
    let wins = 0;
    for (let n = 0; n < 100; n++) {
      const r = duel(n, n % 2);
      botSum += r.bot;
      randomSum += r.random;
      if (r.bot > r.random) wins++;
    }
    // Measured (scripted runs, other seeds): bot mean 115-121, random about 8, 99-100 wins of 100 (NOTES.md).
    expect(botSum / 100).toBeGreaterThan(randomSum / 100 + 60);
    expect(wins).toBeGreaterThanOrEqual(90);
  });
});
