// Tash-Kalar's components as data: the 69-square board and its coloured squares, piece supplies, the three
// being decks, the legends, flares and High Form tasks, with every pattern and effect (see vocabulary.ts).

import { HIGHLAND, IMPERIAL, SYLVAN } from './data-beings';
import { ANY, enemy, type MoveStep, own, ownMoves, placeOwn, upgradeOwnCommon } from './data-steps';
import { COMMON, type Effect, NON_LEGEND, type Rank, type Step } from './vocabulary';

export { HIGHLAND, IMPERIAL, LEGENDS, SYLVAN } from './data-beings';

export type { Rank } from './vocabulary';

/** Board squares are indexed y*9+x with x (column) and y (row) in 0..8; 3 squares are cut off at each corner. */
export const SIZE = 9;
export function onBoard(x: number, y: number): boolean {
  // In 1-based terms: x+y>3, x+y<17, x-y<7, y-x<7.
  const X = x + 1;
  const Y = y + 1;
  return X >= 1 && X <= 9 && Y >= 1 && Y <= 9 && X + Y > 3 && X + Y < 17 && X - Y < 7 && Y - X < 7;
}
export const sq = (x: number, y: number): number => y * SIZE + x;
export const xOf = (s: number): number => s % SIZE;
export const yOf = (s: number): number => Math.floor(s / SIZE);
/** 1-based (column,row) as printed in the reference, to a square index. */
export const at = (X: number, Y: number): number => sq(X - 1, Y - 1);

export const SQUARES: readonly number[] = Array.from({ length: SIZE * SIZE }, (_, i) => i).filter((i) =>
  onBoard(xOf(i), yOf(i)),
);
export const RED: readonly number[] = [at(3, 8), at(4, 2), at(5, 5), at(8, 6)];
export const GREEN: readonly number[] = [at(1, 5), at(3, 3), at(6, 8), at(7, 3), at(9, 4)];
export const CENTRE = at(5, 5);
/** Deathmatch: the second player puts one common piece of each colour here before play. */
export const DUEL_START: readonly number[] = [at(3, 5), at(7, 5)];

/** Each colour: 17 pieces that are common or heroic (one disc, flipped when upgraded) and 3 legendary. */
export const SUPPLY = { ch: 17, L: 3 } as const;

export const DECKS = ['imperial', 'highland', 'sylvan'] as const;
export type DeckId = (typeof DECKS)[number];

export interface BeingCard {
  readonly id: string;
  readonly rank: Rank;
  /**
   * Rows top to bottom, cells split by spaces: '@' the being's square, 'c'/'h'/'L' your piece of at least that
   * rank, '[c]'/'[h]' the being is summoned onto such a piece, '*' a marked square, 'c*'/'h*' a marked pattern
   * piece, '.' ignored. Any rotation and mirror image matches.
   */
  readonly pattern: readonly string[];
  readonly effect: Effect;
}

export const BEING_DECKS: Readonly<Record<DeckId, readonly BeingCard[]>> = {
  imperial: IMPERIAL,
  highland: HIGHLAND,
  sylvan: SYLVAN,
};

/** A flare: each half needs the opponent to lead you by N upgraded pieces (top) or N pieces in all (bottom). */
export interface FlareCard {
  readonly id: string;
  readonly top: { readonly n: number; readonly effect: Effect };
  readonly bottom: { readonly n: number; readonly effect: Effect };
}

const ownCommonMove = (kind: 'standard' | 'combat', n: number): MoveStep => ownMoves(own(COMMON), kind, n);
const gain1: Step = { op: 'gainAction', n: 1 };

export const FLARES: readonly FlareCard[] = [
  { id: 'flare0', top: { n: 3, effect: [placeOwn(1)] }, bottom: { n: 6, effect: [placeOwn(1, 'h')] } },
  { id: 'flare1', top: { n: 4, effect: [placeOwn(1)] }, bottom: { n: 4, effect: [placeOwn(1)] } },
  { id: 'flare2', top: { n: 3, effect: [ownCommonMove('standard', 3)] }, bottom: { n: 5, effect: [gain1] } },
  {
    id: 'flare3',
    top: { n: 4, effect: [placeOwn(1)] },
    bottom: {
      n: 5,
      effect: [
        {
          op: 'oneOf',
          options: [[placeOwn(1)], [{ op: 'convert', sel: enemy(COMMON), area: ANY, sameRank: true, upTo: false }]],
        },
      ],
    },
  },
  {
    id: 'flare4',
    top: {
      n: 3,
      effect: [{ op: 'oneOf', options: [[{ ...ownCommonMove('standard', 1), upTo: false }], [upgradeOwnCommon()]] }],
    },
    bottom: { n: 6, effect: [placeOwn(2)] },
  },
  {
    id: 'flare5',
    top: { n: 4, effect: [{ op: 'oneOf', options: [[placeOwn(1)], [upgradeOwnCommon()]] }] },
    bottom: { n: 4, effect: [{ op: 'leap', mover: { sel: own(COMMON) }, kind: 'combat', n: 1, upTo: true }] },
  },
  { id: 'flare6', top: { n: 4, effect: [placeOwn(1)] }, bottom: { n: 6, effect: [upgradeOwnCommon(), gain1] } },
  { id: 'flare7', top: { n: 4, effect: [gain1] }, bottom: { n: 5, effect: [placeOwn(1)] } },
  {
    id: 'flare8',
    top: { n: 5, effect: [placeOwn(1, 'h')] },
    bottom: {
      n: 4,
      effect: [
        {
          op: 'move',
          mover: { sel: own(COMMON) },
          kind: 'combat',
          n: 2,
          upTo: true,
          pieces: 'any',
          mix: { standard: 1, combat: 1 },
        },
      ],
    },
  },
  { id: 'flare9', top: { n: 5, effect: [placeOwn(2)] }, bottom: { n: 5, effect: [placeOwn(1)] } },
  {
    id: 'flare10',
    top: { n: 3, effect: [placeOwn(1)] },
    bottom: {
      n: 4,
      effect: [
        {
          op: 'oneOf',
          options: [[ownMoves(own(NON_LEGEND), 'combat', 1)], [ownMoves(own(NON_LEGEND), 'standard', 2)]],
        },
      ],
    },
  },
  {
    id: 'flare11',
    top: { n: 2, effect: [{ op: 'leap', mover: { sel: own(COMMON) }, kind: 'standard', n: 1, upTo: true }] },
    bottom: { n: 5, effect: [gain1] },
  },
];

