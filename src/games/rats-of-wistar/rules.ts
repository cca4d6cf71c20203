// Rats of Wistar (Kotatsu edition): the table of decisions. Seed: /work/shared/seeds/rats-of-wistar.ja.txt.
// The helpers are in rules/core.ts; setup, view and log lines in rules/setup.ts, rules/view.ts, rules/describe.ts.

import { type DecisionTable, decide, settle } from '../../engine/decision';
import type { Game, Message, RuleError } from '../../engine/game';
import {
  ABILITIES,
  BED_WOOD,
  type Bonus,
  DIG_METAL,
  DOORS,
  MISSIONS,
  OBJECTIVES,
  POWER_PRICE,
  REGIONS,
  ROUNDS,
  SECTORS,
  WILD_PRICE,
} from './data';
import {
  actionOf,
  bases,
  card,
  claimable,
  clone,
  cubeOptions,
  doorsAround,
  drawFrom,
  enter,
  freeRooms,
  gain,
  income,
  me,
  missionOptions,
  missionRow,
  neighbours,
  onArrive,
  pay,
  playable,
  refill,
  scoreOf,
  spacesInPlay,
  strength,
  total,
  welcome,
  wildsNeeded,
} from './rules/core';
import { describeMove } from './rules/describe';
import { type RwOptions, setupGame } from './rules/setup';
import type { Player, RwAsk, RwMove, RwState } from './rules/state';
import { type RwView, viewFor } from './rules/view';

export type { RwAsk, RwMove, RwOptions, RwState, RwView };

type Of<K extends RwAsk['kind']> = Extract<RwAsk, { kind: K }>;
const err = (code: string): RuleError => ({ code });
const same = (a: RwMove, b: RwMove) => JSON.stringify(a) === JSON.stringify(b);
/** Validation by the exhaustive move list: a move is legal when it is listed; otherwise `why` says why. */
function byList(legal: RwMove[], m: RwMove, why: () => string): RuleError | null {
  return legal.some((x) => same(x, m)) ? null : err(why());
}
const prompt = (code: string, seat: number): Message => ({ code, params: { seat: { seat } } });

// ---- payments for the sub-actions (wild token: 3, power: 4, from wood, metal and discarded inventions) ----
function combos(hand: readonly number[], k: number): number[][] {
  // Two copies of one design are the same choice: discard the lowest-numbered copy first.
  const byDesign = new Map<number, number[]>();
  for (const c of [...hand].sort((a, b) => a - b)) byDesign.set(card(c).id, [...(byDesign.get(card(c).id) ?? []), c]);
  const groups = [...byDesign.values()];
  const out: number[][] = [];
  const walk = (gi: number, left: number, acc: number[]) => {
    if (left === 0) return void out.push([...acc].sort((a, b) => a - b));
    if (gi >= groups.length) return;
    const grp = groups[gi] as number[];
    for (let take = Math.min(left, grp.length); take >= 0; take--)
      walk(gi + 1, left - take, [...acc, ...grp.slice(0, take)]);
  };
  walk(0, k, []);
  return out;
}
function payments(p: Player, price: number): { wood: number; metal: number; discard: number[] }[] {
  const out: { wood: number; metal: number; discard: number[] }[] = [];
  for (let d = 0; d <= Math.min(price, p.hand.length); d++) {
    for (const discard of combos(p.hand, d)) {
      for (let wood = 0; wood <= price - d; wood++) {
        const metal = price - d - wood;
        if (wood <= p.wood && metal <= p.metal) out.push({ wood, metal, discard });
      }
    }
  }
  return out;
}

