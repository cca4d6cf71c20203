// Small pure helpers over the state: array updates, who holds a character, drawing from the deck.

import type { LogEvent, Seat } from '../../../engine/game';
import { shuffle } from '../../../engine/random';
import { cardType, type Rank } from '../data';
import type { CtState } from './types';

/** A copy of `list` with index `i` replaced. */
export function setAt<T>(list: readonly T[], i: number, value: T): T[] {
  const out = list.slice();
  out[i] = value;
  return out;
}

export function addGold(gold: readonly number[], seat: Seat, amount: number): number[] {
  return setAt(gold, seat, (gold[seat] ?? 0) + amount);
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

/** Does this seat's city hold a district of that key? */
export function owns(s: CtState, seat: Seat, key: string): boolean {
  return (s.cities[seat] ?? []).some((b) => cardType(b.card).key === key);
}

export function cityOf(s: CtState, seat: Seat): readonly { card: number; round: number }[] {
  return s.cities[seat] ?? [];
}

export function handOf(s: CtState, seat: Seat): readonly number[] {
  return s.hands[seat] ?? [];
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

/** Message params naming a seat (shown as that player's name). */
export const seatParam = (seat: Seat) => ({ seat: { seat } });
export const charTerm = (rank: Rank) => ({ term: `char.${rank}` });
export const cardTerm = (card: number) => ({ term: `district.${cardType(card).key}` });
