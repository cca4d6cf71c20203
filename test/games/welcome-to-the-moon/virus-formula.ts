// The Virus's score and sheet checks written again from the reference (§7 "Scoring", "Virus rules"), with the raw
// box ids, for the contract's invariants: nothing here reads the rules module.
import type { SheetState } from '../../../src/games/welcome-to-the-moon/rules/types';

const MISSIONS: Readonly<Record<number, readonly [number, number]>> = {
  94: [8, 3],
  95: [8, 3],
  96: [11, 4],
  97: [12, 5],
  98: [10, 4],
  99: [10, 4],
};
const PLANT_POINTS: readonly [number, number][] = [
  [2, 5],
  [4, 10],
  [7, 20],
  [10, 35],
  [13, 55],
  [16, 80],
];
const WATER_POINTS: readonly [number, number][] = [
  [2, 10],
  [4, 20],
  [6, 35],
  [8, 55],
  [10, 80],
];
const FLOORS = [
  [1, 10],
  [11, 20],
  [21, 35],
  [36, 45],
  [46, 55],
] as const;

const crossedIn = (sh: SheetState, from: number, to: number) => {
  let n = 0;
  for (let b = from; b <= to; b++) if (sh.marks[b] === 'cross') n++;
  return n;
};
const reached = (table: readonly [number, number][], n: number) =>
  table.reduce((best, [at, pts]) => (n >= at ? pts : best), 0);

export function expectedVirus(missions: readonly number[], sh: SheetState): number {
  const paid = missions.reduce((a, id, k) => {
    const tier = sh.missions[k];
    const [first, later] = MISSIONS[id] ?? [0, 0];
    return a + (tier === 'first' ? first : tier === 'later' ? later : 0);
  }, 0);
  let quarters = 0;
  for (let q = 0; q < 11; q++) {
    const energy = [146 + 2 * q, 147 + 2 * q].filter((b) => sh.marks[b] === 'circle').length;
    let clean = 0;
    for (let slot = 5 * q + 1; slot <= 5 * q + 5; slot++) {
      if (sh.cells[slot - 1] !== null && sh.marks[slot] !== 'cross') clean++;
    }
    quarters += (1 + energy) * clean;
  }
  const infected = crossedIn(sh, 1, 55);
  return (
    paid +
    reached(PLANT_POINTS, crossedIn(sh, 168, 183)) +
    reached(WATER_POINTS, crossedIn(sh, 184, 193)) +
    quarters -
    infected -
    5 * sh.errors
  );
}

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

/** A revealed Virus sheet: floors ascend, infections are Xs, full quarters (and only they) are evacuated. */
export function checkVirus(sh: SheetState): void {
  for (const [from, to] of FLOORS) {
    let last = -1;
    for (let slot = from; slot <= to; slot++) {
      const c = sh.cells[slot - 1];
      if (typeof c !== 'number') continue;
      check(c > last && c >= 0 && c <= 17, `floor ${from}-${to} not ascending`);
      last = c;
    }
  }
  for (let slot = 1; slot <= 55; slot++) {
    if (sh.marks[slot] === 'cross') check(sh.cells[slot - 1] === 'X', `infected slot ${slot} is not an X`);
  }
  for (let q = 0; q < 11; q++) {
    let full = true;
    for (let slot = 5 * q + 1; slot <= 5 * q + 5; slot++) full = full && sh.cells[slot - 1] !== null;
    check(full === (sh.marks[231 + q] === 'circle'), `quarter ${q} evacuation out of step`);
  }
  // After the first turn a grey virus is awake and its quarter holds the setup infection.
  if ((sh.counters.setup ?? 0) > 0) {
    const grey = [222, 225, 227, 230].filter((b) => sh.marks[b] === 'circle');
    check(grey.length === 1, 'exactly one grey virus awake');
  }
  for (let b = 98; b <= 119; b++) check(sh.marks[b] === undefined || sh.marks[b] === 'cross', 'a walkway circled');
  check(sh.errors >= 0 && sh.errors <= 3, 'errors out of range');
  check((sh.counters.astro ?? 0) <= 6 && (sh.counters.plan ?? 0) <= 6, 'markers out of range');
  const earned = Math.floor((sh.counters.astro ?? 0) / 2) + Math.floor((sh.counters.plan ?? 0) / 2);
  check((sh.counters.jokersUsed ?? 0) <= earned, 'more jokers spent than earned');
}
