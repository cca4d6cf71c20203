// Russian Railroads balance: seeded bot games per player count.
// Usage: npx tsx scripts/russian-railroads-balance.ts [games=300] [counts=2,3,4] [vs-games=100]
//   RR_MODE=rotate (default: seats rotate the strategies game by game) or RR_MODE=mixed (every seat the mixed bot)
//   RR_TURN=0,1,1,1 tries other turn-card points for this run only (the script overwrites the data table in memory)
// Reports wins and mean scores by seat in the starting turn order and by strategy, then the bot against random and
// against itself. Seeds: `bal-<count>-<g>` (rotate), `seat-<count>-<g>` (mixed), `vs-<random|self>-<count>-<g>`.

import type { Bot } from '../src/engine/bot';
import { type Rng, randomInt, seedRng } from '../src/engine/random';
import { makeBot, STRATEGIES } from '../src/games/russian-railroads/bot';
import { TURN_CARD_POINTS } from '../src/games/russian-railroads/data';
import { game, type RrMove, type RrView } from '../src/games/russian-railroads/rules';

const N = Number(process.argv[2] ?? 300);
const COUNTS = (process.argv[3] ?? '2,3,4').split(',').map(Number);
const VS = Number(process.argv[4] ?? 100);
const MODE = process.env.RR_MODE === 'mixed' ? 'mixed' : 'rotate';
if (process.env.RR_TURN) {
  const table = TURN_CARD_POINTS as unknown as number[];
  process.env.RR_TURN.split(',').forEach((p, i) => {
    table[i] = Number(p);
  });
}

const random: Bot<RrView, RrMove> = {
  choose: (_v, _s, legal, rng) => legal[randomInt(rng, legal.length)[0]] as RrMove,
};
type Name = keyof typeof STRATEGIES;
const names = Object.keys(STRATEGIES) as Name[];

function play(seats: number, bots: Bot<RrView, RrMove>[], seed: string) {
  let s = game.setup(seats, {}, seed);
  const order = [...s.order];
  let rng: Rng = seedRng(`${seed}-bots`);
  for (;;) {
    const st = game.status(s);
    if (st.kind === 'over') return { st, order };
    const seat = st.active[0] as number;
    const legal = game.legalMoves(s, seat);
    const m = (bots[seat] as Bot<RrView, RrMove>).choose(game.view(s, seat), seat, legal, rng);
    rng = randomInt(rng, 1000)[1];
    s = game.apply(s, seat, m);
  }
}

/** Wins (shared wins split) and total score per key, over the games counted. */
class Tally {
  wins = new Map<string, number>();
  score = new Map<string, number>();
  games = new Map<string, number>();
  add(key: string, won: number, score: number): void {
    this.wins.set(key, (this.wins.get(key) ?? 0) + won);
    this.score.set(key, (this.score.get(key) ?? 0) + score);
    this.games.set(key, (this.games.get(key) ?? 0) + 1);
  }
  line(keys: readonly string[]): string {
    return keys
      .map((k) => {
        const g = this.games.get(k) ?? 0;
        const w = (100 * (this.wins.get(k) ?? 0)) / Math.max(1, g);
        return `${k} ${w.toFixed(1)}% (mean ${((this.score.get(k) ?? 0) / Math.max(1, g)).toFixed(1)}, ${g} seats)`;
      })
      .join(', ');
  }
}

function balance(seats: number): void {
  const bySeat = new Tally();
  const byStrategy = new Tally();
  let total = 0;
  for (let g = 0; g < N; g++) {
    const strat = Array.from({ length: seats }, (_, i) => (MODE === 'mixed' ? 'mixed' : names[(g + i) % names.length]));
    const seed = `${MODE === 'mixed' ? 'seat' : 'bal'}-${seats}-${g}`;
    const { st, order } = play(
      seats,
      strat.map((k) => makeBot(STRATEGIES[k as Name])),
      seed,
    );
    if (st.kind !== 'over') continue;
    const top = st.ranking[0] ?? [];
    for (const x of st.scores) {
      const won = top.includes(x.seat) ? 1 / top.length : 0;
      bySeat.add(`${order.indexOf(x.seat) + 1}.`, won, x.total);
      byStrategy.add(strat[x.seat] as string, won, x.total);
      total += x.total;
    }
  }
  const positions = Array.from({ length: seats }, (_, i) => `${i + 1}.`);
  console.log(`${seats}p ${MODE}, turn cards ${TURN_CARD_POINTS.slice(0, seats).join('/')}, ${N} games`);
  console.log(`  by seat in turn order: ${bySeat.line(positions)} (fair ${(100 / seats).toFixed(1)}%)`);
  if (MODE === 'rotate') console.log(`  by strategy: ${byStrategy.line(names)}`);
  console.log(`  mean score ${(total / (N * seats)).toFixed(1)}`);
}

function versus(seats: number, vs: 'random' | 'self'): void {
  let botWins = 0;
  let botScore = 0;
  let otherScore = 0;
  for (let g = 0; g < VS; g++) {
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
    `  bot vs ${vs}: bot seat wins ${botWins.toFixed(1)}/${VS}, mean ${(botScore / VS).toFixed(1)} vs others ${(otherScore / VS).toFixed(1)}`,
  );
}

const t0 = performance.now();
for (const seats of COUNTS) {
  const t = performance.now();
  if (N > 0) balance(seats);
  if (VS > 0) for (const vs of ['random', 'self'] as const) versus(seats, vs);
  console.log(`  ${seats}p took ${((performance.now() - t) / 1000).toFixed(0)} s`);
}
console.log(`done in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
