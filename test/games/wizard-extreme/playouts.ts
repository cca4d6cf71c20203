// Seeded random playouts: conservation, no leaks in any view, pure apply, score formula, exact replay.
import { describe, expect, test } from 'vitest';
import type { Seat } from '../../../src/engine/game';
import { canonicalJson } from '../../../src/engine/json';
import { type Rng, randomInt, seedRng } from '../../../src/engine/random';
import { replay } from '../../../src/engine/session';
import {
  type Card,
  deckFor,
  SEAL_COUNTS,
  SEAL_KINDS,
  type SealCounts,
  TRUMP,
} from '../../../src/games/wizard-extreme/data';
import { game, type WeMove, type WeState } from '../../../src/games/wizard-extreme/rules';
import { text } from '../../../src/games/wizard-extreme/text';
import { deepFreeze } from '../../support/deep-freeze';

// Every fifth playout uses the designer's variant (games up to twice as long), so fewer keep the runtime as it was.
const PLAYOUTS = 300;
const variantOn = (n: number) => n % 5 === 1;

/** Plain checks in the hot loop: vitest's expect is too slow for ~400,000 steps. */
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}
const cardKey = (c: Card) => `${c.color}-${c.value}`;

function checkCards(s: WeState, deckKeys: string): void {
  const all = [...s.hands.flat(), ...s.trick.map((p) => p.card), ...s.played].map(cardKey).sort();
  check(all.join(',') === deckKeys, 'cards not conserved');
}

function checkSeals(s: WeState): void {
  for (const k of SEAL_KINDS) {
    const held = s.seals.reduce((a, h) => a + h[k], 0);
    if (held + s.supply[k] !== SEAL_COUNTS[k]) throw new Error(`${k} seals not conserved`);
  }
}

const CARD_IN_JSON = /\{"color":"(\w+)","value":(\d+)\}/g;

/** No seat's serialised view (nor the table's) names a card in another seat's hand, or shows the rng. */
function checkViews(s: WeState): void {
  const owner = new Map<string, Seat>();
  s.hands.forEach((h, seat) => {
    for (const c of h) owner.set(cardKey(c), seat);
  });
  const viewers: (Seat | 'table')[] = ['table', ...s.hands.map((_, i) => i)];
  for (const viewer of viewers) {
    const json = JSON.stringify(game.view(s, viewer));
    check(!json.includes('"rng"') && !json.includes(String(s.rng[0])), `view of ${viewer} shows the rng`);
    let own = 0;
    for (const m of json.matchAll(CARD_IN_JSON)) {
      const holder = owner.get(`${m[1]}-${m[2]}`);
      check(holder === undefined || holder === viewer, `view of ${viewer} shows a card of seat ${holder}`);
      if (holder === viewer) own++;
    }
    // The viewer's own hand must be found in that same form, or the check above would prove nothing.
    if (viewer !== 'table') check(own >= (s.hands[viewer]?.length ?? 0), `own hand of ${viewer} not found in its view`);
  }
}

/** The round's final seals, worked out independently from the move that ended it. */
function sealsAtRoundEnd(s: WeState, seat: Seat, m: WeMove): SealCounts[] {
  const seals = s.seals.map((h) => ({ ...h }));
  const me = seals[seat];
  if (!me) throw new Error('seat');
  if (m.kind === 'returnSeal') {
    me[m.color]--;
    return seals;
  }
  if (m.kind !== 'play') throw new Error('round ended on a prediction move');
  const plays = [...s.trick, { seat, card: m.card }];
  const led = plays[0]?.card.color ?? TRUMP;
  const reds = plays.filter((p) => p.card.color === TRUMP);
  const pool = reds.length > 0 ? reds : plays.filter((p) => p.card.color === led);
  const win = pool.reduce((a, b) => (b.card.value > a.card.value ? b : a));
  const w = seals[win.seat];
  if (!w || s.wizard === win.seat) return seals;
  const options = [led, ...(win.card.color === TRUMP && led !== TRUMP ? [TRUMP] : []), 'white' as const].filter(
    (k) => w[k] > 0,
  );
  if (options.length === 1 && options[0]) w[options[0]]--;
  else if (options.length === 0 && s.supply.black > 0) w.black++;
  return seals;
}

function expectedScores(seals: readonly SealCounts[], wizard: Seat | null, cost: number): number[] {
  const given = seals.reduce((a, h, i) => a + (i === wizard ? 0 : h.black), 0);
  return seals.map((h, i) => {
    if (i === wizard) return Math.max(0, cost - given);
    return 2 * (h.red + h.yellow + h.blue + h.purple + h.green) + 4 * h.white + 3 * h.black;
  });
}

