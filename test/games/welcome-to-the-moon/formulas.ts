// Welcome to the Moon's scores written out again from the reference, independently of the rules' data: each
// adventure's sheet total and ASTRA's, for the contract's score-formula invariant.
import { COLONY_SHEET } from '../../../src/games/welcome-to-the-moon/rules/sheets/colony';
import type { SheetState, WtmState } from '../../../src/games/welcome-to-the-moon/rules/types';
import { expectedBattle } from './battle-formula';
import { expectedEscape } from './escape-formula';
import { expectedVirus } from './virus-formula';

// The Launch written out again from the reference, independently of the rules' data: floors and row values.
export const FLOORS: readonly [string, number, number][] = [
  ['astronaut', 1, 3],
  ['astronaut', 4, 6],
  ['water', 7, 11],
  ['robot', 12, 16],
  ['robot', 17, 21],
  ['planning', 22, 27],
  ['energy', 28, 37],
  ['plant', 38, 45],
  ['wild', 46, 53],
];
const ROW_ENDS = [5, 9, 12, 15, 18, 21, 24, 27, 29, 31];

function expectedLaunch(sh: SheetState): number {
  const rockets = sh.counters.rockets ?? 0;
  const rows = ROW_ENDS.filter((end) => rockets >= end).length;
  const open = sh.errors - (sh.counters.bought ?? 0);
  return 15 * rows - 5 * open + (open === 0 ? 5 * (sh.counters.extra ?? 0) : 0);
}

// The Journey from the reference, again independently: tank values, station plants/robots/multipliers.
const TANKS: readonly [number, number][] = [
  [62, 4],
  [63, 4],
  [64, 5],
  [65, 6],
  [66, 7],
  [67, 8],
  [68, 8],
  [69, 7],
  [70, 6],
  [71, 5],
  [72, 4],
  [73, 4],
];
export const STATIONS: readonly { plants: number[]; big: [number, number]; small: [number, number] }[] = [
  { plants: [74, 75, 76, 77, 78], big: [125, 6], small: [129, 5] },
  { plants: [79, 80, 81], big: [126, 9], small: [130, 7] },
  { plants: [82, 83, 84, 85], big: [127, 8], small: [131, 6] },
  { plants: [86, 87, 88, 89], big: [128, 10], small: [132, 7] },
];
const MISSION_POINTS: Readonly<Record<number, [number, number]>> = {
  70: [9, 5],
  71: [10, 5],
  72: [11, 6],
  73: [12, 6],
  74: [9, 5],
  75: [11, 6],
};

/** Sections of the trajectory: wall box 90 + (n − 2) between slot n − 1 and slot n. */
export function journeySections(sh: SheetState): number[][] {
  const out: number[][] = [[1]];
  for (let n = 2; n <= 36; n++) {
    if (sh.marks[90 + n - 2] === 'circle') out.push([]);
    out.at(-1)?.push(n);
  }
  return out;
}
const completeCount = (sh: SheetState) =>
  journeySections(sh).filter((z) => z.every((slot) => sh.cells[slot - 1] !== null)).length;

function expectedJourney(s: WtmState, sh: SheetState, all: readonly SheetState[]): number {
  const on = (b: number) => sh.marks[b] === 'circle';
  const missions = s.missions.reduce((a, id, k) => {
    const tier = sh.missions[k];
    const pts = MISSION_POINTS[id] ?? [0, 0];
    return a + (tier === 'first' ? pts[0] : tier === 'later' ? pts[1] : 0);
  }, 0);
  const stations = STATIONS.reduce((a, st) => {
    const mult = on(st.big[0]) ? st.big[1] : on(st.small[0]) ? st.small[1] : 0;
    return a + mult * st.plants.filter(on).length;
  }, 0);
  const water = TANKS.reduce((a, [b, v]) => a + (on(b) ? v : 0), 0);
  const complete = journeySections(sh).filter((z) => z.every((slot) => sh.cells[slot - 1] !== null));
  const longest = Math.max(0, ...complete.map((z) => z.length));
  const mine = complete.length;
  // Solo: ASTRA takes part with one complete section per two energy cards it holds.
  const astra = s.solo ? [Math.floor(s.solo.astraCards.energy / 2)] : [];
  const better = new Set([...all.map(completeCount), ...astra].filter((c) => c > mine)).size;
  const majority = mine === 0 ? 0 : ([20, 10, 5][better] ?? 0);
  return missions + stations + water + longest + majority - 5 * sh.errors;
}

