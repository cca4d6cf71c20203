// The Escape's score and sheet checks written again from the reference (§7b "Scoring", "Sheet"), with the raw box
// ids, for the contract's invariants: nothing here reads the rules module.
import type { SheetState } from '../../../src/games/welcome-to-the-moon/rules/types';

const MISSIONS: Readonly<Record<number, readonly [number, number]>> = {
  100: [10, 5],
  101: [7, 3],
  102: [9, 4],
  103: [10, 5],
  104: [10, 5],
  105: [10, 5],
};
const POINTS = [0, 2, 4, 7];
const PENALTY = [0, 1, 3, 6, 9, 12, 16, 20, 24, 28];
/** Per starship: greenhouse slot, its plant boxes, printed plants, x2 box; reactor boxes, printed reactors. */
const SHIPS = [
  { gh: 5, plants: [85, 86, 87], pp: 0, x2: 154, reactors: [116, 117, 118], pr: 0 },
  { gh: 16, plants: [88, 89, 90], pp: 0, x2: 155, reactors: [119, 120, 121], pr: 0 },
  { gh: 20, plants: [91, 92], pp: 1, x2: 156, reactors: [122, 123, 124], pr: 0 },
  { gh: 29, plants: [93, 94], pp: 1, x2: 157, reactors: [125, 126], pr: 1 },
  { gh: 36, plants: [95, 96], pp: 1, x2: 158, reactors: [127, 128], pr: 1 },
  { gh: 43, plants: [97], pp: 2, x2: 159, reactors: [129], pr: 2 },
];
/** Modules: starship, slots, tank box. */
const MODULES: readonly [number, number[], number][] = [
  [0, [1, 2, 3, 4], 72],
  [0, [6, 7, 8, 9], 73],
  [1, [10, 11, 12], 74],
  [1, [13, 14, 15], 75],
  [1, [17, 18, 19], 76],
  [2, [21, 22, 23], 77],
  [2, [24, 25, 26], 78],
  [3, [27, 28], 79],
  [3, [30, 31, 32], 80],
  [4, [33, 34, 35], 81],
  [4, [37, 38], 82],
  [5, [39, 40], 83],
  [5, [41, 42], 84],
];

export function expectedEscape(missions: readonly number[], sh: SheetState): number {
  const on = (b: number) => sh.marks[b] === 'circle';
  const filled = (slot: number) => sh.cells[slot - 1] !== null;
  const paid = missions.reduce((a, id, k) => {
    const tier = sh.missions[k];
    const [first, later] = MISSIONS[id] ?? [0, 0];
    return a + (tier === 'first' ? first : tier === 'later' ? later : 0);
  }, 0);
  let greenhouses = 0;
  for (const s of SHIPS) {
    if (!filled(s.gh)) continue;
    const n = Math.min(3, s.pp + s.plants.filter(on).length);
    greenhouses += (POINTS[n] ?? 0) * (on(s.x2) ? 2 : 1);
  }
  let modules = 0;
  for (const [ship, slots, tank] of MODULES) {
    if (!slots.every(filled)) continue;
    const s = SHIPS[ship];
    const n = s ? Math.min(3, s.pr + s.reactors.filter(on).length) : 0;
    modules += (POINTS[n] ?? 0) * (on(tank) ? 2 : 1);
  }
  const plan = PENALTY[sh.counters.plan ?? 0] ?? 0;
  return paid + greenhouses + modules - plan - 5 * sh.errors;
}

/** Blocks b0..b18 by slots, and the airlocks [box, block, block] (reference §7b "Sheet"). */
const BLOCKS = [
  [1, 2, 3, 4],
  [5],
  [6, 7, 8, 9],
  [10, 11, 12],
  [13, 14, 15],
  [16],
  [17, 18, 19],
  [20],
  [21, 22, 23],
  [24, 25, 26],
  [27, 28],
  [29],
  [30, 31, 32],
  [33, 34, 35],
  [36],
  [37, 38],
  [39, 40],
  [41, 42],
  [43],
];
const LINKS: readonly [number, number, number][] = [
  [130, 0, 1],
  [131, 1, 2],
  [132, 0, 3],
  [133, 0, 4],
  [134, 2, 6],
  [135, 3, 4],
  [136, 4, 5],
  [137, 5, 6],
  [138, 3, 8],
  [139, 4, 9],
  [140, 7, 8],
  [141, 8, 9],
  [142, 8, 10],
  [143, 9, 12],
  [144, 10, 11],
  [145, 11, 12],
  [146, 10, 13],
  [147, 12, 15],
  [148, 13, 14],
  [149, 14, 15],
  [150, 13, 16],
  [151, 15, 17],
  [152, 16, 17],
  [153, 17, 18],
];

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

const STARSHIPS = [
  [1, 9],
  [10, 19],
  [20, 26],
  [27, 32],
  [33, 38],
  [39, 43],
] as const;

/** A revealed Escape sheet: starships ascend, markers in range, x2 boxes never both circled on one sheet's race. */
export function checkEscape(sh: SheetState): void {
  for (const [from, to] of STARSHIPS) {
    let last = -1;
    for (let slot = from; slot <= to; slot++) {
      const c = sh.cells[slot - 1];
      if (typeof c !== 'number') continue;
      check(c > last && c >= 0 && c <= 17, `starship ${from}-${to} not ascending`);
      last = c;
    }
  }
  // Reachability (reference §7b): every number sits in a block linked to blocks 0 and 2 by open airlocks (airlocks
  // never close, so this holds at any later time too). An X may go anywhere.
  const reach = new Set([0, 2]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [box, a, b] of LINKS) {
      if (sh.marks[box] !== 'circle' || reach.has(a) === reach.has(b)) continue;
      reach.add(a);
      reach.add(b);
      grew = true;
    }
  }
  BLOCKS.forEach((slots, i) => {
    for (const slot of slots) {
      if (typeof sh.cells[slot - 1] === 'number') check(reach.has(i), `slot ${slot} written out of reach`);
    }
  });
  // Airlocks are only ever opened (circled).
  for (let b = 130; b <= 153; b++) check(sh.marks[b] === undefined || sh.marks[b] === 'circle', 'an airlock crossed');
  check(sh.errors >= 0 && sh.errors <= 3, 'errors out of range');
  check((sh.counters.astro ?? 0) <= 6 && (sh.counters.plan ?? 0) <= 9, 'markers out of range');
  check((sh.counters.jokersUsed ?? 0) <= Math.floor((sh.counters.astro ?? 0) / 2), 'more jokers spent than earned');
}
