// Adventure 2, The Journey: one trajectory split into sections by energy walls, stations with plants and robots,
// water tanks, astronaut and planning markers that earn jokers, and the most-complete-sections majority.

import { assertDefined } from '../../../../engine/assert';
import type { ScoreCategory } from '../../../../engine/game';
import type { Action } from '../../data';
import { majorityPoints, majorityRanks, rankOf } from '../majority';
import { bump, count, mark } from '../marks';
import { JOURNEY_SHEET, type JourneyStation } from '../sheets/journey';
import type { Zone } from '../sheets/types';
import type { Draft, SheetState, Work, WtmMove } from '../types';
import { emptySlots, isFilled, withCell } from '../zones';
import type { AdventureRules, ScoreContext } from './types';

const S = JOURNEY_SHEET;
const ALL_SLOTS = assertDefined(S.zones[0], 'the trajectory').slots;
const MAX_ENERGY = S.energy.length * 2;
const MAX_MARKERS = S.astronautMarkers.length;

/** wallBefore[slot] = the wall box between slot − 1 and slot (none before slot 1). */
const wallBefore: readonly (number | undefined)[] = ALL_SLOTS.reduce<(number | undefined)[]>((acc, slot) => {
  acc[slot] = S.walls.find((w) => w.after === slot - 1)?.box;
  return acc;
}, []);

// Sheets are immutable: their sections can be cached by identity (scores ask for every sheet's sections often).
const sectionCache = new WeakMap<SheetState, Zone[]>();

/** The sections between walls, in trajectory order. */
export function sections(sheet: SheetState): Zone[] {
  const cached = sectionCache.get(sheet);
  if (cached) return cached;
  const out: Zone[] = [];
  let current: number[] = [];
  for (const slot of ALL_SLOTS) {
    const wall = wallBefore[slot];
    if (wall !== undefined && sheet.marks[wall] === 'circle' && current.length > 0) {
      out.push({ id: out.length + 1, slots: current });
      current = [];
    }
    current.push(slot);
  }
  if (current.length > 0) out.push({ id: out.length + 1, slots: current });
  sectionCache.set(sheet, out);
  return out;
}

/** Sections whose every slot is filled (a number or an X). */
export const completeSections = (sheet: SheetState): Zone[] =>
  sections(sheet).filter((z) => isFilled(sheet.cells, z.slots));

export function jokersLeft(sheet: SheetState): number {
  const earned = Math.floor(count(sheet, 'astro') / 2) + Math.floor(count(sheet, 'plan') / 2);
  return earned - count(sheet, 'jokersUsed');
}

function numbersFor(n: number, action: Action): readonly number[] {
  if (action !== 'astronaut') return [n];
  return [n, n - 1, n + 1, n - 2, n + 2].filter((x) => x >= 0 && x <= 17);
}

/** One more energy symbol; a completed column grants a wall to draw. */
function addEnergy(d: Work): Work {
  if (count(d.sheet, 'energy') >= MAX_ENERGY) return d;
  const sheet = bump(d.sheet, 'energy');
  const wall = count(sheet, 'energy') % 2 === 0;
  return { ...d, sheet, tasks: wall ? [...d.tasks, { kind: 'wall' }] : d.tasks };
}

function afterWrite(d: Work, slot: number): Work {
  switch (d.action) {
    case 'energy':
      return addEnergy(d);
    case 'water': {
      const tank = S.tanks.find((t) => t.slot === slot);
      return tank ? { ...d, sheet: mark(d.sheet, tank.box, 'circle') } : d;
    }
    case 'astronaut':
      return count(d.sheet, 'astro') < MAX_MARKERS ? { ...d, sheet: bump(d.sheet, 'astro') } : d;
    case 'robot':
    case 'plant':
    case 'planning':
      return { ...d, tasks: [...d.tasks, { kind: 'action' }] };
    default:
      return d;
  }
}

function stationIn(section: Zone | undefined, st: JourneyStation): boolean {
  return section?.slots.includes(st.slot) ?? false;
}

function actionMoves(d: Work): WtmMove[] {
  const sheet = d.sheet;
  switch (d.action) {
    case 'robot':
      return S.stations.flatMap((st) => st.robots.filter((b) => !sheet.marks[b]).map((box) => ({ kind: 'mark', box })));
    case 'plant': {
      const section = sections(sheet).find((z) => d.slot !== null && z.slots.includes(d.slot));
      return S.stations.flatMap((st) => {
        const next = st.plants.find((b) => !sheet.marks[b]);
        return stationIn(section, st) && next !== undefined ? [{ kind: 'mark', box: next } as const] : [];
      });
    }
    case 'planning':
      return emptySlots(S, sheet.cells).map((slot) => ({ kind: 'placeX', slot }));
    default:
      return [];
  }
}

function taskMoves(d: Work): WtmMove[] {
  const task = d.tasks[0];
  if (!task) return [];
  const skip: WtmMove = { kind: 'skip' };
  if (task.kind === 'wall') {
    const open = S.walls.filter((w) => !d.sheet.marks[w.box]).map((w): WtmMove => ({ kind: 'mark', box: w.box }));
    return open.length > 0 ? [...open, skip] : [];
  }
  if (task.kind !== 'action') return [];
  const moves = actionMoves(d);
  return moves.length > 0 ? [...moves, skip] : [];
}