export type TaskType = 'destruction' | 'colored' | 'summoning' | 'pattern' | 'enemy';

/** A High Form task; its condition lives in rules/tasks.ts under the same id. */
export interface TaskCard {
  readonly id: string;
  readonly type: TaskType;
  readonly advanced: boolean;
  readonly points: number;
}

export const TASKS: readonly TaskCard[] = [
  { id: 'destruction', type: 'destruction', advanced: false, points: 1 },
  { id: 'devastation', type: 'destruction', advanced: false, points: 2 },
  { id: 'heroicDestruction', type: 'destruction', advanced: false, points: 2 },
  { id: 'heroicDevastation', type: 'destruction', advanced: true, points: 3 },
  { id: 'endOfLegends', type: 'destruction', advanced: true, points: 2 },
  { id: 'redConquest', type: 'colored', advanced: false, points: 2 },
  { id: 'greenConquest', type: 'colored', advanced: false, points: 2 },
  { id: 'colorConquest', type: 'colored', advanced: false, points: 3 },
  { id: 'redLegends', type: 'colored', advanced: true, points: 3 },
  { id: 'greenLegends', type: 'colored', advanced: true, points: 3 },
  { id: 'rainbowDominance', type: 'colored', advanced: false, points: 2 },
  { id: 'redSummoning', type: 'summoning', advanced: false, points: 1 },
  { id: 'greenSummoning', type: 'summoning', advanced: false, points: 1 },
  { id: 'coloredSummoning', type: 'summoning', advanced: false, points: 2 },
  { id: 'legendarySummoning', type: 'summoning', advanced: true, points: 2 },
  { id: 'centralDominance', type: 'pattern', advanced: false, points: 1 },
  { id: 'centerCross', type: 'pattern', advanced: false, points: 2 },
  { id: 'lineDominance', type: 'pattern', advanced: false, points: 2 },
  { id: 'diagonals', type: 'pattern', advanced: true, points: 3 },
  { id: 'sideChain', type: 'pattern', advanced: false, points: 3 },
  { id: 'cornerChain', type: 'pattern', advanced: false, points: 3 },
  { id: 'imprisonment', type: 'enemy', advanced: false, points: 1 },
  { id: 'envelopment', type: 'enemy', advanced: true, points: 2 },
  { id: 'isolation', type: 'enemy', advanced: true, points: 2 },
];

/** Hand limits refilled at the end of each turn. */
export const HAND = { deck: 3, legends: 2, flares: 1 } as const;
export const ACTIONS_PER_TURN = 2;
export const TARGET = { highForm: 9, deathmatch: 18 } as const;

/** Regions the tasks name (1-based coordinates in the reference). */
const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);
export const CENTRAL: readonly number[] = range(4, 6).flatMap((y) => range(4, 6).map((x) => at(x, y)));
export const CROSS_PLUS: readonly number[] = [at(5, 4), at(5, 5), at(5, 6), at(4, 5), at(6, 5)];
export const CROSS_X: readonly number[] = [at(4, 4), at(5, 5), at(6, 6), at(4, 6), at(6, 4)];
export const CENTRE_LINES: readonly (readonly number[])[] = [
  ...range(4, 6).map((y) =>
    range(1, 9)
      .filter((x) => onBoard(x - 1, y - 1))
      .map((x) => at(x, y)),
  ),
  ...range(4, 6).map((x) =>
    range(1, 9)
      .filter((y) => onBoard(x - 1, y - 1))
      .map((y) => at(x, y)),
  ),
];
export const DIAGONALS: readonly (readonly number[])[] = [
  range(2, 8).map((i) => at(i, i)),
  range(2, 8).map((i) => at(i, 10 - i)),
];
/** Straight sides: west, east, north, south. */
export const SIDES: readonly (readonly number[])[] = [
  range(3, 7).map((y) => at(1, y)),
  range(3, 7).map((y) => at(9, y)),
  range(3, 7).map((x) => at(x, 1)),
  range(3, 7).map((x) => at(x, 9)),
];
/** Cut corners: north-west, south-east, north-east, south-west (opposites in pairs). */
export const CORNERS: readonly (readonly number[])[] = [
  [at(1, 3), at(2, 2), at(3, 1)],
  [at(9, 7), at(8, 8), at(7, 9)],
  [at(7, 1), at(8, 2), at(9, 3)],
  [at(3, 9), at(2, 8), at(1, 7)],
];
