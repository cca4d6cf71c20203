// Score sheets for the test games: totals to a best-first ranking where equal totals share a place.

import type { Seat, SeatScore } from '../../../src/engine/game';

export function rankByTotal(scores: readonly SeatScore[]): Seat[][] {
  const totals = [...new Set(scores.map((s) => s.total))].sort((a, b) => b - a);
  return totals.map((t) => scores.filter((s) => s.total === t).map((s) => s.seat));
}

/** A copy of `items` with one slot replaced; rules never write into arrays they were given. */
export function replaceAt<T>(items: readonly T[], index: number, value: T): T[] {
  return items.map((old, i) => (i === index ? value : old));
}
