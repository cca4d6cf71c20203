// What a seat (or an onlooker) may see: its own hand only, counts of the rest, never deck order or the rng.

import type { Seat } from '../../../engine/game';
import { scoreOf } from './turn';
import type { TkState, TkView } from './types';

export function viewFor(s: TkState, viewer: Seat | 'table'): TkView {
  const e = s.effect;
  const showEffect = e !== null;
  return {
    viewer,
    options: s.options,
    phase: s.phase,
    board: s.board,
    hand: viewer === 'table' ? null : (s.hands[viewer] ?? null),
    handCounts: s.hands.map((h) => ({ beings: h.beings.length, legends: h.legends.length, flares: h.flares.length })),
    deckCounts: s.decks.map((d) => d.length),
    discards: s.discards,
    legendDeckCount: s.legendDeck.length,
    flareDeckCount: s.flareDeck.length,
    tasks: s.tasks
      ? { current: s.tasks.current, next: s.tasks.next, claimed: s.tasks.claimed, deckCount: s.tasks.deck.length }
      : null,
    turn: s.turn,
    actions: s.actions,
    log: s.log,
    returning: s.returning,
    effect: showEffect ? { card: e.card, self: e.self, pending: e.pending } : null,
    points: s.points,
    scores: [0, 1].map((p) => scoreOf(s, p)),
    finalTurns: s.finalTurns,
  };
}
