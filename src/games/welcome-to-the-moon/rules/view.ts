// What a seat (or an onlooker) may see: every start-of-turn sheet, its own draft, never another seat's draft or the rng.

import type { Seat } from '../../../engine/game';
import { seatScore } from './end';
import { astraScore, turnCombos } from './solo';
import type { WtmState, WtmView } from './types';

export function viewFor(s: WtmState, viewer: Seat | 'table'): WtmView {
  const own = viewer === 'table' ? null : (s.drafts[viewer] ?? null);
  return {
    me: viewer,
    adventure: s.options.adventure,
    turn: s.turn,
    combos: turnCombos(s),
    pileSizes: s.piles.map((p) => p.draw.length),
    missions: s.missions,
    missionClaimed: s.missionClaimed,
    seats: s.sheets.map((public_, seat) => {
      const sheet = seat === viewer && own ? own.sheet : public_;
      const { total, categories } = seatScore(s, sheet, seat);
      return { seat, sheet, confirmed: s.confirmed[seat] ?? false, score: total, categories };
    }),
    draft: own,
    lastTurn: s.lastTurn,
    over: s.over,
    solo: s.solo
      ? {
          level: s.solo.level,
          deckSize: s.solo.deck.length,
          exhausted: s.solo.exhausted,
          pending: s.solo.pending,
          astraCards: s.solo.astraCards,
          astraBonus: s.solo.astraBonus,
          astraBonusUsed: s.solo.astraBonusUsed,
          astraRockets: s.solo.astraRockets,
          astraScore: astraScore(s.options.adventure, s.solo),
        }
      : null,
  };
}
