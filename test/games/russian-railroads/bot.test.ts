// Russian Railroads' bot (bot.ts): the behaviour the balance runs depend on (NOTES.md "First seat").
import { expect, test } from 'vitest';
import { type Rng, randomInt, seedRng } from '../../../src/engine/random';
import { BOT_TUNING, makeBot, STRATEGIES } from '../../../src/games/russian-railroads/bot';
import { game, type RrState } from '../../../src/games/russian-railroads/rules';

/** Bot against bot from a seed: the turn order of every round and the seats that claimed a turn-order space. */
function orders(seats: number, seed: string): { orders: string[]; claims: number } {
  const bot = makeBot(STRATEGIES.mixed);
  let s: RrState = game.setup(seats, {}, seed);
  let rng: Rng = seedRng(`${seed}-bot`);
  const out = [s.order.join()];
  let claims = 0;
  for (;;) {
    const st = game.status(s);
    if (st.kind === 'over') return { orders: out, claims };
    const seat = st.active[0] as number;
    const m = bot.choose(game.view(s, seat), seat, game.legalMoves(s, seat), rng);
    rng = randomInt(rng, 1000)[1];
    if (m.kind === 'place' && (m.space === 'first' || m.space === 'second')) claims++;
    const round = s.round;
    s = game.apply(s, seat, m);
    if (s.round !== round) out.push(s.order.join());
  }
}

// Reference "Turn order": claimants of the 1st/2nd place spaces move to the front next round. The first bot never
// claimed one (it saw no value in going first), so the seat the setup drew first stayed first all game.
test('bots claim the turn-order spaces, so the first seat of round 1 does not stay first all game (seed bot-order)', () => {
  const { orders: o, claims } = orders(3, 'bot-order');
  expect(claims).toBeGreaterThan(0);
  expect(new Set(o).size).toBeGreaterThan(1);
});

test('without the turn-order term the same game keeps one order throughout (the cause of the first-seat losses)', () => {
  const saved = { ...BOT_TUNING };
  BOT_TUNING.turn = 0;
  BOT_TUNING.majority = 0;
  try {
    const { orders: o, claims } = orders(3, 'bot-order');
    expect(claims).toBe(0);
    expect(new Set(o).size).toBe(1);
  } finally {
    Object.assign(BOT_TUNING, saved);
  }
});
