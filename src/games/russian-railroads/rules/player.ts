// A seat's board looked up in the state, and copies of the state the rules change in place.

import { assertDefined } from '../../../engine/assert';
import type { Seat } from '../../../engine/game';
import type { SpaceId } from '../data';
import type { RrPlayer, RrState, RrView } from './types';

export const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

export function clonePlayer(p: RrPlayer): RrPlayer {
  return {
    ...p,
    tracks: { ts: [...p.tracks.ts], sp: [...p.tracks.sp], kiev: [...p.tracks.kiev] },
    locos: { ...p.locos },
    gaps: [...p.gaps],
    markers: [...p.markers],
    tokens: [...p.tokens],
    claimed: [...p.claimed],
    engineers: [...p.engineers],
    ownUsed: [...p.ownUsed],
    endBonus: [...p.endBonus],
    qcards: [...p.qcards],
    cat: { ...p.cat },
    perRound: [...p.perRound],
  };
}

/** A copy the rules may change in place (asks are replaced, never changed, so they are shared). */
export function cloneState(s: RrState): RrState {
  const occupied: Partial<Record<SpaceId, Seat[]>> = {};
  for (const [k, v] of Object.entries(s.occupied)) occupied[k as SpaceId] = [...(v ?? [])];
  return {
    ...s,
    order: [...s.order],
    occupied,
    players: s.players.map(clonePlayer),
    locoSupply: { ...s.locoSupply },
    endDisplay: [...s.endDisplay],
    qcards: [...s.qcards],
    startBonus: [...s.startBonus],
    engineerQueue: [...s.engineerQueue],
    lastRound: s.lastRound ? [...s.lastRound] : null,
    final: s.final,
    asks: [...s.asks],
  };
}
export const P = (s: RrState | RrView, seat: Seat): RrPlayer => assertDefined(s.players[seat], `player ${seat}`);
