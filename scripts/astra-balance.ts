// Astra balance figures (NOTES.md): seeded bot games per player count, win rate by seat, score spread, card pick
// rates and win-rate lift, game length in turns and estimated minutes; bot vs random.
// Run: npx tsx scripts/astra-balance.ts [games] [counts, e.g. 4,5]
// Trying a design without editing data.ts (the runtime objects are patched for this run only):
//   ASTRA_RECIPE='5:7:30'        display and cards used for a player count
//   ASTRA_BONUS='5:3,0,0,0,0'    extra starting stardust by seat
//   ASTRA_PATCH='{"bootes":{"points":0,"ability":"fame2"}}'   card fields
//   ASTRA_RANDOM=0               skip the bot-vs-random games;  ASTRA_CARDS=1  print every card's figures
//   ASTRA_FATE=lepus,auriga      where those cards were at the end: kept, discarded, left in the sky, never drawn
//   ASTRA_END=card               the old end rule (the end starts when a later refill shows the Game End card)

import { type Rng, randomInt, seedRng } from '../src/engine/random';
import { bot } from '../src/games/astra/bot';
import { BY_ID, CONSTELLATIONS, RECIPE, SEAT_BONUS } from '../src/games/astra/data';
import { type AsState, game } from '../src/games/astra/rules';

type Player = 'bot' | 'random';
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

for (const spec of (process.env.ASTRA_RECIPE ?? '').split(';').filter(Boolean)) {
  const [n, display, cards] = spec.split(':').map(Number);
  (RECIPE as Record<number, { display: number; cards: number }>)[n as number] = {
    display: display as number,
    cards: cards as number,
  };
}
for (const spec of (process.env.ASTRA_BONUS ?? '').split(';').filter(Boolean)) {
  const [n, list] = spec.split(':');
  (SEAT_BONUS as Record<number, number[]>)[Number(n)] = (list ?? '').split(',').map(Number);
}
for (const [id, fields] of Object.entries(JSON.parse(process.env.ASTRA_PATCH ?? '{}') as Record<string, object>)) {
  const card = BY_ID.get(id) as Mutable<object> | undefined;
  if (!card) throw new Error(`no card ${id}`);
  Object.assign(card, fields);
}

function play(seats: number, seed: string, kinds: readonly Player[]) {
  let s: AsState = game.setup(seats, { end: process.env.ASTRA_END === 'card' ? 'card' : 'deck' }, seed);
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
  throw new Error(`game ${seed} did not end`);
}

