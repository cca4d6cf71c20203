// Rats of Wistar: the end of a turn (the next seat with a chief left, or the next round) and the round preparation.
// Seed: アクションフェイズ (the turn order), ラウンド準備フェイズ, ゲームの終了.

import { assertDefined } from '../../../engine/assert';
import { settle } from '../../../engine/decision';
import { ROUNDS } from '../data';
import { income, me, refill } from './core';
import type { Of, RwAsk, RwState } from './types';

/** The turn ask is answered by ending the turn: the displays refill and the next seat with a chief goes on. */
export function endTurn(s0: RwState, ask: Of<'turn'>): RwState {
  const s = { ...refill(s0), asks: settle(s0.asks, ask) };
  const next = (s.turn + 1) % s.seats;
  const nextSeat = assertDefined(s.order[next], `seat ${next} in turn order`);
  if (me(s, nextSeat).chiefs > 0)
    return {
      ...s,
      turn: next,
      asks: [...s.asks, { kind: 'turn', seats: [nextSeat], placed: null, main: false, bonuses: [] }],
    };
  if (s.round >= ROUNDS) return s; // Seed: after round 5's action phase the game ends.
  return prepareRound(s);
}
/** Seed ラウンド準備フェイズ, steps 1-7 in order. */
export function prepareRound(s0: RwState): RwState {
  // 1. Turn order: the hut's chiefs first, in the order they went in; the others keep their order.
  const order = [...s0.hut, ...s0.order.filter((x) => !s0.hut.includes(x))];
  // 2. Chiefs come back. 3. An untaken round guest leaves; the next one is revealed. 4. The wheel turns one sector
  // clockwise.
  const [roundGuest, ...guestPile] = s0.guestPile;
  let s: RwState = {
    ...s0,
    order,
    hut: [],
    spaces: {},
    players: s0.players.map((p) => ({ ...p, chiefs: 3, sectorsUsed: [] })),
    roundGuest: roundGuest ?? null,
    guestPile,
    rotation: (s0.rotation + 1) % 6,
  };
  // 5. Income; 6. once-per-round effects refresh.
  const potions: RwAsk[] = [];
  for (const seat of s.order) {
    const [next, more] = income(s, seat);
    s = next;
    potions.push(...more);
  }
  s = { ...s, players: s.players.map((p) => ({ ...p, used: [] })) };
  // 7. Each display drops its two rightmost cards and refills to four.
  s = {
    ...s,
    discard: [...s.discard, ...s.basicDisplay.slice(-2), ...s.advancedDisplay.slice(-2)],
    basicDisplay: s.basicDisplay.slice(0, -2),
    advancedDisplay: s.advancedDisplay.slice(0, -2),
  };
  s = refill(s);
  const first = assertDefined(s.order[0], 'the first seat in turn order');
  return {
    ...s,
    round: s.round + 1,
    turn: 0,
    asks: [{ kind: 'turn', seats: [first], placed: null, main: false, bonuses: [] }, ...potions.reverse()],
  };
}
