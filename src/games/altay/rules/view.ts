// What one seat sees: its own hand and secret wonder; others' hands and decks as counts only.
import type { Seat } from '../../../engine/game';
import { P } from './helpers';
import type { AlState, AlView } from './types';

export function view(s: AlState, seat: Seat | 'table'): AlView {
  const { rng: _r, players, achDeck, unusedMarkers: _u, dealt, ...rest } = s;
  return {
    ...rest,
    me: seat,
    achDeckCounts: achDeck.map((d) => d.length),
    players: players.map((p, i) => {
      const { deck, hand, secret, ...pub } = p;
      return {
        secret: i === seat ? secret : null,
        ...pub,
        hand: i === seat ? hand : null,
        handCount: hand.length,
        deckCount: deck.length,
      };
    }),
    // a dealt secret is seen by its owner, and by all once completed (the +3 is then public)
    dealt: dealt.map((d, i) => (i === seat || P(s, i).done.includes(d) ? d : -1)),
  };
}