const N = Number(process.argv[2] ?? 500);
const counts = (process.argv[3] ?? '2,3,4,5').split(',').map(Number);
const t0 = performance.now();
let moves = 0;
const maxLift = new Map<string, { lift: number; at: number }>();
const pickRates = new Map<string, number[]>();
for (const seats of counts) {
  const wins = Array(seats).fill(0);
  const totals: number[] = [];
  const spread: number[] = [];
  const pick = new Map<string, number>();
  const pickWin = new Map<string, number>();
  let turnSum = 0;
  let decSum = 0;
  const fateOf = (process.env.ASTRA_FATE ?? '').split(',').filter(Boolean);
  const fates = new Map<string, Record<string, number>>(fateOf.map((id) => [id, {}]));
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
    for (const [id, f] of fates) {
      const where = r.s.players.some((p) => p.cards.some((c) => c.id === id))
        ? 'kept'
        : r.s.discard.includes(id)
          ? 'discarded'
          : r.s.sky.some((c) => c.id === id)
            ? 'sky'
            : r.s.deck.includes(id)
              ? 'deck'
              : 'box';
      f[where] = (f[where] ?? 0) + 1;
    }
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
  const turns = turnSum / N;
  // Minutes for people: 60-70 s a turn (an ability or two, a line of star taps, perhaps a boon) — NOTES.md.
  const minutes = `${Math.round((turns * 60) / 60)}-${Math.round((turns * 70) / 60)}`;
  console.log(`\n== ${seats} players, ${N} games`);
  console.log(
    `win rate by seat: ${wins.map((w) => ((100 * w) / N).toFixed(1)).join(' / ')} % (fair ${base.toFixed(1)})`,
  );
  console.log(
    `score mean ${mean.toFixed(1)} sd ${sd.toFixed(1)}; mean winner-loser gap ${(spread.reduce((a, b) => a + b, 0) / spread.length).toFixed(1)}`,
  );
  console.log(
    `turns per game ${turns.toFixed(1)} (${(turns / seats).toFixed(1)} per player), decisions ${(decSum / N).toFixed(0)}, about ${minutes} min`,
  );
  const lifts = CONSTELLATIONS.map((c) => {
    const n = pick.get(c.id) ?? 0;
    const w = pickWin.get(c.id) ?? 0;
    return { id: c.id, rate: n / N, kept: n, lift: n ? (100 * w) / n - base : 0 };
  }).sort((a, b) => b.lift - a.lift);
  const held = [...pick.values()].reduce((a, b) => a + b, 0);
  const heldWin = [...pickWin.values()].reduce((a, b) => a + b, 0);
  console.log(`lift of an average kept card (winners keep more cards): ${((100 * heldWin) / held - base).toFixed(1)}`);
  for (const x of lifts) {
    const m = maxLift.get(x.id);
    if (!m || x.lift > m.lift) maxLift.set(x.id, { lift: x.lift, at: seats });
    pickRates.set(x.id, [...(pickRates.get(x.id) ?? []), x.rate]);
  }
  // The same lift pooled by ability and by grand-star count: a kind that is too strong shows on every card of it.
  for (const [label, key] of [
    ['ability', (id: string) => BY_ID.get(id)?.ability ?? ''],
    ['grand stars', (id: string) => String(BY_ID.get(id)?.grand.length ?? 0)],
  ] as const) {
    const groups = new Map<string, [number, number]>();
    for (const [id, n] of pick) {
      const g = groups.get(key(id)) ?? [0, 0];
      groups.set(key(id), [g[0] + n, g[1] + (pickWin.get(id) ?? 0)]);
    }
    const parts = [...groups.entries()].map(([k, [n, w]]) => `${k} ${((100 * w) / n - base).toFixed(1)}`);
    console.log(`lift by ${label}: ${parts.sort().join(', ')}`);
  }
  const shown = process.env.ASTRA_CARDS ? lifts : [...lifts.slice(0, 5), ...lifts.slice(-3)];
  console.log(`cards kept at the end per game (pick rate) and lift in win-rate points:`);
  for (const x of shown) console.log(`  ${x.id}: kept ${x.rate.toFixed(2)}, lift ${x.lift.toFixed(1)}`);
  console.log(
    `cards with lift > 10: ${
      lifts
        .filter((x) => x.lift > 10)
        .map((x) => `${x.id} ${x.lift.toFixed(1)} (kept ${x.kept} times)`)
        .join(', ') || 'none'
    }`,
  );
  for (const [id, f] of fates) {
    const parts = Object.entries(f).map(([k, n]) => `${k} ${(n / N).toFixed(2)}`);
    console.log(`fate of ${id} at the end (per game): ${parts.sort().join(', ')}`);
  }
  if (process.env.ASTRA_RANDOM === '0') continue;
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
if (process.env.ASTRA_CARDS) {
  console.log(`\nevery card: pick rate per count (${counts.join('/')}), max lift (at count)`);
  for (const c of CONSTELLATIONS) {
    const m = maxLift.get(c.id);
    console.log(
      `  ${c.id}: ${(pickRates.get(c.id) ?? []).map((r) => r.toFixed(2)).join('/')}, max ${m?.lift.toFixed(1)} (${m?.at}p)`,
    );
  }
}
const worst = [...maxLift.entries()].sort((a, b) => b[1].lift - a[1].lift)[0];
console.log(`\nhighest lift at any count: ${worst?.[0]} ${worst?.[1].lift.toFixed(1)} (${worst?.[1].at}p)`);
console.log(`${moves} bot moves in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
