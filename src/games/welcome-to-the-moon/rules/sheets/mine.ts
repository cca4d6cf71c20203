// Adventure 4 (The Mine) as data: three ascending layers, gems printed in slots, water and plant symbols between
// layers, extraction columns, factory tracks with filling bonuses, factories and their upgrade boxes, markers, errors.

import type { SheetDef } from './types';

export const RESOURCES = ['plants', 'water', 'pearls', 'rubies'] as const;
export type Resource = (typeof RESOURCES)[number];

export interface MineFactory {
  /** The box circled when the factory is upgraded or activated. */
  readonly box: number;
  readonly energy: readonly number[];
  readonly robots: readonly number[];
  readonly kind: 'main' | 'secondary';
  /** Secondary effects: advance a track by two, or give three free robot crossings. */
  readonly effect?: { readonly track: Resource; readonly steps: number } | { readonly robots: number };
}

export interface MineSheet extends SheetDef {
  readonly adventure: 4;
  /** Column i (0..11): its three slots top to bottom and its extraction box. */
  readonly columns: readonly { readonly slots: readonly number[]; readonly box: number }[];
  readonly gems: readonly { readonly slot: number; readonly kind: 'pearls' | 'rubies'; readonly box: number }[];
  /** Slot -> the water (or plant) symbol boxes it touches; a symbol between two layers is shared by both slots. */
  readonly water: Readonly<Record<number, readonly number[]>>;
  readonly plants: Readonly<Record<number, readonly number[]>>;
  readonly tracks: Readonly<Record<Resource, readonly number[]>>;
  /** Filling bonus per track: reached at this many circled boxes (a race) for these points. */
  readonly fillBonus: Readonly<
    Record<Resource, { readonly at: number; readonly box: number; readonly points: number }>
  >;
  readonly robotBoxes: readonly number[];
  readonly energyBoxes: readonly number[];
  readonly factories: Readonly<Record<string, MineFactory>>;
  /** Per resource: points per circled track box before and after its main factory's upgrade. */
  readonly rates: Readonly<Record<Resource | 'astronauts' | 'planning', readonly [number, number]>>;
  readonly astronautMarkers: readonly number[];
  readonly planningMarkers: readonly number[];
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const MINE_SHEET: MineSheet = {
  adventure: 4,
  slotCount: 36,
  zones: [
    { id: 1, slots: range(1, 12) },
    { id: 2, slots: range(13, 24) },
    { id: 3, slots: range(25, 36) },
  ],
  errorBoxes: [45, 46, 47],
  columns: range(0, 11).map((i) => ({ slots: [i + 1, i + 13, i + 25], box: 232 + i })),
  gems: [
    { slot: 1, kind: 'pearls', box: 158 },
    { slot: 2, kind: 'pearls', box: 163 },
    { slot: 4, kind: 'rubies', box: 170 },
    { slot: 6, kind: 'rubies', box: 177 },
    { slot: 7, kind: 'rubies', box: 180 },
    { slot: 8, kind: 'rubies', box: 183 },
    { slot: 9, kind: 'pearls', box: 187 },
    { slot: 10, kind: 'rubies', box: 191 },
    { slot: 11, kind: 'pearls', box: 195 },
    { slot: 12, kind: 'pearls', box: 199 },
    { slot: 13, kind: 'rubies', box: 160 },
    { slot: 15, kind: 'pearls', box: 168 },
    { slot: 17, kind: 'rubies', box: 174 },
    { slot: 19, kind: 'rubies', box: 181 },
    { slot: 20, kind: 'pearls', box: 185 },
    { slot: 22, kind: 'pearls', box: 193 },
    { slot: 24, kind: 'pearls', box: 201 },
    { slot: 25, kind: 'pearls', box: 162 },
    { slot: 26, kind: 'rubies', box: 166 },
    { slot: 27, kind: 'rubies', box: 169 },
    { slot: 28, kind: 'rubies', box: 173 },
    { slot: 29, kind: 'pearls', box: 176 },
    { slot: 30, kind: 'rubies', box: 179 },
    { slot: 33, kind: 'rubies', box: 190 },
    { slot: 35, kind: 'pearls', box: 198 },
    { slot: 36, kind: 'rubies', box: 203 },
  ],
  water: {
    2: [164],
    4: [171],
    8: [184],
    11: [196],
    14: [164],
    16: [171],
    17: [175],
    19: [182],
    20: [184, 186],
    22: [194],
    23: [196],
    29: [175],
    31: [182],
    32: [186],
    34: [194],
  },
  plants: {
    1: [159],
    3: [167],
    6: [178],
    9: [188],
    10: [192],
    12: [200],
    13: [159, 161],
    14: [165],
    15: [167],
    16: [172],
    18: [178],
    21: [188, 189],
    22: [192],
    23: [197],
    24: [200, 202],
    25: [161],
    26: [165],
    28: [172],
    33: [189],
    35: [197],
    36: [202],
  },
  tracks: { plants: range(103, 116), water: range(93, 102), pearls: range(117, 130), rubies: range(131, 146) },
  fillBonus: {
    plants: { at: 8, box: 224, points: 8 },
    water: { at: 6, box: 225, points: 10 },
    pearls: { at: 10, box: 226, points: 8 },
    rubies: { at: 12, box: 227, points: 12 },
  },
  robotBoxes: range(63, 78),
  energyBoxes: range(79, 92),
  factories: {
    plants: { box: 218, energy: [85], robots: [69, 70, 71], kind: 'main' },
    water: { box: 219, energy: [86], robots: [72, 73], kind: 'main' },
    pearls: { box: 220, energy: [87, 88], robots: [74], kind: 'main' },
    rubies: { box: 221, energy: [89, 90], robots: [75, 76], kind: 'main' },
    astronauts: { box: 222, energy: [91], robots: [77], kind: 'main' },
    planning: { box: 223, energy: [92], robots: [78], kind: 'main' },
    secondary1: { box: 147, energy: [79], robots: [63], kind: 'secondary', effect: { track: 'plants', steps: 2 } },
    secondary2: { box: 149, energy: [80], robots: [64, 65], kind: 'secondary', effect: { track: 'water', steps: 2 } },
    secondary3: { box: 151, energy: [81], robots: [66, 67], kind: 'secondary', effect: { track: 'pearls', steps: 2 } },
    secondary4: { box: 153, energy: [82], robots: [68], kind: 'secondary', effect: { track: 'rubies', steps: 2 } },
    secondary5: { box: 155, energy: [83, 84], robots: [], kind: 'secondary', effect: { robots: 3 } },
  },
  rates: {
    plants: [2, 4],
    water: [3, 5],
    pearls: [2, 3],
    rubies: [2, 3],
    astronauts: [0, 3],
    planning: [3, 0],
  },
  astronautMarkers: range(204, 211),
  planningMarkers: range(212, 217),
};
