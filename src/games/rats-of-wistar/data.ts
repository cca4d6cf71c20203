// Rats of Wistar, Kotatsu edition: every component as data.
// DESIGNED: no public source gives the printed values (reference "Not found" 1-6). Every table below marked
// DESIGNED was made up by Kotatsu (reasons in NOTES.md); swapping this file for the printed values is all it takes.

export type Region = 'forest' | 'burrow' | 'farm';
export const REGIONS: readonly Region[] = ['forest', 'burrow', 'farm'];
export type MainAction = 'wood' | 'dig' | 'metal' | 'bed' | 'invent' | 'explore';
/** Seed: the six main actions, two per region (forest: wood, dig; burrow: metal, bed; farm: invent, explore). */
export const MAIN_ACTIONS: readonly MainAction[] = ['wood', 'dig', 'metal', 'bed', 'invent', 'explore'];
export const ACTION_REGION: Readonly<Record<MainAction, Region>> = {
  wood: 'forest',
  dig: 'forest',
  metal: 'burrow',
  bed: 'burrow',
  invent: 'farm',
  explore: 'farm',
};
export type Skill = 'gear' | 'lens' | 'flask';
export const SKILLS: readonly Skill[] = ['gear', 'lens', 'flask'];
export type CardType = 'house' | 'tool' | 'automaton';
export const CARD_TYPES: readonly CardType[] = ['house', 'tool', 'automaton'];

/** An immediate gain (doors, mission bonuses, guests, rewards). */
export interface Gain {
  readonly wood?: number;
  readonly metal?: number;
  readonly move?: number;
  readonly wild?: number;
  readonly vp?: number;
  /** Basic inventions drawn from the deck. */
  readonly card?: number;
  /** Alchemist's potions (each: one of mission, play, wood, metal). */
  readonly potion?: number;
}

export type Bonus =
  | 'move1'
  | 'move2'
  | 'wild'
  | 'basic'
  | 'wood'
  | 'metal'
  | 'explore'
  | 'potion'
  | 'guest'
  | 'play'
  | 'mission';
export const BONUSES: readonly Bonus[] = [
  'move1',
  'move2',
  'wild',
  'basic',
  'wood',
  'metal',
  'explore',
  'potion',
  'guest',
  'play',
  'mission',
];

export interface Space {
  readonly bonuses: readonly Bonus[];
  /** The space is in play only with at least this many players. */
  readonly minSeats: number;
}
export interface Sector {
  readonly id: number;
  readonly spaces: readonly Space[];
}

// DESIGNED: the six wheel sectors, 1 to 3 spaces each, bonus icons per space, spaces by player count.
export const SECTORS: readonly Sector[] = [
  {
    id: 0,
    spaces: [
      { bonuses: ['wood'], minSeats: 1 },
      // Balance: a play bonus here (was move 1 alone) and below (was a basic card) so inventions get played.
      { bonuses: ['move1', 'play'], minSeats: 2 },
      { bonuses: ['play'], minSeats: 4 },
    ],
  },
  {
    id: 1,
    spaces: [
      { bonuses: ['play'], minSeats: 1 },
      { bonuses: ['metal'], minSeats: 3 },
    ],
  },
  {
    id: 2,
    spaces: [
      { bonuses: ['mission', 'move1'], minSeats: 1 },
      { bonuses: ['wild'], minSeats: 2 },
      { bonuses: ['wood'], minSeats: 3 },
    ],
  },
  { id: 3, spaces: [{ bonuses: ['guest'], minSeats: 1 }] },
  {
    id: 4,
    spaces: [
      { bonuses: ['explore', 'metal'], minSeats: 1 },
      { bonuses: ['move2'], minSeats: 2 },
      { bonuses: ['play'], minSeats: 4 },
    ],
  },
  {
    id: 5,
    spaces: [
      { bonuses: ['potion'], minSeats: 1 },
      { bonuses: ['play', 'wood'], minSeats: 3 },
    ],
  },
];

