// Living Forest Duel's components as data: guardian animals, Fire Varans, tree cards, clearings and counts.

import type { Seat } from '../../engine/game';

export const ELEMENTS = ['sun', 'water', 'plant', 'wind'] as const;
/** Sun recruits, water extinguishes, plant (wood) plants trees, wind moves the Onibi. */
export type Element = (typeof ELEMENTS)[number];
export type Values = Readonly<Record<Element, number>>;

export type Season = 'summer' | 'winter';
export const SEASONS: readonly Season[] = ['summer', 'winter'];
/** Seat 0 plays Summer (moves first), seat 1 plays Winter. */
export const seasonOf = (seat: Seat): Season => (seat === 0 ? 'summer' : 'winter');
export const seatOf = (season: Season): Seat => (season === 'summer' ? 0 : 1);

export type AnimalKind = 'neutral' | 'stag' | 'season' | 'varan';
/** The icon that isolates (solitary) or calms isolation (gregarious). */
export type Herd = 'solitary' | 'gregarious' | null;

export interface AnimalDef {
  readonly id: number;
  /** Our own short name key: `animal.<name>` in text.ts. */
  readonly name: string;
  readonly kind: AnimalKind;
  /** Summer/Winter for season animals and Varans, null for neutral ones and the Stag. */
  readonly season: Season | null;
  readonly herd: Herd;
  readonly values: Values;
  /** Recruitment cost in sun. */
  readonly cost: number;
}

const v = (sun: number, water: number, plant: number, wind: number): Values => ({ sun, water, plant, wind });

// [name, herd, sun, water, plant, wind] of the 18 neutral animals of the starting shared deck (ids 1..18).
const NEUTRAL: readonly (readonly [string, Herd, number, number, number, number])[] = [
  ['anteater', null, 2, 0, 0, 1],
  ['bat', null, 1, 0, 0, 1],
  ['bear', 'solitary', 0, 2, 2, 0],
  ['chameleon', null, 0, 1, 0, 1],
  ['cobra', 'solitary', 1, 0, 2, 1],
  ['cockatoo', null, 1, 0, 2, 0],
  ['crocodile', null, 0, 3, -1, 0],
  ['elephant', null, -1, 0, 0, 2],
  ['gorilla', null, 2, 1, 1, -1],
  ['hippo', 'solitary', 1, 2, 1, 0],
  ['lynx', 'solitary', 0, 1, 0, 2],
  ['meerkat', null, 2, 0, 1, 0],
  ['panda', null, 2, -1, 2, 0],
  ['peacock', null, 2, 1, 0, 0],
  ['raccoon', null, 1, 1, 1, 0],
  ['spider', 'solitary', 3, 1, 1, 0],
  ['tapir', 'solitary', 2, 2, 1, 0],
  ['weasel', null, 1, 2, 0, 0],
];

// [summer name, winter name, herd, sun, water, plant, wind, cost]: the 15 mirror pairs (ids 101.., 201..).
const SEASONAL: readonly (readonly [string, string, Herd, number, number, number, number, number])[] = [
  ['axolotl', 'goldfish', null, 1, 2, 0, 2, 9],
  ['bee', 'mantis', null, 0, 0, 0, 2, 4],
  ['chimpanzee', 'macaque', 'gregarious', 3, -1, 0, 0, 8],
  ['coati', 'squirrel', null, 3, 0, 0, 0, 1],
  ['flamingo', 'crane', null, 3, 2, 0, 0, 5],
  ['fox', 'hare', null, 2, 0, 1, 1, 5],
  ['frog', 'salamander', null, 0, 2, 2, 0, 6],
  ['goat', 'ram', null, 0, 0, 2, 0, 2],
  ['hummingbird', 'raven', null, 0, 2, 0, 0, 2],
  ['owl', 'horned-owl', 'solitary', 2, 0, 4, 1, 6],
  ['platypus', 'dolphin', null, 1, 4, 0, 0, 7],
  ['rhinoceros', 'bison', null, 0, 1, 4, 0, 8],
  ['tanuki', 'wolf', null, 5, 0, 0, 0, 3],
  ['tiger', 'panther', null, 1, 2, 2, 0, 7],
  ['toucan', 'eagle', 'gregarious', 1, 0, 0, -1, 5],
];

export const STAG_ID = 0;
export const VARANS_PER_SEASON = 7;
/** Varan ids: Summer 191..197, Winter 291..297 (one id per physical card, so cards can be counted). */
export const varanIds = (season: Season): number[] =>
  Array.from({ length: VARANS_PER_SEASON }, (_, i) => (season === 'summer' ? 191 : 291) + i);

function buildAnimals(): AnimalDef[] {
  const out: AnimalDef[] = [
    { id: STAG_ID, name: 'stag', kind: 'stag', season: null, herd: 'gregarious', values: v(0, 0, 0, 0), cost: 7 },
  ];
  NEUTRAL.forEach(([name, herd, a, b, c, d], i) => {
    out.push({ id: i + 1, name, kind: 'neutral', season: null, herd, values: v(a, b, c, d), cost: 0 });
  });
  SEASONAL.forEach(([sName, wName, herd, a, b, c, d, cost], i) => {
    out.push({ id: 101 + i, name: sName, kind: 'season', season: 'summer', herd, values: v(a, b, c, d), cost });
    out.push({ id: 201 + i, name: wName, kind: 'season', season: 'winter', herd, values: v(a, b, c, d), cost });
  });
  for (const season of SEASONS) {
    for (const id of varanIds(season)) {
      out.push({ id, name: 'varan', kind: 'varan', season, herd: 'solitary', values: v(0, 0, 0, 0), cost: 0 });
    }
  }
  return out;
}

