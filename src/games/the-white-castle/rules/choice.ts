// An ask of The White Castle answered from a list (the engine's list row), with the seal trades of seed 5.5 that
// every such ask also takes.

import { type AskRules, listed, type MoveOf } from '../../../engine/decision';
import type { Message, RuleError, Seat } from '../../../engine/game';
import { seatParam, termParam } from '../../../engine/game';
import { RESOURCE_CAP, RESOURCES } from '../data';
import { gain, player, setPlayer } from './core';
import type { WcAsk, WcMove, WcState } from './types';

/** Seed 5.5 (as the reference corrects it): 1 seal for 1 coin, 2 seals for 1 resource, any time on your turn. */
export function tradeMoves(s: WcState, seat: Seat): WcMove[] {
  const p = player(s, seat);
  const out: WcMove[] = [];
  if (p.seal >= 1) out.push({ kind: 'trade', get: 'coin' });
  if (p.seal >= 2) for (const r of RESOURCES) if (p[r] < RESOURCE_CAP) out.push({ kind: 'trade', get: r });
  return out;
}
export function tradeError(s: WcState, seat: Seat, m: Extract<WcMove, { kind: 'trade' }>): RuleError | null {
  const p = player(s, seat);
  if (m.get === 'coin') return p.seal >= 1 ? null : { code: 'error.trade-seals', params: { n: 1 } };
  if (!RESOURCES.includes(m.get)) return { code: 'error.not-allowed' };
  if (p.seal < 2) return { code: 'error.trade-seals', params: { n: 2 } };
  if (p[m.get] >= RESOURCE_CAP) return { code: 'error.resource-full', params: { r: termParam(`term.${m.get}`) } };
  return null;
}
export function applyTrade(s: WcState, seat: Seat, m: Extract<WcMove, { kind: 'trade' }>): WcState {
  return setPlayer(s, seat, (p) =>
    m.get === 'coin' ? { ...p, seal: p.seal - 1, coin: p.coin + 1 } : gain({ ...p, seal: p.seal - 2 }, m.get, 1),
  );
}

export type AskOf<K extends WcAsk['kind']> = Extract<WcAsk, { kind: K }>;
const prompt =
  (code: string) =>
  (_s: WcState, ask: WcAsk): Message => ({ code, params: { seat: seatParam(ask.seats[0]) } });

/**
 * An ask whose answers are `own`, plus the seal trades of the mover (the engine's list row): a move not listed gets
 * `why`, a trade not listed the trade's own reason. `act` gets the move narrowed to the row's own kinds.
 */
export function choice<K extends WcAsk['kind'], MK extends WcMove['kind']>(
  kind: K,
  moves: readonly MK[],
  own: (s: WcState, ask: AskOf<K>, seat: Seat) => WcMove[],
  act: (s: WcState, ask: AskOf<K>, seat: Seat, m: MoveOf<WcMove, MK>) => WcState,
  why: (s: WcState, ask: AskOf<K>, seat: Seat, m: MoveOf<WcMove, MK>) => RuleError,
  trades = true,
): AskRules<WcState, WcMove, AskOf<K>, MK | 'trade'> {
  const isTrade = (m: MoveOf<WcMove, MK | 'trade'>): m is MoveOf<WcMove, 'trade'> => m.kind === 'trade';
  return listed<WcState, WcMove, AskOf<K>, MK | 'trade'>({
    moves: trades ? [...moves, 'trade'] : moves,
    prompt: prompt(`prompt.${kind}`),
    legal: (s, ask, seat) => [...own(s, ask, seat), ...(trades ? tradeMoves(s, seat) : [])],
    why: (s, ask, seat, m) =>
      isTrade(m)
        ? (tradeError(s, seat, m) ?? { code: 'error.not-allowed' })
        : why(s, ask, seat, m as MoveOf<WcMove, MK>),
    apply: (s, ask, seat, m) => (isTrade(m) ? applyTrade(s, seat, m) : act(s, ask, seat, m as MoveOf<WcMove, MK>)),
  });
}