/** Seed サブアクション: what a player may do any number of times before and after the placement's actions. */
function subActions(s: RwState, seat: number): RwMove[] {
  const p = me(s, seat);
  const out: RwMove[] = [];
  for (const x of payments(p, WILD_PRICE)) out.push({ kind: 'buyWild', ...x });
  if (p.power < 2) for (const x of payments(p, POWER_PRICE)) out.push({ kind: 'buyPower', ...x });
  if (p.move > 0) {
    for (const from of REGIONS)
      if (p.workers[from] > 0) for (const to of REGIONS) if (to !== from) out.push({ kind: 'moveToken', from, to });
  }
  for (const c of p.played) {
    const e = card(c).effect;
    if (
      e.kind === 'once' &&
      !p.used.includes(c) &&
      (!e.pay || (p.wood >= (e.pay.wood ?? 0) && p.metal >= (e.pay.metal ?? 0)))
    )
      out.push({ kind: 'once', card: c });
  }
  if (p.workers.entrance > 0) for (const to of REGIONS) out.push({ kind: 'deploy', to });
  if (p.tents.length < 2 && !p.tents.includes(p.explorer) && p.explorer !== 0) out.push({ kind: 'tent' });
  s.objectives.forEach((_, index) => {
    if (claimable(s, seat, index) !== null) out.push({ kind: 'objective', index });
  });
  return out;
}
function applySub(s: RwState, seat: number, m: RwMove): RwAsk[] {
  const p = me(s, seat);
  switch (m.kind) {
    case 'buyWild':
    case 'buyPower': {
      p.wood -= m.wood;
      p.metal -= m.metal;
      p.hand = p.hand.filter((c) => !m.discard.includes(c));
      s.discard.push(...m.discard);
      if (m.kind === 'buyWild') p.wild += 1;
      else p.power = Math.min(2, p.power + 1);
      return [];
    }
    case 'moveToken':
      p.move -= 1;
      p.workers[m.from] -= 1;
      p.workers[m.to] += 1;
      return [];
    case 'once': {
      const e = card(m.card).effect;
      if (e.kind !== 'once') throw new Error('not a once-per-round card');
      if (e.pay) pay(p, e.pay);
      p.used.push(m.card);
      return gain(s, seat, e.gain);
    }
    case 'deploy':
      p.workers.entrance -= 1;
      p.workers[m.to] += 1;
      return [];
    case 'tent':
      p.tents.push(p.explorer);
      return [];
    case 'objective': {
      const k = claimable(s, seat, m.index) as number;
      (s.claims[m.index] as number[]).push(seat);
      const obj = OBJECTIVES[s.objectives[m.index] as number] as (typeof OBJECTIVES)[number];
      p.bonusVp += obj.vp[k] as number;
      return [];
    }
    default:
      throw new Error(`not a sub-action: ${m.kind}`);
  }
}
const SUB_KINDS = ['buyWild', 'buyPower', 'moveToken', 'once', 'deploy', 'tent', 'objective'] as const;

function bonusPossible(s: RwState, seat: number, b: Bonus): boolean {
  const p = me(s, seat);
  switch (b) {
    case 'guest':
      return s.roundGuest !== null && freeRooms(p) > 0;
    case 'play':
      return p.hand.some((c) => playable(p, c));
    case 'mission':
      return missionOptions(s, seat).length > 0;
    case 'move1':
    case 'move2':
      return REGIONS.some((r) => p.workers[r] > 0);
    default:
      return true;
  }
}

