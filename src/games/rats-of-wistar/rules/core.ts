// Rats of Wistar: helpers the decisions share (component look-ups, derived values, gains, costs, drawing). Each
// helper that changes something returns the new state (copy-on-write of the branch it touches).

import { assertDefined } from '../../../engine/assert';
import { updateAt } from '../../../engine/list';
import { shuffle } from '../../../engine/random';
import {
  ABILITIES,
  type Ability,
  ACTION_REGION,
  CHEESE_AREA,
  DECK,
  DISPLAY,
  DOORS,
  type Door,
  type Effect,
  type Gain,
  GUESTS,
  type Guest,
  HEROES,
  type Hero,
  INVENTIONS,
  type Invention,
  MAIN_ACTIONS,
  type MainAction,
  MISSIONS,
  type Mission,
  OBJECTIVES,
  type Objective,
  objectiveSpaces,
  SECTORS,
  type Sector,
  type Skill,
  START_ROOMS,
} from '../data';
import type { Player, RwAsk, RwState, Tier, Track, Workers } from './types';

// ---- component look-ups: an id the rules hold must name a component ----
const CARDS: readonly Invention[] = DECK.map((design, n) => assertDefined(INVENTIONS[design], `design of card ${n}`));
export const card = (n: number): Invention => assertDefined(CARDS[n], `invention card ${n}`);
export const guestTile = (id: number): Guest => assertDefined(GUESTS[id], `guest tile ${id}`);
export const missionCard = (id: number): Mission => assertDefined(MISSIONS[id], `mission ${id}`);
export const doorOf = (id: number): Door => assertDefined(DOORS[id], `door ${id}`);
export const objectiveCard = (id: number): Objective => assertDefined(OBJECTIVES[id], `objective ${id}`);
export const heroCard = (id: number): Hero => assertDefined(HEROES[id], `hero ${id}`);
export const sectorCard = (id: number): Sector => assertDefined(SECTORS[id], `sector ${id}`);
export const abilityOf = (track: Track, i: number): Ability =>
  assertDefined(ABILITIES[track][i], `${track} ability ${i}`);
export const TIERS: readonly Tier[] = ['basic', 'advanced'];

export const me = (s: RwState, seat: number): Player => assertDefined(s.players[seat], `player ${seat}`);
/** A copy of `list` without the item at `index`. */
export const without = <T>(list: readonly T[], index: number): T[] => [
  ...list.slice(0, index),
  ...list.slice(index + 1),
];
/** The state with one player changed by `f`. */
export function withPlayer(s: RwState, seat: number, f: (p: Player) => Player): RwState {
  return { ...s, players: updateAt(s.players, seat, f) };
}

// ---- gains and costs: each lists only what it gives or takes, and what it leaves out is none ----
const NO_GAIN: Readonly<Required<Gain>> = { wood: 0, metal: 0, move: 0, wild: 0, vp: 0, card: 0, potion: 0 };
export const fullGain = (x: Gain): Readonly<Required<Gain>> => ({ ...NO_GAIN, ...x });
export interface Cost {
  readonly wood?: number;
  readonly metal?: number;
}
const NO_COST = { wood: 0, metal: 0 } as const;
export const fullCost = (c: Cost = NO_COST): { readonly wood: number; readonly metal: number } => ({
  ...NO_COST,
  ...c,
});

