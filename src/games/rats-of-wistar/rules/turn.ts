// Rats of Wistar: the turn ask (placing a chief, its main and bonus actions, the sub-actions) and the round
// preparation. Seed: アクションフェイズ, サブアクション, ボーナスアクション, ラウンド準備フェイズ.

import { settle } from '../../../engine/decision';
import { type Bonus, OBJECTIVES, POWER_PRICE, REGIONS, ROUNDS, SECTORS, WILD_PRICE } from '../data';
import {
  actionOf,
  card,
  claimable,
  clone,
  freeRooms,
  gain,
  income,
  me,
  missionOptions,
  pay,
  playable,
  refill,
  spacesInPlay,
  strength,
  welcome,
} from './core';
import type { Of, Player, RwAsk, RwMove, RwState } from './types';

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
export const SUB_KINDS = ['buyWild', 'buyPower', 'moveToken', 'once', 'deploy', 'tent', 'objective'] as const;

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

export function turnMoves(s: RwState, ask: Of<'turn'>): RwMove[] {
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
export function turnError(s: RwState, ask: Of<'turn'>, m: RwMove): string {
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
export function applyTurn(s0: RwState, ask: Of<'turn'>, m: RwMove): RwState {
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
