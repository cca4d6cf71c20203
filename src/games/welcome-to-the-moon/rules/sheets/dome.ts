// Adventure 5 (The Dome) as data (reference §6): four skyscrapers growing from their ground floors, the plant and
// water tower's eight levels, the dome's eight sections (each may be split in two), four upgrade tracks, markers.

import type { SheetDef } from './types';

export type DomeTrack = 'missions' | 'tower' | 'astronauts' | 'dome';

export interface DomeSkyscraper {
  /** Bottom to top (the ascending order). */
  readonly slots: readonly number[];
  /** The two ground-level slots, writable without a filled neighbour. */
  readonly ground: readonly [number, number];
  /** Race bonuses at the two ends: the first-completion box, the later box and their points. */
  readonly bottom: {
    readonly slot: number;
    readonly first: number;
    readonly later: number;
    readonly points: readonly [number, number];
  };
  readonly top: {
    readonly slot: number;
    readonly first: number;
    readonly later: number;
    readonly points: readonly [number, number];
  };
}

export interface DomeLevel {
  readonly slots: readonly number[];
  readonly plants: readonly [number, number];
  readonly water: number;
}

export interface DomeSection {
  readonly box: number;
  /** The written number's parity a robot needs to build it (the two halves keep it). */
  readonly parity: 'odd' | 'even';
  readonly halves: readonly [number, number];
}

export interface DomeSheet extends SheetDef {
  readonly adventure: 5;
  readonly skyscrapers: readonly DomeSkyscraper[];
  readonly levels: readonly DomeLevel[];
  readonly sections: readonly DomeSection[];
  /** Each track: its columns of boxes (one energy crosses one column) and the values in force, per row. */
  readonly tracks: Readonly<
    Record<
      DomeTrack,
      { readonly columns: readonly (readonly number[])[]; readonly rows: readonly (readonly number[])[] }
    >
  >;
  readonly astronautMarkers: readonly number[];
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const end = (slot: number, first: number, points: readonly [number, number]) => ({
  slot,
  first,
  later: first + 1,
  points,
});

export const DOME_SHEET: DomeSheet = {
  adventure: 5,
  slotCount: 38,
  zones: [
    { id: 1, slots: range(1, 9) },
    { id: 2, slots: range(10, 19) },
    { id: 3, slots: range(20, 29) },
    { id: 4, slots: range(30, 38) },
  ],
  errorBoxes: [48, 49, 50],
  skyscrapers: [
    { slots: range(1, 9), ground: [6, 7], bottom: end(1, 92, [20, 10]), top: end(9, 90, [6, 3]) },
    { slots: range(10, 19), ground: [13, 14], bottom: end(10, 96, [10, 5]), top: end(19, 94, [20, 10]) },
    { slots: range(20, 29), ground: [22, 23], bottom: end(20, 100, [6, 3]), top: end(29, 98, [25, 12]) },
    { slots: range(30, 38), ground: [34, 35], bottom: end(30, 104, [15, 7]), top: end(38, 102, [10, 5]) },
  ],
  levels: [
    { slots: [17, 26, 38], plants: [66, 67], water: 82 },
    { slots: [9, 16, 25, 37], plants: [68, 69], water: 83 },
    { slots: [8, 15, 24, 36], plants: [70, 71], water: 84 },
    { slots: [7, 14, 23, 35], plants: [72, 73], water: 85 },
    { slots: [6, 13, 22, 34], plants: [74, 75], water: 86 },
    { slots: [5, 12, 21, 33], plants: [76, 77], water: 87 },
    { slots: [4, 11, 20, 32], plants: [78, 79], water: 88 },
    { slots: [3, 10, 31], plants: [80, 81], water: 89 },
  ],
  sections: range(0, 7).map((i) => ({
    box: 114 + i,
    parity: i % 2 === 0 ? 'odd' : 'even',
    halves: [122 + 2 * i, 123 + 2 * i] as const,
  })),
  tracks: {
    missions: {
      columns: [
        [138, 139],
        [140, 141],
        [142, 143],
        [144, 145],
      ],
      rows: [
        [8, 10, 12, 15, 18],
        [4, 6, 8, 9, 10],
      ],
    },
    tower: {
      columns: [
        [146, 147, 148],
        [149, 150, 151],
        [152, 153, 154],
        [155, 156, 157],
      ],
      rows: [
        [2, 2, 3, 3, 4],
        [5, 6, 7, 8, 10],
        [9, 10, 12, 15, 18],
      ],
    },
    astronauts: {
      columns: [
        [158, 159],
        [160, 161],
        [162, 163],
        [164, 165],
      ],
      rows: [
        [-10, 0, 10, 20, 30],
        [0, 2, 4, 7, 10],
      ],
    },
    dome: { columns: [[166], [167], [168], [169]], rows: [[6, 5, 4, 3, 2]] },
  },
  astronautMarkers: range(106, 113),
};
