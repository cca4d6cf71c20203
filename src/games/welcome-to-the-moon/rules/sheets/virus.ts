// Adventure 6 (The Virus) as data (reference §7): five floors of eleven quarters (five slots each) joined by
// walkways, each quarter's energies, plants and virus, the water tanks, the plant and water tracks, the markers.

import type { SheetDef } from './types';

export type VirusColour = 'grey' | 'red' | 'green' | 'purple' | 'blue' | 'yellow';

export interface VirusQuarter {
  readonly slots: readonly number[];
  readonly energy: readonly [number, number];
  readonly plants: readonly number[];
  /** Walkway box → the quarter it leads to. */
  readonly walkways: Readonly<Record<number, number>>;
  /** The quarter's virus box and colour, or null where the quarter has none. */
  readonly virus: { readonly box: number; readonly colour: VirusColour } | null;
  /** Circled once the quarter is evacuated. */
  readonly evacuated: number;
}

/** A threshold of the plant or water track: reached at the nth crossed box (1-based). */
export interface TrackStep {
  readonly at: number;
  readonly points?: number;
  /** A free walkway (plant track) or a free energy (water track). */
  readonly bonus?: true;
  /** This colour's virus activates on every sheet. */
  readonly activates?: VirusColour;
  /** A propagation symbol (a race): the first to reach it circle it, the others cross it and suffer a spread. */
  readonly symbol?: number;
}

export interface VirusSheet extends SheetDef {
  readonly adventure: 6;
  readonly quarters: readonly VirusQuarter[];
  /** Quarters per floor (floor 1 first). */
  readonly floors: readonly (readonly number[])[];
  /** Slot → its water tank box. */
  readonly tanks: Readonly<Record<number, number>>;
  readonly plantTrack: { readonly boxes: readonly number[]; readonly steps: readonly TrackStep[] };
  readonly waterTrack: { readonly boxes: readonly number[]; readonly steps: readonly TrackStep[] };
  /** The quarters whose grey virus a player may start by crossing one of their slots at setup. */
  readonly setupQuarters: readonly number[];
  /** Which mission stack's first completion activates which virus. */
  readonly missionViruses: readonly VirusColour[];
  readonly astronautMarkers: readonly number[];
  readonly planningMarkers: readonly number[];
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const slotsOf = (q: number) => range(5 * q + 1, 5 * q + 5);

const Q = (
  q: number,
  plants: readonly number[],
  walkways: Record<number, number>,
  virus: VirusQuarter['virus'],
): VirusQuarter => ({
  slots: slotsOf(q),
  energy: [146 + 2 * q, 147 + 2 * q],
  plants,
  walkways,
  virus,
  evacuated: 231 + q,
});

export const VIRUS_SHEET: VirusSheet = {
  adventure: 6,
  slotCount: 55,
  zones: [
    { id: 1, slots: range(1, 10) },
    { id: 2, slots: range(11, 20) },
    { id: 3, slots: range(21, 35) },
    { id: 4, slots: range(36, 45) },
    { id: 5, slots: range(46, 55) },
  ],
  errorBoxes: [77, 78, 79],
  quarters: [
    Q(0, [120], { 101: 1, 99: 4, 98: 7 }, { box: 222, colour: 'grey' }),
    Q(1, [121], { 101: 0, 100: 4, 102: 5, 103: 2 }, { box: 223, colour: 'red' }),
    Q(2, [122, 123], { 103: 1, 104: 3, 105: 6, 118: 5 }, { box: 224, colour: 'green' }),
    Q(3, [124], { 104: 2, 116: 6, 110: 10 }, { box: 225, colour: 'grey' }),
    Q(4, [125, 126], { 99: 0, 100: 1, 106: 5, 107: 8, 117: 7 }, null),
    Q(5, [127, 128], { 118: 2, 102: 1, 109: 6, 111: 9, 108: 8, 106: 4 }, { box: 226, colour: 'purple' }),
    Q(6, [129, 130], { 109: 5, 105: 2, 116: 3, 112: 10, 115: 9 }, null),
    Q(7, [131], { 98: 0, 117: 4, 114: 8 }, { box: 227, colour: 'grey' }),
    Q(8, [132, 133], { 114: 7, 107: 4, 108: 5, 119: 9 }, { box: 228, colour: 'blue' }),
    Q(9, [134], { 119: 8, 111: 5, 115: 6, 113: 10 }, { box: 229, colour: 'yellow' }),
    Q(10, [135], { 113: 9, 112: 6, 110: 3 }, { box: 230, colour: 'grey' }),
  ],
  floors: [
    [0, 1],
    [2, 3],
    [4, 5, 6],
    [7, 8],
    [9, 10],
  ],
  tanks: { 1: 136, 7: 137, 13: 138, 20: 139, 23: 140, 34: 141, 37: 142, 43: 143, 47: 144, 53: 145 },
  plantTrack: {
    boxes: range(168, 183),
    steps: [
      { at: 2, points: 5, bonus: true },
      { at: 4, points: 10, bonus: true },
      { at: 5, activates: 'green' },
      { at: 7, points: 20, bonus: true },
      { at: 8, symbol: 217 },
      { at: 10, points: 35, bonus: true },
      { at: 11, symbol: 218 },
      { at: 13, points: 55, bonus: true },
      { at: 16, points: 80, bonus: true },
    ],
  },
  waterTrack: {
    boxes: range(184, 193),
    steps: [
      { at: 2, points: 10, bonus: true },
      { at: 3, activates: 'blue' },
      { at: 4, points: 20, bonus: true },
      { at: 5, symbol: 220 },
      { at: 6, points: 35, bonus: true },
      { at: 7, symbol: 221 },
      { at: 8, points: 55, bonus: true },
      { at: 10, points: 80, bonus: true },
    ],
  },
  setupQuarters: [0, 3, 7, 10],
  missionViruses: ['red', 'purple', 'yellow'],
  astronautMarkers: [80, 81, 83, 84, 86, 87],
  planningMarkers: [89, 90, 92, 93, 95, 96],
};

/** Every walkway once: its box and the two quarters it joins. */
export const WALKWAYS: readonly { readonly box: number; readonly a: number; readonly b: number }[] =
  VIRUS_SHEET.quarters.flatMap((q, a) =>
    Object.entries(q.walkways)
      .map(([box, b]) => ({ box: Number(box), a, b }))
      .filter((w) => w.a < w.b),
  );

/** The four propagation symbols of the two tracks. */
export const VIRUS_SYMBOLS: readonly number[] = [
  ...VIRUS_SHEET.plantTrack.steps,
  ...VIRUS_SHEET.waterTrack.steps,
].flatMap((st) => (st.symbol === undefined ? [] : [st.symbol]));

export const virusBox = (colour: VirusColour): number => {
  const q = VIRUS_SHEET.quarters.find((x) => x.virus?.colour === colour);
  if (!q?.virus) throw new Error(`No ${colour} virus`);
  return q.virus.box;
};
