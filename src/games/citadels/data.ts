// Citadels' components as data: the eight characters and the district deck (65 cards, 66 with the Great Wall).

/** The five district colours, in the order cities are shown. */
export const COLORS = ['yellow', 'blue', 'green', 'red', 'purple'] as const;
export type Color = (typeof COLORS)[number];

/** Characters by rank: called in this order every round. */
export const CHARACTERS = [
  'assassin',
  'thief',
  'magician',
  'king',
  'bishop',
  'merchant',
  'architect',
  'warlord',
] as const;
export type CharacterName = (typeof CHARACTERS)[number];
/** A character is named by its rank, 1..8. */
export type Rank = number;
export const RANKS: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8];
export const ASSASSIN = 1;
export const THIEF = 2;
export const MAGICIAN = 3;
export const KING = 4;
export const BISHOP = 5;
export const MERCHANT = 6;
export const ARCHITECT = 7;
export const WARLORD = 8;

export function characterName(rank: Rank): CharacterName {
  const name = CHARACTERS[rank - 1];
  if (!name) throw new Error(`no character of rank ${rank}`);
  return name;
}

/** The colour whose districts pay the character income, if it has one. */
export const INCOME_COLOR: Readonly<Record<number, Color>> = {
  [KING]: 'yellow',
  [BISHOP]: 'blue',
  [MERCHANT]: 'green',
  [WARLORD]: 'red',
};

export interface DistrictType {
  /** Stable key, also the i18n term `district.<key>`. */
  readonly key: string;
  readonly color: Color;
  readonly cost: number;
  readonly copies: number;
  /** Points at the end when they differ from the cost (University, Dragon Gate). */
  readonly points?: number;
}

/** The classic deck. Order matters: card ids are handed out in this order. */
export const DISTRICTS: readonly DistrictType[] = [
  { key: 'manor', color: 'yellow', cost: 3, copies: 5 },
  { key: 'castle', color: 'yellow', cost: 4, copies: 4 },
  { key: 'palace', color: 'yellow', cost: 5, copies: 3 },
  { key: 'temple', color: 'blue', cost: 1, copies: 3 },
  { key: 'church', color: 'blue', cost: 2, copies: 3 },
  { key: 'monastery', color: 'blue', cost: 3, copies: 3 },
  { key: 'cathedral', color: 'blue', cost: 5, copies: 2 },
  { key: 'tavern', color: 'green', cost: 1, copies: 5 },
  { key: 'market', color: 'green', cost: 2, copies: 4 },
  { key: 'tradingPost', color: 'green', cost: 2, copies: 3 },
  { key: 'docks', color: 'green', cost: 3, copies: 3 },
  { key: 'harbor', color: 'green', cost: 4, copies: 3 },
  { key: 'townHall', color: 'green', cost: 5, copies: 2 },
  { key: 'watchtower', color: 'red', cost: 1, copies: 3 },
  { key: 'prison', color: 'red', cost: 2, copies: 3 },
  { key: 'battlefield', color: 'red', cost: 3, copies: 3 },
  { key: 'fortress', color: 'red', cost: 5, copies: 2 },
  { key: 'hauntedCity', color: 'purple', cost: 2, copies: 1 },
  { key: 'keep', color: 'purple', cost: 3, copies: 2 },
  { key: 'laboratory', color: 'purple', cost: 5, copies: 1 },
  { key: 'smithy', color: 'purple', cost: 5, copies: 1 },
  { key: 'observatory', color: 'purple', cost: 5, copies: 1 },
  { key: 'graveyard', color: 'purple', cost: 5, copies: 1 },
  { key: 'dragonGate', color: 'purple', cost: 6, copies: 1, points: 8 },
  { key: 'university', color: 'purple', cost: 6, copies: 1, points: 8 },
  { key: 'library', color: 'purple', cost: 6, copies: 1 },
  { key: 'schoolOfMagic', color: 'purple', cost: 6, copies: 1 },
  // Only in the 66-card edition; an option, off by default (NOTES.md).
  { key: 'greatWall', color: 'purple', cost: 6, copies: 1 },
];

/** Every physical card, by id: CARDS[id] is its district type. */
export const CARDS: readonly DistrictType[] = DISTRICTS.flatMap((d) => Array.from({ length: d.copies }, () => d));
export const BASE_DECK_SIZE = 65;

/** The card ids in play: 0..64, plus 65 (the Great Wall) when that option is on. */
export function deckIds(greatWall: boolean): number[] {
  return Array.from({ length: greatWall ? CARDS.length : BASE_DECK_SIZE }, (_, i) => i);
}

export function cardType(id: number): DistrictType {
  const d = CARDS[id];
  if (!d) throw new Error(`no district card ${id}`);
  return d;
}

/** End points of a district: its cost, except University and Dragon Gate (8). */
export function districtPoints(id: number): number {
  const d = cardType(id);
  return d.points ?? d.cost;
}

export const START_GOLD = 2;
export const START_CARDS = 4;
export const COMPLETE_CITY = 8;
export const BONUS_FIRST = 4;
export const BONUS_COMPLETE = 2;
export const BONUS_COLORS = 3;

/** Characters set aside before the draft: [face down, face up] by player count (2-3 use their own draft). */
export const SET_ASIDE: Readonly<Record<number, readonly [number, number]>> = {
  2: [1, 0],
  3: [1, 0],
  4: [1, 2],
  5: [1, 1],
  6: [1, 0],
  7: [1, 0],
};