export const ANIMALS: readonly AnimalDef[] = buildAnimals();
const ANIMAL_BY_ID = new Map(ANIMALS.map((a) => [a.id, a]));

export function animal(id: number): AnimalDef {
  const a = ANIMAL_BY_ID.get(id);
  if (!a) throw new Error(`Unknown animal ${id}`);
  return a;
}

export const NEUTRAL_IDS: readonly number[] = NEUTRAL.map((_, i) => i + 1);
export const seasonPileIds = (season: Season): number[] =>
  SEASONAL.map((_, i) => (season === 'summer' ? 101 : 201) + i);

export type Side = 'N' | 'E' | 'S' | 'W';
export const SIDES: readonly Side[] = ['N', 'E', 'S', 'W'];
/** A tree's bonus, completed by a neighbour with the same half-icon. */
export type TreeBonus = 'recruit' | 'extinguish' | 'sanki';

export interface TreeDef {
  /** `<pile>-<n>`, e.g. "water-3". */
  readonly id: string;
  readonly pile: Element;
  readonly cost: number;
  readonly bonus: TreeBonus;
  readonly rivers: readonly Side[];
}

// Per pile: [cost, bonus, rivers] of cards 1..6.
const TREE_ROWS: Readonly<Record<Element, readonly (readonly [number, TreeBonus, string])[]>> = {
  sun: [
    [1, 'extinguish', 'EW'],
    [1, 'sanki', 'NS'],
    [2, 'sanki', 'NSW'],
    [2, 'extinguish', 'NES'],
    [2, 'extinguish', 'ESW'],
    [2, 'sanki', 'NEW'],
  ],
  water: [
    [2, 'sanki', 'EW'],
    [2, 'sanki', 'NS'],
    [3, 'sanki', 'NES'],
    [3, 'recruit', 'NSW'],
    [3, 'sanki', 'ESW'],
    [3, 'recruit', 'NEW'],
  ],
  plant: [
    [4, 'sanki', 'NS'],
    [4, 'sanki', 'EW'],
    [4, 'recruit', 'SW'],
    [4, 'extinguish', 'NE'],
    [5, 'sanki', 'ES'],
    [5, 'sanki', 'NW'],
  ],
  wind: [
    [4, 'sanki', 'NSW'],
    [4, 'sanki', 'NES'],
    [3, 'recruit', 'NE'],
    [3, 'recruit', 'NW'],
    [3, 'extinguish', 'ES'],
    [3, 'extinguish', 'SW'],
  ],
};

export const TREES: readonly TreeDef[] = ELEMENTS.flatMap((pile) =>
  TREE_ROWS[pile].map(([cost, bonus, rivers], i) => ({
    id: `${pile}-${i + 1}`,
    pile,
    cost,
    bonus,
    rivers: rivers.split('') as Side[],
  })),
);
const TREE_BY_ID = new Map(TREES.map((t) => [t.id, t]));

/** The starting lake card of each season: no cost, element or bonus; rivers on every side. */
export const LAKE_IDS: Readonly<Record<Season, string>> = { summer: 'lake-summer', winter: 'lake-winter' };
export const isLake = (id: string): boolean => id.startsWith('lake-');

export function tree(id: string): TreeDef {
  const t = TREE_BY_ID.get(id);
  if (!t) throw new Error(`Unknown tree ${id}`);
  return t;
}

export type ClearingBonus = 'sanki' | 'extinguish' | 'recruit' | 'plant';
export interface ClearingDef {
  /** Fire value: the water it costs to take its fire token, and its weight in the round-end fire total. */
  readonly fire: number;
  readonly bonus: ClearingBonus;
}
/** The seven clearings, index 0 = Summer's end (-3) .. 6 = Winter's end (+3); the Onibi starts on 3. */
export const CLEARINGS: readonly ClearingDef[] = [
  { fire: 4, bonus: 'sanki' },
  { fire: 3, bonus: 'extinguish' },
  { fire: 2, bonus: 'recruit' },
  { fire: 2, bonus: 'plant' },
  { fire: 2, bonus: 'recruit' },
  { fire: 3, bonus: 'extinguish' },
  { fire: 4, bonus: 'sanki' },
];
/** The clearing at index i (0..6), which must exist. */
export function clearing(i: number): ClearingDef {
  const c = CLEARINGS[i];
  if (!c) throw new Error(`No clearing ${i}`);
  return c;
}
export const CENTER = 3;
export const FIRE_TOKENS = 21;
export const SANKI_CARDS = 3;
export const ACTION_TOKENS = 2;
export const LINE_SLOTS = 7;
/** Isolation: at 3 a token is lost, at 4 the second one. */
export const ISOLATION_LOSS = [3, 4] as const;
