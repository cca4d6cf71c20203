// Adventure 3, The Colony: a grid ascending by row and by column, tunnels from the start that light antennas,
// greenhouses and tanks per quarter, energy multiplier tracks, quarter completion race, astronaut majority.

import { assertDefined } from '../../../../engine/assert';
import type { ScoreCategory } from '../../../../engine/game';
import type { Action } from '../../data';
import { majorityPoints, majorityRanks, rankOf } from '../majority';
import { bump, count, mark, on } from '../marks';
import { COLONY_SHEET, type ColonyQuarter, OBS, START } from '../sheets/colony';
import type { Draft, SheetState, Work, WtmMove } from '../types';
import { emptySlots, isFilled, withCell } from '../zones';
import type { AdventureRules, ScoreContext } from './types';

const S = COLONY_SHEET;
const ALL_SLOTS = Array.from({ length: S.slotCount }, (_, i) => i + 1);
const TRACKS = ['plants', 'water', 'antennas'] as const;

// Sheets are immutable: networks and lit antennas are cached by identity (every view scores every sheet).
const networkCache = new WeakMap<SheetState, Set<number>>();
const antennaCache = new WeakMap<SheetState, number[]>();

/** Nodes reached from START through built tunnels. */
export function connected(sheet: SheetState): Set<number> {
  const cached = networkCache.get(sheet);
  if (cached) return cached;
  const reached = new Set<number>([START, 1, 6]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const t of S.tunnels) {
      if (!on(sheet, t.box)) continue;
      const [a, b] = [reached.has(t.a), reached.has(t.b)];
      if (a !== b) {
        reached.add(a ? t.b : t.a);
        grew = true;
      }
    }
  }
  networkCache.set(sheet, reached);
  return reached;
}

/** Antenna boxes lit: a numbered (or X) building connected to the start; the observatory needs the connection only. */
export function litAntennas(sheet: SheetState): number[] {
  const cached = antennaCache.get(sheet);
  if (cached) return cached;
  const net = connected(sheet);
  const lit = S.antennas.flatMap((a) =>
    net.has(a.node) && (a.node === OBS || sheet.cells[a.node - 1] !== null) ? a.boxes : [],
  );
  antennaCache.set(sheet, lit);
  return lit;
}

/** A track's multiplier: the value of its last crossed box, 0 before the first. */
export function multiplier(sheet: SheetState, track: (typeof TRACKS)[number]): number {
  let m = 0;
  for (const step of S.tracks[track]) if (sheet.marks[step.box] === 'cross') m = step.mult;
  return m;
}

const quarterOf = (slot: number): ColonyQuarter | undefined => S.quarters.find((q) => q.slots.includes(slot));

function numbersFor(n: number, action: Action): readonly number[] {
  if (action !== 'astronaut') return [n];
  return [n, n - 1, n + 1, n - 2, n + 2].filter((x) => x >= 0 && x <= 17);
}

/** A filled slot may complete its quarter: the first-completion box is a race, else the later box. */
function afterFill(d: Work, slot: number): Work {
  const q = quarterOf(slot);
  if (!q || !isFilled(d.sheet.cells, q.slots)) return d;
  if (!d.sheet.marks[q.first]) return { ...d, sheet: mark(d.sheet, q.first, 'circle'), races: [...d.races, q.first] };
  return { ...d, sheet: d.sheet.marks[q.later] ? d.sheet : mark(d.sheet, q.later, 'circle') };
}

function afterWrite(draft: Work, slot: number): Work {
  const d = afterFill(draft, slot);
  const sheet = d.sheet;
  switch (d.action) {
    case 'water': {
      const tank = S.tanks.find((t) => t.slot === slot);
      return tank ? { ...d, sheet: mark(sheet, tank.box, 'circle') } : d;
    }
    case 'plant': {
      const next = quarterOf(slot)?.greenhouses.find((g) => g.every((b) => !sheet.marks[b]));
      return next ? { ...d, sheet: next.reduce((sh, b) => mark(sh, b, 'circle'), sheet) } : d;
    }
    case 'astronaut':
      return count(sheet, 'astro') < S.astronautMarkers.length ? { ...d, sheet: bump(sheet, 'astro') } : d;
    case 'energy':
    case 'robot':
    case 'planning':
      return { ...d, tasks: [...d.tasks, { kind: 'action' }] };
    default:
      return d;
  }
}

function actionMoves(d: Work): WtmMove[] {
  const sheet = d.sheet;
  switch (d.action) {
    case 'energy':
      return TRACKS.flatMap((tr) => {
        const next = S.tracks[tr].find((step) => !sheet.marks[step.box]);
        return next ? [{ kind: 'mark', box: next.box } as const] : [];
      });
    case 'robot': {
      const net = connected(sheet);
      return S.tunnels
        .filter((t) => !sheet.marks[t.box] && net.has(t.a) !== net.has(t.b))
        .map((t) => ({ kind: 'mark', box: t.box }));
    }
    case 'planning':
      return count(sheet, 'plan') < S.planningMarkers.length
        ? emptySlots(S, sheet.cells).map((slot) => ({ kind: 'placeX', slot }))
        : [];
    default:
      return [];
  }
}

