// Rats of Wistar balance: seeded bot-vs-bot games per player count (npx tsx scripts/rats-of-wistar-balance.ts [games]).
// Reports first-seat advantage, score spread, win rate by main strategy, each invention design's pick rate and
// win-rate lift, the bot against a random player, and playouts per second. COUNTS=2,3 limits the player counts;
// FULL=1 lists every design.

import { type Rng, randomInt, seedRng } from '../src/engine/random';
import { bot, PLANS, type Plan, planBot } from '../src/games/rats-of-wistar/bot';
import { INVENTIONS } from '../src/games/rats-of-wistar/data';
import { game, type RwState } from '../src/games/rats-of-wistar/rules';
import { card, scoreOf, total } from '../src/games/rats-of-wistar/rules/core';

type Chooser = 'bot' | 'random' | Plan;
const BOTS = Object.fromEntries(PLANS.map((p) => [p, planBot(p)]));
function play(seats: number, seed: string, who: (seat: number) => Chooser): RwState {
  let s = game.setup(seats, {}, seed);
  let rng: Rng = seedRng(`moves-${seed}`);
  for (let step = 0; step < 20000; step++) {
    const st = game.status(s);
    if (st.kind === 'over') return s;
    const seat = st.active[0] as number;
    const legal = game.legalMoves(s, seat);
    let m: (typeof legal)[number];
    const c = who(seat);
    if (c !== 'random') {
      m = (c === 'bot' ? bot : (BOTS[c] ?? bot)).choose(game.view(s, seat), seat, legal, rng);
      rng = randomInt(rng, 7)[1];
    } else {
      const [i, r] = randomInt(rng, legal.length);
      rng = r;
      m = legal[i] as (typeof legal)[number];
    }
    s = game.apply(s, seat, m);
  }
  throw new Error(`game ${seed} did not end`);
}
const winnerOf = (s: RwState) => {
  const st = game.status(s);
  if (st.kind !== 'over') throw new Error('not over');
  return (st.ranking[0] as number[])[0] as number;
};

