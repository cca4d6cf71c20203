// Adventure 3 (The Colony) as data: a 6×6 grid of buildings ascending by row and by column, tunnels, antennas,
// quarters with greenhouses and completion boxes, water tanks, energy multiplier tracks, markers, errors.

import type { SheetDef } from './types';

/** Network nodes that are not buildings: the start, the observatory and the two empty cells tunnels pass through. */
export const START = 0;
export const OBS = 100;
export const HOLE_A = 101;
export const HOLE_B = 102;

export interface ColonyQuarter {
  readonly slots: readonly number[];
  /** Greenhouses filled in order; the last holds two plants circled together. */
  readonly greenhouses: readonly (readonly number[])[];
  /** First-completion box (a race, 15 points) and the later one (5 points). */
  readonly first: number;
  readonly later: number;
  readonly antennas: readonly number[];
  readonly tanks: readonly number[];
}

export interface ColonySheet extends SheetDef {
  readonly adventure: 3;
  /** grid[row][col] from the top: a building's slot id, or a node id (START, OBS, holes). */
  readonly grid: readonly (readonly number[])[];
  readonly tunnels: readonly { readonly box: number; readonly a: number; readonly b: number }[];
  /** Node -> antenna boxes (the observatory has three). */
  readonly antennas: readonly { readonly node: number; readonly boxes: readonly number[] }[];
  readonly quarters: readonly ColonyQuarter[];
  readonly tanks: readonly { readonly slot: number; readonly box: number }[];
  /** Energy multiplier tracks: boxes crossed left to right; the multiplier is the last crossed box's value (0 if none). */
  readonly tracks: Readonly<
    Record<'plants' | 'water' | 'antennas', readonly { readonly box: number; readonly mult: number }[]>
  >;
  readonly astronautMarkers: readonly number[];
  readonly planningMarkers: readonly { readonly box: number; readonly penalty: number }[];
  readonly quarterPoints: { readonly first: number; readonly later: number };
  readonly astronautMajority: readonly number[];
}

const T = (box: number, a: number, b: number) => ({ box, a, b });
const HA = HOLE_A;
const HB = HOLE_B;

