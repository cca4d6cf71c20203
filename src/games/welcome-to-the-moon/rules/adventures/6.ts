// Adventure 6, The Virus (reference §7): quarters score when evacuated, viruses spread through open walkways, robots
// close walkways (quarantine), plants and water advance two point tracks that also wake viruses.

import { assertDefined } from '../../../../engine/assert';
import type { ScoreCategory } from '../../../../engine/game';
import type { Action } from '../../data';
import { bump, count, mark, on } from '../marks';
import { VIRUS_SHEET, VIRUS_SYMBOLS, virusBox } from '../sheets/virus';
import type { Draft, SheetState, Task, Work, WtmMove } from '../types';
import { emptySlots, withCell } from '../zones';
import type { AdventureRules, ScoreContext } from './types';
import {
  evacuate,
  infect,
  isEvacuated,
  isInfected,
  isQuarantined,
  picksOf,
  quarterAt,
  quarterOf,
  spread,
  waitingInfection,
} from './virus-spread';

export { evacuate, isEvacuated, isInfected, isQuarantined, quarterOf, spread } from './virus-spread';

const S = VIRUS_SHEET;
const ALL_SLOTS = Array.from({ length: S.slotCount }, (_, i) => i + 1);
const MAX_MARKERS = S.astronautMarkers.length;

/** Activate a virus (circle its box) on this sheet; true when it was not active yet. */
function activate(sheet: SheetState, box: number): [SheetState, boolean] {
  return on(sheet, box) ? [sheet, false] : [mark(sheet, box, 'circle'), true];
}

const crossed = (sheet: SheetState, boxes: readonly number[]) => boxes.filter((b) => sheet.marks[b] === 'cross').length;
export const plantSteps = (sheet: SheetState): number => crossed(sheet, S.plantTrack.boxes);
export const waterSteps = (sheet: SheetState): number => crossed(sheet, S.waterTrack.boxes);

/** A track's points: the value of the highest threshold reached (our reading, NOTES.md). */
function trackPoints(track: typeof S.plantTrack, n: number): number {
  return track.steps.reduce((best, st) => (st.points !== undefined && n >= st.at ? st.points : best), 0);
}

/** Cross the next box of a track: its threshold may queue a free task, wake a virus or reach a symbol (a race). */
function advance(d: Work, track: typeof S.plantTrack, bonus: Task): Work {
  const next = track.boxes.find((b) => d.sheet.marks[b] !== 'cross');
  if (next === undefined) return d;
  let out: Work = { ...d, sheet: mark(d.sheet, next, 'cross') };
  const n = crossed(out.sheet, track.boxes);
  for (const st of track.steps) {
    if (st.at !== n) continue;
    if (st.bonus) out = { ...out, tasks: [...out.tasks, bonus] };
    if (st.activates) {
      const box = virusBox(st.activates);
      if (!on(out.sheet, box)) out = { ...out, races: [...out.races, box] };
    }
    if (st.symbol !== undefined && !out.sheet.marks[st.symbol]) {
      out = { ...out, sheet: mark(out.sheet, st.symbol, 'circle'), races: [...out.races, st.symbol] };
    }
  }
  return out;
}

function numbersFor(n: number, action: Action): readonly number[] {
  if (action !== 'astronaut') return [n];
  return [n, n - 1, n + 1, n - 2, n + 2].filter((x) => x >= 0 && x <= 17);
}

/** Before the first turn's action: the setup infection (one slot of a grey-virus quarter), once per sheet. */
const withSetup = (d: Work): Work =>
  count(d.sheet, 'setup') === 0 ? { ...d, tasks: [{ kind: 'infect' }, ...d.tasks] } : d;

function afterWrite(draft: Work, slot: number): Work {
  const d = withSetup(draft);
  const q = quarterAt(quarterOf(slot));
  switch (d.action) {
    case 'energy': {
      const next = q.energy.find((b) => !d.sheet.marks[b]);
      return next === undefined || isEvacuated(d.sheet, quarterOf(slot))
        ? d
        : { ...d, sheet: mark(d.sheet, next, 'circle') };
    }
    case 'plant': {
      const next = q.plants.find((b) => !d.sheet.marks[b]);
      const circled = next === undefined ? d : { ...d, sheet: mark(d.sheet, next, 'circle') };
      return advance(circled, S.plantTrack, { kind: 'walkway' });
    }
    case 'water': {
      const tank = S.tanks[slot];
      const circled = tank === undefined || d.sheet.marks[tank] ? d : { ...d, sheet: mark(d.sheet, tank, 'circle') };
      return advance(circled, S.waterTrack, { kind: 'energy' });
    }
    case 'astronaut':
      return count(d.sheet, 'astro') < MAX_MARKERS ? { ...d, sheet: bump(d.sheet, 'astro') } : d;
    case 'robot':
    case 'planning':
      return { ...d, tasks: [...d.tasks, { kind: 'action' }] };
    default:
      return d;
  }
}

