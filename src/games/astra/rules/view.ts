// What a seat sees: everything but the deck's order, the rng, the other seats' final scoring cards and the boons
// other helpers are choosing at the same moment.

import type { Seat } from '../../../engine/game';
import { known, UNKNOWN } from '../../../engine/hidden';
import { GAME_END } from '../data';
import type { AsAsk, AsState, AsView } from './types';

function redactAsk(ask: AsAsk, seat: Seat | 'table'): AsAsk {
  if (ask.kind !== 'boon') return ask;
  return { ...ask, chosen: ask.chosen.filter((c) => c.seat === seat) };
}

export function viewFor(s: AsState, seat: Seat | 'table'): AsView {
  return {
    seats: s.seats,
    deckCount: s.deck.filter((c) => c !== GAME_END).length,
    gameEndRevealed: !s.deck.includes(GAME_END),
    sky: s.sky,
    discard: s.discard,
    players: s.players.map(({ scoring, ...p }, i) => ({ ...p, scoring: i === seat ? known(scoring) : UNKNOWN })),
    sphere: s.sphere,
    turn: s.turn,
    turnsLeft: s.turnsLeft,
    asks: s.asks.map((a) => redactAsk(a, seat)),
  };
}
