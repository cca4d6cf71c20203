// The Battle (adventure 8) for the contract's invariants: every shared sheet legal, and each seat's score by the
// reference §8 formula, recomputed here from the reference's box ids (not from the rules' sheet data).
import { missionById } from '../../../src/games/welcome-to-the-moon/data';
import { boardsOf } from '../../../src/games/welcome-to-the-moon/rules/asks';
import type { SheetState, WtmState } from '../../../src/games/welcome-to-the-moon/rules/types';

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
const PLANETS: readonly { slots: number[]; moons: number[]; flag: number; type: 'green' | 'blue' | 'grey' }[] = [
  { slots: [1, 2, 3], moons: [79, 80], flag: 93, type: 'green' },
  { slots: ids(4, 5), moons: [81, 82], flag: 94, type: 'grey' },
  { slots: ids(9, 5), moons: [83, 84], flag: 95, type: 'blue' },
  { slots: ids(14, 7), moons: [85, 86], flag: 96, type: 'grey' },
  { slots: ids(21, 5), moons: [87, 88], flag: 97, type: 'green' },
  { slots: ids(26, 5), moons: [89, 90], flag: 98, type: 'blue' },
  { slots: [31, 32, 33], moons: [91, 92], flag: 99, type: 'green' },
];
/** Reference §8, per half (side 0's ids, side 1's ids). */
const PLANT_VALUES = [2, 4, 7, 10, 13, 17, 21, 25, 30, 35, 40];
const WATER_VALUES = [3, 6, 10, 14, 19, 24, 30, 37, 45];
const PLANNING_VALUES = [3, 6, 9, 15, 21, 28, 36];
const ENERGY = {
  green: { base: 2, values: [3, 4, 6, 8], first: [140, 152] },
  blue: { base: 2, values: [4, 6, 8, 10], first: [144, 156] },
  grey: { base: 4, values: [5, 6, 9, 12], first: [148, 160] },
} as const;
const HALF = [
  { plants: 100, waters: 122, planning: 164, errors: [34, 35], astronauts: 38 },
  { plants: 111, waters: 131, planning: 171, errors: [36, 37], astronauts: 44 },
] as const;

const mine = (side: number) => (side === 0 ? 'circle' : 'cross');

/** Crossed boxes of a track must be its first ones. */
function prefix(sh: SheetState, first: number, n: number, what: string): number {
  const marked = ids(first, n).map((b) => sh.marks[b] !== undefined);
  const k = marked.filter(Boolean).length;
  check(
    marked.every((m, i) => m === i < k),
    `${what} not filled in order`,
  );
  return k;
}

/** A shared sheet is legal: planets fill in order with one insignia per slot, asteroids from each end, tracks in order. */
export function checkBattle(sh: SheetState): void {
  for (const p of PLANETS) {
    const filled = p.slots.map((slot) => sh.cells[slot - 1] !== null);
    const k = filled.filter(Boolean).length;
    check(
      filled.every((f, i) => f === i < k),
      'planet not filled in order',
    );
    for (const slot of p.slots) {
      const m = sh.marks[slot];
      check((sh.cells[slot - 1] !== null) === (m !== undefined), 'a filled slot without insignia (or the reverse)');
    }
    const flags = sh.marks[p.flag] !== undefined || sh.marks[p.flag + 200] !== undefined;
    if (flags) check(sh.marks[p.flag + 130] === 'circle', 'a flag on an unresolved planet');
  }
  const rocks = ids(50, 13).map((b) => sh.marks[b]);
  const own = rocks.findIndex((m) => m !== 'circle');
  const guest = rocks
    .slice()
    .reverse()
    .findIndex((m) => m !== 'cross');
  const ownN = own < 0 ? 13 : own;
  const guestN = guest < 0 ? 13 : guest;
  check(
    rocks.filter((m) => m !== undefined).length === Math.min(13, ownN + guestN),
    'asteroids not filled from each end',
  );
  for (const side of [0, 1]) {
    const h = HALF[side] ?? HALF[0];
    prefix(sh, h.plants, 11, 'plant track');
    prefix(sh, h.waters, 9, 'water track');
    prefix(sh, h.planning, 7, 'planning track');
    prefix(sh, h.errors[0], 2, 'errors');
    prefix(sh, h.astronauts, 6, 'astronaut markers');
    for (const t of Object.values(ENERGY)) prefix(sh, t.first[side] ?? 0, 4, 'energy track');
  }
}

const trackAt = (sh: SheetState, first: number, values: readonly number[], base = 0): number => {
  let v = base;
  values.forEach((x, i) => {
    if (sh.marks[first + i] === 'cross') v = x;
  });
  return v;
};

function halfPoints(sh: SheetState, side: number): number {
  const h = HALF[side] ?? HALF[0];
  let pts = trackAt(sh, h.plants, PLANT_VALUES) + trackAt(sh, h.waters, WATER_VALUES);
  pts -= trackAt(sh, h.planning, PLANNING_VALUES);
  pts -= 5 * h.errors.filter((b) => sh.marks[b] === 'cross').length;
  for (const p of PLANETS) {
    if (sh.marks[side === 0 ? p.flag : p.flag + 200] !== 'circle') continue;
    const e = ENERGY[p.type];
    pts += trackAt(sh, e.first[side] ?? 0, e.values, e.base);
  }
  return pts;
}

/** Seat p: missions on its own sheet + its own half of sheet p + its guest half of sheet p + 1. */
export function expectedBattle(s: WtmState, seat: number): number {
  const boards = boardsOf(s);
  const own = boards[seat];
  const next = boards[(seat + 1) % boards.length];
  if (!own || !next) throw new Error('missing sheet');
  const missions = s.missions.reduce((a, id, k) => {
    const tier = own.missions[k];
    return a + (tier === 'first' ? missionById(id).first : tier === 'later' ? missionById(id).later : 0);
  }, 0);
  return missions + halfPoints(own, 0) + halfPoints(next, 1);
}

/** Insignias of a side on a planet and its moons (for the rules tests' control checks). */
export const planetInsignias = (sh: SheetState, planet: number, side: number): number => {
  const p = PLANETS[planet];
  return p ? [...p.slots, ...p.moons].filter((b) => sh.marks[b] === mine(side)).length : 0;
};
