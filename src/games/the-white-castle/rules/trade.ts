// Seed 5.5 seal trades: every ask answered from a list also takes them (rules/asks.ts adds them to each row).

import type { RuleError, Seat } from '../../../engine/game';
import { termParam } from '../../../engine/game';
import { RESOURCE_CAP, RESOURCES } from '../data';
import { gain, player, setPlayer } from './helpers';
import type { WcMove, WcState } from './types';

type Trade = Extract<WcMove, { kind: 'trade' }>;

/** Seed 5.5 (as the reference corrects it): 1 seal for 1 coin, 2 seals for 1 resource, any time on your turn. */
export function tradeMoves(s: WcState, seat: Seat): WcMove[] {
  const p = player(s, seat);
  const out: WcMove[] = [];
  if (p.seal >= 1) out.push({ kind: 'trade', get: 'coin' });
  if (p.seal >= 2) for (const r of RESOURCES) if (p[r] < RESOURCE_CAP) out.push({ kind: 'trade', get: r });
  return out;
}
/** The move as a trade: what a list row hands on once its own kinds are taken out. */
export function tradeOf(m: WcMove): Trade {
  if (m.kind !== 'trade') throw new Error(`a ${m.kind} move where a seal trade was expected`);
  return m;
}
export function tradeError(s: WcState, seat: Seat, m: Trade): RuleError | null {
  const p = player(s, seat);
  if (m.get === 'coin') return p.seal >= 1 ? null : { code: 'error.trade-seals', params: { n: 1 } };
  if (!RESOURCES.includes(m.get)) return { code: 'error.not-allowed' };
  if (p.seal < 2) return { code: 'error.trade-seals', params: { n: 2 } };
  if (p[m.get] >= RESOURCE_CAP) return { code: 'error.resource-full', params: { r: termParam(`term.${m.get}`) } };
  return null;
}
export function applyTrade(s: WcState, seat: Seat, m: Trade): WcState {
  return setPlayer(s, seat, (p) =>
    m.get === 'coin' ? { ...p, seal: p.seal - 1, coin: p.coin + 1 } : gain({ ...p, seal: p.seal - 2 }, m.get, 1),
  );
}