function turnMoves(s: RwState, ask: Of<'turn'>): RwMove[] {
  const seat = ask.seats[0];
  const p = me(s, seat);
  const out: RwMove[] = [];
  if (ask.placed === null) {
    for (const sec of SECTORS) {
      if (p.sectorsUsed.includes(sec.id)) continue;
      for (const space of spacesInPlay(s, sec.id))
        if (s.spaces[`${sec.id}.${space}`] === undefined) out.push({ kind: 'place', sector: sec.id, space });
    }
    out.push({ kind: 'hut' });
  } else {
    if (ask.main) out.push({ kind: 'main' });
    ask.bonuses.forEach((b, index) => {
      if (bonusPossible(s, seat, b)) out.push({ kind: 'bonus', index });
    });
    out.push({ kind: 'endTurn' });
  }
  return [...out, ...subActions(s, seat)];
}
function turnError(s: RwState, ask: Of<'turn'>, m: RwMove): string {
  const p = me(s, ask.seats[0]);
  switch (m.kind) {
    case 'place':
      if (ask.placed !== null) return 'error.already-placed';
      if (p.sectorsUsed.includes(m.sector)) return 'error.sector-used';
      if (!spacesInPlay(s, m.sector).includes(m.space)) return 'error.no-space';
      return 'error.space-taken';
    case 'hut':
      return 'error.already-placed';
    case 'main':
    case 'bonus':
      return ask.placed === null
        ? 'error.place-first'
        : m.kind === 'bonus'
          ? 'error.bonus-unavailable'
          : 'error.main-done';
    case 'endTurn':
      return 'error.place-first';
    case 'buyWild':
    case 'buyPower':
      return m.kind === 'buyPower' && p.power >= 2 ? 'error.power-max' : 'error.bad-payment';
    case 'moveToken':
      return p.move === 0 ? 'error.no-move-token' : 'error.no-worker-there';
    case 'once':
      return 'error.once-used';
    case 'deploy':
      return 'error.no-entrance-worker';
    case 'tent':
      return 'error.no-tent';
    case 'objective':
      return 'error.objective-unmet';
    default:
      return 'error.not-now';
  }
}
function applyTurn(s0: RwState, ask: Of<'turn'>, m: RwMove): RwState {
  const s = clone(s0);
  const seat = ask.seats[0];
  const p = me(s, seat);
  const i = s0.asks.lastIndexOf(ask);
  const own = s.asks[i] as Of<'turn'>;
  if ((SUB_KINDS as readonly string[]).includes(m.kind)) {
    const extra = applySub(s, seat, m);
    s.asks = settle(s.asks, own, ...extra, own);
    return s;
  }
  switch (m.kind) {
    case 'place': {
      p.chiefs -= 1;
      p.sectorsUsed.push(m.sector);
      s.spaces[`${m.sector}.${m.space}`] = seat;
      const bonuses = [...((SECTORS[m.sector] as (typeof SECTORS)[number]).spaces[m.space]?.bonuses ?? [])];
      s.asks = settle(s.asks, own, { ...own, placed: { sector: m.sector, space: m.space }, main: true, bonuses });
      return s;
    }
    case 'hut': {
      // Seed 錬金術師アクション: a movement token and a potion; the hut takes any number of chiefs.
      p.chiefs -= 1;
      if (!s.hut.includes(seat)) s.hut.push(seat);
      p.move += 1;
      s.asks = settle(
        s.asks,
        own,
        { kind: 'potion', seats: [seat] },
        { ...own, placed: 'hut', main: false, bonuses: [] },
      );
      return s;
    }
    case 'main': {
      const placed = own.placed as { sector: number };
      const action = actionOf(s, placed.sector);
      const n = strength(p, action);
      const next = { ...own, main: false };
      if (action === 'wood') p.wood += n;
      else if (action === 'metal') p.metal += n;
      else if (n > 0) {
        s.asks = settle(s.asks, own, { kind: 'step', seats: [seat], step: action, left: n }, next);
        return s;
      }
      s.asks = settle(s.asks, own, next);
      return s;
    }
    case 'bonus': {
      const b = own.bonuses[m.index] as Bonus;
      const next = { ...own, bonuses: own.bonuses.filter((_, k) => k !== m.index) };
      s.asks = settle(s.asks, own, ...bonusAsks(s, seat, b), next);
      return s;
    }
    case 'endTurn':
      return endTurn(s, own);
    default:
      throw new Error(`not a turn move: ${m.kind}`);
  }
}
/** Seed ボーナスアクション: what one bonus icon does (the follow-up asks it opens). */
function bonusAsks(s: RwState, seat: number, b: Bonus): RwAsk[] {
  const p = me(s, seat);
  switch (b) {
    case 'move1':
    case 'move2':
      return [{ kind: 'step', seats: [seat], step: 'move', left: b === 'move1' ? 1 : 2 }];
    case 'wild':
      p.wild += 1;
      return [];
    case 'basic':
      return gain(s, seat, { card: 1 });
    case 'wood':
      p.wood += 1;
      return [];
    case 'metal':
      p.metal += 1;
      return [];
    case 'explore':
      return [{ kind: 'step', seats: [seat], step: 'bonusExplore', left: 1 }];
    case 'potion':
      return [{ kind: 'potion', seats: [seat] }];
    case 'guest': {
      const guest = s.roundGuest as number;
      s.roundGuest = null;
      return welcome(s, seat, guest);
    }
    case 'play':
      return [{ kind: 'play', seats: [seat] }];
    case 'mission':
      return [{ kind: 'mission', seats: [seat] }];
  }
}

