// Wizard Extreme's components as data: colours, seals, the deck for each player count, and round counts.

import type { Seat } from '../../engine/game';

/** The five card colours, in the order hands are sorted and shown. Red (the wizards) is always trump. */
export const COLORS = ['red', 'yellow', 'blue', 'purple', 'green'] as const;
export type Color = (typeof COLORS)[number];
export const TRUMP: Color = 'red';

/** Every kind of seal: one per card colour, plus white (joker) and black (penalty). */
export const SEAL_KINDS = ['red', 'yellow', 'blue', 'purple', 'green', 'white', 'black'] as const;
export type SealKind = (typeof SEAL_KINDS)[number];
/** What a trick winner may hand back: a coloured seal or a white joker (never black). */
export type ReturnKind = Color | 'white';

export type SealCounts = Readonly<Record<SealKind, number>>;

/** The 27 seals in the box: red 5, the other four colours 3 each, white 4, black 6. */
export const SEAL_COUNTS: SealCounts = { red: 5, yellow: 3, blue: 3, purple: 3, green: 3, white: 4, black: 6 };
export const NO_SEALS: SealCounts = { red: 0, yellow: 0, blue: 0, purple: 0, green: 0, white: 0, black: 0 };

export interface Card {
  readonly color: Color;
  readonly value: number;
}

/** All cards in use are dealt, 15 to each player. */
export const HAND_SIZE = 15;

/** Highest card value in use: 3 players 1-9, 4 players 1-12, 5 players 1-15 (in all five colours). */
export const MAX_VALUE: Readonly<Record<number, number>> = { 3: 9, 4: 12, 5: 15 };

export function maxValue(seats: number): number {
  const max = MAX_VALUE[seats];
  if (max === undefined) throw new Error(`No deck for ${seats} players`);
  return max;
}

/** The deck for this many players, sorted by colour then value. */
export function deckFor(seats: number): Card[] {
  const max = maxValue(seats);
  const deck: Card[] = [];
  for (const color of COLORS) for (let value = 1; value <= max; value++) deck.push({ color, value });
  return deck;
}

/** The designer's variant: 9 / 8 / 10 rounds with 3 / 4 / 5 players, so everyone deals equally often. */
export const VARIANT_ROUNDS: Readonly<Record<number, number>> = { 3: 9, 4: 8, 5: 10 };

/** Rounds per game: 3 players 6 (short game 3); 4 and 5 players one per player; the variant replaces both. */
export function roundCount(seats: number, shortGame: boolean, designerVariant = false): number {
  const variant = VARIANT_ROUNDS[seats];
  if (designerVariant && variant !== undefined) return variant;
  if (seats === 3) return shortGame ? 3 : 6;
  return seats;
}

/** Penalty points per seal left at the end of a round. */
export const POINTS = { colored: 2, white: 4, black: 3 } as const;
/** The black wizard's base penalty; the 3-player option raises it to 5. */
export const WIZARD_BASE = 4;
export const WIZARD_BASE_STRONG = 5;

export function nextSeat(seat: Seat, seats: number): Seat {
  return (seat + 1) % seats;
}
