// Altay's components as data: resources, the four peoples' starting decks, the 11 market types with their VP copies,
// the 20 achievements (10 of them wonders), the 25 territories with terrain and adjacency, and the cuts per player
// count. Facts from the seed (altay.ja.txt) and the reference sheet (reference/altay.md, round 3); see NOTES.md.

/** food, wood, metal, stone, culture. */
export const RESOURCES = ['F', 'W', 'M', 'S', 'C'] as const;
export type Res = 0 | 1 | 2 | 3 | 4;
export const FOOD: Res = 0;
export const WOOD: Res = 1;
export const METAL: Res = 2;
export const STONE: Res = 3;
export const CULTURE: Res = 4;
/** A cost symbol: one resource, or 'X' = one of wood, metal or stone (payer's choice). */
export type CostSym = Res | 'X';

export type Terrain = 'farm' | 'forest' | 'hill' | 'mountain';
export const TERRAINS: readonly Terrain[] = ['farm', 'forest', 'hill', 'mountain'];

/** One option of a card, chosen when it is played. */
export type CardOption =
  | { readonly op: 'gain'; readonly res: Res; readonly n: number; readonly terrain?: Terrain }
  | { readonly op: 'atk'; readonly n: number }
  | { readonly op: 'def'; readonly n: number }
  | { readonly op: 'acc'; readonly need: readonly Res[]; readonly build: number }
  | { readonly op: 'store'; readonly cap: number; readonly only?: Res }
  | { readonly op: 'draw' }
  | { readonly op: 'fillVillage'; readonly terrain: Terrain }
  | { readonly op: 'shaman' };

export interface CardType {
  readonly key: string;
  readonly options: readonly CardOption[];
  /** Plain cost (market cards); starting cards cost nothing. */
  readonly cost: readonly CostSym[];
  readonly starting: boolean;
}

const g = (res: Res, n = 1, terrain?: Terrain): CardOption =>
  terrain ? { op: 'gain', res, n, terrain } : { op: 'gain', res, n };

export const CARD_TYPES: Readonly<Record<string, CardType>> = {
  // Starting cards (reference "Starting card effects").
  hunter: { key: 'hunter', starting: true, cost: [], options: [g(FOOD)] },
  warrior: {
    key: 'warrior',
    starting: true,
    cost: [],
    options: [
      { op: 'atk', n: 1 },
      { op: 'def', n: 1 },
    ],
  },
  village: { key: 'village', starting: true, cost: [], options: [{ op: 'acc', need: [FOOD, FOOD], build: 1 }] },
  colonist: { key: 'colonist', starting: true, cost: [], options: [g(FOOD), { op: 'fillVillage', terrain: 'farm' }] },
  digger: { key: 'digger', starting: true, cost: [], options: [g(METAL), g(STONE)] },
  loremaster: {
    key: 'loremaster',
    starting: true,
    cost: [],
    options: [g(CULTURE), { op: 'store', cap: 1, only: CULTURE }],
  },
  shaman: { key: 'shaman', starting: true, cost: [], options: [g(CULTURE), { op: 'shaman' }] },
  craftsmanWood: { key: 'craftsmanWood', starting: true, cost: [], options: [g(WOOD)] },
  craftsmanStone: { key: 'craftsmanStone', starting: true, cost: [], options: [g(STONE)] },
  spellweaver: { key: 'spellweaver', starting: true, cost: [], options: [g(CULTURE), { op: 'store', cap: 1 }] },
  // Market cards (reference "Market action cards").
  farmer: { key: 'farmer', starting: false, cost: [FOOD], options: [g(FOOD), g(FOOD, 2, 'farm')] },
  lumberjack: { key: 'lumberjack', starting: false, cost: [FOOD], options: [g(WOOD), g(WOOD, 2, 'forest')] },
  miner: { key: 'miner', starting: false, cost: [FOOD], options: [g(METAL), g(METAL, 2, 'hill')] },
  stonecutter: { key: 'stonecutter', starting: false, cost: [FOOD], options: [g(STONE), g(STONE, 2, 'mountain')] },
  scholar: { key: 'scholar', starting: false, cost: [FOOD, FOOD], options: [g(CULTURE), { op: 'draw' }] },
  merchant: { key: 'merchant', starting: false, cost: [FOOD, FOOD, 'X'], options: [{ op: 'store', cap: 2 }] },
  cavalry: {
    key: 'cavalry',
    starting: false,
    cost: [FOOD, METAL],
    options: [
      { op: 'atk', n: 2 },
      { op: 'def', n: 2 },
    ],
  },
  town: { key: 'town', starting: false, cost: [FOOD, WOOD], options: [{ op: 'acc', need: [WOOD], build: 1 }] },
  worker: { key: 'worker', starting: false, cost: [FOOD, 'X', 'X'], options: [g(WOOD), g(METAL), g(STONE)] },
  chariot: {
    key: 'chariot',
    starting: false,
    cost: [METAL, METAL],
    options: [
      { op: 'atk', n: 3 },
      { op: 'def', n: 3 },
    ],
  },
  city: { key: 'city', starting: false, cost: [WOOD, WOOD], options: [{ op: 'acc', need: [FOOD, WOOD], build: 2 }] },
};

