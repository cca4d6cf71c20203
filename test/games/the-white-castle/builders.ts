// Test builders: a game past the starting draft, players' goods set by hand, moves played by the active seat.
import { expect } from 'vitest';
import type { Seat } from '../../../src/engine/game';
import { game, type WcMove, type WcState } from '../../../src/games/the-white-castle/rules';
import type { Player } from '../../../src/games/the-white-castle/rules/types';

export function active(s: WcState): Seat {
  const st = game.status(s);
  if (st.kind !== 'turn') throw new Error('game over');
  return st.active[0] as Seat;
}

export function act(s: WcState, m: WcMove): WcState {
  const seat = active(s);
  expect(game.validate(s, seat, m)).toBeNull();
  return game.apply(s, seat, m);
}

export function refuse(s: WcState, m: WcMove): string {
  const e = game.validate(s, active(s), m);
  expect(e).not.toBeNull();
  return e?.code ?? '';
}

/** Setup, each player drafting the first pair left and taking food for any "resource of your choice". */
export function started(seats: number, seed = 'test'): WcState {
  let s = game.setup(seats, game.defaultOptions(seats), seed);
  while (s.phase === 'draft') {
    const ask = s.asks[0];
    s = act(s, ask?.kind === 'res' ? { kind: 'res', r: 'food' } : { kind: 'draft', pair: 0 });
  }
  return s;
}

export function withPlayer(s: WcState, seat: Seat, patch: Partial<Player>): WcState {
  return { ...s, players: s.players.map((p, i) => (i === seat ? { ...p, ...patch } : p)) };
}

/** Set the dice of bridge b (sorted by the caller). */
export function withBridge(s: WcState, b: number, values: number[]): WcState {
  const color = (['red', 'black', 'white'] as const)[b] ?? 'red';
  return { ...s, bridges: s.bridges.map((d, i) => (i === b ? values.map((value) => ({ color, value })) : d)) };
}

export const me = (s: WcState): Player => s.players[active(s)] as Player;