export const COLONY_SHEET: ColonySheet = {
  adventure: 3,
  slotCount: 32,
  zones: [
    // Columns, bottom to top.
    { id: 1, slots: [1, 2, 3, 4, 5] },
    { id: 2, slots: [6, 7, 8, 9, 10, 11] },
    { id: 3, slots: [12, 13, 14, 15, 16] },
    { id: 4, slots: [17, 18, 19, 20, 21] },
    { id: 5, slots: [22, 23, 24, 25, 26, 27] },
    { id: 6, slots: [28, 29, 30, 31, 32] },
    // Rows, left to right (bottom row first).
    { id: 7, slots: [6, 12, 17, 22, 28] },
    { id: 8, slots: [1, 7, 13, 18, 23, 29] },
    { id: 9, slots: [2, 8, 14, 24, 30] },
    { id: 10, slots: [3, 9, 19, 25, 31] },
    { id: 11, slots: [4, 10, 15, 20, 26, 32] },
    { id: 12, slots: [5, 11, 16, 21, 27] },
  ],
  errorBoxes: [42, 43, 44],
  grid: [
    [5, 11, 16, 21, 27, OBS],
    [4, 10, 15, 20, 26, 32],
    [3, 9, HA, 19, 25, 31],
    [2, 8, 14, HB, 24, 30],
    [1, 7, 13, 18, 23, 29],
    [START, 6, 12, 17, 22, 28],
  ],
  tunnels: [
    T(137, 1, 2),
    T(138, 2, 3),
    T(139, 3, 4),
    T(140, 4, 5),
    T(141, 6, 7),
    T(142, 7, 8),
    T(143, 8, 9),
    T(144, 9, 10),
    T(145, 10, 11),
    T(146, 12, 13),
    T(147, 13, 14),
    T(148, 14, HA),
    T(149, HA, 15),
    T(150, 15, 16),
    T(151, 17, 18),
    T(152, 18, HB),
    T(153, HB, 19),
    T(154, 19, 20),
    T(155, 20, 21),
    T(156, 22, 23),
    T(157, 23, 24),
    T(158, 24, 25),
    T(159, 25, 26),
    T(160, 26, 27),
    T(161, 28, 29),
    T(162, 29, 30),
    T(163, 30, 31),
    T(164, 31, 32),
    T(165, 32, OBS),
    T(166, 1, 7),
    T(167, 2, 8),
    T(168, 3, 9),
    T(169, 4, 10),
    T(170, 5, 11),
    T(171, 6, 12),
    T(172, 7, 13),
    T(173, 8, 14),
    T(174, 9, HA),
    T(175, 10, 15),
    T(176, 11, 16),
    T(177, 12, 17),
    T(178, 13, 18),
    T(179, 14, HB),
    T(180, HA, 19),
    T(181, 15, 20),
    T(182, 16, 21),
    T(183, 17, 22),
    T(184, 18, 23),
    T(185, HB, 24),
    T(186, 19, 25),
    T(187, 20, 26),
    T(188, 21, 27),
    T(189, 22, 28),
    T(190, 23, 29),
    T(191, 24, 30),
    T(192, 25, 31),
    T(193, 26, 32),
    T(194, 27, OBS),
  ],
  antennas: [
    { node: 1, boxes: [129] },
    { node: 3, boxes: [125] },
    { node: 6, boxes: [132] },
    { node: 8, boxes: [127] },
    { node: 11, boxes: [121] },
    { node: 15, boxes: [123] },
    { node: 18, boxes: [130] },
    { node: 19, boxes: [126] },
    { node: 21, boxes: [122] },
    { node: 22, boxes: [133] },
    { node: 24, boxes: [128] },
    { node: 26, boxes: [124] },
    { node: 29, boxes: [131] },
    { node: OBS, boxes: [134, 135, 136] },
  ],
  quarters: [
    {
      slots: [3, 4, 5, 9, 10, 11, 15, 16],
      greenhouses: [[63], [64], [65], [66, 67]],
      first: 55,
      later: 59,
      antennas: [125, 121, 123],
      tanks: [113, 114],
    },
    {
      slots: [19, 20, 21, 25, 26, 27, 31, 32],
      greenhouses: [[68], [69], [70], [71, 72]],
      first: 56,
      later: 60,
      antennas: [122, 126, 124, 134, 135, 136],
      tanks: [115, 116],
    },
    {
      slots: [1, 2, 6, 7, 8, 12, 13, 14],
      greenhouses: [[73], [74], [75], [76, 77]],
      first: 57,
      later: 61,
      antennas: [129, 127, 132],
      tanks: [117, 118],
    },
    {
      slots: [17, 18, 22, 23, 24, 28, 29, 30],
      greenhouses: [[78], [79], [80], [81, 82]],
      first: 58,
      later: 62,
      antennas: [130, 133, 128, 131],
      tanks: [119, 120],
    },
  ],
  tanks: [
    { slot: 5, box: 113 },
    { slot: 15, box: 114 },
    { slot: 26, box: 115 },
    { slot: 31, box: 116 },
    { slot: 8, box: 117 },
    { slot: 13, box: 118 },
    { slot: 23, box: 119 },
    { slot: 17, box: 120 },
  ],
  tracks: {
    plants: [
      { box: 101, mult: 1 },
      { box: 102, mult: 2 },
      { box: 103, mult: 3 },
      { box: 104, mult: 4 },
    ],
    water: [
      { box: 105, mult: 2 },
      { box: 106, mult: 4 },
      { box: 107, mult: 6 },
      { box: 108, mult: 8 },
    ],
    antennas: [
      { box: 109, mult: 1 },
      { box: 110, mult: 2 },
      { box: 111, mult: 4 },
      { box: 112, mult: 6 },
    ],
  },
  astronautMarkers: [92, 93, 94, 95, 96, 97, 98, 99, 100],
  planningMarkers: [
    { box: 83, penalty: 1 },
    { box: 84, penalty: 3 },
    { box: 85, penalty: 6 },
    { box: 86, penalty: 9 },
    { box: 87, penalty: 12 },
    { box: 88, penalty: 16 },
    { box: 89, penalty: 20 },
    { box: 90, penalty: 24 },
    { box: 91, penalty: 28 },
  ],
  quarterPoints: { first: 15, later: 5 },
  astronautMajority: [20, 10, 5],
};
