// The end of a step and of a turn in the acquire phase: trivial stacking, chip reveals, the next turn or tiling.

import { settle } from '../../../engine/decision';
import type { Seat } from '../../../engine/game';
import { updateAt } from '../../../engine/list';
import { COLORS, type Color, ROUNDS, TOKENS_PER_ROUND } from '../data';
import { boardOf } from './board';
import { startTiling } from './tiling';
import type { AdState } from './types';

export const distinct = (tiles: readonly Color[]): Color[] => COLORS.filter((c) => tiles.includes(c));

/** Plates this seat must still take this round (0 in round 5, or when none are left). */
export function platesOwed(s: AdState, seat: Seat): number {
  if (s.round >= ROUNDS || (s.display.length === 0 && s.stack.length === 0)) return 0;
  return TOKENS_PER_ROUND - boardOf(s, seat).tokensUsed;
}

/** A stack of one colour needs no choice: it is stacked at once. */
function autoStack(s: AdState): AdState {
  const top = s.asks[s.asks.length - 1];
  if (top?.kind !== 'stack' || distinct(top.rest).length > 1) return s;
  const workshops = updateAt(s.workshops, top.workshop, (w) => ({ ...w, moon: [...w.moon, ...top.rest] }));
  return { ...s, workshops, asks: settle(s.asks, top) };
}

/** Seed 4.1.3: a small workshop whose sun and moon spaces are both empty shows its bonus chip. */
export function revealChips(s: AdState): AdState {
  const workshops = s.workshops.map((w) =>
    w.chip && !w.chip.faceUp && w.sun.length === 0 && w.moon.length === 0
      ? { ...w, chip: { ...w.chip, faceUp: true } }
      : w,
  );
  return { ...s, workshops };
}

/** Seed 4.1: the phase ends once workshops and chips are gone and both players took their plates. */
export function acquireOver(s: AdState): boolean {
  const empty = s.workshops.every((w) => w.sun.length === 0 && w.moon.length === 0 && w.chip === null);
  return empty && platesOwed(s, 0) <= 0 && platesOwed(s, 1) <= 0;
}

/**
 * After a step of `seat`'s turn: trivial stacking; when nothing of the turn is left to ask, chip reveals and then
 * the other seat's turn, or the tiling phase. (The opening's asks and the first turn were asked at setup.)
 */
export function afterStep(s0: AdState, seat: Seat): AdState {
  const s = autoStack(s0);
  if (s.asks.length > 0) return s;
  const revealed = revealChips(s);
  if (acquireOver(revealed)) return startTiling(revealed);
  return { ...revealed, asks: [{ kind: 'acquire', seats: [1 - seat] }] };
}