function endTurn(s: RwState, own: Of<'turn'>): RwState {
  refill(s);
  const n = s.seats;
  s.asks = settle(s.asks, own);
  const next = (s.turn + 1) % n;
  const nextSeat = s.order[next] as number;
  if (me(s, nextSeat).chiefs > 0) {
    s.turn = next;
    s.asks = [...s.asks, { kind: 'turn', seats: [nextSeat], placed: null, main: false, bonuses: [] }];
    return s;
  }
  if (s.round >= ROUNDS) return s; // Seed: after round 5's action phase the game ends.
  return prepareRound(s);
}
/** Seed ラウンド準備フェイズ, steps 1-7 in order. */
export function prepareRound(s: RwState): RwState {
  // 1. Turn order: the hut's chiefs first, in the order they went in; the others keep their order.
  s.order = [...s.hut, ...s.order.filter((x) => !s.hut.includes(x))];
  // 2. Chiefs come back.
  s.hut = [];
  s.spaces = {};
  for (const p of s.players) {
    p.chiefs = 3;
    p.sectorsUsed = [];
  }
  // 3. An untaken round guest leaves; the next one is revealed.
  s.roundGuest = s.guestPile.shift() ?? null;
  // 4. The wheel turns one sector clockwise.
  s.rotation = (s.rotation + 1) % 6;
  // 5. Income; 6. once-per-round effects refresh.
  const potions: RwAsk[] = [];
  for (const seat of s.order) potions.push(...income(s, seat));
  for (const p of s.players) p.used = [];
  // 7. Each display drops its two rightmost cards and refills to four.
  s.discard.push(...s.basicDisplay.splice(-2), ...s.advancedDisplay.splice(-2));
  refill(s);
  s.round += 1;
  s.turn = 0;
  const first = s.order[0] as number;
  s.asks = [{ kind: 'turn', seats: [first], placed: null, main: false, bonuses: [] }, ...potions.reverse()];
  return s;
}

