// Solo against ASTRA: one deck with three solo cards, number and action from two of three cards, the third to ASTRA,
// solo-card effects per adventure, ASTRA's bonuses and score, and the end after the deck's second run-out.

import { assertDefined } from '../../../engine/assert';
import { push } from '../../../engine/decision';
import { type Rng, shuffle } from '../../../engine/random';
import {
  ACTIONS,
  type Action,
  type Adventure,
  ASTRA_ADVENTURE,
  ASTRA_LAUNCH,
  ASTRA_LEVELS,
  astraLaunchScore,
  cardById,
  PILE_SIZE,
  STARSHIP_CARDS,
} from '../data';
import { soloCardAsk } from './asks';
import { combos } from './deck';
import { count } from './marks';
import { LAUNCH_SABOTAGES } from './sheets/launch';
import type { Combo, Draft, SheetState, SoloState, WtmState } from './types';

/** Solo cards A, B, C as deck ids after the 63 starship cards. */
export const SOLO_IDS = [63, 64, 65] as const;
const isSolo = (id: number) => id >= STARSHIP_CARDS.length;

/** The boxes a solo card asks the player to cross, per adventure (reference: A1 sabotages, A2 big multipliers, …). */
export const SOLO_TARGETS: Readonly<Record<Adventure, readonly number[]>> = {
  1: LAUNCH_SABOTAGES,
  2: [125, 126, 127, 128],
  3: [55, 56, 57, 58],
  4: [224, 225, 226, 227],
  // A5: the skyscrapers' first-completion boxes (reference §6, A5 solo).
  5: [90, 92, 94, 96, 98, 100, 102, 104],
  // A6: the propagation symbols (a solo card picks among viruses or symbols: the adventure's `soloTargets`).
  6: [217, 218, 220, 221],
  // A7: the greenhouses' x2 boxes (reference §7b, A7 solo).
  7: [154, 155, 156, 157, 158, 159],
  // A8: no box to cross; ASTRA draws on moons itself (rules/battle-solo.ts).
  8: [],
};
/** Which solo cards have an effect (A2-A4: only A and B). */
const EFFECT_CARDS: Readonly<Record<Adventure, readonly number[]>> = {
  1: [0, 1, 2],
  2: [0, 1],
  3: [0, 1],
  4: [0, 1],
  5: [0, 1, 2],
  6: [0, 1, 2],
  7: [0, 1, 2],
  8: [],
};
/** ASTRA bonuses won per race the player wins (A1 a sabotage: 1; A2-A4 a first completion or bonus: 2; A5: 1). */
const BONUS_PER_RACE: Readonly<Record<Adventure, number>> = { 1: 1, 2: 2, 3: 2, 4: 2, 5: 1, 6: 1, 7: 1, 8: 1 };

const noCards = (): Record<Action, number> => ({ robot: 0, energy: 0, plant: 0, water: 0, astronaut: 0, planning: 0 });

/** Piles as usual, the solo cards shuffled into the third, then stacked: pile 1 on top. */
export function setupSolo(rng: Rng, level: number): [SoloState, Rng] {
  const [ids, r1] = shuffle(
    rng,
    STARSHIP_CARDS.map((c) => c.id),
  );
  const [third, r2] = shuffle(r1, [...ids.slice(2 * PILE_SIZE), ...SOLO_IDS]);
  // Top last: pile 1's cards must come off first.
  const deck = [...third, ...ids.slice(PILE_SIZE, 2 * PILE_SIZE), ...ids.slice(0, PILE_SIZE)];
  const solo: SoloState = {
    level,
    deck,
    discard: [],
    shown: [],
    exhausted: 0,
    soloDraws: [0, 0, 0],
    astraCards: noCards(),
    astraBonus: 0,
    astraBonusUsed: 0,
    astraRockets: assertDefined(ASTRA_LAUNCH.preCrossed[level - 1], `ASTRA's rockets at level ${level}`),
  };
  return [solo, r2];
}

/**
 * Draw until three number cards show. A solo card is resolved (its effect asks the player to cross a box, its
 * second draw gives ASTRA the matching mission) and replaced. An empty deck takes back the discard; the second
 * run-out ends the game.
 */
