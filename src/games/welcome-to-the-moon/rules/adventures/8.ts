// Adventure 8, The Battle (reference §8): every sheet is shared by two neighbours; a number sends the writer's
// insignia to a planet, astronauts stretch the number, asteroids and moons add insignias and bonuses, and planets are
// won by majority. A seat scores the sum of its two halves.

import { assertDefined } from '../../../../engine/assert';
import type { ScoreCategory } from '../../../../engine/game';
import type { Action } from '../../data';
import {
  controlled,
  crossed,
  crossNext,
  errorsOn,
  firstEmpty,
  firstOpen,
  freeMoons,
  halfOf,
  halvesOf,
  insignia,
  insignias,
  multiplier,
  planetOfSlot,
  resolveAll,
  resolveIfFull,
  type Side,
  storedAstronauts,
  trackValue,
} from '../battle';
import { mark } from '../marks';
import { BATTLE_SHEET, PLANET_TYPES, type PlanetType, planetsForNumber } from '../sheets/battle';
import type { BoardSide, Draft, SheetState, Work, WtmMove } from '../types';
import type { AdventureRules, ScoreContext } from './types';

const S = BATTLE_SHEET;

/** Odd turns: everyone is the guest on the next seat's sheet; even turns: everyone writes on their own. */
function boardFor(turn: number, seat: number, boards: number): BoardSide {
  return turn % 2 === 1 ? { sheet: (seat + 1) % boards, side: 1 } : { sheet: seat, side: 0 };
}

/** Astronaut units a write spends to move the card's number to `n` (±2 each); the astronaut action gives one. */
export function astronautCost(card: number, n: number, action: Action | null): number {
  return Math.max(0, Math.ceil(Math.abs(n - card) / 2) - (action === 'astronaut' ? 1 : 0));
}

/**
 * Each slot the card number reaches on this half, once, with the closest number (fewest astronauts spent): the
 * first empty slot of a planet the number (± 2 per astronaut) points to.
 */
function writes(sheet: SheetState, card: number, action: Action, side: 0 | 1): { slot: number; number: number }[] {
  const units = storedAstronauts(sheet, side) + (action === 'astronaut' ? 1 : 0);
  const out: { slot: number; number: number }[] = [];
  for (let d = 0; d <= 2 * units; d++) {
    for (const n of d === 0 ? [card] : [card - d, card + d]) {
      if (n < 0 || n > 17) continue;
      for (const p of planetsForNumber(n)) {
        const slot = firstEmpty(sheet, assertDefined(S.planets[p], `planet ${p}`));
        if (slot !== undefined && !out.some((o) => o.slot === slot)) out.push({ slot, number: n });
      }
    }
  }
  return out;
}

/** The half this draft writes on: every draft of The Battle names one (rules/asks.ts `freshDraft`). */
const sideOf = (w: Draft): Side => assertDefined(w.on, 'the half this draft writes on').side;

/** Cross `n` stored astronauts of this half (the first ones). */
function spendAstronauts(sheet: SheetState, side: Side, n: number): SheetState {
  const stored = halfOf(side)
    .astronauts.filter((b) => sheet.marks[b] === 'circle')
    .slice(0, n);
  return stored.reduce((sh, b) => mark(sh, b, 'cross'), sheet);
}

const plantScore = (sheet: SheetState, side: Side) => crossNext(sheet, halfOf(side).plants);
const waterScore = (sheet: SheetState, side: Side) => crossNext(sheet, halfOf(side).waters);

/** The writer's next asteroid and its bonuses (plant / water at once; energy and moons queued as tasks). */
function robot(w: Work): Work {
  const side = sideOf(w);
  const next = firstOpen(w.sheet, halfOf(side).asteroids);
  if (next === undefined) return w;
  let sheet = mark(w.sheet, next, insignia(side));
  const tasks: Work['tasks'][number][] = [];
  // The two end asteroids (50 and 62) give no bonus: the sheet lists none for them.
  for (const { box, gives } of S.asteroidBonus[next] ?? []) {
    sheet = mark(sheet, box, 'circle');
    if (gives === 'plant') sheet = plantScore(sheet, side);
    else if (gives === 'water') sheet = waterScore(sheet, side);
    else tasks.push({ kind: gives === 'energy' ? 'upgrade' : 'moon' });
  }
  return { ...w, sheet, tasks: [...tasks, ...w.tasks] };
}