/** The playout's own record of the designer variant: totals so far and wizard rounds per seat. */
interface Tally {
  readonly totals: number[];
  readonly times: number[];
}

/** The wizard's cost worked out from the tally (reference "Official options"), not from the rules' helpers. */
function costFor(s: WeState, tally: Tally, seat: Seat): number {
  const base = s.options.wizardBase;
  if (!s.options.designerVariant) return base;
  const mine = tally.totals[seat] ?? 0;
  const clearlyLast = tally.totals.every((t, i) => i === seat || t < mine);
  return clearlyLast ? base : base + (tally.times[seat] ?? 0);
}

/** Round end: the score formula holds, and in the variant's final round no wizard had a secured lead. */
function checkRoundEnd(s: WeState, seat: Seat, move: WeMove, after: WeState, tally: Tally): void {
  const cost = s.wizard === null ? 0 : costFor(s, tally, s.wizard);
  const want = expectedScores(sealsAtRoundEnd(s, seat, move), s.wizard, cost);
  const got = after.roundScores.at(-1)?.map((r) => r.total) ?? [];
  check(got.join() === want.join(), 'round score off the formula');
  if (s.wizard !== null && s.options.designerVariant && s.round === s.rounds - 1) {
    const others = tally.totals.filter((_, i) => i !== s.wizard);
    check(Math.min(...others) - (tally.totals[s.wizard] ?? 0) < cost, 'final-round leader took a securing wizard');
  }
  if (s.wizard !== null) tally.times[s.wizard] = (tally.times[s.wizard] ?? 0) + 1;
  got.forEach((t, i) => {
    tally.totals[i] = (tally.totals[i] ?? 0) + t;
  });
}

function playout(seats: number, n: number, deckKeys: string): void {
  const match = {
    gameId: game.id,
    version: game.version,
    seats,
    options: { ...game.defaultOptions(seats), designerVariant: variantOn(n) },
    seed: `p${seats}-${n}`,
  };
  const tally: Tally = { totals: Array(seats).fill(0), times: Array(seats).fill(0) };
  let s = game.setup(seats, match.options, match.seed);
  let rng: Rng = seedRng(`moves-${seats}-${n}`);
  const moves: { seat: Seat; move: WeMove }[] = [];
  const thorough = n % 10 === 0;
  for (let step = 0; step < 5000; step++) {
    const st = game.status(s);
    if (st.kind === 'over') break;
    const seat = st.active[0] ?? -1;
    const legal = game.legalMoves(s, seat);
    const [i, next] = randomInt(rng, legal.length);
    rng = next;
    const move = legal[i] as WeMove;
    check(game.validate(s, seat, move) === null, `legal move refused: ${JSON.stringify(move)}`);
    if (n % 5 === 0) deepFreeze(s);
    const after = game.apply(s, seat, move);
    if (after.roundScores.length > s.roundScores.length) checkRoundEnd(s, seat, move, after, tally);
    checkViews(after);
    if (thorough) {
      for (const line of game.describe(s, seat, move, after)) check(text.en[line.code] !== undefined, line.code);
      check(st.prompt.code in text.en, st.prompt.code);
    }
    checkSeals(after);
    if (step % 7 === 0 || thorough) checkCards(after, deckKeys);
    moves.push({ seat, move });
    s = after;
  }
  const end = game.status(s);
  expect(end.kind).toBe('over');
  expect(s.roundScores).toHaveLength(variantOn(n) ? ({ 3: 9, 4: 8, 5: 10 }[seats] ?? 0) : seats === 3 ? 6 : seats);
  expect(s.wizardTimes).toEqual(tally.times);
  const again = replay(game, match, moves);
  if (!again.ok) throw new Error(`replay failed at ${again.error.index}`);
  expect(canonicalJson(again.value.state)).toBe(canonicalJson(s));
}

/** Runs the playouts of one player count; each count has its own test file so they run in parallel. */
export function describePlayouts(seats: number): void {
  describe(`${seats} players: random playouts`, () => {
    const deckKeys = deckFor(seats).map(cardKey).sort().join(',');
    test(`${PLAYOUTS} seeded playouts (every fifth with the designer variant) reach the end with every invariant holding at every step`, () => {
      for (let n = 0; n < PLAYOUTS; n++) playout(seats, n, deckKeys);
    });
  });
}
