// Setting up the game and each round: seeded first dealer, the deal, and fresh seals on the table.

import { assertDefined } from '../../../engine/assert';
import type { Seat } from '../../../engine/game';
import { randomInt, seedRng, shuffle } from '../../../engine/random';
import { type Card, deckFor, HAND_SIZE, NO_SEALS, nextSeat, roundCount, SEAL_COUNTS } from '../data';
import { predictAsk } from './asks';
import type { WeOptions, WeState } from './types';

export function setupGame(seats: number, options: WeOptions, seed: string): WeState {
  // The seed picks the first dealer: the rules leave the choice to the table.
  const [dealer, rng] = randomInt(seedRng(seed), seats);
  const blank: WeState = {
    seats,
    options,
    rng,
    rounds: roundCount(seats, options.shortGame, options.designerVariant),
    round: 0,
    dealer,
    asks: [],
    hands: [],
    supply: SEAL_COUNTS,
    seals: [],
    wizard: null,
    trick: [],
    lastTrick: null,
    played: [],
    tricksWon: [],
    roundScores: [],
    wizardTimes: Array(seats).fill(0),
  };
  return startRound(blank, 0, dealer);
}

/** Deal every card in use, 15 each; all seals and the black wizard go back to the middle. */
export function startRound(s: WeState, round: number, dealer: Seat): WeState {
  const deck = deckFor(s.seats);
  // Shuffle positions and sort each hand's positions: hands come out sorted by colour then value.
  const [order, rng] = shuffle(
    s.rng,
    deck.map((_, i) => i),
  );
  const hands: Card[][] = [];
  for (let p = 0; p < s.seats; p++) {
    const mine = order.slice(p * HAND_SIZE, (p + 1) * HAND_SIZE).sort((a, b) => a - b);
    hands.push(mine.map((i) => assertDefined(deck[i], `card ${i} of the deck`)));
  }
  return {
    ...s,
    rng,
    round,
    dealer,
    // The player left of the dealer predicts first (and later leads the first trick).
    asks: [predictAsk(nextSeat(dealer, s.seats))],
    hands,
    supply: SEAL_COUNTS,
    seals: hands.map(() => NO_SEALS),
    wizard: null,
    trick: [],
    lastTrick: null,
    played: [],
    tricksWon: hands.map(() => 0),
  };
}