/** A robot box crossed; a station whose robots are all crossed circles its big multiplier (a race) or the small. */
function crossRobot(d: Work, box: number): Work {
  const sheet = mark(d.sheet, box, 'cross');
  const st = S.stations.find((x) => x.robots.includes(box));
  if (!st) return { ...d, sheet };
  if (st.robots.some((b) => !sheet.marks[b])) return { ...d, sheet };
  if (!sheet.marks[st.big.box])
    return { ...d, sheet: mark(sheet, st.big.box, 'circle'), races: [...d.races, st.big.box] };
  return { ...d, sheet: sheet.marks[st.small.box] ? sheet : mark(sheet, st.small.box, 'circle') };
}

function applyTask(d: Work, m: WtmMove): Work {
  const task = d.tasks[0];
  const rest: Work = { ...d, tasks: d.tasks.slice(1) };
  if (!task || m.kind === 'skip') return rest;
  if (m.kind === 'placeX') {
    const sheet = withCell(d.sheet, m.slot, 'X');
    return { ...rest, sheet: count(sheet, 'plan') < MAX_MARKERS ? bump(sheet, 'plan') : sheet };
  }
  if (m.kind !== 'mark') return d;
  if (task.kind === 'wall' || d.action === 'plant') return { ...rest, sheet: mark(d.sheet, m.box, 'circle') };
  return crossRobot(rest, m.box);
}

function circleError(sheet: SheetState): SheetState {
  return sheet.errors >= S.errorBoxes.length ? sheet : { ...sheet, errors: sheet.errors + 1 };
}

/** Errors 1 and 2 are compensated by one energy symbol (which may complete a column and grant a wall). */
function afterError(d: Work): Work {
  return d.sheet.errors <= 2 ? addEnergy(d) : d;
}

/** Phase 5: whoever did not complete a station's robots this turn can no longer take its big multiplier. */
function resolveTurn(drafts: readonly Draft[]): SheetState[] {
  const won = new Set(drafts.flatMap((d) => d.races));
  return drafts.map((d) => {
    let sheet = d.sheet;
    for (const box of won) if (!sheet.marks[box]) sheet = mark(sheet, box, 'cross');
    return sheet;
  });
}

const stationMult = (sheet: SheetState, st: JourneyStation): number =>
  sheet.marks[st.big.box] === 'circle' ? st.big.mult : sheet.marks[st.small.box] === 'circle' ? st.small.mult : 0;
const circled = (sheet: SheetState, boxes: readonly number[]): number =>
  boxes.filter((b) => sheet.marks[b] === 'circle').length;

function missionMet(id: number, sheet: SheetState): boolean {
  const sizes = completeSections(sheet).map((z) => z.slots.length);
  const tanks = S.tanks.map((t) => sheet.marks[t.box] === 'circle');
  switch (id) {
    case 70:
      return S.stations.filter((st) => stationMult(sheet, st) > 0).length >= 3;
    case 71:
      return S.stations.filter((st) => circled(sheet, st.plants) === st.plants.length).length >= 2;
    case 72:
      return sizes.filter((n) => n === 6).length >= 2;
    case 73:
      return [6, 4, 2].every((n) => sizes.includes(n));
    case 74:
      return tanks.filter(Boolean).length >= 6;
    case 75:
      return tanks.some((_, i) => tanks.slice(i, i + 4).length === 4 && tanks.slice(i, i + 4).every(Boolean));
    default:
      return false;
  }
}

function score(sheet: SheetState, ctx: ScoreContext): ScoreCategory[] {
  const counts = ctx.sheets.map((x) => completeSections(x).length);
  const ranks = majorityRanks(ctx.astra ? [...counts, ctx.astra.sections] : counts);
  const rank = rankOf(ranks, ctx.seat);
  const longest = Math.max(0, ...completeSections(sheet).map((z) => z.slots.length));
  return [
    { code: 'score.missions', value: ctx.rewards.reduce((a, b) => a + b, 0) },
    {
      code: 'score.stations',
      value: S.stations.reduce((a, st) => a + stationMult(sheet, st) * circled(sheet, st.plants), 0),
    },
    { code: 'score.water', value: S.tanks.reduce((a, t) => a + (sheet.marks[t.box] === 'circle' ? t.value : 0), 0) },
    { code: 'score.longest-section', value: longest },
    { code: 'score.most-sections', value: majorityPoints(S.sectionMajority, rank) },
    { code: 'score.errors', value: -5 * sheet.errors },
  ];
}

export const journey: AdventureRules = {
  sheet: S,
  // Box 133 is printed already circled: the track starts at one energy.
  counters: { energy: 1, astro: 0, plan: 0, jokersUsed: 0 },
  slotsForAction: () => ALL_SLOTS,
  numbersFor,
  zonesFor: sections,
  jokers: jokersLeft,
  spendJoker: (sheet) => bump(sheet, 'jokersUsed'),
  afterWrite,
  taskMoves,
  applyTask,
  circleError,
  afterError,
  resolveTurn,
  missionMet,
  rewardMission: (sheet) => sheet,
  ownEndTrigger: () => false,
  score,
};
