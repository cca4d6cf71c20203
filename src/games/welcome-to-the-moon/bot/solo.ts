// The bot's solo judgement against ASTRA: what the card handed to ASTRA costs, when to spend a bonus to remove it,
// and which box a solo card should cross.

import { assertDefined } from '../../../engine/assert';
import { ACTIONS, type Action, ASTRA_LEVELS, STARSHIP_CARDS } from '../data';
import type { WtmMove, WtmView } from '../rules';
import { adventureRules } from '../rules/adventures';
import { seatScore } from '../rules/end';
import { COLONY_SHEET } from '../rules/sheets/colony';
import { JOURNEY_SHEET } from '../rules/sheets/journey';
import { LAUNCH_SHEET } from '../rules/sheets/launch';
import { MINE_SHEET, RESOURCES } from '../rules/sheets/mine';
import { astraScore, PAIRS } from '../rules/solo';
import type { SheetState, SoloState, SoloView } from '../rules/types';

/** One figure for each of the six actions (the compiler checks that none is missing). */
function perAction(f: (action: Action) => number): Record<Action, number> {
  return {
    robot: f('robot'),
    energy: f('energy'),
    plant: f('plant'),
    water: f('water'),
    astronaut: f('astronaut'),
    planning: f('planning'),
  };
}

/** ASTRA's public side as the state the rules' scoring functions take (the deck's contents play no part there). */
export function asSoloState(v: SoloView, astraCards = v.astraCards, astraRockets = v.astraRockets): SoloState {
  return {
    level: v.level,
    deck: [],
    discard: [],
    shown: [],
    exhausted: v.exhausted,
    soloDraws: [],
    astraCards,
    astraBonus: v.astraBonus,
    astraBonusUsed: v.astraBonusUsed,
    astraRockets,
  };
}

/** The action on each of the three face-up cards, read back from the six pairs (pair i shows card PAIRS[i][1]'s). */
function cardActions(view: WtmView): (Action | undefined)[] {
  return [0, 1, 2].map((card) => {
    const i = PAIRS.findIndex((p) => p[1] === card);
    return view.combos[i]?.action;
  });
}

/** The Launch: ASTRA's score is a staircase; average it over where the game may end so every rocket counts. */
function launchCost(v: SoloView, mult: number): number {
  if (v.astraRockets + mult >= 81) return 80; // ASTRA launches: the game ends on its 150 points.
  let sum = 0;
  for (let k = 0; k < 5; k++) {
    const at = (r: number) => astraScore(1, asSoloState(v, v.astraCards, Math.min(81, r + k)));
    sum += at(v.astraRockets + mult) - at(v.astraRockets);
  }
  return sum / 5;
}

/**
 * What giving ASTRA a card of this action costs the player: ASTRA's score gain (the rules' own formula) plus what
 * the player loses in majorities shared with ASTRA (The Journey's sections, The Colony's astronauts).
 */
export function astraCost(view: WtmView, sheet: SheetState, action: Action): number {
  const v = view.solo;
  if (!v) return 0;
  const mult = assertDefined(ASTRA_LEVELS[v.level - 1], `ASTRA level ${v.level}`).mult[action];
  if (view.adventure === 1) return launchCost(v, mult);
  const plus = { ...v.astraCards, [action]: v.astraCards[action] + 1 };
  const gain = astraScore(view.adventure, asSoloState(v, plus)) - astraScore(view.adventure, asSoloState(v));
  const base = { options: { adventure: view.adventure }, missions: view.missions, sheets: [sheet] };
  const mine = (cards: typeof plus) => seatScore({ ...base, solo: asSoloState(v, cards) }, sheet, 0).total;
  return gain + mine(v.astraCards) - mine(plus);
}

/** Share of the deck per action: how often a card of that action turns up. */
const ACTION_SHARE: Readonly<Record<Action, number>> = perAction(
  (a) => STARSHIP_CARDS.filter((c) => c.action === a).length / STARSHIP_CARDS.length,
);

/**
 * Turns left, roughly: this run of the deck and about 15 more after the reshuffle if it has not happened yet; but
 * never more than the sheet's empty slots plus its open System Errors (each turn fills one or the other).
 */
