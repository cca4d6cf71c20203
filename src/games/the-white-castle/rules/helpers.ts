// Small accessors of the state: a player, a card by reference, gains with their caps, whose turn it is.

import type { Seat } from '../../../engine/game';
import { updateAt } from '../../../engine/list';
import { type CastleCard, DIPLOMATS, RESOURCE_CAP, type Resource, SEAL_CAP, STEWARDS } from '../data';
import type { CardRef, Player, WcState } from './types';

export const player = (s: WcState, seat: Seat): Player => {
  const p = s.players[seat];
  if (!p) throw new Error(`no player ${seat}`);
  return p;
};
export const setPlayer = (s: WcState, seat: Seat, f: (p: Player) => Player): WcState => ({
  ...s,
  players: updateAt(s.players, seat, f),
});
export const cardOf = (ref: CardRef): CastleCard | null => {
  if (ref.k === 'steward') return STEWARDS.find((c) => c.id === ref.id) ?? null;
  if (ref.k === 'diplomat') return DIPLOMATS.find((c) => c.id === ref.id) ?? null;
  return null;
};
export const roomCard = (s: WcState, room: number): CastleCard | null => {
  const id = s.rooms[room]?.card;
  if (id === null || id === undefined) return null;
  return cardOf({ k: room < 3 ? 'steward' : 'diplomat', id });
};

// ---- gains ----
export function gain(p: Player, what: Resource | 'coin' | 'seal' | 'vp', n: number): Player {
  if (what === 'coin') return { ...p, coin: p.coin + n };
  if (what === 'vp') return { ...p, vp: p.vp + n };
  if (what === 'seal') return { ...p, seal: Math.min(SEAL_CAP, p.seal + n) };
  return { ...p, [what]: Math.min(RESOURCE_CAP, p[what] + n) };
}

export const currentSeat = (s: WcState): Seat => s.order[s.turn % s.seats] as Seat;
