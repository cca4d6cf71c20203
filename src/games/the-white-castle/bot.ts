// The White Castle's bot: a greedy player. It tries each legal move on a copy of the table it sees (the castle decks
// unknown, so as empty) and keeps the move whose result looks best for itself: points now, plus goods and the
// future worth of warriors and courtiers.

import { assertDefined } from '../../engine/assert';
import type { Bot } from '../../engine/bot';
import type { Seat } from '../../engine/game';
import { seedRng } from '../../engine/random';
import { game } from './rules';
import { scoreOf, totalOf, yardPoints } from './rules/scoring';
import type { WcMove, WcState, WcView } from './rules/types';

const asState = (v: WcView): WcState => ({ ...v, rng: seedRng('bot'), stewardDeck: [], diplomatDeck: [] });

export function worth(s: WcState, seat: Seat): number {
  const p = assertDefined(s.players[seat], `the player of seat ${seat}`);
  const late = s.round >= 3 ? 0.3 : 1;
  const yards = yardPoints(s, seat);
  const inside = p.floors[1] + p.floors[2] + p.floors[3];
  return (
    totalOf(scoreOf(s, seat)) +
    late * (0.35 * (p.food + p.iron + p.pearl) + 0.22 * p.coin + 0.3 * p.seal) +
    late * (1.2 * yards + 0.8 * inside + 0.3 * p.pot) +
    0.4 * p.floors[0]
  );
}

/** The worth after `s`, looking through the bot's own follow-up choices (not trades) up to `depth` levels. */
function ahead(s: WcState, seat: Seat, depth: number): number {
  const ask = s.asks[s.asks.length - 1];
  if (depth === 0 || !ask || ask.seats[0] !== seat || ask.kind === 'place' || ask.kind === 'finish')
    return worth(s, seat);
  let best = Number.NEGATIVE_INFINITY;
  for (const m of game.legalMoves(s, seat)) {
    if (m.kind === 'trade') continue;
    best = Math.max(best, ahead(game.apply(s, seat, m), seat, depth - 1));
  }
  return best === Number.NEGATIVE_INFINITY ? worth(s, seat) : best;
}

export const bot: Bot<WcView, WcMove> = {
  choose(view, seat, legal) {
    const s = asState(view);
    let best = assertDefined(legal[0], 'a legal move for the bot');
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const m of legal) {
      const after = game.apply(s, seat, m);
      const value = ahead(after, seat, 3) - (m.kind === 'trade' ? 0.05 : 0) - (m.kind === 'skip' ? 0.1 : 0);
      if (value > bestValue) {
        bestValue = value;
        best = m;
      }
    }
    return best;
  },
};
