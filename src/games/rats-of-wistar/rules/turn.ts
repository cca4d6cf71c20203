// Rats of Wistar: the turn ask (placing a chief, its main and bonus actions, the sub-actions). Seed: アクションフェイズ,
// サブアクション, ボーナスアクション; the end of a turn and the round preparation are in round.ts.

import { assertDefined } from '../../../engine/assert';
import { settle } from '../../../engine/decision';
import { updateAt } from '../../../engine/list';
import { type Bonus, POWER_PRICE, REGIONS, SECTORS, WILD_PRICE } from '../data';
import {
  actionOf,
  card,
  claimable,
  freeRooms,
  fullCost,
  type Gained,
  gain,
  me,
  missionOptions,
  moved,
  objectiveCard,
  pay,
  playable,
  sectorCard,
  spacesInPlay,
  strength,
  welcome,
  withPlayer,
} from './core';
import { endTurn } from './round';
import type { MoveOf, Of, Payment, Player, RwAsk, RwMove, RwState } from './types';

// ---- payments for the sub-actions (wild token: 3, power: 4, from wood, metal and discarded inventions) ----
function combos(hand: readonly number[], k: number): number[][] {
  // Two copies of one design are the same choice: discard the lowest-numbered copy first.
  const byDesign = new Map<number, number[]>();
  for (const c of [...hand].sort((a, b) => a - b)) {
    const copies = byDesign.get(card(c).id);
    if (copies) copies.push(c);
    else byDesign.set(card(c).id, [c]);
  }
  const groups = [...byDesign.values()];
  const out: number[][] = [];
  const walk = (gi: number, left: number, acc: number[]) => {
    if (left === 0) return void out.push([...acc].sort((a, b) => a - b));
    if (gi >= groups.length) return;
    const grp = assertDefined(groups[gi], `card group ${gi}`);
    for (let take = Math.min(left, grp.length); take >= 0; take--)
      walk(gi + 1, left - take, [...acc, ...grp.slice(0, take)]);
  };
  walk(0, k, []);
  return out;
}
function payments(p: Player, price: number): Payment[] {
  const out: Payment[] = [];
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
      (!e.pay || (p.wood >= fullCost(e.pay).wood && p.metal >= fullCost(e.pay).metal))
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
type SubMove = MoveOf<(typeof SUB_KINDS)[number]>;
function applySub(s: RwState, seat: number, m: SubMove): Gained {
  const mine = (f: (p: Player) => Player): Gained => [withPlayer(s, seat, f), []];
  switch (m.kind) {
    case 'buyWild':
    case 'buyPower': {
      const paid = withPlayer(s, seat, (p) => ({
        ...p,
        wood: p.wood - m.wood,
        metal: p.metal - m.metal,
        hand: p.hand.filter((c) => !m.discard.includes(c)),
        ...(m.kind === 'buyWild' ? { wild: p.wild + 1 } : { power: Math.min(2, p.power + 1) }),
      }));
      return [{ ...paid, discard: [...s.discard, ...m.discard] }, []];
    }
    case 'moveToken':
      return mine((p) => ({ ...p, move: p.move - 1, workers: moved(p.workers, m.from, m.to) }));
    case 'once': {
      const e = card(m.card).effect;
      if (e.kind !== 'once') throw new Error(`card ${m.card} has no once-per-round effect`);
      const used = withPlayer(s, seat, (p) => ({ ...pay(p, e.pay), used: [...p.used, m.card] }));
      return gain(used, seat, e.gain);
    }
    case 'deploy':
      return mine((p) => ({
        ...p,
        workers: { ...p.workers, entrance: p.workers.entrance - 1, [m.to]: p.workers[m.to] + 1 },
      }));
    case 'tent':
      return mine((p) => ({ ...p, tents: [...p.tents, p.explorer] }));
    case 'objective': {
      const k = assertDefined(claimable(s, seat, m.index), `a claim on objective ${m.index}`);
      const shown = assertDefined(s.objectives[m.index], `shown objective ${m.index}`);
      const vp = assertDefined(objectiveCard(shown).vp[k], `the points of claim ${k}`);
      const claimed = withPlayer(s, seat, (p) => ({ ...p, bonusVp: p.bonusVp + vp }));
      return [{ ...claimed, claims: updateAt(s.claims, m.index, (c) => [...c, seat]) }, []];
    }
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
const SUBS: ReadonlySet<string> = new Set(SUB_KINDS);
const isSub = (m: RwMove): m is SubMove => SUBS.has(m.kind);
/** The moves the turn ask takes: placing, the main action, bonuses, ending the turn, and the sub-actions. */
export const TURN_KINDS = ['place', 'hut', 'main', 'bonus', 'endTurn', ...SUB_KINDS] as const;
type TurnMove = MoveOf<(typeof TURN_KINDS)[number]>;

export function applyTurn(s: RwState, ask: Of<'turn'>, m: TurnMove): RwState {
  const seat = ask.seats[0];
  if (isSub(m)) {
    const [next, extra] = applySub(s, seat, m);
    return { ...next, asks: settle(next.asks, ask, ...extra, ask) };
  }
  switch (m.kind) {
    case 'place': {
      const placed = withPlayer(s, seat, (p) => ({
        ...p,
        chiefs: p.chiefs - 1,
        sectorsUsed: [...p.sectorsUsed, m.sector],
      }));
      const space = assertDefined(sectorCard(m.sector).spaces[m.space], `space ${m.space} of sector ${m.sector}`);
      const next: RwAsk = {
        ...ask,
        placed: { sector: m.sector, space: m.space },
        main: true,
        bonuses: [...space.bonuses],
      };
      return {
        ...placed,
        spaces: { ...s.spaces, [`${m.sector}.${m.space}`]: seat },
        asks: settle(s.asks, ask, next),
      };
    }
    case 'hut': {
      // Seed 錬金術師アクション: a movement token and a potion; the hut takes any number of chiefs.
      const inHut = withPlayer(s, seat, (p) => ({ ...p, chiefs: p.chiefs - 1, move: p.move + 1 }));
      return {
        ...inHut,
        hut: s.hut.includes(seat) ? s.hut : [...s.hut, seat],
        asks: settle(
          s.asks,
          ask,
          { kind: 'potion', seats: [seat] },
          { ...ask, placed: 'hut', main: false, bonuses: [] },
        ),
      };
    }
    case 'main':
      return applyMain(s, ask);
    case 'bonus': {
      const b = assertDefined(ask.bonuses[m.index], `bonus ${m.index} of the placed space`);
      const [next, extra] = bonusAsks(s, seat, b);
      const rest: RwAsk = { ...ask, bonuses: ask.bonuses.filter((_, k) => k !== m.index) };
      return { ...next, asks: settle(next.asks, ask, ...extra, rest) };
    }
    case 'endTurn':
      return endTurn(s, ask);
  }
}
/** Seed メインアクション: wood and metal are taken at once; the other actions open a step ask of their strength. */
function applyMain(s: RwState, ask: Of<'turn'>): RwState {
  const seat = ask.seats[0];
  const placed = ask.placed;
  if (placed === null || placed === 'hut') throw new Error('a main action with no chief on the wheel');
  const action = actionOf(s, placed.sector);
  const n = strength(me(s, seat), action);
  const next: RwAsk = { ...ask, main: false };
  if (action === 'wood')
    return { ...withPlayer(s, seat, (p) => ({ ...p, wood: p.wood + n })), asks: settle(s.asks, ask, next) };
  if (action === 'metal')
    return { ...withPlayer(s, seat, (p) => ({ ...p, metal: p.metal + n })), asks: settle(s.asks, ask, next) };
  if (n > 0) return { ...s, asks: settle(s.asks, ask, { kind: 'step', seats: [seat], step: action, left: n }, next) };
  return { ...s, asks: settle(s.asks, ask, next) };
}
/** Seed ボーナスアクション: what one bonus icon does (the follow-up asks it opens). */
function bonusAsks(s: RwState, seat: number, b: Bonus): Gained {
  const mine = (f: (p: Player) => Player): Gained => [withPlayer(s, seat, f), []];
  switch (b) {
    case 'move1':
    case 'move2':
      return [s, [{ kind: 'step', seats: [seat], step: 'move', left: b === 'move1' ? 1 : 2 }]];
    case 'wild':
      return mine((p) => ({ ...p, wild: p.wild + 1 }));
    case 'basic':
      return gain(s, seat, { card: 1 });
    case 'wood':
      return mine((p) => ({ ...p, wood: p.wood + 1 }));
    case 'metal':
      return mine((p) => ({ ...p, metal: p.metal + 1 }));
    case 'explore':
      return [s, [{ kind: 'step', seats: [seat], step: 'bonusExplore', left: 1 }]];
    case 'potion':
      return [s, [{ kind: 'potion', seats: [seat] }]];
    case 'guest': {
      const guest = assertDefined(s.roundGuest, 'the round guest');
      return welcome({ ...s, roundGuest: null }, seat, guest);
    }
    case 'play':
      return [s, [{ kind: 'play', seats: [seat] }]];
    case 'mission':
      return [s, [{ kind: 'mission', seats: [seat] }]];
  }
}