// The Colony from the reference: rows/columns, antenna buildings, mission points, track values, penalties.
export const COLONY_LINES: readonly number[][] = [
  [1, 2, 3, 4, 5],
  [6, 7, 8, 9, 10, 11],
  [12, 13, 14, 15, 16],
  [17, 18, 19, 20, 21],
  [22, 23, 24, 25, 26, 27],
  [28, 29, 30, 31, 32],
  [6, 12, 17, 22, 28],
  [1, 7, 13, 18, 23, 29],
  [2, 8, 14, 24, 30],
  [3, 9, 19, 25, 31],
  [4, 10, 15, 20, 26, 32],
  [5, 11, 16, 21, 27],
];
const ANTENNA_BUILDINGS = [1, 3, 6, 8, 11, 15, 18, 19, 21, 22, 24, 26, 29];
const COLONY_MISSIONS: Readonly<Record<number, [number, number]>> = {
  76: [12, 6],
  77: [12, 5],
  78: [9, 4],
  79: [9, 4],
  80: [8, 4],
  81: [9, 5],
};
const lastCrossed = (sh: SheetState, track: readonly [number, number][]) =>
  track.reduce((m, [box, v]) => (sh.marks[box] === 'cross' ? v : m), 0);

function colonyNetwork(sh: SheetState): Set<number> {
  const reached = new Set([0, 1, 6]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const t of COLONY_SHEET.tunnels) {
      if (sh.marks[t.box] === 'circle' && reached.has(t.a) !== reached.has(t.b)) {
        reached.add(reached.has(t.a) ? t.b : t.a);
        grew = true;
      }
    }
  }
  return reached;
}

function expectedColony(s: WtmState, sh: SheetState, all: readonly SheetState[], seat: number): number {
  const on = (b: number) => sh.marks[b] === 'circle';
  const missions = s.missions.reduce((a, id, k) => {
    const tier = sh.missions[k];
    const pts = COLONY_MISSIONS[id] ?? [0, 0];
    return a + (tier === 'first' ? pts[0] : tier === 'later' ? pts[1] : 0);
  }, 0);
  const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
  const plants = range(63, 82).filter(on).length;
  const tanks = range(113, 120).filter(on).length;
  const net = colonyNetwork(sh);
  const antennas =
    ANTENNA_BUILDINGS.filter((b) => net.has(b) && sh.cells[b - 1] !== null).length + (net.has(100) ? 3 : 0);
  const quarters = [55, 56, 57, 58].filter(on).length * 15 + [59, 60, 61, 62].filter(on).length * 5;
  // Solo: ASTRA's astronaut cards count as its markers.
  const astro = [...all.map((x) => x.counters.astro ?? 0), ...(s.solo ? [s.solo.astraCards.astronaut] : [])];
  const mine = astro[seat] ?? 0;
  const majority = mine === 0 ? 0 : ([20, 10, 5][new Set(astro.filter((c) => c > mine)).size] ?? 0);
  const plan = sh.counters.plan ?? 0;
  const penalty = plan === 0 ? 0 : ([1, 3, 6, 9, 12, 16, 20, 24, 28][plan - 1] ?? 0);
  return (
    missions +
    plants *
      lastCrossed(sh, [
        [101, 1],
        [102, 2],
        [103, 3],
        [104, 4],
      ]) +
    tanks *
      lastCrossed(sh, [
        [105, 2],
        [106, 4],
        [107, 6],
        [108, 8],
      ]) +
    antennas *
      lastCrossed(sh, [
        [109, 1],
        [110, 2],
        [111, 4],
        [112, 6],
      ]) +
    quarters +
    majority -
    penalty -
    5 * sh.errors
  );
}

// The Mine from the reference: per-box rates before/after the main factory, filling bonuses, missions.
const MINE_MISSIONS: Readonly<Record<number, [number, number]>> = {
  82: [8, 4],
  83: [9, 4],
  84: [11, 6],
  85: [10, 4],
  86: [8, 3],
  87: [10, 4],
};
function expectedMine(s: WtmState, sh: SheetState): number {
  const on = (b: number) => sh.marks[b] === 'circle';
  const n = (k: string) => sh.counters[k] ?? 0;
  const missions = s.missions.reduce((a, id, k) => {
    const tier = sh.missions[k];
    const pts = MINE_MISSIONS[id] ?? [0, 0];
    return a + (tier === 'first' ? pts[0] : tier === 'later' ? pts[1] : 0);
  }, 0);
  const plants = n('plants') * (on(218) ? 4 : 2) + (on(224) ? 8 : 0);
  const water = n('water') * (on(219) ? 5 : 3) + (on(225) ? 10 : 0);
  const pearls = n('pearls') * (on(220) ? 3 : 2) + (on(226) ? 8 : 0);
  const rubies = n('rubies') * (on(221) ? 3 : 2) + (on(227) ? 12 : 0);
  const astro = n('astro') * (on(222) ? 3 : 0);
  const plan = n('plan') * (on(223) ? 0 : 3);
  return missions + plants + water + pearls + rubies + astro - plan - 5 * sh.errors;
}

