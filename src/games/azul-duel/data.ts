// Azul Duel's components as data: tile colours and counts, the 18 dome plates, the 20 bonus chips, the 8 scoring tablets.

import { assertDefined } from '../../engine/assert';

export const COLORS = ['blue', 'turquoise', 'yellow', 'red', 'black'] as const;
export type Color = (typeof COLORS)[number];

/** Regular tiles per colour in the bag (reference sheet: 13 x 5 = 65; see NOTES.md). */
export const TILES_PER_COLOR = 13;
/** Special tiles: kept apart, never in the bag; one for each special cell of the dome plates. */
export const SPECIAL_TILES = 9;

/** A wall cell printed on a dome plate: a colour, a wild cell (any colour) or a special cell. */
export type PlateCell = Color | 'wild' | 'special';
export type PlateKind = 'wild' | 'special';

export interface Plate {
  readonly id: number;
  readonly kind: PlateKind;
  /** Unrotated cells: [top-left, top-right, bottom-left, bottom-right]. */
  readonly cells: readonly [PlateCell, PlateCell, PlateCell, PlateCell];
}

const CODE: Readonly<Record<string, PlateCell>> = {
  B: 'blue',
  T: 'turquoise',
  Y: 'yellow',
  R: 'red',
  K: 'black',
  W: 'wild',
  S: 'special',
};

function plate(id: number, layout: string): Plate {
  const cells = layout
    .split('')
    .map((c) => assertDefined(CODE[c], `plate cell code ${c}`)) as unknown as Plate['cells'];
  return { id, kind: cells.includes('special') ? 'special' : 'wild', cells };
}

/** The 18 dome plates as the reference sheet lists them (top row then bottom row). */
export const PLATES: readonly Plate[] = [
  'YKTS',
  'WBTK',
  'TRBW',
  'KYRW',
  'KSTR',
  'TYWK',
  'SKRB',
  'YBKS',
  'TRBS',
  'YRWB',
  'YSKR',
  'TKRW',
  'BKST',
  'RTYW',
  'TBWY',
  'STYB',
  'RWBK',
  'SYBR',
].map((layout, id) => plate(id, layout));

export function plateById(id: number): Plate {
  const p = PLATES[id];
  if (!p) throw new Error(`no plate ${id}`);
  return p;
}

/** A bonus chip: one colour (shown on both halves) or two colours (one per half). */
export interface Chip {
  readonly id: number;
  readonly colors: readonly Color[];
}

const CHIP_FACES: readonly (readonly Color[])[] = [
  ['blue'],
  ['turquoise'],
  ['red'],
  ['black'],
  ['yellow'],
  ['turquoise', 'yellow'],
  ['blue', 'red'],
  ['red', 'turquoise'],
  ['black', 'blue'],
  ['yellow', 'black'],
];

/** 20 chips: two of each face. */
export const CHIPS: readonly Chip[] = CHIP_FACES.flatMap((colors, i) => [
  { id: 2 * i, colors },
  { id: 2 * i + 1, colors },
]);

export function chipById(id: number): Chip {
  const c = CHIPS[id];
  if (!c) throw new Error(`no chip ${id}`);
  return c;
}

export type TabletId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
export const TABLET_IDS: readonly TabletId[] = [1, 2, 3, 4, 5, 6, 7, 8];
/** The four double-sided tablets: both sides of one are never in play together. */
export const TABLET_PAIRS: readonly (readonly [TabletId, TabletId])[] = [
  [1, 8],
  [2, 5],
  [3, 6],
  [4, 7],
];
/** The star-marked sides for a first game: rows 3, columns 7, diagonals 10. */
export const BEGINNER_TABLETS: readonly TabletId[] = [1, 2, 3];

export const ROUNDS = 5;
export const START_SCORE = 5;
export const LINE_COUNT = 6;
export const WALL_SIZE = 6;
/** Floor penalties of the 1st..4th floor tile; further tiles go to the tower for free. */
export const FLOOR_PENALTIES: readonly number[] = [1, 2, 3, 4];
export const START_TILE_COST = 2;
export const BLIND_DRAW_COST = 1;
export const TOKENS_PER_ROUND = 2;
export const DISPLAY_SIZE = 3;
/** Workshop 0 is the large one (5 tiles); 1-4 are the small ones (4 tiles, a bonus chip under the moon space). */
export const WORKSHOP_SIZES: readonly number[] = [5, 4, 4, 4, 4];