function taskMoves(d: Work): WtmMove[] {
  if (d.tasks[0]?.kind !== 'action') return [];
  const moves = actionMoves(d);
  return moves.length > 0 ? [...moves, { kind: 'skip' }] : [];
}

function applyTask(d: Work, m: WtmMove): Work {
  const rest: Work = { ...d, tasks: d.tasks.slice(1) };
  if (m.kind === 'skip') return rest;
  if (m.kind === 'placeX') return afterFill({ ...rest, sheet: bump(withCell(d.sheet, m.slot, 'X'), 'plan') }, m.slot);
  if (m.kind !== 'mark') return d;
  // Energy steps are crossed along their track; tunnels are drawn (circled).
  const isTrack = TRACKS.some((tr) => S.tracks[tr].some((step) => step.box === m.box));
  return { ...rest, sheet: mark(d.sheet, m.box, isTrack ? 'cross' : 'circle') };
}

function resolveTurn(drafts: readonly Draft[]): SheetState[] {
  const won = new Set(drafts.flatMap((d) => d.races));
  return drafts.map((d) => {
    let sheet = d.sheet;
    for (const box of won) if (!sheet.marks[box]) sheet = mark(sheet, box, 'cross');
    return sheet;
  });
}

const rowZones = S.zones.slice(6);
const columnZones = S.zones.slice(0, 6);
const plants = (sheet: SheetState): number =>
  S.quarters.flatMap((q) => q.greenhouses.flat()).filter((b) => on(sheet, b)).length;

function missionMet(id: number, sheet: SheetState): boolean {
  const lit = new Set(litAntennas(sheet));
  switch (id) {
    case 76:
      return columnZones.filter((z) => isFilled(sheet.cells, z.slots)).length >= 3;
    case 77:
      return rowZones.filter((z) => isFilled(sheet.cells, z.slots)).length >= 3;
    case 78:
      return lit.has(134);
    case 79:
      return S.quarters.filter((q) => q.antennas.every((b) => lit.has(b))).length >= 2;
    case 80:
      return plants(sheet) >= 10;
    case 81:
      return S.quarters.filter((q) => q.tanks.every((b) => on(sheet, b))).length >= 2;
    default:
      return false;
  }
}

export function planningPenalty(sheet: SheetState): number {
  const plan = count(sheet, 'plan');
  return plan === 0 ? 0 : assertDefined(S.planningMarkers[plan - 1], `planning marker ${plan}`).penalty;
}

const localCache = new WeakMap<SheetState, ScoreCategory[]>();

/** The categories that depend on this sheet alone (cached: views score every sheet on every step). */
function localScore(sheet: SheetState): ScoreCategory[] {
  const cached = localCache.get(sheet);
  if (cached) return cached;
  const tanks = S.tanks.filter((t) => on(sheet, t.box)).length;
  const quarters = S.quarters.reduce(
    (a, q) => a + (on(sheet, q.first) ? S.quarterPoints.first : on(sheet, q.later) ? S.quarterPoints.later : 0),
    0,
  );
  const out = [
    { code: 'score.plants', value: plants(sheet) * multiplier(sheet, 'plants') },
    { code: 'score.water', value: tanks * multiplier(sheet, 'water') },
    { code: 'score.antennas', value: litAntennas(sheet).length * multiplier(sheet, 'antennas') },
    { code: 'score.quarters', value: quarters },
  ];
  localCache.set(sheet, out);
  return out;
}

function score(sheet: SheetState, ctx: ScoreContext): ScoreCategory[] {
  const counts = ctx.sheets.map((x) => count(x, 'astro'));
  const rank = rankOf(majorityRanks(ctx.astra ? [...counts, ctx.astra.astronauts] : counts), ctx.seat);
  return [
    { code: 'score.missions', value: ctx.rewards.reduce((a, b) => a + b, 0) },
    ...localScore(sheet),
    { code: 'score.astronauts', value: majorityPoints(S.astronautMajority, rank) },
    { code: 'score.planning', value: -planningPenalty(sheet) },
    { code: 'score.errors', value: -5 * sheet.errors },
  ];
}

export const colony: AdventureRules = {
  sheet: S,
  counters: { astro: 0, plan: 0 },
  slotsForAction: () => ALL_SLOTS,
  numbersFor,
  afterWrite,
  taskMoves,
  applyTask,
  circleError: (sheet) => (sheet.errors >= S.errorBoxes.length ? sheet : { ...sheet, errors: sheet.errors + 1 }),
  resolveTurn,
  missionMet,
  rewardMission: (sheet) => sheet,
  ownEndTrigger: () => false,
  score,
};
