// Russian Railroads' bot: tries every legal move on its own view and keeps the one whose position it values most.
// The value is the points so far plus the round scoring the position would repeat in the rounds left, weighted by a
// strategy (Trans-Siberian, industry, or mixed), plus small terms for what is still to be resolved.

import { assertDefined } from '../../engine/assert';
import type { Bot } from '../../engine/bot';
import type { Seat } from '../../engine/game';
import { nextUint32, type Rng } from '../../engine/random';
import { RAILS } from './data';
import {
  endBonusPoints,
  game,
  industryPoints,
  majority,
  type RrMove,
  type RrState,
  type RrView,
  railPoints,
  reach,
  scoreOf,
} from './rules';

export interface Weights {
  readonly ts: number;
  readonly sp: number;
  readonly kiev: number;
  readonly industry: number;
  readonly engineers: number;
}

/** Terms every strategy shares; BOT_TUNING.turn = 0 and .majority = 0 give the first bot (for the balance script). */
export const BOT_TUNING = { turn: 1, majority: 1 };

export const STRATEGIES: Readonly<Record<'trans' | 'industry' | 'mixed', Weights>> = {
  trans: { ts: 1.4, sp: 0.8, kiev: 0.8, industry: 0.5, engineers: 0.8 },
  industry: { ts: 0.7, sp: 0.7, kiev: 0.7, industry: 1.5, engineers: 1 },
  mixed: { ts: 1, sp: 1, kiev: 1, industry: 1, engineers: 1 },
};

export function evaluate(s: RrState | RrView, seat: Seat, w: Weights): number {
  const pl = s.players[seat];
  if (!pl) return 0;
  if (s.final) return scoreOf(pl);
  const left = s.rounds - s.round + 1;
  const rw = { ts: w.ts, sp: w.sp, kiev: w.kiev };
  let v = scoreOf(pl);
  for (const r of RAILS) {
    v += left * rw[r] * railPoints(pl, r);
    pl.tracks[r].forEach((pos, c) => {
      v += 0.25 * rw[r] * pos * (c + 1) * Math.min(1, left / 3);
    });
    v += 0.4 * rw[r] * reach(pl, r) * Math.min(1, left / 3);
  }
  v += left * w.industry * industryPoints(pl);
  v += pl.markers.reduce((n, m) => n + m, 0) * 0.6 * w.industry * Math.min(1, left / 3);
  v += pl.gaps.filter((g) => g !== null).length * 2 * w.industry;
  v += pl.coins * 1.2 + pl.engineers.length * 7 * w.engineers + pl.doublers * 1.5 * w.ts;
  v += pl.endBonus.reduce((n, c) => n + endBonusPoints(pl, c), 0) + (7 - pl.tokens.length) * 2;
  // Going first next round is worth a few points of first pick; the end's engineer majority (40/20) as it stands,
  // counted more the nearer the end is (without these the bots never claimed a turn-order space, so the first seat
  // stayed first all game, scored no turn card and lost the majority: NOTES.md "First seat").
  if (left > 1) v += BOT_TUNING.turn * (s.nextFirst === seat ? 6 : s.nextSecond === seat ? 3 : 0);
  const progress = 1 - (left - 1) / s.rounds;
  v += BOT_TUNING.majority * (0.3 + 0.5 * progress) * assertDefined(majority(s.players)[seat], 'majority points');
  for (const a of s.asks) {
    if (a.seats[0] !== seat) continue;
    if (a.kind === 'steps') v += a.left * 1.5;
    else if (a.kind === 'industry') v += a.left * 2 * w.industry;
    else if (a.kind === 'lof' || a.kind === 'loco') v += 4;
    else if (a.kind === 'token' || a.kind === 'qcard' || a.kind === 'endBonus') v += 6;
    else if (a.kind === 'triple' || a.kind === 'repeat') v += 3;
  }
  return v;
}

export function makeBot(w: Weights): Bot<RrView, RrMove> {
  return {
    choose(view, seat, legal, rng: Rng) {
      // The rules draw nothing after the setup, so the view with any generator is a state to try moves on.
      const state: RrState = { ...view, rng: [0, 0, 0, 0] };
      let best = assertDefined(legal[0], 'a legal move');
      let bestV = Number.NEGATIVE_INFINITY;
      let r = rng;
      for (const m of legal) {
        let jitter: number;
        [jitter, r] = nextUint32(r);
        const v = evaluate(game.apply(state, seat, m), seat, w) + (jitter / 2 ** 32) * 0.3;
        if (v > bestV) {
          bestV = v;
          best = m;
        }
      }
      return best;
    },
  };
}

export const bot = makeBot(STRATEGIES.mixed);
