// Small pure helpers over the state: gold, hands and cities by seat, who holds a character, drawing from the deck.

import { assertDefined } from '../../../engine/assert';
import { type LogEvent, type Seat, termParam } from '../../../engine/game';
import { updateAt } from '../../../engine/list';
import { shuffle } from '../../../engine/random';
import { cardType, type Rank } from '../data';
import type { Built, CtState } from './types';

export function addGold(gold: readonly number[], seat: Seat, amount: number): number[] {
  return updateAt(gold, seat, (g) => g + amount);
}

export function goldOf(s: CtState, seat: Seat): number {
  return assertDefined(s.gold[seat], `the gold of seat ${seat}`);
}

export function without(list: readonly number[], item: number): number[] {
  const i = list.indexOf(item);
  return i < 0 ? list.slice() : [...list.slice(0, i), ...list.slice(i + 1)];
}

export const sortNum = (list: readonly number[]): number[] => list.slice().sort((a, b) => a - b);

/** The seat holding that character this round, or null when it was set aside. */
export function holderOf(s: CtState, rank: Rank): Seat | null {
  const seat = s.chars.findIndex((c) => c.includes(rank));
  return seat < 0 ? null : seat;
}

export function cityOf(s: CtState, seat: Seat): readonly Built[] {
  return assertDefined(s.cities[seat], `the city of seat ${seat}`);
}

export function handOf(s: CtState, seat: Seat): readonly number[] {
  return assertDefined(s.hands[seat], `the hand of seat ${seat}`);
}

export function charsOf(s: CtState, seat: Seat): readonly Rank[] {
  return assertDefined(s.chars[seat], `the characters of seat ${seat}`);
}

/** Does this seat's city hold a district of that key? */
export function owns(s: CtState, seat: Seat, key: string): boolean {
  return cityOf(s, seat).some((b) => cardType(b.card).key === key);
}

/** Cards that a draw could still reach (the deck, then the reshuffled discard). */
export function drawable(s: CtState): number {
  return s.deck.length + s.discard.length;
}

/**
 * Draw up to `n` cards from the top. When the deck runs out the discard pile is shuffled into a new deck
 * (a gap in the rules, NOTES.md). Fewer than `n` come back only when both are empty.
 */
export function drawCards(s: CtState, n: number): { state: CtState; cards: number[] } {
  let deck = s.deck.slice();
  let discard = s.discard;
  let rng = s.rng;
  if (deck.length < n && discard.length > 0) {
    const [mixed, next] = shuffle(rng, discard);
    deck = deck.concat(mixed);
    discard = [];
    rng = next;
  }
  const cards = deck.slice(0, n);
  return { state: { ...s, deck: deck.slice(cards.length), discard, rng }, cards };
}

export function withEvents(s: CtState, ...events: LogEvent[]): CtState {
  return { ...s, events: s.events.concat(events) };
}

export const charTerm = (rank: Rank) => termParam(`char.${rank}`);
export const cardTerm = (card: number) => termParam(`district.${cardType(card).key}`);
