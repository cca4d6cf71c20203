// What a seat (or the table) sees: everything public; piles and the deck only as counts, never the rng. The phase,
// turn, frames and pending Varan the table reads are said by the asks.

import type { Seat } from '../../../engine/game';
import { ELEMENTS, type Element, seasonOf } from '../data';
import { framesOf, pendingVaranOf, phaseOf, turnOf } from './asks';
import type { LfState, LfView } from './types';
import { firePower, isolation, previews, tokensLeft, waterFor } from './values';

export function viewFor(s: LfState, viewer: Seat | 'table'): LfView {
  const trees = {} as Record<Element, { top: string | null; count: number }>;
  for (const e of ELEMENTS) trees[e] = { top: s.trees[e][s.trees[e].length - 1] ?? null, count: s.trees[e].length };
  return {
    viewer,
    options: s.options,
    round: s.round,
    phase: phaseOf(s),
    turn: turnOf(s),
    deckCount: s.deck.length,
    discard: s.discard,
    shared: s.shared,
    tokens: s.tokens,
    recruit: s.recruit,
    trees,
    fires: s.fires,
    fireStock: s.fireStock,
    firePower: firePower(s),
    onibi: s.onibi,
    onibiCard: s.onibiCard,
    sankiSupply: s.sankiSupply,
    seats: s.seats.map((st, seat) => ({
      season: seasonOf(seat),
      pileCount: st.pile.length,
      varanCount: st.varans.length,
      line: st.line,
      forest: st.forest,
      fire: st.fire,
      sanki: st.sanki,
      tokensLeft: tokensLeft(st),
      used: st.used,
      lost: st.lost,
      isolation: isolation(s, seat),
      water: waterFor(s, seat),
      previews: previews(s, seat),
    })),
    frames: framesOf(s),
    pendingVaran: pendingVaranOf(s),
    winner: s.winner,
    won: s.won,
    lastRoundEnd: s.lastRoundEnd,
  };
}