/** A plant or water action: the written planet's next symbol and the writer's next score box, if one is left. */
function symbol(w: Work, slot: number, kind: 'plant' | 'water'): Work {
  const p = planetOfSlot(slot);
  const box = p && firstOpen(w.sheet, kind === 'plant' ? p.plants : p.waters);
  if (box === undefined) return w;
  const sheet = mark(w.sheet, box, 'cross');
  return { ...w, sheet: kind === 'plant' ? plantScore(sheet, sideOf(w)) : waterScore(sheet, sideOf(w)) };
}

function afterWrite(work: Work, slot: number): Work {
  const side = sideOf(work);
  const n = work.sheet.cells[slot - 1];
  const spent = typeof n === 'number' ? astronautCost(work.card ?? n, n, work.action) : 0;
  let w: Work = { ...work, sheet: mark(spendAstronauts(work.sheet, side, spent), slot, insignia(side)) };
  const bonus = S.slotBonus[slot];
  if (bonus === 'robot') w = robot(w);
  else if (bonus === 'plant') w = { ...w, sheet: plantScore(w.sheet, side) };
  else if (bonus === 'water') w = { ...w, sheet: waterScore(w.sheet, side) };
  // Filling a planet's last slot resolves it at once (nobody else writes on this sheet this turn).
  w = { ...w, sheet: resolveIfFull(w.sheet, slot) };
  switch (work.action) {
    case 'astronaut': {
      const marker = firstOpen(w.sheet, halfOf(side).astronauts);
      return marker === undefined ? w : { ...w, sheet: mark(w.sheet, marker, 'circle') };
    }
    case 'plant':
    case 'water':
      return symbol(w, slot, work.action);
    case 'robot':
    case 'energy':
    case 'planning':
      return { ...w, tasks: [...w.tasks, { kind: 'action' }] };
    default:
      return w;
  }
}

/** The first open upgrade box of each planet type's multiplier on this half. */
function upgrades(sheet: SheetState, side: Side): WtmMove[] {
  return PLANET_TYPES.flatMap((t) => {
    const next = halfOf(side).energy[t].find(([box]) => sheet.marks[box] === undefined);
    return next ? [{ kind: 'mark', box: next[0] } as const] : [];
  });
}

const moonMoves = (sheet: SheetState): WtmMove[] => freeMoons(sheet).map((box) => ({ kind: 'mark', box }));

function taskMoves(w: Work): WtmMove[] {
  const task = w.tasks[0];
  const side = sideOf(w);
  if (task?.kind === 'upgrade') return upgrades(w.sheet, side);
  if (task?.kind === 'moon') return moonMoves(w.sheet);
  if (task?.kind !== 'action') return [];
  let moves: WtmMove[] = [];
  if (w.action === 'robot') {
    const next = firstOpen(w.sheet, halfOf(side).asteroids);
    moves = next === undefined ? [] : [{ kind: 'mark', box: next }];
  } else if (w.action === 'energy') moves = upgrades(w.sheet, side);
  else if (w.action === 'planning') moves = moonMoves(w.sheet);
  return moves.length > 0 ? [...moves, { kind: 'skip' }] : [];
}

function applyTask(w: Work, m: WtmMove): Work {
  const task = w.tasks[0];
  const rest: Work = { ...w, tasks: w.tasks.slice(1) };
  if (m.kind === 'skip' || m.kind !== 'mark') return rest;
  const side = sideOf(w);
  if (task?.kind === 'upgrade' || (task?.kind === 'action' && w.action === 'energy')) {
    return { ...rest, sheet: mark(w.sheet, m.box, 'cross') };
  }
  if (task?.kind === 'action' && w.action === 'robot') return robot(rest);
  // A moon: the bonus one costs nothing, the planning action crosses the next planning penalty box.
  const sheet = mark(w.sheet, m.box, insignia(side));
  return { ...rest, sheet: task?.kind === 'moon' ? sheet : crossNext(sheet, halfOf(side).planning) };
}

