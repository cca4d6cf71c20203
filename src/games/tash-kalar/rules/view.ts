// What a seat (or an onlooker) may see: its own hand only, counts of the rest, never deck order or the rng.

import { assertDefined } from '../../../engine/assert';
import type { Seat } from '../../../engine/game';
import { scoreOf } from './turn';
import type { Phase, TkState, TkView } from './types';

export function viewFor(s: TkState, viewer: Seat | 'table'): TkView {
  // The old fields of what is asked, derived from the top ask (the table reads them).
  const top = s.asks.at(-1);
  const phase: Phase = top === undefined ? 'over' : top.kind === 'duelStart' ? 'duelStart' : 'play';
  return {
    viewer,
    options: s.options,
    phase,
    board: s.board,
    hand: viewer === 'table' ? null : assertDefined(s.hands[viewer], `the hand of seat ${viewer}`),
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
    returning: top?.kind === 'return',
    effect: top?.kind === 'effect' ? { card: top.card, self: top.self, pending: top.pending } : null,
    points: s.points,
    scores: [0, 1].map((p) => scoreOf(s, p)),
    finalTurns: s.finalTurns,
  };
}
