// Setting up a game: blank sheets, three missions (one of two candidates per stack) and the first three combinations.

import type { Seat } from '../../../engine/game';
import { type Rng, randomInt, seedRng } from '../../../engine/random';
import { ADVENTURES, type Adventure, missionCandidates, STACKS } from '../data';
import { adventureRules } from './adventures';
import { dealPiles, flipAll } from './deck';
import { drawSolo, settleSolo, setupSolo } from './solo';
import type { SheetState, WtmOptions, WtmState } from './types';

export function blankSheet(adventure: Adventure): SheetState {
  const rules = adventureRules(adventure);
  return {
    cells: Array.from({ length: rules.sheet.slotCount }, () => null),
    marks: {},
    errors: 0,
    missions: [null, null, null],
    counters: rules.counters,
  };
}

export function setupGame(seats: number, options: WtmOptions, seed: string): WtmState {
  let rng = seedRng(seed);
  const missions: number[] = [];
  for (const stack of STACKS) {
    const candidates = missionCandidates(options.adventure, stack);
    const [i, next] = randomInt(rng, candidates.length);
    rng = next;
    const card = candidates[i];
    if (card) missions.push(card.id);
  }
  const seatList: Seat[] = Array.from({ length: seats }, (_, i) => i);
  if (seats === 1) return setupSoloGame(options, missions, rng);
  const [dealt, afterDeal] = dealPiles(rng);
  const [piles, afterFlip] = flipAll(dealt, afterDeal);
  return {
    options,
    seats,
    rng: afterFlip,
    turn: 1,
    piles,
    missions,
    missionClaimed: [false, false, false],
    sheets: seatList.map(() => blankSheet(options.adventure)),
    drafts: seatList.map(() => null),
    confirmed: seatList.map(() => false),
    over: false,
    lastTurn: [],
    solo: null,
    totals: seatList.map(() => []),
  };
}

/** One player: a game against ASTRA with the solo deck (its first three cards drawn, solo cards resolved). */
function setupSoloGame(options: WtmOptions, missions: number[], rng: Rng): WtmState {
  const [solo, afterSolo] = setupSolo(rng, options.astraLevel ?? 1);
  const base: WtmState = {
    options,
    seats: 1,
    rng: afterSolo,
    turn: 1,
    piles: [],
    missions,
    missionClaimed: [false, false, false],
    sheets: [blankSheet(options.adventure)],
    drafts: [null],
    confirmed: [false],
    over: false,
    lastTurn: [],
    solo,
    totals: [[]],
  };
  const [drawn, rngAfter] = drawSolo(base, afterSolo);
  return settleSolo({ ...drawn, rng: rngAfter }, adventureRules(options.adventure).circleError);
}

export function defaultOptions(seats: number): WtmOptions {
  return seats === 1 ? { adventure: 1, astraLevel: 1 } : { adventure: 1 };
}

/** Old or foreign option objects: only implemented adventures are accepted. */
export function parseOptions(raw: unknown, seats: number): WtmOptions | null {
  if (!Number.isInteger(seats) || seats < 1 || seats > 8) return null;
  if (raw === undefined || raw === null) return defaultOptions(seats);
  if (typeof raw !== 'object') return null;
  const adventure = (raw as { adventure?: unknown }).adventure ?? 1;
  const known = ADVENTURES.find((a) => a === adventure);
  if (known === undefined) return null;
  if (seats !== 1) return { adventure: known };
  const level = (raw as { astraLevel?: unknown }).astraLevel ?? 1;
  return typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 8
    ? { adventure: known, astraLevel: level }
    : null;
}
