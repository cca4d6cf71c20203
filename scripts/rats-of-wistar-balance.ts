// Rats of Wistar balance: seeded bot-vs-bot games per player count.
//   nice -n 10 npx tsx scripts/rats-of-wistar-balance.ts [games]   (COUNTS=2,3,4 picks the player counts)
// Reports wins by seat, score mean / sd and spread, the win rate of each plan the bots lean to (with its standard
// error), the win rate by largest score category, and each invention design's pick rate and WITHIN-PLAN win-rate
// lift: the win rate of the players who played the design minus that of the players of the same plan who did not,
// averaged over the plans weighted by holders, with its standard error (so a card is not credited with its plan's
// strength), and the MATCHED lift, whose strata also hold how many advanced designs the player played (so an
// advanced card is compared with other advanced cards, not with players too poor to buy one). Designs with |lift| > 7
// on either measure are listed; "CLEAR" marks lift - 2 SE > 10 (or lift + 2 SE < -10) with at least 30 holders.
//
// Measurement mode (FOCUS=advanced, FOCUS=basic, or FOCUS=31,32,...): a copy of one focus design per game (cycling through the
// list) is swapped into the starting draft, the first drafter takes that pair, and its holder plays it whenever a
// play of it is legal (it still has to afford it). This is a measurement device
// only (the bot's own draft is untouched); in this mode a design is judged only in the games where it was the
// focus, so rarely drafted designs get enough holders to be measured.
// OUT=file writes one JSON line per game; FROM=file1,file2 only reads such files and reports (no games).
// FULL=1 lists every design. BOT_VS_RANDOM=n plays n bot-vs-random games per count (default 200, 0 in focus mode).

import { appendFileSync, readFileSync } from 'node:fs';
import { type Rng, randomInt, seedRng } from '../src/engine/random';
import { bot, PLANS, type Plan, planBot } from '../src/games/rats-of-wistar/bot';
import { DECK, INVENTIONS } from '../src/games/rats-of-wistar/data';
import { game, type RwState } from '../src/games/rats-of-wistar/rules';
import { card } from '../src/games/rats-of-wistar/rules/core';
import { scoreOf, total } from '../src/games/rats-of-wistar/rules/scoring';

type Chooser = 'bot' | 'random' | Plan;
const BOTS = Object.fromEntries(PLANS.map((p) => [p, planBot(p)]));

/** Swaps a copy of design `d` into the starting draft's first pair (measurement mode only). */
function seedFocus(s: RwState, d: number): void {
  const tier = INVENTIONS[d]?.tier === 'advanced' ? 1 : 0;
  if (s.pairs.some((p) => DECK[p[tier]] === d)) return;
  const pools = tier === 1 ? [s.advancedDeck, s.advancedDisplay] : [s.basicDeck, s.basicDisplay];
  for (const pool of pools) {
    const i = pool.findIndex((c) => DECK[c] === d);
    if (i < 0) continue;
    const pair = s.pairs[0] as [number, number];
    const out = pair[tier];
    pair[tier] = pool[i] as number;
    pool[i] = out;
    return;
  }
}

