// Adventure 5, The Dome (reference §6): skyscrapers grow from their ground floors, their two ends are races, the
// tower's levels score by circled symbols, the dome closes from both ends, energy upgrades four value tracks.

import { assertDefined } from '../../../../engine/assert';
import type { ScoreCategory } from '../../../../engine/game';
import type { Action } from '../../data';
import { majorityRanks, rankOf } from '../majority';
import { bump, count, mark, on } from '../marks';
import { DOME_SHEET, type DomeTrack } from '../sheets/dome';
import type { Draft, SheetState, Work, WtmMove } from '../types';
import { emptySlots, isFilled, withCell } from '../zones';
import type { AdventureRules, ScoreContext } from './types';

const S = DOME_SHEET;
const ALL_SLOTS = Array.from({ length: S.slotCount }, (_, i) => i + 1);
const TRACKS: readonly DomeTrack[] = ['missions', 'tower', 'astronauts', 'dome'];

const filled = (sheet: SheetState, slot: number) =>
  sheet.cells[slot - 1] !== null && sheet.cells[slot - 1] !== undefined;

/** Growth rule: a ground-level slot, or one directly above or below a filled slot of the same skyscraper. */
export function canWrite(sheet: SheetState, slot: number): boolean {
  const sky = S.skyscrapers.find((k) => k.slots.includes(slot));
  if (!sky) return false;
  if (sky.ground.includes(slot)) return true;
  return [slot - 1, slot + 1].some((n) => sky.slots.includes(n) && filled(sheet, n));
}

/** Columns crossed on a track (0..4): the value in force is that row's entry at this index. */
export function trackStep(sheet: SheetState, track: DomeTrack): number {
  return S.tracks[track].columns.filter((col) => col.every((b) => sheet.marks[b] === 'cross')).length;
}

export function trackValue(sheet: SheetState, track: DomeTrack, row: number): number {
  const values = assertDefined(S.tracks[track].rows[row], `row ${row} of the ${track} track`);
  return assertDefined(values[trackStep(sheet, track)], `the ${track} track's value in force`);
}

/** The dome's units in order: a whole section, or its two halves once split (the section box crossed). */
export function domeUnits(sheet: SheetState): { box: number; parity: 'odd' | 'even' }[] {
  return S.sections.flatMap((sec) =>
    sheet.marks[sec.box] === 'cross'
      ? sec.halves.map((box) => ({ box, parity: sec.parity }))
      : [{ box: sec.box, parity: sec.parity }],
  );
}

/** Units a robot with this number may build: the first or the last unbuilt one, of the number's parity. */
export function buildable(sheet: SheetState, n: number): number[] {
  const open = domeUnits(sheet).filter((u) => !on(sheet, u.box));
  const ends = [open[0], open[open.length - 1]].filter((u) => u !== undefined);
  const parity = n % 2 === 0 ? 'even' : 'odd';
  return [...new Set(ends.filter((u) => u.parity === parity).map((u) => u.box))];
}

function numbersFor(n: number, action: Action): readonly number[] {
  if (action !== 'astronaut') return [n];
  return [n, n - 1, n + 1, n - 2, n + 2].filter((x) => x >= 0 && x <= 17);
}

const levelOf = (slot: number) => S.levels.find((l) => l.slots.includes(slot));

/** A filled end slot of a skyscraper: its first-completion box is a race, else the later box. */
function afterFill(d: Work, slot: number): Work {
  let out = d;
  for (const sky of S.skyscrapers) {
    for (const end of [sky.bottom, sky.top]) {
      if (end.slot !== slot) continue;
      if (!out.sheet.marks[end.first]) {
        out = { ...out, sheet: mark(out.sheet, end.first, 'circle'), races: [...out.races, end.first] };
      } else if (!out.sheet.marks[end.later]) {
        out = { ...out, sheet: mark(out.sheet, end.later, 'circle') };
      }
    }
  }
  return out;
}

function afterWrite(draft: Work, slot: number): Work {
  const d = afterFill(draft, slot);
  const level = levelOf(slot);
  switch (d.action) {
    case 'plant': {
      const next = level?.plants.find((b) => !d.sheet.marks[b]);
      return next === undefined ? d : { ...d, sheet: mark(d.sheet, next, 'circle') };
    }
    case 'water':
      return level && !d.sheet.marks[level.water] ? { ...d, sheet: mark(d.sheet, level.water, 'circle') } : d;
    case 'astronaut':
      return count(d.sheet, 'astro') < S.astronautMarkers.length ? { ...d, sheet: bump(d.sheet, 'astro') } : d;
    case 'robot':
    case 'energy':
    case 'planning':
      return { ...d, tasks: [...d.tasks, { kind: 'action' }] };
    default:
      return d;
  }
}

