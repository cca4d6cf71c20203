// Adventure 2 (The Journey) as data: one 36-slot trajectory, energy walls, water tanks, stations, tracks, errors.

import type { SheetDef } from './types';

export interface JourneyStation {
  /** The trajectory slot the station sits on. */
  readonly slot: number;
  /** Plant boxes, circled in order. */
  readonly plants: readonly number[];
  readonly robots: readonly number[];
  /** First-to-complete multiplier (a race) and the one for later completers. */
  readonly big: { readonly box: number; readonly mult: number };
  readonly small: { readonly box: number; readonly mult: number };
}

export interface JourneySheet extends SheetDef {
  readonly adventure: 2;
  /** Wall box between slot `after` and slot `after + 1` (reference: box 90 + (n − 2) before slot n). */
  readonly walls: readonly { readonly box: number; readonly after: number }[];
  readonly tanks: readonly { readonly slot: number; readonly box: number; readonly value: number }[];
  readonly stations: readonly JourneyStation[];
  /** Energy symbols in columns of two (133 is printed already circled); each full column grants one wall. */
  readonly energy: readonly (readonly [number, number])[];
  /** Marker boxes in order; a joker box follows every second marker. */
  readonly astronautMarkers: readonly number[];
  readonly planningMarkers: readonly number[];
  readonly jokerBoxes: { readonly astronaut: readonly number[]; readonly planning: readonly number[] };
  /** Points for the most complete sections: 1st, 2nd, 3rd. */
  readonly sectionMajority: readonly number[];
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const JOURNEY_SHEET: JourneySheet = {
  adventure: 2,
  slotCount: 36,
  zones: [{ id: 1, slots: range(1, 36) }],
  errorBoxes: [44, 45, 46],
  walls: range(2, 36).map((n) => ({ box: 90 + (n - 2), after: n - 1 })),
  tanks: [
    { slot: 2, box: 62, value: 4 },
    { slot: 5, box: 63, value: 4 },
    { slot: 7, box: 64, value: 5 },
    { slot: 11, box: 65, value: 6 },
    { slot: 14, box: 66, value: 7 },
    { slot: 18, box: 67, value: 8 },
    { slot: 19, box: 68, value: 8 },
    { slot: 23, box: 69, value: 7 },
    { slot: 26, box: 70, value: 6 },
    { slot: 30, box: 71, value: 5 },
    { slot: 32, box: 72, value: 4 },
    { slot: 35, box: 73, value: 4 },
  ],
  stations: [
    { slot: 6, plants: range(74, 78), robots: [50, 51], big: { box: 125, mult: 6 }, small: { box: 129, mult: 5 } },
    { slot: 16, plants: range(79, 81), robots: [52, 53, 54], big: { box: 126, mult: 9 }, small: { box: 130, mult: 7 } },
    { slot: 21, plants: range(82, 85), robots: [55, 56, 57], big: { box: 127, mult: 8 }, small: { box: 131, mult: 6 } },
    {
      slot: 31,
      plants: range(86, 89),
      robots: range(58, 61),
      big: { box: 128, mult: 10 },
      small: { box: 132, mult: 7 },
    },
  ],
  energy: [
    [133, 134],
    [136, 137],
    [139, 140],
    [142, 143],
    [145, 146],
    [148, 149],
  ],
  astronautMarkers: [151, 152, 154, 155, 157, 158],
  planningMarkers: [160, 161, 163, 164, 166, 167],
  jokerBoxes: { astronaut: [153, 156, 159], planning: [162, 165, 168] },
  sectionMajority: [20, 10, 5],
};
