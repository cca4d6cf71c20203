// Adventure 1, The Launch: floors by action, quarter bonuses, rocket arrows, the rocket track and sabotage.

import { assertDefined } from '../../../../engine/assert';
import type { ScoreCategory } from '../../../../engine/game';
import type { Action } from '../../data';
import { bump, count, mark } from '../marks';
import { LAUNCH_ROCKETS, LAUNCH_SHEET, type LaunchBonus } from '../sheets/launch';
import type { Draft, SheetState, Work, WtmMove } from '../types';
import { emptySlots, isFilled, withCell } from '../zones';
import type { AdventureRules } from './types';

const S = LAUNCH_SHEET;
const MAIN = LAUNCH_ROCKETS.length;

const slotsByAction = new Map<Action, number[]>();
function slotsForAction(action: Action): readonly number[] {
  const cached = slotsByAction.get(action);
  if (cached) return cached;
  const slots = S.floors
    .filter((f) => f.action === action || f.action === 'wild')
    .flatMap(
      (f) =>
        assertDefined(
          S.zones.find((z) => z.id === f.zone),
          `zone ${f.zone}`,
        ).slots,
    );
  slotsByAction.set(action, slots);
  return slots;
}

/** Cross rockets one by one: the main track first, then buy back open System Errors, then the extra rockets. */
export function addRockets(sheet: SheetState, n: number): SheetState {
  let s = sheet;
  for (let i = 0; i < n; i++) {
    if (count(s, 'rockets') < MAIN) s = bump(s, 'rockets');
    else if (count(s, 'bought') < s.errors) s = bump(s, 'bought');
    else if (count(s, 'extra') < S.extraRockets.length) s = bump(s, 'extra');
  }
  return s;
}

/** Errors circled and not yet bought back. */
export const openErrors = (sheet: SheetState): number => sheet.errors - count(sheet, 'bought');

function arrowOpen(sheet: SheetState, arrow: { box: number; quarter: number }): boolean {
  const qt = S.quarters[arrow.quarter];
  return sheet.marks[arrow.box] === undefined && qt !== undefined && !isFilled(sheet.cells, qt.slots);
}

function takeBonus(draft: Work, b: LaunchBonus): Work {
  let sheet = draft.sheet;
  if (sheet.marks[b.box] !== undefined) return draft; // crossed by someone's sabotage: lost
  switch (b.kind) {
    case 'rockets': {
      const unlocked = b.needs === undefined || sheet.marks[b.needs] === 'circle';
      if (!unlocked) return { ...draft, sheet: mark(sheet, b.box, 'cross') };
      sheet = addRockets(mark(sheet, b.box, 'circle'), b.amount);
      return { ...draft, sheet };
    }
    case 'activation':
      return { ...draft, sheet: mark(sheet, b.box, 'circle'), tasks: [...draft.tasks, { kind: 'activate' }] };
    case 'x':
      return { ...draft, sheet: mark(sheet, b.box, 'circle'), tasks: [...draft.tasks, { kind: 'x' }] };
    case 'sabotage':
      return { ...draft, sheet: mark(sheet, b.box, 'circle'), races: [...draft.races, b.box] };
  }
}

function afterFill(draft: Work, slot: number): Work {
  let d = draft;
  for (const qt of S.quarters) {
    if (!qt.slots.includes(slot) || !isFilled(d.sheet.cells, qt.slots)) continue;
    for (const b of qt.bonuses) d = takeBonus(d, b);
  }
  return d;
}

function taskMoves(draft: Work): WtmMove[] {
  const task = draft.tasks[0];
  if (!task) return [];
  if (task.kind === 'x') return emptySlots(S, draft.sheet.cells).map((slot) => ({ kind: 'placeX', slot }));
  return S.arrows.filter((a) => arrowOpen(draft.sheet, a)).map((a) => ({ kind: 'activate', box: a.box }));
}

function applyTask(draft: Work, move: WtmMove): Work {
  const rest = { ...draft, tasks: draft.tasks.slice(1) };
  if (move.kind === 'placeX') {
    const sheet = bump(withCell(draft.sheet, move.slot, 'X'), 'buildX');
    return afterFill({ ...rest, sheet }, move.slot);
  }
  if (move.kind === 'activate') return { ...rest, sheet: mark(draft.sheet, move.box, 'circle') };
  return draft;
}

function circleError(sheet: SheetState): SheetState {
  return sheet.errors >= S.errorBoxes.length ? sheet : { ...sheet, errors: sheet.errors + 1 };
}

/** Phase 5 sabotage: each other player who did not circle that box this turn crosses it and takes an error. */
function resolveTurn(drafts: readonly Draft[]): SheetState[] {
  return drafts.map((d, seat) => {
    let sheet = d.sheet;
    drafts.forEach((other, o) => {
      if (o === seat) return;
      for (const box of other.races) {
        if (sheet.marks[box] !== undefined) continue;
        sheet = circleError(mark(sheet, box, 'cross'));
      }
    });
    return sheet;
  });
}

const filled = (sheet: SheetState, from: number, to: number): boolean =>
  isFilled(
    sheet.cells,
    Array.from({ length: to - from + 1 }, (_, i) => from + i),
  );

function missionMet(id: number, sheet: SheetState): boolean {
  switch (id) {
    case 64:
      return filled(sheet, 1, 11);
    case 65:
      return filled(sheet, 12, 27);
    case 66:
      return filled(sheet, 28, 37);
    case 67:
      return filled(sheet, 38, 53);
    case 68:
      return count(sheet, 'buildX') >= 10;
    case 69:
      return openErrors(sheet) >= 5;
    default:
      return false;
  }
}

/** The value of the highest fully crossed rocket row (0 before the first row is done). */
export function rocketValue(rockets: number): number {
  let crossed = 0;
  let value = 0;
  for (const row of S.rocketRows) {
    crossed += row.boxes.length;
    if (rockets >= crossed) value = row.value;
  }
  return value;
}

function score(sheet: SheetState): ScoreCategory[] {
  const penalty = 5 * openErrors(sheet);
  const extra = penalty === 0 ? S.extraRocketPoints * count(sheet, 'extra') : 0;
  return [
    { code: 'score.rockets', value: rocketValue(count(sheet, 'rockets')) },
    { code: 'score.extra-rockets', value: extra },
    { code: 'score.errors', value: -penalty },
  ];
}

export const launch: AdventureRules = {
  sheet: S,
  counters: { rockets: 0, bought: 0, extra: 0, buildX: 0 },
  slotsForAction,
  numbersFor: (n) => [n],
  afterWrite: afterFill,
  taskMoves,
  applyTask,
  circleError,
  resolveTurn,
  missionMet,
  rewardMission: addRockets,
  ownEndTrigger: (sheet) => count(sheet, 'rockets') >= MAIN && openErrors(sheet) === 0,
  score,
};