export function turnsLeft(view: WtmView, sheet: SheetState): number {
  const v = view.solo;
  if (!v) return 0;
  const byDeck = v.deckSize / 3 + (v.exhausted === 0 ? 15 : 0);
  const empty = sheet.cells.filter((c) => c === null).length;
  const errorsLeft = adventureRules(view.adventure).sheet.errorBoxes.length - sheet.errors;
  return Math.min(byDeck, empty + errorsLeft);
}

/**
 * What a bonus kept for later is worth: the cost of the cards it would remove. With b bonuses and t turns left the
 * bot can afford to remove the most expensive b/t share of the cards; the cheapest card in that share sets the bar.
 */
export function bonusWorth(view: WtmView, sheet: SheetState, costs: Readonly<Record<Action, number>>): number {
  const v = view.solo;
  if (!v) return 0;
  const left = v.astraBonus - v.astraBonusUsed;
  const share = left / Math.max(1, turnsLeft(view, sheet));
  if (share >= 1) return 0;
  const sorted = ACTIONS.slice().sort((a, b) => costs[b] - costs[a]);
  let acc = 0;
  for (const a of sorted) {
    acc += ACTION_SHARE[a];
    // Just under the bar, so a card that costs exactly as much is removed rather than given.
    if (acc >= share) return costs[a] - 0.01;
  }
  return 0;
}

/** The solo term of a `choose`: minus the cost of ASTRA's card, or of the bonus spent to remove it. */
export function chooseTerm(view: WtmView, sheet: SheetState, m: WtmMove, costs: Record<Action, number>): number {
  if (m.kind !== 'choose' || !view.solo) return 0;
  const third = PAIRS[m.combo]?.[2];
  const action = third === undefined ? undefined : cardActions(view)[third];
  if (!action) return 0;
  return m.remove ? -bonusWorth(view, sheet, costs) : -costs[action];
}

/** Every action's cost this turn (computed once per decision). */
export function costsFor(view: WtmView, sheet: SheetState): Record<Action, number> {
  return perAction((a) => astraCost(view, sheet, a));
}

const emptyShare = (sheet: SheetState, slots: readonly number[]): number =>
  slots.filter((s) => sheet.cells[s - 1] === null).length / Math.max(1, slots.length);
const unmarkedShare = (sheet: SheetState, boxes: readonly number[]): number =>
  boxes.filter((b) => sheet.marks[b] === undefined).length / Math.max(1, boxes.length);

/** How far the player still is from winning the race this box stands for (1: not started, 0: about to win). */
function distance(adventure: number, sheet: SheetState, box: number): number {
  switch (adventure) {
    case 1: {
      const q = LAUNCH_SHEET.quarters.find((qt) => qt.bonuses.some((b) => b.box === box));
      return q ? emptyShare(sheet, q.slots) : 1;
    }
    case 2: {
      const st = JOURNEY_SHEET.stations.find((x) => x.big.box === box);
      return st ? unmarkedShare(sheet, st.robots) : 1;
    }
    case 3: {
      const q = COLONY_SHEET.quarters.find((x) => x.first === box);
      return q ? emptyShare(sheet, q.slots) : 1;
    }
    case 4: {
      const res = RESOURCES.find((r) => MINE_SHEET.fillBonus[r].box === box);
      if (!res) return 1;
      const f = MINE_SHEET.fillBonus[res];
      const track = MINE_SHEET.tracks[res];
      const done = track.filter((b) => sheet.marks[b] !== undefined).length;
      return Math.max(0, f.at - done) / f.at;
    }
    default:
      return 1;
  }
}

/** A solo card's cross: give up the race the player is furthest from winning. */
export function soloMark(view: WtmView, sheet: SheetState, legal: readonly WtmMove[]): WtmMove | undefined {
  let best: WtmMove | undefined;
  let bestDistance = -1;
  for (const m of legal) {
    if (m.kind !== 'mark') continue;
    const d = distance(view.adventure, sheet, m.box);
    if (d > bestDistance) {
      best = m;
      bestDistance = d;
    }
  }
  return best;
}