const N = Number(process.argv[2] ?? 500);
const t0 = performance.now();
let games = 0;
const COUNTS = (process.env.COUNTS ?? '1,2,3,4').split(',').map(Number);
for (const seats of COUNTS) {
  const wins = Array(seats).fill(0);
  const scores: number[] = [];
  const strat: Record<string, [number, number]> = {};
  const byPlan: Record<string, [number, number]> = {};
  const pick = new Map<number, [number, number]>(); // design -> [played, wins]
  let spread = 0;
  for (let g = 0; g < N; g++) {
    // Each seat leans towards a plan drawn from the game's seed (so each plan's win rate is measured).
    let prng = seedRng(`plan-${seats}-${g}`);
    const plans = Array.from({ length: seats }, () => {
      const [k, r] = randomInt(prng, PLANS.length);
      prng = r;
      return PLANS[k] as Plan;
    });
    const s = play(seats, `bal-${seats}-${g}`, (seat) => plans[seat] as Plan);
    games++;
    const w = winnerOf(s);
    wins[w]++;
    const totals = s.players.map((_, i) => total(scoreOf(s, i)));
    scores.push(...totals);
    spread += Math.max(...totals) - Math.min(...totals);
    s.players.forEach((p, i) => {
      const bp = byPlan[plans[i] as string] ?? [0, 0];
      bp[0]++;
      if (i === w) bp[1]++;
      byPlan[plans[i] as string] = bp;
      const cats = scoreOf(s, i);
      const v = (c: string) => cats.find((x) => x.code === c)?.value ?? 0;
      const main = [
        ['beds', v('score.beds')],
        ['rooms', v('score.rooms')],
        ['inventions', v('score.inventions') + v('score.end-effects')],
        ['missions', v('score.abilities') + v('score.bonus')],
        ['guests', v('score.guests')],
      ].sort((a, b) => (b[1] as number) - (a[1] as number))[0]?.[0] as string;
      const e = strat[main] ?? [0, 0];
      e[0]++;
      if (i === w) e[1]++;
      strat[main] = e;
      for (const c of new Set(p.played.map((x) => card(x).id))) {
        const q = pick.get(c) ?? [0, 0];
        q[0]++;
        if (i === w) q[1]++;
        pick.set(c, q);
      }
    });
  }
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  const sd = Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / scores.length);
  console.log(`\n== ${seats} player(s), ${N} bot games ==`);
  console.log(
    `mean score ${mean.toFixed(1)} (sd ${sd.toFixed(1)}), mean winner-loser spread ${(spread / N).toFixed(1)}`,
  );
  console.log(`win rate by seat: ${wins.map((x) => `${((100 * x) / N).toFixed(1)}%`).join(' ')}`);
  if (seats > 1) {
    console.log(
      `strategy (largest category) -> players, win rate: ${Object.entries(strat)
        .map(([k, [n, w]]) => `${k} ${n} ${((100 * w) / n).toFixed(1)}%`)
        .join('; ')}`,
    );
    console.log(
      `win rate by plan the bot leans to: ${Object.entries(byPlan)
        .map(([k, [n, w]]) => `${k} ${n} ${((100 * w) / n).toFixed(1)}%`)
        .join('; ')}`,
    );
    const base = 100 / seats;
    const rows = INVENTIONS.map((inv) => {
      const [n, w] = pick.get(inv.id) ?? [0, 0];
      return { id: inv.id, tier: inv.tier, rate: (100 * n) / (N * seats), lift: n > 0 ? (100 * w) / n - base : 0, n };
    });
    const out = rows.filter((r) => Math.abs(r.lift) > 10 && r.n >= 30);
    const maxLift = rows
      .filter((r) => r.n >= 30)
      .reduce((a, r) => (Math.abs(r.lift) > Math.abs(a.lift) ? r : a), { id: -1, lift: 0, n: 0 });
    console.log(
      `largest lift (n>=30): #${maxLift.id} ${maxLift.lift.toFixed(1)} (n=${maxLift.n}); designs with n<30: ${rows.filter((r) => r.n < 30).length}`,
    );
    console.log(
      `inventions: pick rate (played per player-game) min ${Math.min(...rows.map((r) => r.rate)).toFixed(1)}% max ${Math.max(...rows.map((r) => r.rate)).toFixed(1)}%; lift outliers >10 points (n>=30): ${out.map((r) => `#${r.id} ${r.lift.toFixed(1)}`).join(', ') || 'none'}`,
    );
    if (process.env.FULL)
      for (const r of rows)
        console.log(`  #${r.id} ${r.tier} pick ${r.rate.toFixed(1)}% lift ${r.lift.toFixed(1)} (n=${r.n})`);
    // Bot against random players, and bot seat 0 against bots.
    let bw = 0;
    let bs = 0;
    let rs = 0;
    const M = Math.min(N, 200);
    for (let g = 0; g < M; g++) {
      const s = play(seats, `vr-${seats}-${g}`, (seat) => (seat === g % seats ? 'bot' : 'random'));
      games++;
      if (winnerOf(s) === g % seats) bw++;
      s.players.forEach((_, i) => {
        if (i === g % seats) bs += total(scoreOf(s, i));
        else rs += total(scoreOf(s, i));
      });
    }
    console.log(
      `bot vs random (${M} games): bot wins ${((100 * bw) / M).toFixed(1)}%, bot mean ${(bs / M).toFixed(1)}, random mean ${(rs / (M * (seats - 1))).toFixed(1)}`,
    );
  } else {
    let rs = 0;
    for (let g = 0; g < Math.min(N, 200); g++)
      rs += total(
        scoreOf(
          play(1, `vr-1-${g}`, () => 'random'),
          0,
        ),
      );
    console.log(`solo random mean ${(rs / Math.min(N, 200)).toFixed(1)}`);
  }
}
console.log(
  `\n${games} games in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${(games / ((performance.now() - t0) / 1000)).toFixed(1)} games/s`,
);
