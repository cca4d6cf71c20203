// Adventure 8 (The Battle) as data (reference §8): one sheet shared by two neighbours. Seven planets in a row (their
// slots, moons, flags and plant / water symbols are shared), thirteen asteroids between them, and each half's own
// boxes: astronaut markers, plant and water score tracks, three energy multipliers, planning penalty and errors.
// Side 0 is the sheet owner's half, side 1 the guest's (the previous seat). Box ids are the reference's.

import type { SheetDef } from './types';

export type PlanetType = 'green' | 'blue' | 'grey';
export const PLANET_TYPES: readonly PlanetType[] = ['green', 'blue', 'grey'];
/** The letter a planet type is drawn with (grey is R, for "rock", so it differs from blue's B and green's G). */
export const PLANET_GLYPH: Readonly<Record<PlanetType, string>> = { green: 'G', blue: 'B', grey: 'R' };

export interface Planet {
  readonly type: PlanetType;
  /** Filled in this order (the insignia goes in the first empty one). */
  readonly slots: readonly number[];
  readonly moons: readonly [number, number];
  /** Circled: side 0 controls the planet; `guestFlag` circled: side 1 does (both on a tie). */
  readonly flag: number;
  /** DESIGNED: a second flag id (flag + 200) for the guest's insignia, since a tie puts both insignias on the flag. */
  readonly guestFlag: number;
  /** Circled once the planet is resolved (whoever controls it, if anyone). */
  readonly final: number;
  /** Shared symbols a plant / water action crosses, first to last. */
  readonly plants: readonly number[];
  readonly waters: readonly number[];
}

/** One half's own boxes (side 0 first, side 1 second in each pair below). */
export interface Half {
  readonly astronauts: readonly number[];
  /** Plant score track: box id and the value in force once it is the last crossed. */
  readonly plants: readonly (readonly [number, number])[];
  readonly waters: readonly (readonly [number, number])[];
  /** Energy: per planet type, the upgrade boxes and the multiplier each gives (before any: `base`). */
  readonly energy: Readonly<Record<PlanetType, readonly (readonly [number, number])[]>>;
  readonly planning: readonly (readonly [number, number])[];
  readonly errors: readonly [number, number];
  /** Asteroids in the order this half fills them. */
  readonly asteroids: readonly number[];
}

export interface BattleSheet extends SheetDef {
  readonly planets: readonly Planet[];
  readonly halves: readonly [Half, Half];
  /** The multiplier of each planet type before any upgrade. */
  readonly base: Readonly<Record<PlanetType, number>>;
  /** Asteroid id → the bonus boxes it fills (and what each gives). */
  readonly asteroidBonus: Readonly<Record<number, readonly { box: number; gives: AsteroidGift }[]>>;
  /** Planet slots whose filling gives a bonus (on the writer's half). */
  readonly slotBonus: Readonly<Record<number, 'robot' | 'plant' | 'water'>>;
}

export type AsteroidGift = 'plant' | 'water' | 'energy' | 'moon';

const track = (first: number, values: readonly number[]): (readonly [number, number])[] =>
  values.map((v, i) => [first + i, v] as const);

const PLANTS = [2, 4, 7, 10, 13, 17, 21, 25, 30, 35, 40];
const WATERS = [3, 6, 10, 14, 19, 24, 30, 37, 45];
const PLANNING = [3, 6, 9, 15, 21, 28, 36];
const ENERGY: Readonly<Record<PlanetType, readonly number[]>> = {
  green: [3, 4, 6, 8],
  blue: [4, 6, 8, 10],
  grey: [5, 6, 9, 12],
};
const energyOf = (first: number): Record<PlanetType, (readonly [number, number])[]> => ({
  green: track(first, ENERGY.green),
  blue: track(first + 4, ENERGY.blue),
  grey: track(first + 8, ENERGY.grey),
});

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ASTEROIDS = range(50, 62);

