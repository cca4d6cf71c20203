// The White Castle under the game contract: the Game object; its decision table is rules/asks.ts, each topic in rules/.

import { assertDefined } from '../../engine/assert';
import { decide } from '../../engine/decision';
import type { Game, Seat, Status } from '../../engine/game';
import { readOptionChoices } from '../../engine/options';
import { meta } from './meta';
import { table } from './rules/asks';
import { describe } from './rules/describe';
import { scoreOf, totalOf } from './rules/scoring';
import { setupState } from './rules/setup';
import type { WcMove, WcOptions, WcState, WcView } from './rules/types';
import { viewOf } from './rules/view';

export type { WcAsk, WcMove, WcOptions, WcState, WcView } from './rules/types';

function over(s: WcState): Extract<Status, { kind: 'over' }> {
  const scores = s.players.map((_, seat) => {
    const categories = scoreOf(s, seat);
    return { seat, total: totalOf(categories), categories };
  });
  const total = (seat: Seat): number => assertDefined(scores[seat], `the score of seat ${seat}`).total;
  // Seed 6.3: on equal totals, earlier on the final turn order ranks higher; so nobody shares a place.
  const ranking = s.order
    .slice()
    .sort((a, b) => total(b) - total(a) || s.order.indexOf(a) - s.order.indexOf(b))
    .map((seat) => [seat]);
  const totals = scores.map((x) => x.total);
  const tied = new Set(totals).size < totals.length;
  return { kind: 'over', scores, ranking, lowerIsBetter: false, ...(tied ? { tieBreak: { code: 'tie.order' } } : {}) };
}

export const game: Game<WcState, WcMove, WcOptions, WcView> = {
  id: 'the-white-castle',
  version: 2,
  players: { min: 2, max: 4 },
  // Everything is public: goods, cards in domains and lanterns (their backs are known), the board. Only the order
  // of the castle decks is unknown to everybody, and views leave it out.
  hasHiddenInfo: false,
  defaultOptions: () => ({ top: 'random' }),
  parseOptions(raw, seats) {
    return readOptionChoices(meta, raw, seats, {}) ? { top: 'random' } : null;
  },
  setup: (seats, _o, seed) => setupState(seats, seed),
  ...decide({ table, over, notNow: 'error.not-now' }),
  view: (s) => viewOf(s),
  describe,
  isCommit: (before, m, after) => after.round !== before.round || m.kind === 'climb',
};