/** A System Error crosses the writer's next error box on the half it writes this turn. */
function afterError(w: Work): Work {
  const box = firstOpen(w.sheet, halfOf(sideOf(w)).errors);
  return box === undefined ? w : { ...w, sheet: mark(w.sheet, box, 'cross') };
}

/** Each draft goes back on its board: every board has one writer per turn (solo: ASTRA's other sheet stays). */
function resolveTurn(drafts: readonly Draft[], boards: readonly SheetState[] = []): SheetState[] {
  const out = boards.slice();
  drafts.forEach((d, seat) => {
    out[d.on?.sheet ?? seat] = d.sheet;
  });
  return out;
}

const ASTEROIDS = halfOf(0).asteroids;

/** Whether this half meets the mission (reference §8, cards 106-111: "on the same sheet"). */
function halfMeets(id: number, sheet: SheetState, side: Side): boolean {
  const h = halfOf(side);
  switch (id) {
    case 106:
      return controlled(sheet, side) >= 4;
    case 107:
      return PLANET_TYPES.every((t) => controlled(sheet, side, t) >= 1);
    case 108:
      return insignias(sheet, ASTEROIDS, side) >= 7;
    case 109:
      return PLANET_TYPES.every((t) => crossed(sheet, h.energy[t]) >= 2);
    case 110:
      return crossed(sheet, h.plants) >= 6 && crossed(sheet, h.waters) >= 4;
    case 111:
      return S.planets.filter((p) => insignias(sheet, p.moons, side) > 0).length >= 4;
    default:
      return false;
  }
}

function missionMetBy(id: number, boards: readonly SheetState[], seat: number): boolean {
  return halvesOf(boards, seat).some((h) => halfMeets(id, h.sheet, h.side));
}

const CATEGORIES = ['plants', 'water', 'green', 'blue', 'grey', 'planning', 'errors'] as const;

/** One half's points but missions: plant and water tracks, planets × multipliers, planning, errors. */
export function halfScore(sheet: SheetState, side: Side): Record<(typeof CATEGORIES)[number], number> {
  const h = halfOf(side);
  const planets = (t: PlanetType) => controlled(sheet, side, t) * multiplier(sheet, side, t);
  return {
    plants: trackValue(sheet, h.plants),
    water: trackValue(sheet, h.waters),
    green: planets('green'),
    blue: planets('blue'),
    grey: planets('grey'),
    planning: -trackValue(sheet, h.planning),
    errors: -5 * errorsOn(sheet, side),
  };
}

function score(_sheet: SheetState, ctx: ScoreContext): ScoreCategory[] {
  const halves = halvesOf(ctx.sheets, ctx.seat).map((h) => halfScore(h.sheet, h.side));
  const sum = (k: (typeof CATEGORIES)[number]) => halves.reduce((a, h) => a + h[k], 0);
  return [
    { code: 'score.missions', value: ctx.rewards.reduce((a, r) => a + r, 0) },
    ...CATEGORIES.map((k) => ({ code: `score.battle-${k}`, value: sum(k) })),
  ];
}

export const battle: AdventureRules = {
  sheet: S,
  counters: { astra: -1 },
  slotsForAction: () => [],
  numbersFor: (n) => [n],
  writes,
  boardFor,
  afterWrite,
  taskMoves,
  applyTask,
  circleError: (sheet) => sheet,
  afterError,
  resolveTurn,
  missionMet: () => false,
  missionMetBy,
  unusedErrorsOf: (boards, seat) => halvesOf(boards, seat).reduce((a, h) => a + 2 - errorsOn(h.sheet, h.side), 0),
  rewardMission: (sheet) => sheet,
  // Planets still open at the end are resolved like the others.
  atEnd: (boards) => boards.map(resolveAll),
  // A half with both error boxes crossed ends the game (three missions and a full sheet are the core's).
  ownEndTrigger: (sheet) => errorsOn(sheet, 0) >= 2 || errorsOn(sheet, 1) >= 2,
  score,
};
