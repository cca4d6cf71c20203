// Astra balance figures (NOTES.md): seeded bot games per player count, first-seat advantage, score spread, card
// pick rates and win-rate lift, game length; bot vs random. Run: npx tsx scripts/astra-balance.ts [games]

import { type Rng, randomInt, seedRng } from '../src/engine/random';
import { bot } from '../src/games/astra/bot';
import { CONSTELLATIONS } from '../src/games/astra/data';
import { type AsState, game } from '../src/games/astra/rules';

type Player = 'bot' | 'random';

function play(seats: number, seed: string, kinds: readonly Player[]) {
  let s: AsState = game.setup(seats, {}, seed);
  let rng: Rng = seedRng(`${seed}/players`);
  let turns = 0;
  let decisions = 0;
  for (let step = 0; step < 20000; step++) {
    const st = game.status(s);
    if (st.kind === 'over') return { s, st, turns, decisions };
    const seat = st.active[0] as number;
    const legal = game.legalMoves(s, seat);
    let m = legal[0];
    if (kinds[seat] === 'bot') {
      const [n, r] = randomInt(rng, 1 << 30);
      rng = r;
      m = bot.choose(game.view(s, seat), seat, legal, seedRng(`${n}`));
    } else {
      const [i, r] = randomInt(rng, legal.length);
      rng = r;
      m = legal[i];
    }
    if (!m) throw new Error('no move');
    const before = s.turn.seat;
    s = game.apply(s, seat, m);
    decisions++;
    if (s.turn.seat !== before || s.asks.length === 0) turns++;
  }
  console.error(
    JSON.stringify(s.asks),
    JSON.stringify(s.players),
    s.sky.map((c) => c.marks.join('')),
    s.deck.length,
    s.turnsLeft,
  );
  throw new Error(`game ${seed} did not end`);
}

const N = Number(process.argv[2] ?? 500);
const t0 = performance.now();
let moves = 0;
for (let seats = 2; seats <= 5; seats++) {
  const wins = Array(seats).fill(0);
  const totals: number[] = [];
  const spread: number[] = [];
  const pick = new Map<string, number>();
  const pickWin = new Map<string, number>();
  let turnSum = 0;
  let decSum = 0;
  for (let g = 0; g < N; g++) {
    const r = play(seats, `bal-${seats}-${g}`, Array(seats).fill('bot'));
    moves += r.decisions;
    turnSum += r.turns;
    decSum += r.decisions;
    if (r.st.kind !== 'over') continue;
    const first = r.st.ranking[0] ?? [];
    for (const w of first) wins[w] += 1 / first.length;
    const ts = r.st.scores.map((x) => x.total);
    totals.push(...ts);
    spread.push(Math.max(...ts) - Math.min(...ts));
    r.s.players.forEach((p, seat) => {
      for (const c of p.cards) {
        pick.set(c.id, (pick.get(c.id) ?? 0) + 1);
        if (first.includes(seat)) pickWin.set(c.id, (pickWin.get(c.id) ?? 0) + 1 / first.length);
      }
    });
  }
  const mean = totals.reduce((a, b) => a + b, 0) / totals.length;
  const sd = Math.sqrt(totals.reduce((a, b) => a + (b - mean) ** 2, 0) / totals.length);
  const base = 100 / seats;
  console.log(`\n== ${seats} players, ${N} games`);
  console.log(
    `win rate by seat: ${wins.map((w) => ((100 * w) / N).toFixed(1)).join(' / ')} % (fair ${base.toFixed(1)})`,
  );
  console.log(
    `score mean ${mean.toFixed(1)} sd ${sd.toFixed(1)}; mean winner-loser gap ${(spread.reduce((a, b) => a + b, 0) / spread.length).toFixed(1)}`,
  );
  console.log(
    `turns per game ${(turnSum / N).toFixed(1)} (${(turnSum / N / seats).toFixed(1)} per player), decisions ${(decSum / N).toFixed(0)}`,
  );
  const lifts = CONSTELLATIONS.map((c) => {
    const n = pick.get(c.id) ?? 0;
    const w = pickWin.get(c.id) ?? 0;
    return { id: c.id, rate: n / N, lift: n ? (100 * w) / n - base : 0 };
  }).sort((a, b) => b.lift - a.lift);
  console.log(`cards kept at the end per game (pick rate), top/bottom lift in win-rate points:`);
  for (const x of [...lifts.slice(0, 5), ...lifts.slice(-3)])
    console.log(`  ${x.id}: kept ${x.rate.toFixed(2)}, lift ${x.lift.toFixed(1)}`);
  console.log(
    `cards with lift > 10: ${
      lifts
        .filter((x) => x.lift > 10)
        .map((x) => x.id)
        .join(', ') || 'none'
    }`,
  );
  // bot vs random
  let botWins = 0;
  let botScore = 0;
  let rndScore = 0;
  const M = Math.min(N, 200);
  for (let g = 0; g < M; g++) {
    const kinds: Player[] = Array.from({ length: seats }, (_, i) => (i === g % seats ? 'bot' : 'random'));
    const r = play(seats, `vr-${seats}-${g}`, kinds);
    if (r.st.kind !== 'over') continue;
    const b = g % seats;
    if ((r.st.ranking[0] ?? []).includes(b)) botWins++;
    for (const x of r.st.scores) {
      if (x.seat === b) botScore += x.total;
      else rndScore += x.total / (seats - 1);
    }
  }
  console.log(
    `1 bot vs ${seats - 1} random (${M} games): bot wins ${((100 * botWins) / M).toFixed(1)} %, mean bot ${(botScore / M).toFixed(1)} vs random ${(rndScore / M).toFixed(1)}`,
  );
}
console.log(`\n${moves} bot moves in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