const openWalkways = (sheet: SheetState): WtmMove[] =>
  S.quarters
    .flatMap((q) => Object.keys(q.walkways).map(Number))
    .filter((b, i, all) => all.indexOf(b) === i && sheet.marks[b] !== 'cross')
    .sort((a, b) => a - b)
    .map((box) => ({ kind: 'mark', box }));

/** A free energy: the next open energy of any quarter not yet evacuated. */
const freeEnergies = (sheet: SheetState): WtmMove[] =>
  S.quarters.flatMap((q, i) => {
    const next = q.energy.find((b) => !sheet.marks[b]);
    return next === undefined || isEvacuated(sheet, i) ? [] : [{ kind: 'mark', box: next } as const];
  });

function taskMoves(d: Work): WtmMove[] {
  const task = d.tasks[0];
  if (task?.kind === 'infect') {
    return S.setupQuarters.flatMap((q) =>
      quarterAt(q)
        .slots.filter((slot) => d.sheet.cells[slot - 1] === null)
        .map((slot): WtmMove => ({ kind: 'placeX', slot })),
    );
  }
  let moves: WtmMove[] = [];
  if (task?.kind === 'walkway' || (task?.kind === 'action' && d.action === 'robot')) moves = openWalkways(d.sheet);
  else if (task?.kind === 'energy') moves = freeEnergies(d.sheet);
  else if (task?.kind === 'action' && d.action === 'planning') {
    moves = emptySlots(S, d.sheet.cells).map((slot) => ({ kind: 'placeX', slot }));
  }
  return moves.length > 0 ? [...moves, { kind: 'skip' }] : [];
}

function applyTask(d: Work, m: WtmMove): Work {
  const task = d.tasks[0];
  const rest: Work = { ...d, tasks: d.tasks.slice(1) };
  if (m.kind === 'skip') return rest;
  // A spread's pick (the `infect` ask; the bot weighs its picks through here).
  if (m.kind === 'placeX' && task?.kind === 'spread') return { ...rest, sheet: infect(d.sheet, m.slot) };
  if (m.kind === 'placeX' && task?.kind === 'infect') {
    const grey = quarterAt(quarterOf(m.slot)).virus;
    const sheet = infect(d.sheet, m.slot);
    return { ...rest, sheet: bump(grey ? mark(sheet, grey.box, 'circle') : sheet, 'setup') };
  }
  if (m.kind === 'placeX') {
    const x = withCell(d.sheet, m.slot, 'X');
    return { ...rest, sheet: count(x, 'plan') < MAX_MARKERS ? bump(x, 'plan') : x };
  }
  if (m.kind !== 'mark') return d;
  // A walkway is closed by crossing it; an energy is circled.
  return { ...rest, sheet: mark(d.sheet, m.box, task?.kind === 'energy' ? 'circle' : 'cross') };
}

/** Errors 2 and 3 each make this sheet's viruses spread once at the end of the turn. */
function afterError(work: Work): Work {
  const d = withSetup(work);
  return d.sheet.errors >= 2 ? { ...d, sheet: bump(d.sheet, 'spread') } : d;
}

const VIRUS_BOXES = new Set(S.quarters.flatMap((q) => (q.virus ? [q.virus.box] : [])));

/**
 * Phase 5: viruses woken this turn activate on every sheet (one spread each for everyone), a propagation symbol
 * reached first is crossed on every other sheet (one spread each there), the sheet's own spreads (errors 2 and 3)
 * follow; quarters filled up are evacuated.
 */
export function resolveTurn(drafts: readonly Draft[]): SheetState[] {
  const won = [...new Set(drafts.flatMap((d) => d.races))];
  return drafts.map((d) => {
    let sheet = d.sheet;
    let spreads = count(sheet, 'spread');
    let own = spreads;
    for (const box of won) {
      if (VIRUS_BOXES.has(box)) {
        const [next, woke] = activate(sheet, box);
        sheet = next;
        if (woke) spreads += 1;
        if (woke && d.races.includes(box)) own += 1;
      } else if (!sheet.marks[box]) {
        sheet = mark(sheet, box, 'cross');
        spreads += 1;
      }
    }
    sheet = evacuate({ ...sheet, counters: { ...sheet.counters, spread: 0 } });
    for (let i = 0; i < spreads; i++) sheet = spread(sheet, picksOf(d));
    return bump(sheet, 'selfSpread', own);
  });
}

/**
 * Missions first completed this turn wake the red (A), purple (B) or yellow (C) virus on every sheet, each with one
 * spread for everyone; the seat whose completion woke it counts the spread as its own (solo: an ASTRA bonus).
 */
