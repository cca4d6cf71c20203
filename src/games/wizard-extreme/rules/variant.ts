// The designer's variant (reference "Official options"): the black wizard's rising price per player and its exceptions.

import { assertDefined } from '../../../engine/assert';
import type { RuleError, Seat } from '../../../engine/game';
import type { RoundScore, WeState } from './types';

/** Each seat's total penalty over the finished rounds (fixed for the whole of the current round). */
export function totalsSoFar(s: Pick<WeState, 'seats' | 'roundScores'>): number[] {
  return Array.from({ length: s.seats }, (_, seat) =>
    s.roundScores.reduce((sum, round) => sum + scoreOf(round, seat).total, 0),
  );
}

const scoreOf = (round: readonly RoundScore[], seat: Seat) =>
  assertDefined(round[seat], `the round score of seat ${seat}`);
const totalOf = (totals: readonly number[], seat: Seat) => assertDefined(totals[seat], `the total of seat ${seat}`);

/** "Clearly last": strictly the highest total, with nobody level (so never in the first round). */
export function isClearlyLast(totals: readonly number[], seat: Seat): boolean {
  const mine = totalOf(totals, seat);
  return totals.every((t, other) => other === seat || t < mine);
}

/**
 * What the black wizard costs `seat` this round before the black seals given out are deducted: the base, plus
 * (variant only) 1 for each earlier round this seat held it, unless the seat is clearly last.
 */
export function wizardCost(s: WeState, seat: Seat): number {
  const base = s.options.wizardBase;
  if (!s.options.designerVariant || isClearlyLast(totalsSoFar(s), seat)) return base;
  return base + assertDefined(s.wizardTimes[seat], `the wizard rounds of seat ${seat}`);
}

/** The variant's costs for every seat (for the view), or null when the variant is off. */
export function wizardCosts(s: WeState): number[] | null {
  if (!s.options.designerVariant) return null;
  return Array.from({ length: s.seats }, (_, seat) => wizardCost(s, seat));
}

/**
 * Final round of the variant: the wizard scores at most its cost and nobody scores below 0, so a seat whose lead
 * over every other player is at least that cost would make sure of first place (ties share it) by taking it.
 * Such a seat (necessarily the sole leader) may not take it. See NOTES.md.
 */
export function securedLeadError(s: WeState, seat: Seat): RuleError | null {
  if (!s.options.designerVariant || s.round !== s.rounds - 1) return null;
  const totals = totalsSoFar(s);
  const mine = totalOf(totals, seat);
  const others = totals.filter((_, other) => other !== seat);
  const lead = Math.min(...others) - mine;
  const cost = wizardCost(s, seat);
  if (lead < cost) return null;
  return { code: 'error.wizard-secures-win', params: { lead, cost } };
}
