// Rats of Wistar: helpers the decisions share (derived values, gains, costs, drawing, round preparation, scoring).

import { randomInt, shuffle } from '../../../engine/random';
import {
  ABILITIES,
  ACTION_REGION,
  CHEESE_AREA,
  DECK,
  DISPLAY,
  DOORS,
  type Effect,
  type Gain,
  GUESTS,
  INVENTIONS,
  type Invention,
  MAIN_ACTIONS,
  type MainAction,
  MISSIONS,
  OBJECTIVES,
  type Objective,
  objectiveSpaces,
  SECTORS,
  type Skill,
  START_ROOMS,
} from '../data';
import type { Player, RwAsk, RwState } from './types';

export const card = (n: number): Invention => INVENTIONS[DECK[n] as number] as Invention;
export const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
export const me = (s: RwState, seat: number): Player => s.players[seat] as Player;

/** The sector at wheel position p (position p faces the main action MAIN_ACTIONS[p]). */
export function sectorAt(s: RwState, p: number): number {
  return s.sectors[(((p - s.rotation) % 6) + 6) % 6] as number;
}
/** The main action that a sector faces now. */
export function actionOf(s: RwState, sector: number): MainAction {
  for (let p = 0; p < 6; p++) if (sectorAt(s, p) === sector) return MAIN_ACTIONS[p] as MainAction;
  throw new Error(`sector ${sector} is not on the wheel`);
}
export function spacesInPlay(s: RwState, sector: number): number[] {
  const sec = SECTORS[sector];
  if (!sec) return [];
  return sec.spaces.flatMap((sp, i) => (sp.minSeats <= s.seats ? [i] : []));
}
/** Effects of everything a player owns: played inventions and guests. */
export function effects(p: Player): Effect[] {
  return [
    ...p.played.map((c) => card(c).effect),
    ...p.guests.map((gid) => (GUESTS[gid] as (typeof GUESTS)[number]).effect),
  ];
}
/** Seed: an action's strength is your number of workers in the region it belongs to (plus lasting boosts). */
export function strength(p: Player, action: MainAction): number {
  let n = p.workers[ACTION_REGION[action]];
  for (const e of effects(p)) if (e.kind === 'boost' && e.action === action) n += e.n;
  (['brown', 'grey'] as const).forEach((track) => {
    ABILITIES[track].forEach((ab, i) => {
      if (p.cubes[track][i] && ab.perk.kind === 'boost' && ab.perk.action === action) n += ab.perk.n;
    });
  });
  return n;
}
export const rooms = (p: Player): number => START_ROOMS + p.dug;
export const freeRooms = (p: Player): number => rooms(p) - p.beds - p.guests.length;
export function skillCount(p: Player, skill: Skill): number {
  return p.played.reduce((n, c) => n + card(c).icons.filter((x) => x === skill).length, 0);
}
/** How many wild tokens a player must spend to meet these skill needs, or null when they cannot. */
export function wildsNeeded(p: Player, needs: readonly Skill[]): number | null {
  let missing = 0;
  for (const sk of new Set(needs)) missing += Math.max(0, needs.filter((x) => x === sk).length - skillCount(p, sk));
  return missing <= p.wild ? missing : null;
}
export function canPay(p: Player, cost: { readonly wood?: number; readonly metal?: number }): boolean {
  return p.wood >= (cost.wood ?? 0) && p.metal >= (cost.metal ?? 0);
}
export function pay(p: Player, cost: { readonly wood?: number; readonly metal?: number }): void {
  p.wood -= cost.wood ?? 0;
  p.metal -= cost.metal ?? 0;
}
export function playable(p: Player, c: number): boolean {
  const inv = card(c);
  return canPay(p, inv.cost) && p.power >= inv.power && wildsNeeded(p, inv.needs) !== null;
}
export function missionsDone(p: Player): number {
  return Object.values(p.rows).reduce((a, b) => a + b, 0);
}
export function measure(p: Player, m: Objective['measure']): number {
  switch (m) {
    case 'rooms':
      return rooms(p);
    case 'beds':
      return p.beds;
    case 'guests':
      return p.guests.length;
    case 'played':
      return p.played.length;
    case 'missions':
      return missionsDone(p);
    case 'power':
      return p.power;
    case 'gear':
    case 'lens':
    case 'flask':
      // Seed: wild tokens never count for objectives.
      return skillCount(p, m);
    default:
      return p.played.filter((c) => card(c).type === m).length;
  }
}
/** The claim a player could make on shown objective i now, or null. */
export function claimable(s: RwState, seat: number, i: number): number | null {
  const obj = OBJECTIVES[s.objectives[i] as number] as Objective;
  const claims = s.claims[i] as number[];
  if (claims.includes(seat) || claims.length >= objectiveSpaces(s.seats)) return null;
  const k = claims.length;
  return measure(me(s, seat), obj.measure) >= (obj.needs[k] as number) ? k : null;
}

