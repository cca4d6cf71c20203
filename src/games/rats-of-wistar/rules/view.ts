// Rats of Wistar: what one seat may see. Other hands become counts; decks, face-down tiles and the rng are hidden.

import type { Seat } from '../../../engine/game';
import type { Player, RwAsk, RwState } from './state';

export interface PlayerView extends Omit<Player, 'hand'> {
  /** The cards in hand: only in the viewer's own entry; `handCount` tells everyone how many. */
  hand?: number[];
  handCount: number;
}
export interface RwView {
  seats: number;
  round: number;
  order: number[];
  turn: number;
  hut: number[];
  sectors: number[];
  rotation: number;
  spaces: Record<string, number>;
  doors: boolean[];
  /** Revealed missions show their id; face-down ones are null. */
  missions: { mission: number | null; open: boolean }[][];
  areaGuests: number[];
  cheese: number[];
  guestsLeft: number;
  roundGuest: number | null;
  objectives: number[];
  claims: number[][];
  basicDeck: number;
  advancedDeck: number;
  basicDisplay: number[];
  advancedDisplay: number[];
  discard: number;
  pairs: [number, number][];
  players: PlayerView[];
  asks: RwAsk[];
}

export function viewFor(s: RwState, seat: Seat | 'table'): RwView {
  return {
    seats: s.seats,
    round: s.round,
    order: [...s.order],
    turn: s.turn,
    hut: [...s.hut],
    sectors: [...s.sectors],
    rotation: s.rotation,
    spaces: { ...s.spaces },
    doors: [...s.doors],
    missions: s.missions.map((a) => a.map((sl) => ({ mission: sl.open ? sl.mission : null, open: sl.open }))),
    areaGuests: s.areaGuests.map((a) => a.length),
    cheese: [...s.cheese],
    guestsLeft: s.guestPile.length,
    roundGuest: s.roundGuest,
    objectives: [...s.objectives],
    claims: s.claims.map((c) => [...c]),
    basicDeck: s.basicDeck.length,
    advancedDeck: s.advancedDeck.length,
    basicDisplay: [...s.basicDisplay],
    advancedDisplay: [...s.advancedDisplay],
    discard: s.discard.length,
    pairs: s.pairs.map((p) => [p[0], p[1]]),
    players: s.players.map((p, i) => {
      const { hand, ...open } = JSON.parse(JSON.stringify(p)) as Player;
      return i === seat ? { ...open, hand, handCount: hand.length } : { ...open, handCount: hand.length };
    }),
    asks: JSON.parse(JSON.stringify(s.asks)),
  };
}