// ---- the step asks: the strength of a main action (or an explore bonus), spent one unit at a time ----
function stepMoves(s: RwState, ask: Of<'step'>): RwMove[] {
  const seat = ask.seats[0];
  const p = me(s, seat);
  const out: RwMove[] = [];
  switch (ask.step) {
    case 'dig':
      if (p.dug < 6 && p.metal >= DIG_METAL) out.push({ kind: 'dig' });
      break;
    case 'bed':
      if (p.beds < 6 && p.wood >= BED_WOOD && freeRooms(p) > 0) out.push({ kind: 'bed' });
      break;
    case 'invent':
      for (const tier of ['basic', 'advanced'] as const) {
        if ((tier === 'basic' ? 1 : 2) > ask.left) continue;
        const display = tier === 'basic' ? s.basicDisplay : s.advancedDisplay;
        for (let from = 0; from < display.length; from++) out.push({ kind: 'draw', tier, from });
        const deck = tier === 'basic' ? s.basicDeck : s.advancedDeck;
        if (deck.length > 0 || s.discard.some((c) => card(c).tier === tier))
          out.push({ kind: 'draw', tier, from: 'deck' });
      }
      break;
    case 'explore':
    case 'bonusExplore':
      for (const area of bases(p)) {
        for (const door of doorsAround(s, area))
          if (!s.doors[door] && !out.some((x) => x.kind === 'door' && x.door === door))
            out.push({ kind: 'door', door });
        (s.missions[area] ?? []).forEach((sl, slot) => {
          if (!sl.open) out.push({ kind: 'reveal', area, slot });
        });
        if ((s.areaGuests[area] ?? []).length > 0 && freeRooms(p) > 0) out.push({ kind: 'invite', area });
      }
      for (const area of neighbours(s, p.explorer)) out.push({ kind: 'go', area });
      break;
    case 'move':
      for (const from of REGIONS)
        if (p.workers[from] > 0) for (const to of REGIONS) if (to !== from) out.push({ kind: 'shift', from, to });
      break;
  }
  return [...out, { kind: 'finish' }];
}
function applyStep(s0: RwState, ask: Of<'step'>, m: RwMove): RwState {
  const s = clone(s0);
  const own = s.asks[s0.asks.lastIndexOf(ask)] as Of<'step'>;
  const seat = own.seats[0];
  const p = me(s, seat);
  if (m.kind === 'finish') {
    s.asks = settle(s.asks, own);
    return s;
  }
  let extra: RwAsk[] = [];
  let spent = 1;
  switch (m.kind) {
    case 'dig':
      p.metal -= DIG_METAL;
      p.dug += 1;
      break;
    case 'bed':
      // Seed: building a bed frees the worker on it to the burrow entrance.
      p.wood -= BED_WOOD;
      p.beds += 1;
      p.workers.entrance += 1;
      break;
    case 'draw': {
      spent = m.tier === 'basic' ? 1 : 2;
      const display = m.tier === 'basic' ? s.basicDisplay : s.advancedDisplay;
      if (m.from === 'deck') {
        const drawn = drawFrom(s, m.tier);
        if (drawn !== null) p.hand.push(drawn);
      } else p.hand.push(...display.splice(m.from, 1));
      break;
    }
    case 'door': {
      s.doors[m.door] = true;
      extra = gain(s, seat, (DOORS[m.door] as (typeof DOORS)[number]).gain);
      break;
    }
    case 'go':
      enter(s, seat, m.area);
      break;
    case 'reveal': {
      const sl = (s.missions[m.area] as { mission: number; open: boolean }[])[m.slot] as {
        mission: number;
        open: boolean;
      };
      sl.open = true;
      extra = gain(s, seat, (MISSIONS[sl.mission] as (typeof MISSIONS)[number]).reveal);
      break;
    }
    case 'invite': {
      const guest = (s.areaGuests[m.area] as number[]).shift() as number;
      extra = welcome(s, seat, guest);
      break;
    }
    case 'shift':
      p.workers[m.from] -= 1;
      p.workers[m.to] += 1;
      break;
    default:
      throw new Error(`not a step move: ${m.kind}`);
  }
  const left = own.left - spent;
  s.asks = left > 0 ? settle(s.asks, own, ...extra, { ...own, left }) : settle(s.asks, own, ...extra);
  return s;
}
function potionMoves(s: RwState, ask: Of<'potion'>): RwMove[] {
  const seat = ask.seats[0];
  const p = me(s, seat);
  const out: RwMove[] = [];
  if (missionOptions(s, seat).length > 0) out.push({ kind: 'potion', pick: 'mission' });
  if (p.hand.some((c) => playable(p, c))) out.push({ kind: 'potion', pick: 'play' });
  out.push({ kind: 'potion', pick: 'wood' }, { kind: 'potion', pick: 'metal' });
  return out;
}
function applyPotion(s0: RwState, ask: Of<'potion'>, m: RwMove): RwState {
  const s = clone(s0);
  const own = s.asks[s0.asks.lastIndexOf(ask)] as Of<'potion'>;
  const seat = own.seats[0];
  if (m.kind !== 'potion') throw new Error('not a potion');
  if (m.pick === 'wood') me(s, seat).wood += 1;
  if (m.pick === 'metal') me(s, seat).metal += 1;
  const next: RwAsk[] =
    m.pick === 'mission'
      ? [{ kind: 'mission', seats: [seat] }]
      : m.pick === 'play'
        ? [{ kind: 'play', seats: [seat] }]
        : [];
  s.asks = settle(s.asks, own, ...next);
  return s;
}

function playMoves(s: RwState, ask: Of<'play'>): RwMove[] {
  const p = me(s, ask.seats[0]);
  return [
    ...p.hand.filter((c) => playable(p, c)).map((c) => ({ kind: 'play', card: c }) as RwMove),
    { kind: 'finish' },
  ];
}
function applyPlay(s0: RwState, ask: Of<'play'>, m: RwMove): RwState {
  const s = clone(s0);
  const own = s.asks[s0.asks.lastIndexOf(ask)] as Of<'play'>;
  const seat = own.seats[0];
  if (m.kind === 'finish') {
    s.asks = settle(s.asks, own);
    return s;
  }
  if (m.kind !== 'play') throw new Error('not a play');
  const p = me(s, seat);
  const inv = card(m.card);
  pay(p, inv.cost);
  p.wild -= wildsNeeded(p, inv.needs) as number;
  p.hand = p.hand.filter((c) => c !== m.card);
  p.played.push(m.card);
  s.asks = settle(s.asks, own, ...onArrive(s, seat, inv.effect));
  return s;
}

