// Majority awards (adventures 2, 3 and 5): dense ranks among counts above zero.

import { assertDefined } from '../../../engine/assert';

/**
 * Majority ranks (reference §1): dense ranks among counts above 0; tied counts share a rank; 0 earns no rank.
 * Returns each seat's rank (1-based) or null. Used by the majority awards of adventures 2, 3 and 5.
 */
export function majorityRanks(counts: readonly number[]): (number | null)[] {
  const distinct = [...new Set(counts.filter((c) => c > 0))].sort((a, b) => b - a);
  return counts.map((c) => (c > 0 ? distinct.indexOf(c) + 1 : null));
}

/** One seat's rank (null: no rank), which the ranks must hold (a broken invariant otherwise). */
export function rankOf(ranks: readonly (number | null)[], seat: number): number | null {
  const rank = ranks[seat];
  if (rank === undefined) throw new Error(`Expected the majority rank of seat ${seat} to be defined`);
  return rank;
}

/** A majority award: the points printed for the rank; no rank, or a rank below the printed ones, earns nothing. */
export function majorityPoints(points: readonly number[], rank: number | null): number {
  if (rank === null || rank > points.length) return 0;
  return assertDefined(points[rank - 1], `the points for majority rank ${rank}`);
}