export function drawSolo(s: WtmState, rng: Rng): [WtmState, Rng] {
  let solo = assertDefined(s.solo, 'the solo state');
  let state = rng;
  let claimed = s.missionClaimed;
  const shown: number[] = [];
  const effects: number[] = [];
  let deck = solo.deck.slice();
  let discard = solo.discard.slice();
  while (shown.length < 3) {
    if (deck.length === 0) {
      if (solo.exhausted + 1 >= 2 || discard.length === 0) return [{ ...s, solo: { ...solo, exhausted: 2 } }, state];
      [deck, state] = shuffle(state, discard);
      discard = [];
      solo = { ...solo, exhausted: solo.exhausted + 1 };
    }
    const id = assertDefined(deck.pop(), 'the top card of the solo deck');
    if (!isSolo(id)) {
      shown.push(id);
      continue;
    }
    const k = id - STARSHIP_CARDS.length;
    const draws = assertDefined(solo.soloDraws[k], `the draws of solo card ${k}`) + 1;
    if (EFFECT_CARDS[s.options.adventure].includes(k)) effects.push(k);
    solo = { ...solo, soloDraws: solo.soloDraws.map((n, i) => (i === k ? draws : n)) };
    if (draws >= 2) claimed = claimed.map((c, i) => (i === k ? true : c));
    discard.push(id);
  }
  const asks = push(s.asks, ...effects.map(soloCardAsk));
  return [{ ...s, missionClaimed: claimed, solo: { ...solo, deck, discard, shown }, asks }, state];
}

/** The six ordered pairs (number card, action card); the remaining card goes to ASTRA. */
export const PAIRS: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

/** The six pairs of the three face-up cards; none once the deck could not show three (the game is over then). */
export function soloCombos(solo: SoloState): Combo[] {
  if (solo.shown.length < 3) return [];
  const card = (i: number) => cardById(assertDefined(solo.shown[i], `face-up card ${i}`));
  return PAIRS.map(([n, a, third]) => ({ number: card(n).number, action: card(a).action, astra: card(third).action }));
}

/** End of a solo turn: the third card to ASTRA (or removed with a bonus), the two used ones discarded, races paid. */
export function finishSoloTurn(s: WtmState, draft: Draft, remove: boolean, racesWon: number): WtmState {
  const solo = assertDefined(s.solo, 'the solo state');
  const card = (i: number) => assertDefined(solo.shown[i], `face-up card ${i}`);
  // After a System Error no pair was taken: the first two cards are discarded, the last goes to ASTRA.
  const [n, a, third] = draft.combo === null ? [0, 1, 2] : assertDefined(PAIRS[draft.combo], `pair ${draft.combo}`);
  const action = cardById(card(third)).action;
  const mult = assertDefined(ASTRA_LEVELS[solo.level - 1], `ASTRA level ${solo.level}`).mult[action];
  const astraCards = remove ? solo.astraCards : { ...solo.astraCards, [action]: solo.astraCards[action] + 1 };
  const launch = !remove && s.options.adventure === 1;
  const rockets = launch ? Math.min(ASTRA_LAUNCH.rockets, solo.astraRockets + mult) : solo.astraRockets;
  const bonus = Math.min(
    bonusBoxes(s.options.adventure),
    solo.astraBonus + racesWon * BONUS_PER_RACE[s.options.adventure],
  );
  return {
    ...s,
    solo: {
      ...solo,
      discard: [...solo.discard, card(n), card(a)],
      shown: [],
      astraCards,
      astraRockets: rockets,
      astraBonus: bonus,
      astraBonusUsed: solo.astraBonusUsed + (remove ? 1 : 0),
    },
  };
}

export function bonusBoxes(adventure: number): number {
  if (adventure === 1) return ASTRA_LAUNCH.bonusBoxes;
  return assertDefined(ASTRA_ADVENTURE[adventure], `ASTRA in adventure ${adventure}`).bonusBoxes;
}

export const bonusLeft = (solo: SoloState): number => solo.astraBonus - solo.astraBonusUsed;

export function astraScore(adventure: number, solo: SoloState): number {
  if (adventure === 1) return astraLaunchScore(solo.astraRockets);
  const level = assertDefined(ASTRA_LEVELS[solo.level - 1], `ASTRA level ${solo.level}`);
  const a = assertDefined(ASTRA_ADVENTURE[adventure], `ASTRA in adventure ${adventure}`);
  const cards = ACTIONS.reduce((sum, act) => sum + solo.astraCards[act] * level.mult[act], 0);
  return cards + a.fixed + solo.level * a.levelMult;
}

/** ASTRA's counts in majority awards: A2 sections = energy cards / 2; A3 and A5 astronauts = astronaut cards. */
export function astraMajority(solo: SoloState): { sections: number; astronauts: number } {
  return { sections: Math.floor(solo.astraCards.energy / 2), astronauts: solo.astraCards.astronaut };
}

/** This turn's combinations: three from the piles, or the six ordered pairs in solo. */
export function turnCombos(s: Pick<WtmState, 'solo' | 'piles'>): Combo[] {
  return s.solo ? soloCombos(s.solo) : combos(s.piles);
}

/** Solo races won this turn: target boxes circled on the sheet since the turn began. */
export function racesWon(adventure: Adventure, before: SheetState, after: SheetState): number {
  // A6: every spread the player's own play caused counts too (reference §7 "A6 solo"); only The Virus keeps them.
  const own = adventure === 6 ? count(after, 'selfSpread') - count(before, 'selfSpread') : 0;
  return (
    own + SOLO_TARGETS[adventure].filter((b) => after.marks[b] === 'circle' && before.marks[b] !== 'circle').length
  );
}