/** Focus mode: the seat that drafted the focus pair in the last game played (-1 if none). */
let lastHolder = -1;
/** FORCE=0 (focus mode): only the draft is forced; the holder plays the card when its own bot chooses to. */
const FORCE_PLAY = process.env.FORCE !== '0';
function play(seats: number, seed: string, who: (seat: number) => Chooser, focus?: number): RwState {
  lastHolder = -1;
  let s = game.setup(seats, game.defaultOptions(seats), seed);
  if (focus !== undefined) seedFocus(s, focus);
  let rng: Rng = seedRng(`moves-${seed}`);
  for (let step = 0; step < 20000; step++) {
    const st = game.status(s);
    if (st.kind === 'over') return s;
    const seat = st.active[0] as number;
    const legal = game.legalMoves(s, seat);
    let m: (typeof legal)[number];
    const c = who(seat);
    const focusPair = focus === undefined ? -1 : s.pairs.findIndex((p) => DECK[p[0]] === focus || DECK[p[1]] === focus);
    // Measurement mode: the first drafter takes the focus pair, and its holder plays it when it may.
    const take =
      focusPair >= 0
        ? legal.find((x) => x.kind === 'draft' && x.pair === focusPair)
        : focus === undefined || !FORCE_PLAY
          ? undefined
          : legal.find((x) => x.kind === 'play' && DECK[x.card] === focus);
    if (take) {
      m = take;
      if (take.kind === 'draft') lastHolder = seat;
    } else if (c !== 'random') {
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

/** One finished game as the report needs it. */
interface Rec {
  n: number;
  w: number;
  focus?: number;
  /** Focus mode: the seat that drafted the focus pair. */
  holder?: number;
  p: { plan: string; score: number; main: string; played: number[]; cats?: number[] }[];
}
function record(s: RwState, plans: readonly string[], focus?: number): Rec {
  return {
    n: s.players.length,
    w: winnerOf(s),
    ...(focus === undefined ? {} : { focus, holder: lastHolder }),
    p: s.players.map((pl, i) => {
      const cats = scoreOf(s, i);
      const v = (c: string) => cats.find((x) => x.code === c)?.value ?? 0;
      const parts: [string, number][] = [
        ['beds', v('score.beds')],
        ['rooms', v('score.rooms')],
        ['inventions', v('score.inventions') + v('score.end-effects')],
        ['missions', v('score.abilities') + v('score.bonus')],
        ['guests', v('score.guests')],
      ];
      const main = [...parts].sort((a, b) => b[1] - a[1])[0]?.[0] as string;
      const sum = parts.reduce((a, x) => a + x[1], 0);
      return {
        plan: plans[i] as string,
        score: total(cats),
        main,
        played: [...new Set(pl.played.map((x) => card(x).id))],
        cats: [...parts.map((x) => x[1]), total(cats) - sum],
      };
    }),
  };
}

const pct = (x: number) => (100 * x).toFixed(1);
type Lift = { lift: number; se: number; h: number };
const clear = (x: Lift) => x.h >= 30 && (x.lift - 2 * x.se > 10 || x.lift + 2 * x.se < -10);
const fmt = (x: Lift) =>
  `${x.lift >= 0 ? '+' : ''}${x.lift.toFixed(1)} ±${x.se.toFixed(1)} (holders ${x.h})${clear(x) ? ' CLEAR' : ''}`;
/** One design's line: within-plan lift, then matched lift (same plan and number of advanced designs played). */
const line = (r: Lift & { id: number; tier: string; m: Lift }, rate?: number) =>
  `  #${r.id} ${r.tier}${rate === undefined ? '' : ` pick ${pct(rate)}%`} lift ${fmt(r)}; matched ${fmt(r.m)}`;
const isAdvanced = (d: number) => INVENTIONS[d]?.tier === 'advanced';
/** How many advanced designs a player played, 0-3 (3 = three or more): the matched strata's wealth proxy. */
const advancedPlayed = (played: readonly number[]) => Math.min(3, played.filter(isAdvanced).length);
/**
 * Within-plan lift of design d (points) and its standard error; h = holders. Strata are (player count, plan).
 * `matched`: the strata also hold the number of advanced designs played, so an advanced design's holders are
 * compared with players of the same plan who played as many other advanced designs (the wealth an advanced card
 * needs is then on both sides); this asks whether a design is an outlier among its peers.
 */
function lift(recs: readonly Rec[], d: number, matched = false): { lift: number; se: number; h: number } {
  const by = new Map<string, [number, number, number, number]>(); // plan -> holders, holder wins, others, other wins
  for (const r of recs) {
    if (r.focus !== undefined && r.focus !== d) continue;
    r.p.forEach((p, i) => {
      const key = matched ? `${r.n}-${p.plan}-${advancedPlayed(p.played)}` : `${r.n}-${p.plan}`;
      const e = by.get(key) ?? [0, 0, 0, 0];
      const won = i === r.w ? 1 : 0;
      if (p.played.includes(d)) {
        e[0]++;
        e[1] += won;
      } else {
        e[2]++;
        e[3] += won;
      }
      by.set(key, e);
    });
  }
  let h = 0;
  let l = 0;
  let v = 0;
  for (const [hn, , kn] of by.values()) if (hn > 0 && kn > 0) h += hn;
  for (const [hn, hw, kn, kw] of by.values()) {
    if (hn === 0 || kn === 0) continue;
    const a = (hw + 0.5) / (hn + 1);
    const b = (kw + 0.5) / (kn + 1);
    const wt = hn / h;
    l += wt * (hw / hn - kw / kn);
    v += wt * wt * ((a * (1 - a)) / hn + (b * (1 - b)) / kn);
  }
  return { lift: 100 * l, se: 100 * Math.sqrt(v), h };
}

/**
 * Focus mode's causal measure (intent to treat): the focus pair goes to the first drafter whatever its plan, so the
 * win rate of the seat given design d minus that seat's win rate over all focus games of the count is the effect of
 * being dealt d (diluted where the card is never played). Pooled over counts, weighted by games.
 */
function itt(recs: readonly Rec[], d: number): Lift {
  let l = 0;
  let v = 0;
  let h = 0;
  const counts = [...new Set(recs.map((r) => r.n))];
  const parts = counts.map((n) => {
    const all = recs.filter((r) => r.n === n && r.holder !== undefined && r.holder >= 0);
    const mine = all.filter((r) => r.focus === d);
    const rate = (xs: readonly Rec[]) => xs.filter((r) => r.w === r.holder).length / Math.max(1, xs.length);
    const p = rate(mine);
    const q = (p * mine.length + 0.5) / (mine.length + 1);
    return { n: mine.length, diff: p - rate(all), var: (q * (1 - q)) / Math.max(1, mine.length) };
  });
  for (const x of parts) h += x.n;
  for (const x of parts) {
    if (x.n === 0) continue;
    l += (x.n / h) * x.diff;
    v += (x.n / h) ** 2 * x.var;
  }
  return { lift: 100 * l, se: 100 * Math.sqrt(v), h };
}
function reportItt(recs: readonly Rec[], title: string): void {
  const ds = [...new Set(recs.map((r) => r.focus).filter((x) => x !== undefined))] as number[];
  if (ds.length === 0 || !recs.some((r) => r.holder !== undefined)) return;
  console.log(`\n${title}: dealt-the-design effect (intent to treat), |effect| > 7 or FULL`);
  for (const d of ds.sort((a, b) => a - b)) {
    const x = itt(recs, d);
    if (process.env.FULL || Math.abs(x.lift) > 7) console.log(`  #${d} dealt ${fmt(x).replace('holders', 'games')}`);
  }
}

function report(recs: readonly Rec[], seats: number): void {
  const G = recs.length;
  if (G === 0) return;
  const focusMode = recs.some((r) => r.focus !== undefined);
  const wins = Array(seats).fill(0);
  const scores: number[] = [];
  let spread = 0;
  const byPlan: Record<string, [number, number]> = {};
  const strat: Record<string, [number, number]> = {};
  for (const r of recs) {
    wins[r.w]++;
    const t = r.p.map((p) => p.score);
    scores.push(...t);
    spread += Math.max(...t) - Math.min(...t);
    r.p.forEach((p, i) => {
      for (const [tab, k] of [
        [byPlan, p.plan],
        [strat, p.main],
      ] as const) {
        const e = tab[k] ?? [0, 0];
        e[0]++;
        if (i === r.w) e[1]++;
        tab[k] = e;
      }
    });
  }
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  const sd = Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / scores.length);
  console.log(`\n== ${seats} player(s), ${G} bot games${focusMode ? ' (focus mode)' : ''} ==`);
  console.log(
    `mean score ${mean.toFixed(1)} (sd ${sd.toFixed(1)}), mean winner-last spread ${(spread / G).toFixed(1)}`,
  );
  console.log(`wins by seat: ${wins.map((x) => `${x} (${pct(x / G)}%)`).join(' ')}`);
  if (seats === 1) return;
  const show = (tab: Record<string, [number, number]>) =>
    Object.entries(tab)
      .sort()
      .map(([k, [n, w]]) => `${k} ${pct(w / n)}% ±${pct(Math.sqrt(((w / n) * (1 - w / n)) / n))} (n=${n})`)
      .join('; ');
  console.log(`win rate by plan (fair ${pct(1 / seats)}%): ${show(byPlan)}`);
  console.log(`win rate by largest category: ${show(strat)}`);
  // Mean points per category (beds, rooms, inventions, missions, guests, other) by plan.
  for (const plan of PLANS) {
    const ps = recs.flatMap((r) => r.p.filter((p) => p.plan === plan && p.cats));
    if (ps.length === 0) continue;
    const m = [0, 1, 2, 3, 4, 5].map((k) => ps.reduce((a, p) => a + (p.cats?.[k] ?? 0), 0) / ps.length);
    const sc = ps.reduce((a, p) => a + p.score, 0) / ps.length;
    console.log(
      `  ${plan}: mean ${sc.toFixed(1)} = beds ${m.map((x) => x.toFixed(1)).join(' / ')} (rooms, inv, missions, guests, other)`,
    );
  }
  const rows = INVENTIONS.map((inv) => {
    const pool = focusMode ? recs.filter((r) => r.focus === inv.id) : recs;
    const played = pool.reduce((a, r) => a + r.p.filter((p) => p.played.includes(inv.id)).length, 0);
    return {
      id: inv.id,
      tier: inv.tier,
      rate: pool.length ? played / (pool.length * seats) : 0,
      ...lift(recs, inv.id),
      m: lift(recs, inv.id, true),
    };
  }).filter((r) => !focusMode || recs.some((x) => x.focus === r.id));
  const mean1 = rows.filter((r) => r.h >= 30).reduce((a, r, _, all) => a + r.lift / all.length, 0);
  console.log(`mean within-plan lift over designs with >= 30 holders: ${mean1.toFixed(1)} (playing cards at all)`);
  for (const r of rows)
    if (process.env.FULL || Math.abs(r.lift) > 7 || Math.abs(r.m.lift) > 7) console.log(line(r, r.rate));
  reportItt(recs, `${seats} players`);
  console.log(
    `designs with < 30 holders: ${
      rows
        .filter((r) => r.h < 30)
        .map((r) => `#${r.id}`)
        .join(' ') || 'none'
    }`,
  );
}

if (process.env.FROM) {
  const recs = process.env.FROM.split(',').flatMap((f) =>
    readFileSync(f, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Rec),
  );
  for (const n of [...new Set(recs.map((r) => r.n))].sort())
    report(
      recs.filter((r) => r.n === n),
      n,
    );
  // Pooled over the player counts (strata: count and plan), so a design is judged on all its holders.
  const multi = recs.filter((r) => r.n > 1);
  reportItt(multi, '== pooled over counts 2-4');
  console.log('\n== pooled over counts 2-4: designs with |lift| > 7 (within-plan or matched) ==');
  for (const inv of INVENTIONS) {
    const x = { id: inv.id, tier: inv.tier, ...lift(multi, inv.id), m: lift(multi, inv.id, true) };
    if (process.env.FULL || Math.abs(x.lift) > 7 || Math.abs(x.m.lift) > 7) console.log(line(x));
  }
} else {
  const N = Number(process.argv[2] ?? 500);
  const t0 = performance.now();
  let games = 0;
  const COUNTS = (process.env.COUNTS ?? '1,2,3,4').split(',').map(Number);
  const F = process.env.FOCUS;
  const FOCUS =
    F === undefined
      ? []
      : F === 'advanced' || F === 'basic'
        ? INVENTIONS.filter((x) => x.tier === F).map((x) => x.id)
        : F.split(',').map(Number);
  const tag = FOCUS.length ? 'focus' : 'bal';
  for (const seats of COUNTS) {
    const t1 = performance.now();
    const recs: Rec[] = [];
    for (let g = 0; g < N; g++) {
      // Each seat leans towards a plan drawn from the game's seed (so each plan's win rate is measured).
      let prng = seedRng(`plan-${seats}-${g}`);
      const plans = Array.from({ length: seats }, () => {
        const [k, r] = randomInt(prng, PLANS.length);
        prng = r;
        return PLANS[k] as Plan;
      });
      const focus = FOCUS.length ? FOCUS[g % FOCUS.length] : undefined;
      const s = play(seats, `${tag}-${seats}-${g}`, (seat) => plans[seat] as Plan, focus);
      games++;
      const r = record(s, plans, focus);
      recs.push(r);
      if (process.env.OUT) appendFileSync(process.env.OUT, `${JSON.stringify(r)}\n`);
    }
    report(recs, seats);
    console.log(`(${N} games in ${((performance.now() - t1) / 1000).toFixed(0)} s)`);
    const M = seats === 1 ? 0 : Number(process.env.BOT_VS_RANDOM ?? (FOCUS.length ? 0 : Math.min(N, 200)));
    let bw = 0;
    let bs = 0;
    let rs = 0;
    for (let g = 0; g < M; g++) {
      const s = play(seats, `vr-${seats}-${g}`, (seat) => (seat === g % seats ? 'bot' : 'random'));
      games++;
      if (winnerOf(s) === g % seats) bw++;
      s.players.forEach((_, i) => {
        if (i === g % seats) bs += total(scoreOf(s, i));
        else rs += total(scoreOf(s, i));
      });
    }
    if (M > 0)
      console.log(
        `bot vs random (${M} games): bot wins ${pct(bw / M)}%, bot mean ${(bs / M).toFixed(1)}, random mean ${(rs / (M * (seats - 1))).toFixed(1)}`,
      );
  }
  console.log(
    `\n${games} games in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${(games / ((performance.now() - t0) / 1000)).toFixed(1)} games/s`,
  );
}
