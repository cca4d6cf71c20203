// Setting up a game: blank sheets, three missions (one of two candidates per stack) and the first three combinations.

import { assertDefined } from '../../../engine/assert';
import type { Seat } from '../../../engine/game';
import { readOptionChoices } from '../../../engine/options';
import { type Rng, randomInt, seedRng } from '../../../engine/random';
import { ADVENTURES, type Adventure, missionCandidates, STACKS } from '../data';
import { meta } from '../meta';
import { adventureRules } from './adventures';
import { turnAsks } from './asks';
import { afterSoloDraw, setupBattleSolo } from './battle-solo';
import { dealPiles, flipAll } from './deck';
import { drawSolo, setupSolo } from './solo';
import { settleSoloCards } from './solo-cards';
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
  return setupWith(seats, options, seedRng(seed));
}

/** A game set up from the generator where it stands (a series' next adventure draws on, rules/series.ts). */
export function setupWith(seats: number, options: WtmOptions, start: Rng): WtmState {
  let rng = start;
  const missions: number[] = [];
  for (const stack of STACKS) {
    const candidates = missionCandidates(options.adventure, stack);
    const [i, next] = randomInt(rng, candidates.length);
    rng = next;
    missions.push(assertDefined(candidates[i], `mission candidate ${i} of stack ${stack}`).id);
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
    asks: turnAsks(seats),
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
    asks: turnAsks(1),
    lastTurn: [],
    solo,
    totals: [[]],
  };
  // The Battle: ASTRA has its own sheet, shared with the player, and plays the first card of every turn.
  const start = options.adventure === 8 ? setupBattleSolo(base, blankSheet(8)) : base;
  const [drawn, rngAfter] = drawSolo(start, afterSolo);
  return afterSoloDraw(options.adventure, settleSoloCards({ ...drawn, rng: rngAfter }), start);
}

export function defaultOptions(seats: number): WtmOptions {
  return seats === 1 ? { adventure: 1, astraLevel: 1 } : { adventure: 1 };
}

/**
 * Untrusted options (the setup form, an old save): only implemented adventures; ASTRA's level in solo only. A series
 * always starts with adventure 1 (the adventure chosen is not used); saves from before the series have no `series`.
 */
export function parseOptions(raw: unknown, seats: number): WtmOptions | null {
  const choices = readOptionChoices(meta, raw, seats, { adventure: 1, astraLevel: 1, series: false });
  if (choices === null) return null;
  const series = choices.series === true;
  const adventure = series
    ? 1
    : assertDefined(
        ADVENTURES.find((a) => a === choices.adventure),
        'an adventure among the choices',
      );
  const level = choices.astraLevel;
  const base = seats === 1 && typeof level === 'number' ? { adventure, astraLevel: level } : { adventure };
  return series ? { ...base, series: true } : base;
}