export type PeopleId = 'earth' | 'elves' | 'fire' | 'small';
export const PEOPLES: readonly PeopleId[] = ['earth', 'elves', 'fire', 'small'];

/** Starting decks of 10 (reference "Starting decks"; the small people's 4 hunters: see NOTES.md). */
export const STARTING_DECKS: Readonly<Record<PeopleId, readonly (readonly [string, number])[]>> = {
  earth: [
    ['colonist', 1],
    ['digger', 1],
    ['hunter', 3],
    ['village', 2],
    ['warrior', 3],
  ],
  elves: [
    ['hunter', 5],
    ['loremaster', 2],
    ['village', 1],
    ['warrior', 2],
  ],
  fire: [
    ['hunter', 3],
    ['shaman', 1],
    ['village', 2],
    ['warrior', 4],
  ],
  small: [
    ['craftsmanWood', 1],
    ['craftsmanStone', 1],
    ['hunter', 4],
    ['spellweaver', 1],
    ['village', 1],
    ['warrior', 2],
  ],
};

/** Market types in pile order, and how many VP copies of each (a VP copy costs one extra culture per VP). */
export const MARKET: readonly (readonly [string, readonly number[]])[] = [
  ['farmer', []],
  ['lumberjack', []],
  ['miner', []],
  ['stonecutter', []],
  ['scholar', []],
  ['merchant', [1]],
  ['cavalry', [1]],
  ['town', [1]],
  ['worker', [1]],
  ['chariot', [2, 1]],
  ['city', [2, 1]],
];

export type Timing = 'instant' | 'turn' | 'always' | 'end' | 'score';
export interface AchievementType {
  readonly key: string;
  readonly level: 1 | 2 | 3;
  readonly cost: readonly CostSym[];
  readonly timing: Timing;
}
const A = (key: string, level: 1 | 2 | 3, cost: readonly CostSym[], timing: Timing): AchievementType => ({
  key,
  level,
  cost,
  timing,
});
export const ACHIEVEMENTS: readonly AchievementType[] = [
  A('engineering', 1, [WOOD, WOOD, STONE, STONE], 'turn'),
  A('masonry', 1, [FOOD, FOOD, STONE, STONE], 'instant'),
  A('mathematics', 1, [METAL, METAL, STONE, STONE], 'turn'),
  A('strategy', 1, [FOOD, FOOD, METAL, METAL], 'always'),
  A('writing', 1, [FOOD, FOOD, WOOD, WOOD], 'end'),
  A('commerce', 2, [FOOD, WOOD, METAL, STONE, CULTURE], 'turn'),
  A('government', 2, [METAL, STONE, STONE, CULTURE, CULTURE], 'end'),
  A('leadership', 2, [METAL, METAL, STONE, CULTURE, CULTURE], 'always'),
  A('philosophy', 2, [CULTURE, CULTURE, CULTURE], 'turn'),
  A('religion', 2, [FOOD, FOOD, STONE, CULTURE, CULTURE], 'turn'),
  A('academy', 3, [STONE, STONE, STONE, STONE, CULTURE, CULTURE], 'score'),
  A('amphitheatre', 3, [FOOD, WOOD, METAL, STONE, CULTURE, CULTURE], 'score'),
  A('aqueducts', 3, [WOOD, METAL, STONE, CULTURE, CULTURE, CULTURE], 'score'),
  A('ark', 3, [WOOD, WOOD, WOOD, METAL, METAL, CULTURE], 'score'),
  A('colossus', 3, [CULTURE, CULTURE, CULTURE, CULTURE], 'score'),
  A('greatWall', 3, [METAL, METAL, STONE, STONE, STONE, CULTURE], 'score'),
  A('highways', 3, [WOOD, WOOD, WOOD, STONE, CULTURE, CULTURE], 'score'),
  A('mausoleum', 3, ['X', 'X', 'X', CULTURE, CULTURE, CULTURE], 'score'),
  A('siegeEngines', 3, [METAL, METAL, METAL, STONE, CULTURE, CULTURE], 'score'),
  A('triumphalArch', 3, [METAL, METAL, METAL, STONE, STONE, CULTURE], 'score'),
];
export const ACH_INDEX: Readonly<Record<string, number>> = Object.fromEntries(ACHIEVEMENTS.map((a, i) => [a.key, i]));