// DESIGNED: the player board. Two rooms are dug at the start; six underground tiles cover the other rooms and are
// dug left to right; the value under each tile is what the highest dug tile scores. Six bed tiles, each with a worker.
export const START_ROOMS = 2;
// Balance: rooms were the strongest plan at 1, 3, 5, 7, 10, 13 (a room also holds a bed or a guest).
export const UNDERGROUND_VP: readonly number[] = [1, 3, 4, 6, 8, 11];
// Balance: beds were the weakest plan at 1, 3, 5, 7, 10, 13 (0-5 % wins); a bed needs a free room too, so it pays more.
// Balance round 3: still the weakest at 2, 4, 6, 9, 12, 16 (16.2 % at 4 players, 2000 games; a bed planner builds about
// two), so the second and third beds pay more. Balance round 4: still the weakest with inventions (20.4 % at 4
// players), so every bed pays one more.
export const BED_VP: readonly number[] = [3, 7, 10, 13, 15, 17];
export const START_WORKERS = 2;
export const DIG_METAL = 2;
export const BED_WOOD = 2;
export const CHIEFS = 3;
export const TENTS = 2;
export const ROUNDS = 5;
export const START = { wood: 2, metal: 2, move: 1 } as const;
export const WILD_PRICE = 3;
export const POWER_PRICE = 4;
// Balance round 3 (was 2): the inventions plan is the one that buys power; it won 18.8 % at 4 players (2000 games).
export const ADVANCED_POWER_VP = 4;
export const DISPLAY = 4;

export type Perk =
  | { readonly kind: 'gain'; readonly gain: Gain }
  | { readonly kind: 'vp'; readonly vp: number }
  | { readonly kind: 'boost'; readonly action: MainAction; readonly n: number };
export interface Ability {
  readonly perk: Perk;
  /** Extra cost paid when this cube is taken off. */
  readonly cost?: { readonly wood?: number; readonly metal?: number };
}
// DESIGNED: the two ability tracks (brown for cellar missions, grey for house missions).
export const ABILITIES: Readonly<Record<'brown' | 'grey', readonly Ability[]>> = {
  brown: [
    { perk: { kind: 'gain', gain: { metal: 2 } } },
    { perk: { kind: 'vp', vp: 4 } },
    { perk: { kind: 'boost', action: 'dig', n: 1 }, cost: { wood: 1 } },
    { perk: { kind: 'vp', vp: 7 }, cost: { metal: 2 } },
  ],
  grey: [
    { perk: { kind: 'gain', gain: { wood: 2 } } },
    { perk: { kind: 'vp', vp: 4 } },
    { perk: { kind: 'boost', action: 'invent', n: 1 }, cost: { metal: 1 } },
    { perk: { kind: 'vp', vp: 7 }, cost: { wood: 2 } },
  ],
};

// DESIGNED: the farmhouse. Area 0 is the hall where explorers start; 1-3 are house rooms, 4-5 the cellar (5 is the
// pantry with the cheese). Doors stand between areas; with 1-2 players the doors marked openSmall start open.
export interface Area {
  readonly id: number;
  readonly part: 'hall' | 'house' | 'cellar';
  /** Mission slots with 1-2 players, with 3-4 players. */
  readonly missions: readonly [number, number];
  /** Guest tiles face down with 1-2 players, with 3-4 players. */
  readonly guests: readonly [number, number];
}
export const AREAS: readonly Area[] = [
  { id: 0, part: 'hall', missions: [0, 0], guests: [0, 0] },
  { id: 1, part: 'house', missions: [1, 2], guests: [1, 2] },
  { id: 2, part: 'house', missions: [1, 2], guests: [1, 1] },
  { id: 3, part: 'house', missions: [1, 1], guests: [1, 2] },
  { id: 4, part: 'cellar', missions: [2, 3], guests: [1, 2] },
  { id: 5, part: 'cellar', missions: [1, 2], guests: [1, 1] },
];
export interface Door {
  readonly id: number;
  readonly between: readonly [number, number];
  readonly gain: Gain;
  readonly openSmall: boolean;
}
export const DOORS: readonly Door[] = [
  { id: 0, between: [0, 1], gain: { wood: 1 }, openSmall: true },
  { id: 1, between: [0, 2], gain: { metal: 1 }, openSmall: false },
  { id: 2, between: [1, 3], gain: { move: 1 }, openSmall: false },
  { id: 3, between: [2, 3], gain: { card: 1 }, openSmall: false },
  { id: 4, between: [0, 4], gain: { wild: 1 }, openSmall: true },
  { id: 5, between: [4, 5], gain: { vp: 2 }, openSmall: false },
  { id: 6, between: [2, 4], gain: { wood: 1, metal: 1 }, openSmall: false },
];
/** DESIGNED: cheese tiles in the pantry (area 5), one per player; the first to enter takes the top one. */
export const CHEESE_AREA = 5;
// Balance round 3 (was 6, 5, 4, 3): the explorers' plan, guests, won 36.1 % at 4 players and 43.3 % at 3 (2000 games).
// Balance round 4 (was 4, 3, 2, 1): guests still won 32.3 % at 4 players and 38.2 % at 3 (2000 games).
export const CHEESE_VP: readonly number[] = [3, 2, 1, 1];