function missionsDone(
  sheets: readonly SheetState[],
  stacks: readonly number[],
  achievers: readonly (readonly boolean[])[],
  picks: readonly (readonly number[])[],
): SheetState[] {
  return sheets.map((start, seat) => {
    let sheet = start;
    for (const k of stacks) {
      const colour = S.missionViruses[k];
      if (!colour) continue;
      const [next, woke] = activate(sheet, virusBox(colour));
      sheet = woke ? spread(next, assertDefined(picks[seat], `the spread picks of seat ${seat}`)) : next;
      if (woke && achievers[k]?.[seat]) sheet = bump(sheet, 'selfSpread');
    }
    return sheet;
  });
}

const quartersOn = (floor: readonly number[], test: (q: number) => boolean) => floor.every(test);

function missionMet(id: number, sheet: SheetState): boolean {
  const evacuated = S.quarters.filter((_, i) => isEvacuated(sheet, i)).length;
  switch (id) {
    case 94:
      return evacuated >= 2;
    case 95:
      return S.floors.some((f) => quartersOn(f, (q) => isEvacuated(sheet, q)));
    case 96:
      return S.quarters.filter((_, i) => isQuarantined(sheet, i)).length >= 3;
    case 97:
      return isQuarantined(sheet, 2) && isQuarantined(sheet, 8);
    case 98:
      return S.floors.filter((f) => quartersOn(f, (q) => quarterAt(q).energy.every((b) => on(sheet, b)))).length >= 2;
    case 99:
      return (
        S.floors.filter((f) =>
          quartersOn(f, (q) => {
            const quarter = quarterAt(q);
            const tanks = quarter.slots.flatMap((slot) => (S.tanks[slot] === undefined ? [] : [S.tanks[slot]]));
            return [...quarter.plants, ...tanks].every((b) => b !== undefined && on(sheet, b));
          }),
        ).length >= 2
      );
    default:
      return false;
  }
}

/** A quarter's score: (1 + its circled energies) × its filled slots that are not infected. */
export function quarterScore(sheet: SheetState, q: number): number {
  const quarter = quarterAt(q);
  const clean = quarter.slots.filter((slot) => sheet.cells[slot - 1] !== null && !isInfected(sheet, slot)).length;
  return (1 + quarter.energy.filter((b) => on(sheet, b)).length) * clean;
}

function score(sheet: SheetState, ctx: ScoreContext): ScoreCategory[] {
  const infected = ALL_SLOTS.filter((slot) => isInfected(sheet, slot)).length;
  return [
    { code: 'score.missions', value: ctx.rewards.reduce((a, b) => a + b, 0) },
    { code: 'score.plant-track', value: trackPoints(S.plantTrack, plantSteps(sheet)) },
    { code: 'score.water-track', value: trackPoints(S.waterTrack, waterSteps(sheet)) },
    { code: 'score.virus-quarters', value: S.quarters.reduce((a, _, i) => a + quarterScore(sheet, i), 0) },
    { code: 'score.infected', value: -infected },
    { code: 'score.errors', value: -5 * sheet.errors },
  ];
}

/** Solo cards (reference §7 "A6 solo"): what the player may pick on this draw of card k. */
function soloTargets(sheet: SheetState, _card: number, draws: number): number[] {
  if (draws >= 2) return [];
  const sleeping = [virusBox('green'), virusBox('blue')].filter((b) => !on(sheet, b));
  return sleeping.length > 0 ? sleeping : VIRUS_SYMBOLS.filter((b) => !sheet.marks[b]);
}

/** A solo card resolved: the picked virus wakes (or the symbol is crossed), or on a second draw A/B/C's virus; then ASTRA's spread. */
function soloResolve(
  sheet: SheetState,
  card: number,
  draws: number,
  { box, picks }: { readonly box: number | null; readonly picks: readonly number[] },
): SheetState {
  let out = sheet;
  if (draws >= 2) {
    const colour = S.missionViruses[card];
    if (colour) out = activate(out, virusBox(colour))[0];
  } else if (box !== null) {
    out = mark(out, box, VIRUS_BOXES.has(box) ? 'circle' : 'cross');
  }
  return spread(out, picks);
}

export const virus: AdventureRules = {
  sheet: S,
  counters: { astro: 0, plan: 0, jokersUsed: 0, setup: 0, spread: 0, selfSpread: 0 },
  slotsForAction: () => ALL_SLOTS,
  numbersFor,
  afterWrite,
  jokers: (sheet) => {
    const earned = Math.floor(count(sheet, 'astro') / 2) + Math.floor(count(sheet, 'plan') / 2);
    return earned - count(sheet, 'jokersUsed');
  },
  spendJoker: (sheet) => bump(sheet, 'jokersUsed'),
  taskMoves,
  applyTask,
  circleError: (sheet) => (sheet.errors >= S.errorBoxes.length ? sheet : { ...sheet, errors: sheet.errors + 1 }),
  afterError,
  resolveTurn,
  missionsDone,
  waitingInfection,
  missionMet,
  rewardMission: (sheet) => sheet,
  ownEndTrigger: () => false,
  score,
  soloTargets,
  soloResolve,
};