function missionMoves(s: RwState, ask: Of<'mission'>): RwMove[] {
  return [...missionOptions(s, ask.seats[0]).map((o) => ({ kind: 'mission', ...o }) as RwMove), { kind: 'finish' }];
}
function applyMission(s0: RwState, ask: Of<'mission'>, m: RwMove): RwState {
  const s = clone(s0);
  const own = s.asks[s0.asks.lastIndexOf(ask)] as Of<'mission'>;
  const seat = own.seats[0];
  if (m.kind === 'finish') {
    s.asks = settle(s.asks, own);
    return s;
  }
  if (m.kind !== 'mission') throw new Error('not a mission');
  const p = me(s, seat);
  const slot = s.missions[m.area]?.[m.slot];
  if (!slot) throw new Error('no such mission slot');
  const mission = slot.mission;
  const row = missionRow(s, seat, mission) as number;
  const md = MISSIONS[mission] as (typeof MISSIONS)[number];
  const r = md.rows[row] as (typeof md.rows)[number];
  pay(p, r.pay);
  p.wild -= wildsNeeded(p, r.skills) as number;
  p.rows[String(mission)] = row + 1;
  const extra = gain(s, seat, r.reward);
  // Seed: a completed mission takes a cube off the ability track of its colour (house: grey, cellar: brown).
  const track = md.part === 'house' ? 'grey' : 'brown';
  const cube: RwAsk[] = cubeOptions(p, track).length > 0 ? [{ kind: 'cube', seats: [seat], track }] : [];
  s.asks = settle(s.asks, own, ...cube, ...extra);
  return s;
}
function applyCube(s0: RwState, ask: Of<'cube'>, m: RwMove): RwState {
  const s = clone(s0);
  const own = s.asks[s0.asks.lastIndexOf(ask)] as Of<'cube'>;
  const seat = own.seats[0];
  if (m.kind !== 'cube') throw new Error('not a cube');
  const p = me(s, seat);
  const ab = ABILITIES[m.track][m.index] as (typeof ABILITIES)['brown'][number];
  pay(p, ab.cost ?? {});
  p.cubes[m.track][m.index] = true;
  const extra = ab.perk.kind === 'gain' ? gain(s, seat, ab.perk.gain) : [];
  s.asks = settle(s.asks, own, ...extra);
  return s;
}

function applyDraft(s0: RwState, ask: Of<'draft'>, m: RwMove): RwState {
  const s = clone(s0);
  const own = s.asks[s0.asks.lastIndexOf(ask)] as Of<'draft'>;
  if (m.kind !== 'draft') throw new Error('not a draft');
  const [pair] = s.pairs.splice(m.pair, 1);
  me(s, own.seats[0]).hand.push(...(pair as [number, number]));
  s.asks = settle(s.asks, own);
  return s;
}

const list =
  <K extends RwAsk['kind']>(
    moves: (s: RwState, a: Of<K>) => RwMove[],
    why: (s: RwState, a: Of<K>, m: RwMove) => string,
  ) =>
  (s: RwState, a: Of<K>, _seat: number, m: RwMove) =>
    byList(moves(s, a), m, () => why(s, a, m));

