// Small accessors of the state: a player, a card by reference, gains with their caps, whose turn it is; a refusal.

import { assertDefined } from '../../../engine/assert';
import type { Message, RuleError, Seat } from '../../../engine/game';
import { updateAt } from '../../../engine/list';
import { type CastleCard, DIPLOMATS, RESOURCE_CAP, type Resource, SEAL_CAP, STEWARDS } from '../data';
import type { CardRef, CastleRef, Player, WcState } from './types';

export const player = (s: WcState, seat: Seat): Player => assertDefined(s.players[seat], `the player of seat ${seat}`);
export const setPlayer = (s: WcState, seat: Seat, f: (p: Player) => Player): WcState => ({
  ...s,
  players: updateAt(s.players, seat, f),
});
export const castleCard = (ref: CastleRef): CastleCard =>
  assertDefined(
    (ref.k === 'steward' ? STEWARDS : DIPLOMATS).find((c) => c.id === ref.id),
    `${ref.k} card ${ref.id}`,
  );
/** The castle card a domain slot holds; the starting action card is none. */
export const cardOf = (ref: CardRef): CastleCard | null => (ref.k === 'action' ? null : castleCard(ref));
export const roomCard = (s: WcState, room: number): CastleCard | null => {
  const id = s.rooms[room]?.card;
  if (id === null || id === undefined) return null;
  return castleCard({ k: room < 3 ? 'steward' : 'diplomat', id });
};

// ---- gains ----
export function gain(p: Player, what: Resource | 'coin' | 'seal' | 'vp', n: number): Player {
  if (what === 'coin') return { ...p, coin: p.coin + n };
  if (what === 'vp') return { ...p, vp: p.vp + n };
  if (what === 'seal') return { ...p, seal: Math.min(SEAL_CAP, p.seal + n) };
  return { ...p, [what]: Math.min(RESOURCE_CAP, p[what] + n) };
}

export const currentSeat = (s: WcState): Seat => assertDefined(s.order[s.turn % s.seats], `the seat of turn ${s.turn}`);

/** When the seat's Passage of Time marker last moved (the later on top of a tie). */
export const stampOf = (s: WcState, seat: Seat): number =>
  assertDefined(s.stamps[seat], `the time stamp of seat ${seat}`);

/** A player's mistake: a code of text.ts, with its parameters when it has any. */
export const err = (code: string, params?: Message['params']): RuleError => (params ? { code, params } : { code });