const planet = (
  type: PlanetType,
  slots: readonly number[],
  moons: readonly [number, number],
  flag: number,
  plants: readonly number[],
  waters: readonly number[],
): Planet => ({ type, slots, moons, flag, guestFlag: flag + 200, final: flag + 130, plants, waters });

export const BATTLE_SHEET: BattleSheet = {
  adventure: 8,
  slotCount: 33,
  planets: [
    planet('green', [1, 2, 3], [79, 80], 93, [181], [182]),
    planet('grey', range(4, 8), [81, 82], 94, [184], [183]),
    planet('blue', range(9, 13), [83, 84], 95, [185, 186], [187]),
    planet('grey', range(14, 20), [85, 86], 96, [188, 189], [190]),
    planet('green', range(21, 25), [87, 88], 97, [191, 192], [193]),
    planet('blue', range(26, 30), [89, 90], 98, [194, 195], [196]),
    planet('green', [31, 32, 33], [91, 92], 99, [197, 198], []),
  ],
  // The planets are the reference's number blocks; placement is by planet (rules/adventures/8.ts), not ascending.
  zones: [
    { id: 0, slots: [1, 2, 3] },
    { id: 1, slots: range(4, 8) },
    { id: 2, slots: range(9, 13) },
    { id: 3, slots: range(14, 20) },
    { id: 4, slots: range(21, 25) },
    { id: 5, slots: range(26, 30) },
    { id: 6, slots: [31, 32, 33] },
  ],
  // The core's list is side 0's; each half's own pair is in `halves` (the score and end trigger read those).
  errorBoxes: [34, 35],
  halves: [
    {
      astronauts: range(38, 43),
      plants: track(100, PLANTS),
      waters: track(122, WATERS),
      energy: energyOf(140),
      planning: track(164, PLANNING),
      errors: [34, 35],
      asteroids: ASTEROIDS,
    },
    {
      astronauts: range(44, 49),
      plants: track(111, PLANTS),
      waters: track(131, WATERS),
      energy: energyOf(152),
      planning: track(171, PLANNING),
      errors: [36, 37],
      asteroids: ASTEROIDS.slice().reverse(),
    },
  ],
  base: { green: 2, blue: 2, grey: 4 },
  asteroidBonus: {
    51: [{ box: 63, gives: 'plant' }],
    52: [{ box: 64, gives: 'water' }],
    53: [{ box: 65, gives: 'plant' }],
    54: [
      { box: 66, gives: 'water' },
      { box: 67, gives: 'energy' },
    ],
    55: [
      { box: 68, gives: 'energy' },
      { box: 69, gives: 'energy' },
    ],
    56: [
      { box: 70, gives: 'moon' },
      { box: 71, gives: 'moon' },
    ],
    57: [
      { box: 72, gives: 'energy' },
      { box: 73, gives: 'energy' },
    ],
    58: [
      { box: 74, gives: 'water' },
      { box: 75, gives: 'energy' },
    ],
    59: [{ box: 76, gives: 'plant' }],
    60: [{ box: 77, gives: 'water' }],
    61: [{ box: 78, gives: 'plant' }],
  },
  slotBonus: {
    8: 'robot',
    11: 'robot',
    20: 'robot',
    3: 'plant',
    14: 'plant',
    18: 'plant',
    25: 'plant',
    33: 'plant',
    13: 'water',
    24: 'water',
    30: 'water',
  },
};

/** The planets a number may go to (reference §8): 0-2 → P0, 3 → P0/P1, 4 → P1, …, 13 → P5/P6, 14-17 → P6. */
export function planetsForNumber(n: number): number[] {
  if (n <= 2) return [0];
  if (n >= 14) return [6];
  // 3 → 0,1; 4 → 1; 5 → 1,2; 6 → 2; … odd numbers sit between two planets.
  return n % 2 === 1 ? [(n - 3) / 2, (n - 1) / 2] : [(n - 2) / 2];
}
