// Rats of Wistar: what one seat may see. Other hands become counts; decks, face-down tiles and the rng are hidden.
// The state is read-only, so the view shares what it shows as it is (no copies).

import type { Seat } from '../../../engine/game';
import type { RwState, RwView } from './types';

export function viewFor(s: RwState, seat: Seat | 'table'): RwView {
  return {
    seats: s.seats,
    round: s.round,
    order: s.order,
    turn: s.turn,
    hut: s.hut,
    sectors: s.sectors,
    rotation: s.rotation,
    spaces: s.spaces,
    doors: s.doors,
    missions: s.missions.map((a) => a.map((sl) => ({ mission: sl.open ? sl.mission : null, open: sl.open }))),
    areaGuests: s.areaGuests.map((a) => a.length),
    cheese: s.cheese,
    guestsLeft: s.guestPile.length,
    roundGuest: s.roundGuest,
    objectives: s.objectives,
    claims: s.claims,
    basicDeck: s.basicDeck.length,
    advancedDeck: s.advancedDeck.length,
    basicDisplay: s.basicDisplay,
    advancedDisplay: s.advancedDisplay,
    discard: s.discard.length,
    pairs: s.pairs,
    players: s.players.map((p, i) => {
      const { hand, ...open } = p;
      return i === seat ? { ...open, hand, handCount: hand.length } : { ...open, handCount: hand.length };
    }),
    asks: s.asks,
  };
}
