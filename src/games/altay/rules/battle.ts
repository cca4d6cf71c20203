// Battles (seed 戦闘する, 中立地域への攻撃, 相手への攻撃, 防御・戦闘結果): attack checks and the defender's answer.
import { settle } from '../../../engine/decision';
import type { RuleError, Seat } from '../../../engine/game';
import { cardType, draft, err, hasDone, P, removeOne } from './helpers';
import { adjacent, mine, ownerOf } from './settlements';
import { draw } from './setup';
import type { AlAsk, AlMove, AlState } from './types';

export function attackError(s: AlState, seat: Seat, from: number, to: number): RuleError | null {
  const p = P(s, seat);
  if (p.swordCards === 0) return err('error.no-swords');
  if (!s.inPlay[from] || mine(s, seat, from) === 0) return err('error.not-your-territory');
  if (!s.inPlay[to] || !adjacent(from, to)) return err('error.not-adjacent');
  const owner = ownerOf(s, to);
  const mk = s.marker[to];
  if (owner === seat) return err('error.own-territory');
  if (owner === null && !mk) return err('error.nothing-to-attack');
  if (owner === null && mk && attackPower(s, seat, from) <= mk.value)
    return err('error.too-weak', { power: attackPower(s, seat, from), value: mk.value });
  return null;
}
export const attackPower = (s: AlState, seat: Seat, from: number) =>
  mine(s, seat, from) + P(s, seat).swords + (hasDone(s, seat, 'leadership') ? 1 : 0);

export function defendError(
  s: AlState,
  _ask: Extract<AlAsk, { kind: 'defend' }>,
  seat: Seat,
  m: AlMove,
): RuleError | null {
  if (m.kind === 'hold') return null;
  if (m.kind !== 'shield') return err('error.not-now');
  if (!P(s, seat).hand.includes(m.card)) return err('error.not-in-hand');
  return shieldOf(s, m.card) > 0 ? null : err('error.no-shield');
}
export const shieldOf = (s: AlState, card: number) =>
  (cardType(s, card).options.find((o) => o.op === 'def') as { n: number } | undefined)?.n ?? 0;

export const defencePower = (s: AlState, ask: Extract<AlAsk, { kind: 'defend' }>) => {
  const d = ask.seats[0];
  return ask.shields + mine(s, d, ask.to) + (hasDone(s, d, 'strategy') ? 1 : 0);
};

export function applyDefend(s0: AlState, ask: Extract<AlAsk, { kind: 'defend' }>, seat: Seat, m: AlMove): AlState {
  const s = draft(s0);
  const p = P(s, seat);
  if (m.kind === 'shield') {
    removeOne(p.hand, m.card);
    p.discard.push(m.card);
    s.asks = settle(s0.asks, ask, { ...ask, shields: ask.shields + shieldOf(s, m.card), used: ask.used + 1 });
    return s;
  }
  // 防御・戦闘結果: the lower side loses one settlement there to the winner; a tie does nothing.
  const def = defencePower(s, ask);
  if (ask.atk > def) {
    (s.settle[ask.to] as number[])[seat] = mine(s, seat, ask.to) - 1;
    P(s, ask.attacker).captured++;
  } else if (def > ask.atk) {
    (s.settle[ask.from] as number[])[ask.attacker] = mine(s, ask.attacker, ask.from) - 1;
    p.captured++;
  }
  draw(s, seat, ask.used);
  s.asks = settle(s0.asks, ask);
  return s;
}
