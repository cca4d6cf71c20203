// Battles (seed 戦闘する, 中立地域への攻撃, 相手への攻撃, 防御・戦闘結果): attack checks and the defender's answer.
import { settle } from '../../../engine/decision';
import type { RuleError, Seat } from '../../../engine/game';
import type { CardOption } from '../data';
import { cardType, err, hasDone, P, without, withPlayer } from './helpers';
import { addSettlements, adjacent, mine, ownerOf } from './settlements';
import { draw } from './setup';
import type { AlMove, AlState, DefendAsk } from './types';

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

export function defendError(s: AlState, _ask: DefendAsk, seat: Seat, m: AlMove): RuleError | null {
  if (m.kind === 'hold') return null;
  if (m.kind !== 'shield') return err('error.not-now');
  if (!P(s, seat).hand.includes(m.card)) return err('error.not-in-hand');
  return shieldOf(s, m.card) > 0 ? null : err('error.no-shield');
}
/** The shields a card gives when played in defence: its shield option's number, none for a card without one. */
export function shieldOf(s: AlState, card: number): number {
  const def = cardType(s, card).options.find((o): o is Extract<CardOption, { op: 'def' }> => o.op === 'def');
  return def ? def.n : 0;
}

export const defencePower = (s: AlState, ask: DefendAsk) => {
  const d = ask.seats[0];
  return ask.shields + mine(s, d, ask.to) + (hasDone(s, d, 'strategy') ? 1 : 0);
};

export function applyDefend(s0: AlState, ask: DefendAsk, seat: Seat, m: AlMove): AlState {
  if (m.kind === 'shield') {
    const s = withPlayer(s0, seat, (p) => ({ ...p, hand: without(p.hand, m.card), discard: [...p.discard, m.card] }));
    const next: DefendAsk = { ...ask, shields: ask.shields + shieldOf(s, m.card), used: ask.used + 1 };
    return { ...s, asks: settle(s0.asks, ask, next) };
  }
  // 防御・戦闘結果: the lower side loses one settlement there to the winner; a tie does nothing.
  const def = defencePower(s0, ask);
  const capture = (st: AlState, winner: Seat) => withPlayer(st, winner, (w) => ({ ...w, captured: w.captured + 1 }));
  let s = s0;
  if (ask.atk > def) s = capture(addSettlements(s, seat, ask.to, -1), ask.attacker);
  else if (def > ask.atk) s = capture(addSettlements(s, ask.attacker, ask.from, -1), seat);
  s = draw(s, seat, ask.used);
  return { ...s, asks: settle(s0.asks, ask) };
}