export interface Mission {
  readonly id: number;
  readonly part: 'house' | 'cellar';
  readonly reveal: Gain;
  readonly rows: readonly {
    readonly pay: { readonly wood?: number; readonly metal?: number };
    readonly skills: readonly Skill[];
    readonly reward: Gain;
  }[];
}
// DESIGNED: ten missions, five of the house (grey cube) and five of the cellar (brown cube).
export const MISSIONS: readonly Mission[] = [
  {
    id: 0,
    part: 'house',
    reveal: { wood: 1 },
    rows: [
      { pay: { wood: 2 }, skills: [], reward: { vp: 2 } },
      { pay: {}, skills: ['gear'], reward: { vp: 3 } },
      { pay: { metal: 2 }, skills: ['gear', 'lens'], reward: { vp: 5 } },
    ],
  },
  {
    id: 1,
    part: 'house',
    reveal: { metal: 1 },
    rows: [
      { pay: { metal: 1 }, skills: [], reward: { wood: 2 } },
      { pay: {}, skills: ['lens'], reward: { vp: 3 } },
      { pay: { wood: 2 }, skills: ['lens', 'flask'], reward: { vp: 5 } },
    ],
  },
  {
    id: 2,
    part: 'house',
    reveal: { move: 1 },
    rows: [
      { pay: { wood: 1, metal: 1 }, skills: [], reward: { vp: 2 } },
      { pay: {}, skills: ['flask'], reward: { wild: 1, vp: 1 } },
      { pay: {}, skills: ['flask', 'flask', 'gear'], reward: { vp: 6 } },
    ],
  },
  {
    id: 3,
    part: 'house',
    reveal: { wood: 1 },
    rows: [
      { pay: {}, skills: ['gear'], reward: { metal: 2 } },
      { pay: { wood: 2 }, skills: ['gear'], reward: { vp: 3 } },
      { pay: {}, skills: ['gear', 'gear', 'lens'], reward: { vp: 6 } },
    ],
  },
  {
    id: 4,
    part: 'house',
    reveal: { card: 1 },
    rows: [
      { pay: { wood: 2 }, skills: [], reward: { card: 1, vp: 1 } },
      { pay: {}, skills: ['lens', 'gear'], reward: { vp: 4 } },
      { pay: { metal: 3 }, skills: ['lens'], reward: { vp: 5 } },
    ],
  },
  {
    id: 5,
    part: 'cellar',
    reveal: { metal: 1 },
    rows: [
      { pay: { metal: 2 }, skills: [], reward: { vp: 2 } },
      { pay: {}, skills: ['flask'], reward: { metal: 2 } },
      { pay: { wood: 2 }, skills: ['flask', 'lens'], reward: { vp: 5 } },
    ],
  },
  {
    id: 6,
    part: 'cellar',
    reveal: { wild: 1 },
    rows: [
      { pay: { wood: 1 }, skills: [], reward: { move: 1, vp: 1 } },
      { pay: {}, skills: ['gear', 'flask'], reward: { vp: 4 } },
      { pay: {}, skills: ['gear', 'flask', 'lens'], reward: { vp: 6 } },
    ],
  },
  {
    id: 7,
    part: 'cellar',
    reveal: { wood: 1 },
    rows: [
      { pay: {}, skills: ['lens'], reward: { wood: 2 } },
      { pay: { metal: 2 }, skills: [], reward: { vp: 3 } },
      { pay: { metal: 2 }, skills: ['lens', 'lens'], reward: { vp: 5 } },
    ],
  },
  {
    id: 8,
    part: 'cellar',
    reveal: { move: 1 },
    rows: [
      { pay: { wood: 2 }, skills: [], reward: { metal: 1, vp: 1 } },
      { pay: {}, skills: ['gear'], reward: { vp: 3 } },
      { pay: { wood: 3 }, skills: ['gear', 'flask'], reward: { vp: 6 } },
    ],
  },
  {
    id: 9,
    part: 'cellar',
    reveal: { metal: 1 },
    rows: [
      { pay: { metal: 1 }, skills: [], reward: { wood: 1, vp: 1 } },
      { pay: {}, skills: ['flask', 'lens'], reward: { vp: 4 } },
      { pay: {}, skills: ['flask', 'flask', 'gear'], reward: { vp: 6 } },
    ],
  },
];

export type Effect =
  | { readonly kind: 'none' }
  | { readonly kind: 'now'; readonly gain: Gain }
  | { readonly kind: 'income'; readonly gain: Gain }
  | { readonly kind: 'once'; readonly gain: Gain; readonly pay?: { readonly wood?: number; readonly metal?: number } }
  | { readonly kind: 'boost'; readonly action: MainAction; readonly n: number }
  | { readonly kind: 'attack'; readonly lose: 'wood' | 'metal' }
  | { readonly kind: 'end'; readonly per: 'beds' | 'rooms' | 'guests' | 'missions' | CardType; readonly vp: number };

