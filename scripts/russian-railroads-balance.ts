// Russian Railroads balance: seeded bot games per player count. Usage: npx tsx scripts/russian-railroads-balance.ts [games]
// Reports win rates per strategy (seats rotate strategies), first-seat advantage, and the bot against random and itself.

import type { Bot } from '../src/engine/bot';
import { type Rng, randomInt, seedRng } from '../src/engine/random';
import { makeBot, STRATEGIES } from '../src/games/russian-railroads/bot';
import { game, type RrMove, type RrView } from '../src/games/russian-railroads/rules';

const N = Number(process.argv[2] ?? 300);
const random: Bot<RrView, RrMove> = {
  choose: (_v, _s, legal, rng) => legal[randomInt(rng, legal.length)[0]] as RrMove,
};

function play(seats: number, bots: Bot<RrView, RrMove>[], seed: string) {
  let s = game.setup(seats, {}, seed);
  let rng: Rng = seedRng(`${seed}-bots`);
  for (;;) {
    const st = game.status(s);
    if (st.kind === 'over') return { st, order: s };
    const seat = st.active[0] as number;
    const legal = game.legalMoves(s, seat);
    const m = (bots[seat] as Bot<RrView, RrMove>).choose(game.view(s, seat), seat, legal, rng);
    rng = randomInt(rng, 1000)[1];
    s = game.apply(s, seat, m);
  }
}

const names = Object.keys(STRATEGIES) as (keyof typeof STRATEGIES)[];
const t0 = performance.now();
const COUNTS = (process.argv[3] ?? '2,3,4').split(',').map(Number);
const VS = Number(process.argv[4] ?? 100);
for (const seats of COUNTS) {
  const wins: Record<string, number> = {};
  const games: Record<string, number> = {};
  let firstWins = 0;
  for (let g = 0; g < N; g++) {
    const strat = Array.from({ length: seats }, (_, i) => names[(g + i) % names.length] as keyof typeof STRATEGIES);
    const s0 = game.setup(seats, {}, `bal-${seats}-${g}`);
    const { st } = play(
      seats,
      strat.map((k) => makeBot(STRATEGIES[k])),
      `bal-${seats}-${g}`,
    );
    if (st.kind !== 'over') continue;
    const top = st.ranking[0] ?? [];
    for (let i = 0; i < seats; i++) {
      const k = strat[i] as string;
      games[k] = (games[k] ?? 0) + 1;
      if (top.includes(i)) wins[k] = (wins[k] ?? 0) + 1 / top.length;
    }
    if (top.includes(s0.order[0] as number)) firstWins += 1 / top.length;
  }
  const rates = names.map((k) => `${k} ${((100 * (wins[k] ?? 0)) / (games[k] ?? 1)).toFixed(1)}% of ${games[k]}`);
  console.log(
    `${seats}p strategies: ${rates.join(', ')}; first seat wins ${((100 * firstWins) / N).toFixed(1)}% (fair ${(100 / seats).toFixed(1)}%)`,
  );
  for (const vs of ['random', 'self'] as const) {
    let botWins = 0;
    let botScore = 0;
    let otherScore = 0;
    const G = VS;
    for (let g = 0; g < G; g++) {
      const seat = g % seats;
      const bots = Array.from({ length: seats }, (_, i) =>
        i === seat || vs === 'self' ? makeBot(STRATEGIES.mixed) : random,
      );
      const { st } = play(seats, bots, `vs-${vs}-${seats}-${g}`);
      if (st.kind !== 'over') continue;
      const top = st.ranking[0] ?? [];
      if (top.includes(seat)) botWins += 1 / top.length;
      for (const x of st.scores) {
        if (x.seat === seat) botScore += x.total;
        else otherScore += x.total / (seats - 1);
      }
    }
    console.log(
      `${seats}p bot vs ${vs}: bot seat wins ${botWins.toFixed(1)}/${G}, mean ${(botScore / G).toFixed(1)} vs others ${(otherScore / G).toFixed(1)}`,
    );
  }
}
console.log(`done in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