// The Dome from the reference (§6 "Scoring"): values read off the four tracks by crossed columns.
function columnsCrossed(sh: SheetState, firstBoxes: readonly number[]): number {
  return firstBoxes.filter((b) => sh.marks[b] === 'cross').length;
}
function expectedDome(s: WtmState, sh: SheetState, all: readonly SheetState[], seat: number): number {
  const on = (b: number) => sh.marks[b] === 'circle';
  const m = columnsCrossed(sh, [138, 140, 142, 144]);
  const missions =
    sh.missions.filter((t) => t === 'first').length * ([8, 10, 12, 15, 18][m] ?? 0) +
    sh.missions.filter((t) => t === 'later').length * ([4, 6, 8, 9, 10][m] ?? 0);
  const t = columnsCrossed(sh, [146, 149, 152, 155]);
  const towerRows = [
    [2, 2, 3, 3, 4],
    [5, 6, 7, 8, 10],
    [9, 10, 12, 15, 18],
  ];
  let tower = 0;
  for (let level = 0; level < 8; level++) {
    const n = [66 + 2 * level, 67 + 2 * level, 82 + level].filter(on).length;
    if (n > 0) tower += towerRows[n - 1]?.[t] ?? 0;
  }
  // Skyscraper ends: [first box, first points, later points]; the later box is first + 1.
  const ends = [
    [92, 20, 10],
    [90, 6, 3],
    [96, 10, 5],
    [94, 20, 10],
    [100, 6, 3],
    [98, 25, 12],
    [104, 15, 7],
    [102, 10, 5],
  ];
  const sky = ends.reduce((a, [b = 0, f = 0, l = 0]) => a + (on(b) ? f : on(b + 1) ? l : 0), 0);
  const astro = [...all.map((x) => x.counters.astro ?? 0), ...(s.solo ? [s.solo.astraCards.astronaut] : [])];
  const mine = astro[seat] ?? 0;
  const above = new Set(astro.filter((c) => c > mine)).size;
  const a = columnsCrossed(sh, [158, 160, 162, 164]);
  const majority =
    mine === 0 ? 0 : above === 0 ? ([-10, 0, 10, 20, 30][a] ?? 0) : above === 1 ? ([0, 2, 4, 7, 10][a] ?? 0) : 0;
  let unbuilt = 0;
  for (let i = 0; i < 8; i++) {
    if (sh.marks[114 + i] === 'cross') unbuilt += [122 + 2 * i, 123 + 2 * i].filter((b) => !on(b)).length;
    else if (!on(114 + i)) unbuilt += 1;
  }
  const penalty = unbuilt * ([6, 5, 4, 3, 2][columnsCrossed(sh, [166, 167, 168, 169])] ?? 0);
  return missions + tower + sky + majority - penalty - 5 * sh.errors;
}

// ASTRA (reference §1 "Solo"): per-level multipliers (robot, energy, plant, water, astronaut, planning), constants.
const ASTRA_MULT = [
  [2, 3, 2, 3, 1, 4],
  [2, 3, 3, 2, 4, 3],
  [5, 4, 2, 2, 2, 3],
  [2, 6, 4, 3, 3, 2],
  [4, 4, 4, 4, 4, 3],
  [6, 2, 4, 5, 4, 4],
  [5, 4, 3, 6, 5, 4],
  [5, 3, 6, 3, 6, 6],
];
const ASTRA_CONST: Readonly<Record<number, [number, number]>> = {
  2: [5, 1],
  3: [10, 3],
  4: [5, 2],
  5: [10, 2],
  6: [5, 4],
  7: [15, 1],
  8: [20, 3],
};
export function expectedAstra(s: WtmState): number {
  const solo = s.solo;
  if (!solo) return 0;
  if (s.options.adventure === 1) {
    const r = solo.astraRockets;
    return r < 16 ? 10 : Math.min(150, 20 + 10 * Math.floor((r - 16) / 5));
  }
  const m = ASTRA_MULT[solo.level - 1] ?? [];
  const c = solo.astraCards;
  const cards = [c.robot, c.energy, c.plant, c.water, c.astronaut, c.planning].reduce(
    (a, n, i) => a + n * (m[i] ?? 0),
    0,
  );
  const [fixed, levelMult] = ASTRA_CONST[s.options.adventure] ?? [0, 0];
  return cards + fixed + solo.level * levelMult;
}

export function expectedScore(s: WtmState, seat: number): number {
  const sh = s.sheets[seat] as SheetState;
  if (s.options.adventure === 1) return expectedLaunch(sh);
  if (s.options.adventure === 2) return expectedJourney(s, sh, s.sheets);
  if (s.options.adventure === 3) return expectedColony(s, sh, s.sheets, seat);
  if (s.options.adventure === 4) return expectedMine(s, sh);
  if (s.options.adventure === 6) return expectedVirus(s.missions, sh);
  if (s.options.adventure === 7) return expectedEscape(s.missions, sh);
  if (s.options.adventure === 8) return expectedBattle(s, seat);
  return expectedDome(s, sh, s.sheets, seat);
}