export interface Guest {
  readonly id: number;
  readonly part: 'house' | 'cellar';
  readonly vp: number;
  readonly effect: Effect;
}
// DESIGNED: 24 guest mice, 12 of the house and 12 of the cellar; the five round guests come from what is left.
// Balance round 3: every guest worth 2 VP or more is worth 1 less (guests were the strongest plan at every count).
const g = (part: 'house' | 'cellar', vp: number, effect: Effect): Omit<Guest, 'id'> => ({ part, vp, effect });
const GUEST_LIST: readonly Omit<Guest, 'id'>[] = [
  g('house', 2, { kind: 'none' }),
  g('house', 1, { kind: 'income', gain: { wood: 1 } }),
  g('house', 1, { kind: 'income', gain: { metal: 1 } }),
  g('house', 1, { kind: 'now', gain: { wild: 1 } }),
  g('house', 0, { kind: 'boost', action: 'explore', n: 1 }),
  g('house', 1, { kind: 'now', gain: { card: 1 } }),
  g('house', 3, { kind: 'none' }),
  g('house', 1, { kind: 'end', per: 'guests', vp: 1 }),
  g('house', 0, { kind: 'boost', action: 'invent', n: 1 }),
  g('house', 1, { kind: 'now', gain: { move: 2 } }),
  g('house', 1, { kind: 'income', gain: { move: 1 } }),
  g('house', 1, { kind: 'now', gain: { wood: 2 } }),
  g('cellar', 2, { kind: 'none' }),
  g('cellar', 1, { kind: 'income', gain: { metal: 1 } }),
  g('cellar', 0, { kind: 'boost', action: 'dig', n: 1 }),
  g('cellar', 1, { kind: 'now', gain: { metal: 2 } }),
  g('cellar', 0, { kind: 'boost', action: 'bed', n: 1 }),
  g('cellar', 1, { kind: 'end', per: 'beds', vp: 1 }),
  g('cellar', 3, { kind: 'none' }),
  g('cellar', 1, { kind: 'now', gain: { wild: 1 } }),
  g('cellar', 1, { kind: 'income', gain: { wood: 1 } }),
  g('cellar', 0, { kind: 'boost', action: 'metal', n: 1 }),
  g('cellar', 1, { kind: 'end', per: 'rooms', vp: 1 }),
  g('cellar', 1, { kind: 'now', gain: { potion: 1 } }),
];
export const GUESTS: readonly Guest[] = GUEST_LIST.map((x, id) => ({ ...x, id }));

export interface Objective {
  readonly id: number;
  readonly measure: 'rooms' | 'beds' | 'guests' | 'played' | 'missions' | 'power' | Skill | CardType;
  /** What the first, second, third and fourth claim need; each claim raises the bar. */
  readonly needs: readonly [number, number, number, number];
  readonly vp: readonly [number, number, number, number];
}
// DESIGNED: 13 objectives; with N players only the first N claim spaces are open (at least 2).
const o = (measure: Objective['measure'], first: number): Omit<Objective, 'id'> => ({
  measure,
  needs: [first, first + 1, first + 2, first + 3],
  vp: [6, 5, 4, 3],
});
export const OBJECTIVES: readonly Objective[] = [
  o('rooms', 3),
  o('beds', 2),
  // Balance round 3 (was 2 guests first): guests were the strongest plan.
  o('guests', 3),
  o('played', 3),
  o('missions', 2),
  o('power', 1),
  o('gear', 2),
  o('lens', 2),
  o('flask', 2),
  o('house', 2),
  o('tool', 2),
  o('automaton', 2),
  o('rooms', 4),
].map((x, id) => ({ ...x, id }));
export const OBJECTIVES_SHOWN = 3;
export function objectiveSpaces(seats: number): number {
  return Math.max(2, seats);
}

export interface Hero {
  readonly id: number;
  readonly start: Gain;
}
// DESIGNED: five hero cards (the four leaders and one spare); each seat is dealt one at random, a small start gift.
export const HEROES: readonly Hero[] = [
  { id: 0, start: { wood: 1 } },
  { id: 1, start: { metal: 1 } },
  { id: 2, start: { move: 1 } },
  { id: 3, start: { wild: 1 } },
  { id: 4, start: { card: 1 } },
];

// The invention designs live in their own file; import them from here like every other component.
export { DECK, INVENTIONS, type Invention } from './data-inventions';