/** The sector at wheel position p (position p faces the main action MAIN_ACTIONS[p]). */
export function sectorAt(s: Pick<RwState, 'sectors' | 'rotation'>, p: number): number {
  return assertDefined(s.sectors[(((p - s.rotation) % 6) + 6) % 6], `the sector at wheel position ${p}`);
}
/** The main action that a sector faces now. */
export function actionOf(s: Pick<RwState, 'sectors' | 'rotation'>, sector: number): MainAction {
  for (const [p, action] of MAIN_ACTIONS.entries()) if (sectorAt(s, p) === sector) return action;
  throw new Error(`sector ${sector} is not on the wheel`);
}
/** The spaces of a sector open at this player count (none for a sector that does not exist: a move may name one). */
export function spacesInPlay(s: RwState, sector: number): number[] {
  const sec = SECTORS[sector];
  if (!sec) return [];
  return sec.spaces.flatMap((sp, i) => (sp.minSeats <= s.seats ? [i] : []));
}
/** Effects of everything a player owns: played inventions and guests. */
export function effects(p: Player): Effect[] {
  return [...p.played.map((c) => card(c).effect), ...p.guests.map((gid) => guestTile(gid).effect)];
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
/** Workers after one moves from one region to another (two different ones). */
export const moved = (w: Workers, from: keyof Workers, to: keyof Workers): Workers => ({
  ...w,
  [from]: w[from] - 1,
  [to]: w[to] + 1,
});
export const rooms = (p: Pick<Player, 'dug'>): number => START_ROOMS + p.dug;
export const freeRooms = (p: Pick<Player, 'dug' | 'beds' | 'guests'>): number => rooms(p) - p.beds - p.guests.length;
export function skillCount(p: Pick<Player, 'played'>, skill: Skill): number {
  return p.played.reduce((n, c) => n + card(c).icons.filter((x) => x === skill).length, 0);
}
/** What a player holds that paying and playing look at (a seat's view has as much of its own player). */
export type Purse = Pick<Player, 'wood' | 'metal' | 'wild' | 'power' | 'played'>;
/** How many wild tokens a player must spend to meet these skill needs, or null when they cannot. */
export function wildsNeeded(p: Purse, needs: readonly Skill[]): number | null {
  let missing = 0;
  for (const sk of new Set(needs)) missing += Math.max(0, needs.filter((x) => x === sk).length - skillCount(p, sk));
  return missing <= p.wild ? missing : null;
}
/** The wild tokens a player spends on skill needs it can meet (a broken invariant when it cannot). */
export function wildsSpent(p: Purse, needs: readonly Skill[]): number {
  return assertDefined(wildsNeeded(p, needs), 'the wild tokens for skills the player can meet');
}
export function canPay(p: Purse, cost: Cost = NO_COST): boolean {
  const c = fullCost(cost);
  return p.wood >= c.wood && p.metal >= c.metal;
}
export function pay(p: Player, cost: Cost = NO_COST): Player {
  const c = fullCost(cost);
  return { ...p, wood: p.wood - c.wood, metal: p.metal - c.metal };
}
export function playable(p: Purse, c: number): boolean {
  const inv = card(c);
  return canPay(p, inv.cost) && p.power >= inv.power && wildsNeeded(p, inv.needs) !== null;
}
/** Rows of a mission this player has completed; a mission it has done nothing of has no entry yet. */
export function rowsDone(p: Pick<Player, 'rows'>, mission: number): number {
  const key = String(mission);
  return Object.hasOwn(p.rows, key) ? assertDefined(p.rows[key], `rows of mission ${mission}`) : 0;
}
export function missionsDone(p: Pick<Player, 'rows'>): number {
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
/** The claim a player could make on shown objective i now, or null (also for an objective not shown). */
export function claimable(s: RwState, seat: number, i: number): number | null {
  const shown = s.objectives[i];
  const claims = s.claims[i];
  if (shown === undefined || claims === undefined) return null;
  const obj = objectiveCard(shown);
  if (claims.includes(seat) || claims.length >= objectiveSpaces(s.seats)) return null;
  const k = claims.length;
  return measure(me(s, seat), obj.measure) >= assertDefined(obj.needs[k], `claim ${k} of objective ${shown}`)
    ? k
    : null;
}

// ---- the decks and the displays ----
export const deckOf = (s: RwState, tier: Tier): readonly number[] => (tier === 'basic' ? s.basicDeck : s.advancedDeck);
export const displayOf = (s: RwState, tier: Tier): readonly number[] =>
  tier === 'basic' ? s.basicDisplay : s.advancedDisplay;
const withDeck = (s: RwState, tier: Tier, deck: readonly number[]): RwState =>
  tier === 'basic' ? { ...s, basicDeck: deck } : { ...s, advancedDeck: deck };
export const withDisplay = (s: RwState, tier: Tier, display: readonly number[]): RwState =>
  tier === 'basic' ? { ...s, basicDisplay: display } : { ...s, advancedDisplay: display };

/** Draw the top card of a deck, reshuffling the discards into it when it runs out; null when both are empty. */
export function drawFrom(s0: RwState, tier: Tier): readonly [RwState, number | null] {
  let s = s0;
  let deck = deckOf(s, tier);
  if (deck.length === 0) {
    const back = s.discard.filter((c) => card(c).tier === tier);
    if (back.length === 0) return [s, null];
    const [mixed, rng] = shuffle(s.rng, back);
    s = { ...s, discard: s.discard.filter((c) => card(c).tier !== tier), rng };
    deck = mixed;
  }
  const [top, ...rest] = deck;
  return [withDeck(s, tier, rest), assertDefined(top, `the top of the ${tier} deck`)];
}
/** Each display filled up to four cards from its deck (or as many as there are). */
export function refill(s0: RwState): RwState {
  let s = s0;
  for (const tier of TIERS) {
    while (displayOf(s, tier).length < DISPLAY) {
      const [next, c] = drawFrom(s, tier);
      if (c === null) break;
      s = withDisplay(next, tier, [...displayOf(next, tier), c]);
    }
  }
  return s;
}

/** A new state and the follow-up asks it opens (potions), first first. */
export type Gained = readonly [RwState, readonly RwAsk[]];

/** Apply a gain; potions become asks the caller opens (returned). */
export function gain(s0: RwState, seat: number, x: Gain): Gained {
  const g = fullGain(x);
  let s = withPlayer(s0, seat, (p) => ({
    ...p,
    wood: p.wood + g.wood,
    metal: p.metal + g.metal,
    move: p.move + g.move,
    wild: p.wild + g.wild,
    bonusVp: p.bonusVp + g.vp,
  }));
  for (let i = 0; i < g.card; i++) {
    const [next, c] = drawFrom(s, 'basic');
    s = c === null ? next : withPlayer(next, seat, (p) => ({ ...p, hand: [...p.hand, c] }));
  }
  return [s, Array.from({ length: g.potion }, (): RwAsk => ({ kind: 'potion', seats: [seat] }))];
}
/** Gains one after another, their asks in the same order. */
export function gainAll(s0: RwState, seat: number, xs: readonly Gain[]): Gained {
  let s = s0;
  const asks: RwAsk[] = [];
  for (const x of xs) {
    const [next, more] = gain(s, seat, x);
    s = next;
    asks.push(...more);
  }
  return [s, asks];
}
/** The immediate part of an effect when a card is played or a guest arrives. */
export function onArrive(s: RwState, seat: number, e: Effect): Gained {
  if (e.kind === 'now') return gain(s, seat, e.gain);
  if (e.kind === 'attack') {
    const lose = (q: Player): Player =>
      e.lose === 'wood' ? { ...q, wood: Math.max(0, q.wood - 1) } : { ...q, metal: Math.max(0, q.metal - 1) };
    const players = s.players.map((q, o) => (o === seat ? q : lose(q)));
    return [{ ...s, players }, []];
  }
  return [s, []];
}
export function welcome(s: RwState, seat: number, guest: number): Gained {
  const next = withPlayer(s, seat, (p) => ({ ...p, guests: [...p.guests, guest] }));
  return onArrive(next, seat, guestTile(guest).effect);
}
/** Move the explorer into an area; the first visit to the pantry takes the top cheese tile. */
export function enter(s: RwState, seat: number, area: number): RwState {
  const p = me(s, seat);
  const [cheese, ...rest] = s.cheese;
  if (area === CHEESE_AREA && p.cheese.length === 0 && cheese !== undefined)
    return { ...withPlayer(s, seat, (q) => ({ ...q, explorer: area, cheese: [cheese] })), cheese: rest };
  return withPlayer(s, seat, (q) => ({ ...q, explorer: area }));
}
/** Areas where a player may explore: the explorer's and its tents'. */
export function bases(p: Player): number[] {
  return [...new Set([p.explorer, ...p.tents])];
}
export function doorsAround(area: number): number[] {
  return DOORS.filter((d) => d.between.includes(area)).map((d) => d.id);
}
export function neighbours(s: RwState, area: number): number[] {
  return DOORS.filter((d) => d.between.includes(area) && s.doors[d.id]).map((d) =>
    d.between[0] === area ? d.between[1] : d.between[0],
  );
}
/** The mission slots of an area, which must exist. */
export const slotsOf = (s: RwState, area: number) => assertDefined(s.missions[area], `the missions of area ${area}`);
/** The missions of an area a player may complete now. */
export function missionOptions(s: RwState, seat: number): { area: number; slot: number }[] {
  const p = me(s, seat);
  const out: { area: number; slot: number }[] = [];
  for (const area of bases(p)) {
    slotsOf(s, area).forEach((sl, slot) => {
      if (sl.open && missionRow(s, seat, sl.mission) !== null) out.push({ area, slot });
    });
  }
  return out;
}
/** The next row of a mission this player can complete now, or null. */
export function missionRow(s: RwState, seat: number, mission: number): number | null {
  const p = me(s, seat);
  const row = rowsDone(p, mission);
  const r = missionCard(mission).rows[row];
  if (!r) return null;
  if (!canPay(p, r.pay) || wildsNeeded(p, r.skills) === null) return null;
  return row;
}
export function cubeOptions(p: Player, track: Track): number[] {
  return ABILITIES[track].flatMap((ab, i) => (!p.cubes[track][i] && canPay(p, ab.cost) ? [i] : []));
}

/** Seed ラウンド準備フェイズ 5: what a player's income effects give. */
export function income(s: RwState, seat: number): Gained {
  const gains = effects(me(s, seat)).flatMap((e) => (e.kind === 'income' ? [e.gain] : []));
  return gainAll(s, seat, gains);
}