export interface Territory {
  readonly id: number;
  readonly terrain: Terrain;
  readonly adj: readonly number[];
  /** Label centre on the map drawing, in % (x, y). */
  readonly x: number;
  readonly y: number;
  readonly vp: boolean;
}
const T = (id: number, terrain: Terrain, adj: number[], x: number, y: number, vp = false): Territory => ({
  id,
  terrain,
  adj,
  x,
  y,
  vp,
});
// Reference "Map"; ruling 1: 4-9 adjacent both ways (4 gets 9). Ruling 2: islands 23, 24 not in play.
export const TERRITORIES: readonly Territory[] = [
  T(0, 'farm', [6, 12, 13], 10, 6),
  T(1, 'farm', [7, 13, 20], 57, 18),
  T(2, 'farm', [7, 8, 14], 92, 7),
  T(3, 'farm', [9, 16, 18], 9, 89),
  T(4, 'farm', [9, 15, 16, 22], 48, 81),
  T(5, 'farm', [11, 17, 21], 94, 85),
  T(6, 'forest', [0, 12, 13, 18], 17, 22),
  T(7, 'forest', [1, 2, 13, 14, 20], 67, 7),
  T(8, 'forest', [2, 14, 21], 95, 32),
  T(9, 'forest', [3, 4, 15, 16, 18], 18, 76),
  T(10, 'forest', [17, 21], 80, 61),
  T(11, 'forest', [5, 17, 22], 81, 92),
  T(12, 'hill', [0, 6, 18], 4, 26),
  T(13, 'hill', [0, 1, 6, 7, 19], 40, 12),
  T(14, 'hill', [2, 7, 8], 84, 20),
  T(15, 'hill', [4, 9, 18, 19], 31, 69),
  T(16, 'hill', [3, 4, 9, 22], 36, 95),
  T(17, 'hill', [5, 10, 11, 21, 22], 78, 78),
  T(18, 'mountain', [3, 6, 9, 12, 15], 10, 52, true),
  T(19, 'mountain', [13, 15], 38, 55, true),
  T(20, 'mountain', [1, 7], 69, 31),
  T(21, 'mountain', [5, 8, 10, 17], 93, 56, true),
  T(22, 'mountain', [4, 11, 16, 17], 62, 90),
];
export const ISLANDS: readonly number[] = [23, 24];
/** Territories out of play by player count (reference Setup step 1); at 4 players the whole map is used. */
export const OFF_BY_COUNT: Readonly<Record<number, readonly number[]>> = {
  2: [0, 3, 6, 9, 12, 15, 18, 19],
  3: [2, 8, 10, 14, 21],
  4: [],
};
export function territoriesInPlay(seats: number): number[] {
  const off = OFF_BY_COUNT[seats];
  if (off === undefined) throw new Error(`Altay is for 2 to 4 players, not ${seats}`);
  return TERRITORIES.map((t) => t.id).filter((id) => !off.includes(id));
}

export interface Marker {
  readonly value: number;
  readonly res: Res | null;
}
/** Non-mountain pool (24) and mountain pool (9), reference Setup step 2. */
export const PLAIN_MARKERS: readonly Marker[] = [
  ...Array.from({ length: 12 }, () => ({ value: 1, res: null })),
  ...[FOOD, WOOD, METAL, STONE].flatMap((res) => Array.from({ length: 3 }, () => ({ value: 2, res }))),
];
export const MOUNTAIN_MARKERS: readonly Marker[] = [WOOD, METAL, STONE].flatMap((res) =>
  Array.from({ length: 3 }, () => ({ value: 3, res })),
);

export const SETTLEMENTS_PER_PLAYER = 15;
export const MAX_PER_TERRITORY = 4;
export const HAND_SIZE = 5;
export const WONDER_CAP = 7;
export const SECRET_BONUS = 3;