function actionMoves(d: Work): WtmMove[] {
  const sheet = d.sheet;
  switch (d.action) {
    case 'robot': {
      const n = d.slot === null ? null : sheet.cells[d.slot - 1];
      return typeof n === 'number' ? buildable(sheet, n).map((box) => ({ kind: 'mark', box })) : [];
    }
    case 'energy':
      return TRACKS.flatMap((tr) => {
        const col = S.tracks[tr].columns.find((c) => c.some((b) => !sheet.marks[b]));
        return col?.[0] === undefined ? [] : [{ kind: 'mark', box: col[0] } as const];
      });
    case 'planning':
      return emptySlots(S, sheet.cells).map((slot) => ({ kind: 'placeX', slot }));
    default:
      return [];
  }
}

const splittable = (sheet: SheetState): WtmMove[] =>
  S.sections.filter((sec) => !sheet.marks[sec.box]).map((sec) => ({ kind: 'mark', box: sec.box }));

function taskMoves(d: Work): WtmMove[] {
  const task = d.tasks[0];
  const moves = task?.kind === 'split' ? splittable(d.sheet) : task?.kind === 'action' ? actionMoves(d) : [];
  return moves.length > 0 ? [...moves, { kind: 'skip' }] : [];
}

function applyTask(d: Work, m: WtmMove): Work {
  const rest: Work = { ...d, tasks: d.tasks.slice(1) };
  if (m.kind === 'skip') return rest;
  if (m.kind === 'placeX') {
    const x = afterFill({ ...rest, sheet: bump(withCell(d.sheet, m.slot, 'X'), 'plan') }, m.slot);
    return { ...x, tasks: [{ kind: 'split' }, ...x.tasks] };
  }
  if (m.kind !== 'mark') return d;
  // A split crosses the section (its halves take its place); an energy step crosses its whole column.
  if (d.tasks[0]?.kind === 'split') return { ...rest, sheet: mark(d.sheet, m.box, 'cross') };
  const col = TRACKS.flatMap((tr) => S.tracks[tr].columns).find((c) => c[0] === m.box);
  if (col) return { ...rest, sheet: col.reduce((sh, b) => mark(sh, b, 'cross'), d.sheet) };
  return { ...rest, sheet: mark(d.sheet, m.box, 'circle') };
}

/** Phase 5: a skyscraper end reached first this turn is crossed on every sheet that did not reach it. */
function resolveTurn(drafts: readonly Draft[]): SheetState[] {
  const won = new Set(drafts.flatMap((d) => d.races));
  return drafts.map((d) => {
    let sheet = d.sheet;
    for (const box of won) if (!sheet.marks[box]) sheet = mark(sheet, box, 'cross');
    return sheet;
  });
}

/** Circled symbols per tower level (0..3). */
export const levelSymbols = (sheet: SheetState): number[] =>
  S.levels.map((l) => [...l.plants, l.water].filter((b) => on(sheet, b)).length);

function missionMet(id: number, sheet: SheetState): boolean {
  const symbols = levelSymbols(sheet);
  switch (id) {
    case 88:
      return S.skyscrapers.some((k) => isFilled(sheet.cells, k.slots));
    case 89:
      return S.skyscrapers.filter((k) => filled(sheet, k.top.slot)).length >= 2;
    case 90:
      return symbols.filter((n) => n >= 2).length >= 3;
    case 91:
      return symbols.filter((n) => n >= 3).length >= 2;
    case 92:
      return domeUnits(sheet).every((u) => on(sheet, u.box));
    case 93:
      return count(sheet, 'plan') >= 4;
    default:
      return false;
  }
}

function score(sheet: SheetState, ctx: ScoreContext): ScoreCategory[] {
  // Mission points come from the missions track in force at the end, not from the cards.
  const tiers = sheet.missions;
  const missions =
    tiers.filter((t) => t === 'first').length * trackValue(sheet, 'missions', 0) +
    tiers.filter((t) => t === 'later').length * trackValue(sheet, 'missions', 1);
  const tower = levelSymbols(sheet).reduce((a, n) => a + (n === 0 ? 0 : trackValue(sheet, 'tower', n - 1)), 0);
  const ends = S.skyscrapers.flatMap((k) => [k.bottom, k.top]);
  const skyscrapers = ends.reduce(
    (a, e) => a + (on(sheet, e.first) ? e.points[0] : on(sheet, e.later) ? e.points[1] : 0),
    0,
  );
  const counts = ctx.sheets.map((x) => count(x, 'astro'));
  const rank = rankOf(majorityRanks(ctx.astra ? [...counts, ctx.astra.astronauts] : counts), ctx.seat);
  const astronauts = rank === 1 || rank === 2 ? trackValue(sheet, 'astronauts', rank - 1) : 0;
  const unbuilt = domeUnits(sheet).filter((u) => !on(sheet, u.box)).length;
  return [
    { code: 'score.missions', value: missions },
    { code: 'score.tower', value: tower },
    { code: 'score.skyscrapers', value: skyscrapers },
    { code: 'score.astronauts', value: astronauts },
    { code: 'score.dome', value: -unbuilt * trackValue(sheet, 'dome', 0) },
    { code: 'score.errors', value: -5 * sheet.errors },
  ];
}

export const dome: AdventureRules = {
  sheet: S,
  counters: { astro: 0, plan: 0 },
  slotsForAction: () => ALL_SLOTS,
  numbersFor,
  writable: (sheet) => (slot) => canWrite(sheet, slot),
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
