// Adventure 7 (The Escape) as data (reference §7b): six starships made of modules and greenhouses joined by
// airlocks, the reactors of each starship, the greenhouses' plants and x2 races, water tanks, markers.

import type { SheetDef } from './types';

export interface EscapeBlock {
  readonly starship: number;
  /** A module (M) or a greenhouse (G). */
  readonly kind: 'module' | 'greenhouse';
  readonly slots: readonly number[];
  /** Airlock box → the block behind it. */
  readonly airlocks: Readonly<Record<number, number>>;
}

export interface EscapeGreenhouse {
  readonly slot: number;
  readonly plants: readonly number[];
  /** Plants printed as already circled. */
  readonly printed: number;
  /** The x2 race box. */
  readonly double: number;
}

export interface EscapeSheet extends SheetDef {
  readonly adventure: 7;
  readonly blocks: readonly EscapeBlock[];
  /** The blocks connected from the start. */
  readonly startBlocks: readonly number[];
  /** Writing one of these slots (or System Error 1 or 2) opens one airlock for free. */
  readonly freeAirlockSlots: readonly number[];
  /** Per starship: its greenhouse. */
  readonly greenhouses: readonly EscapeGreenhouse[];
  /** Per starship: its reactor boxes and how many are printed as circled. */
  readonly reactors: readonly { readonly boxes: readonly number[]; readonly printed: number }[];
  /** Slot → its module's water tank box. */
  readonly tanks: Readonly<Record<number, number>>;
  readonly astronautMarkers: readonly number[];
  readonly planningMarkers: readonly number[];
  /** Penalty in force once that many planning markers are crossed (index = count − 1). */
  readonly planningPenalty: readonly number[];
  /** Points for 0, 1, 2 or 3 circled plants (a greenhouse) or reactors (a module). */
  readonly points: readonly number[];
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const M = (starship: number, slots: number[], airlocks: Record<number, number>): EscapeBlock => ({
  starship,
  kind: 'module',
  slots,
  airlocks,
});
const G = (starship: number, slot: number, airlocks: Record<number, number>): EscapeBlock => ({
  starship,
  kind: 'greenhouse',
  slots: [slot],
  airlocks,
});

export const ESCAPE_SHEET: EscapeSheet = {
  adventure: 7,
  slotCount: 43,
  zones: [
    { id: 0, slots: range(1, 9) },
    { id: 1, slots: range(10, 19) },
    { id: 2, slots: range(20, 26) },
    { id: 3, slots: range(27, 32) },
    { id: 4, slots: range(33, 38) },
    { id: 5, slots: range(39, 43) },
  ],
  errorBoxes: [69, 70, 71],
  blocks: [
    M(0, [1, 2, 3, 4], { 132: 3, 133: 4, 130: 1 }),
    G(0, 5, { 130: 0, 131: 2 }),
    M(0, [6, 7, 8, 9], { 131: 1, 134: 6 }),
    M(1, [10, 11, 12], { 132: 0, 135: 4, 138: 8 }),
    M(1, [13, 14, 15], { 135: 3, 133: 0, 136: 5, 139: 9 }),
    G(1, 16, { 136: 4, 137: 6 }),
    M(1, [17, 18, 19], { 137: 5, 134: 2 }),
    G(2, 20, { 140: 8 }),
    M(2, [21, 22, 23], { 140: 7, 138: 3, 141: 9, 142: 10 }),
    M(2, [24, 25, 26], { 141: 8, 139: 4, 143: 12 }),
    M(3, [27, 28], { 142: 8, 144: 11, 146: 13 }),
    G(3, 29, { 144: 10, 145: 12 }),
    M(3, [30, 31, 32], { 145: 11, 143: 9, 147: 15 }),
    M(4, [33, 34, 35], { 146: 10, 148: 14, 150: 16 }),
    G(4, 36, { 148: 13, 149: 15 }),
    M(4, [37, 38], { 149: 14, 147: 12, 151: 17 }),
    M(5, [39, 40], { 150: 13, 152: 17 }),
    M(5, [41, 42], { 152: 16, 151: 15, 153: 18 }),
    G(5, 43, { 153: 17 }),
  ],
  startBlocks: [0, 2],
  freeAirlockSlots: [1, 8, 12, 19, 24, 28, 38, 40],
  greenhouses: [
    { slot: 5, plants: [85, 86, 87], printed: 0, double: 154 },
    { slot: 16, plants: [88, 89, 90], printed: 0, double: 155 },
    { slot: 20, plants: [91, 92], printed: 1, double: 156 },
    { slot: 29, plants: [93, 94], printed: 1, double: 157 },
    { slot: 36, plants: [95, 96], printed: 1, double: 158 },
    { slot: 43, plants: [97], printed: 2, double: 159 },
  ],
  reactors: [
    { boxes: [116, 117, 118], printed: 0 },
    { boxes: [119, 120, 121], printed: 0 },
    { boxes: [122, 123, 124], printed: 0 },
    { boxes: [125, 126], printed: 1 },
    { boxes: [127, 128], printed: 1 },
    { boxes: [129], printed: 2 },
  ],
  tanks: { 3: 72, 7: 73, 11: 74, 14: 75, 18: 76, 22: 77, 26: 78, 27: 79, 31: 80, 34: 81, 37: 82, 39: 83, 41: 84 },
  astronautMarkers: range(98, 103),
  planningMarkers: range(107, 115),
  planningPenalty: [1, 3, 6, 9, 12, 16, 20, 24, 28],
  points: [0, 2, 4, 7],
};

/** Every airlock once: its box and the two blocks it joins. */
export const AIRLOCKS: readonly { readonly box: number; readonly a: number; readonly b: number }[] =
  ESCAPE_SHEET.blocks.flatMap((blk, a) =>
    Object.entries(blk.airlocks)
      .map(([box, b]) => ({ box: Number(box), a, b }))
      .filter((l) => l.a < l.b),
  );
