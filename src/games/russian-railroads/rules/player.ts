// A seat's board looked up in the state, and the copy-on-write steps that give a state with one board changed.

import { assertDefined } from '../../../engine/assert';
import type { Seat } from '../../../engine/game';
import type { RrAsk, RrPlayer, RrState, RrView, ScoreCat } from './types';

export const P = (s: RrState | RrView, seat: Seat): RrPlayer => assertDefined(s.players[seat], `player ${seat}`);

/** The state with `seat`'s board replaced by what `change` makes of it (the other boards are shared). */
export function withPlayer(s: RrState, seat: Seat, change: (pl: RrPlayer) => RrPlayer): RrState {
  P(s, seat);
  return { ...s, players: s.players.map((pl, i) => (i === seat ? change(pl) : pl)) };
}

/** The board with `n` more points in category `cat` (bonus points unless said). */
export function addPoints(pl: RrPlayer, n: number, cat: ScoreCat = 'score.bonus'): RrPlayer {
  return { ...pl, cat: { ...pl.cat, [cat]: pl.cat[cat] + n } };
}

/** What a step of the rules leaves: the new state and the asks it opens, first first. */
export interface Outcome {
  readonly s: RrState;
  readonly asks: readonly RrAsk[];
}

/** A step that opens no ask. */
export const only = (s: RrState): Outcome => ({ s, asks: [] });

/** A step that only opens asks. */
export const asking = (s: RrState, ...asks: RrAsk[]): Outcome => ({ s, asks });

/** One step after another on the state, their asks in order. */
export function andThen(first: Outcome, next: (s: RrState) => Outcome): Outcome {
  const second = next(first.s);
  return { s: second.s, asks: [...first.asks, ...second.asks] };
}

/** Locomotives (and factories) of number `n` in the supply: every number has its stack from the setup on. */
export function inSupply(s: RrState | RrView, n: number): number {
  return assertDefined(s.locoSupply[n], `locomotive #${n} in the supply`);
}

/** The state with `delta` more locomotives of number `n` in the supply. */
export function toSupply(s: RrState, n: number, delta: number): RrState {
  return { ...s, locoSupply: { ...s.locoSupply, [n]: inSupply(s, n) + delta } };
}