const table: DecisionTable<RwState, RwMove, RwAsk> = {
  // ゲームの準備: in reverse turn order each player takes one pair (a basic and an advanced invention).
  draft: {
    moves: ['draft'],
    prompt: (_s, a) => prompt('prompt.draft', a.seats[0]),
    legal: (s) => s.pairs.map((_, pair) => ({ kind: 'draft', pair })),
    validate: list(
      (s) => s.pairs.map((_, pair) => ({ kind: 'draft', pair }) as RwMove),
      () => 'error.no-pair',
    ),
    apply: (s, a, _seat, m) => applyDraft(s, a, m),
  },
  // アクションフェイズ: place a chief (wheel space or hut), then its main and bonus actions; sub-actions any time.
  turn: {
    moves: ['place', 'hut', 'main', 'bonus', 'endTurn', ...SUB_KINDS],
    notNow: () => err('error.step-first'),
    prompt: (_s, a) => prompt(a.placed === null ? 'prompt.place' : 'prompt.act', a.seats[0]),
    legal: (s, a) => turnMoves(s, a),
    validate: list(turnMoves, turnError),
    apply: (s, a, _seat, m) => applyTurn(s, a, m),
  },
  // メインアクション / 探検 / 労働者の移動: spend the strength one unit at a time, or finish.
  step: {
    moves: ['dig', 'bed', 'draw', 'door', 'go', 'reveal', 'invite', 'shift', 'finish'],
    notNow: () => err('error.finish-step'),
    prompt: (_s, a) => ({ code: `prompt.step-${a.step}`, params: { seat: { seat: a.seats[0] }, left: a.left } }),
    legal: (s, a) => stepMoves(s, a),
    validate: list(stepMoves, (_s, a, m) =>
      m.kind === 'draw' && m.tier === 'advanced' && a.left < 2 ? 'error.bulbs' : `error.step-${m.kind}`,
    ),
    apply: (s, a, _seat, m) => applyStep(s, a, m),
  },
  // 錬金術師のポーション: one of mission, play an invention, wood, metal.
  potion: {
    moves: ['potion'],
    notNow: () => err('error.potion-first'),
    prompt: (_s, a) => prompt('prompt.potion', a.seats[0]),
    legal: (s, a) => potionMoves(s, a),
    validate: list(potionMoves, () => 'error.potion-unavailable'),
    apply: (s, a, _seat, m) => applyPotion(s, a, m),
  },
  // 発明品カードのプレイ: pay its cost, meet its skills (wild tokens may stand in) and its power.
  play: {
    moves: ['play', 'finish'],
    notNow: () => err('error.play-first'),
    prompt: (_s, a) => prompt('prompt.play', a.seats[0]),
    legal: (s, a) => playMoves(s, a),
    validate: list(playMoves, () => 'error.cannot-play'),
    apply: (s, a, _seat, m) => applyPlay(s, a, m),
  },
  // ミッションの達成: a revealed mission where your explorer (or a tent) is.
  mission: {
    moves: ['mission', 'finish'],
    notNow: () => err('error.mission-first'),
    prompt: (_s, a) => prompt('prompt.mission', a.seats[0]),
    legal: (s, a) => missionMoves(s, a),
    validate: list(missionMoves, () => 'error.mission-unmet'),
    apply: (s, a, _seat, m) => applyMission(s, a, m),
  },
  // ミッション達成時: take a cube off the ability track of the mission's colour.
  cube: {
    moves: ['cube'],
    notNow: () => err('error.cube-first'),
    prompt: (_s, a) => prompt('prompt.cube', a.seats[0]),
    legal: (s, a) => cubeOptions(me(s, a.seats[0]), a.track).map((index) => ({ kind: 'cube', track: a.track, index })),
    validate: list(
      (s, a) =>
        cubeOptions(me(s, a.seats[0]), a.track).map((index) => ({ kind: 'cube', track: a.track, index }) as RwMove),
      () => 'error.cube-unavailable',
    ),
    apply: (s, a, _seat, m) => applyCube(s, a, m),
  },
};

/** Seed ゲームの終了: most points wins; a tie goes to the tied player earliest in turn order. */
export function overStatus(s: RwState) {
  const scores = s.players.map((_, seat) => {
    const categories = scoreOf(s, seat);
    return { seat, total: total(categories), categories };
  });
  const byTotal = [...scores].sort((a, b) => b.total - a.total || s.order.indexOf(a.seat) - s.order.indexOf(b.seat));
  const ranking = byTotal.map((x) => [x.seat]);
  const top = byTotal[0] as (typeof byTotal)[number];
  const tied = byTotal.filter((x) => x.total === top.total).length > 1;
  return {
    kind: 'over' as const,
    scores,
    ranking,
    lowerIsBetter: false,
    ...(tied ? { tieBreak: { code: 'tie.turn-order' } } : {}),
  };
}

export const game: Game<RwState, RwMove, RwOptions, RwView> = {
  id: 'rats-of-wistar',
  version: 1,
  players: { min: 1, max: 4 },
  // Inventions in hand are private (their number is public); decks and face-down tiles are nobody's.
  hasHiddenInfo: true,
  defaultOptions: () => ({}),
  parseOptions: (raw) => (raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? {} : null),
  setup: (seats, _o, seed) => setupGame(seats, seed),
  ...decide({ table, over: overStatus, notNow: 'error.not-now' }),
  view: viewFor,
  describe: describeMove,
  isCommit: (_b, m) =>
    m.kind === 'draw' ||
    m.kind === 'reveal' ||
    m.kind === 'invite' ||
    m.kind === 'endTurn' ||
    m.kind === 'bonus' ||
    m.kind === 'draft',
};