/** Draw the top card of a deck, reshuffling the discards into it when it runs out. */
export function drawFrom(s: RwState, tier: 'basic' | 'advanced'): number | null {
  const deck = tier === 'basic' ? s.basicDeck : s.advancedDeck;
  if (deck.length === 0) {
    const back = s.discard.filter((c) => card(c).tier === tier);
    if (back.length === 0) return null;
    s.discard = s.discard.filter((c) => card(c).tier !== tier);
    const [mixed, rng] = shuffle(s.rng, back);
    s.rng = rng;
    deck.push(...mixed);
  }
  return deck.shift() ?? null;
}
export function refill(s: RwState): void {
  for (const tier of ['basic', 'advanced'] as const) {
    const display = tier === 'basic' ? s.basicDisplay : s.advancedDisplay;
    while (display.length < DISPLAY) {
      const c = drawFrom(s, tier);
      if (c === null) break;
      display.push(c);
    }
  }
}

/** Apply a gain; potions become asks the caller pushes (returned). */
export function gain(s: RwState, seat: number, x: Gain): RwAsk[] {
  const p = me(s, seat);
  p.wood += x.wood ?? 0;
  p.metal += x.metal ?? 0;
  p.move += x.move ?? 0;
  p.wild += x.wild ?? 0;
  p.bonusVp += x.vp ?? 0;
  for (let i = 0; i < (x.card ?? 0); i++) {
    const c = drawFrom(s, 'basic');
    if (c !== null) p.hand.push(c);
  }
  return Array.from({ length: x.potion ?? 0 }, () => ({ kind: 'potion', seats: [seat] }) as RwAsk);
}
/** The immediate part of an effect when a card is played or a guest arrives. */
export function onArrive(s: RwState, seat: number, e: Effect): RwAsk[] {
  if (e.kind === 'now') return gain(s, seat, e.gain);
  if (e.kind === 'attack') {
    for (let o = 0; o < s.seats; o++) {
      if (o === seat) continue;
      const q = me(s, o);
      if (e.lose === 'wood') q.wood = Math.max(0, q.wood - 1);
      else q.metal = Math.max(0, q.metal - 1);
    }
  }
  return [];
}
export function welcome(s: RwState, seat: number, guest: number): RwAsk[] {
  me(s, seat).guests.push(guest);
  return onArrive(s, seat, (GUESTS[guest] as (typeof GUESTS)[number]).effect);
}
/** Move the explorer into an area; the first visit to the pantry takes the top cheese tile. */
export function enter(s: RwState, seat: number, area: number): void {
  const p = me(s, seat);
  p.explorer = area;
  if (area === CHEESE_AREA && p.cheese.length === 0 && s.cheese.length > 0) p.cheese.push(s.cheese.shift() as number);
}
/** Areas where a player may explore: the explorer's and its tents'. */
export function bases(p: Player): number[] {
  return [...new Set([p.explorer, ...p.tents])];
}
export function doorsAround(_s: RwState, area: number): number[] {
  return DOORS.filter((d) => d.between.includes(area)).map((d) => d.id);
}
export function neighbours(s: RwState, area: number): number[] {
  return DOORS.filter((d) => d.between.includes(area) && s.doors[d.id]).map((d) =>
    d.between[0] === area ? d.between[1] : d.between[0],
  );
}
/** The missions of an area a player may complete now: [slot, row, wilds]. */
export function missionOptions(s: RwState, seat: number): { area: number; slot: number }[] {
  const p = me(s, seat);
  const out: { area: number; slot: number }[] = [];
  for (const area of bases(p)) {
    (s.missions[area] ?? []).forEach((sl, slot) => {
      if (sl.open && missionRow(s, seat, sl.mission) !== null) out.push({ area, slot });
    });
  }
  return out;
}
/** The next row of a mission this player can complete now, or null. */
export function missionRow(s: RwState, seat: number, mission: number): number | null {
  const p = me(s, seat);
  const m = MISSIONS[mission] as (typeof MISSIONS)[number];
  const row = p.rows[String(mission)] ?? 0;
  const r = m.rows[row];
  if (!r) return null;
  if (!canPay(p, r.pay) || wildsNeeded(p, r.skills) === null) return null;
  return row;
}
export function cubeOptions(p: Player, track: 'brown' | 'grey'): number[] {
  return ABILITIES[track].flatMap((ab, i) => (!p.cubes[track][i] && canPay(p, ab.cost ?? {}) ? [i] : []));
}

export function income(s: RwState, seat: number): RwAsk[] {
  const out: RwAsk[] = [];
  for (const e of effects(me(s, seat))) if (e.kind === 'income') out.push(...gain(s, seat, e.gain));
  return out;
}

export function pickRandom<T>(s: RwState, items: readonly T[]): T {
  const [i, rng] = randomInt(s.rng, items.length);
  s.rng = rng;
  return items[i] as T;
}
