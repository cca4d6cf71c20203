// A turn (seed ==ゲーム進行==): reveal a card, place a token or pass; the Sanki token after a reveal; why a move is refused.

import { settle } from '../../../engine/decision';
import type { RuleError, Seat } from '../../../engine/game';
import { ELEMENTS } from '../data';
import { applyToken } from './actions';
import { seatOf } from './asks';
import { endTurn } from './flow';
import { applyReveal, canReveal } from './reveal';
import type { LfAskOf, LfMove, LfMoveOf, LfState } from './types';
import { previews, seatOfState, tokenPreview, tokensLeft, updateSeat } from './values';

export const tokenMoves = (s: LfState, seat: Seat): LfMove[] =>
  previews(s, seat).flatMap((p) => (p.legal ? [{ kind: 'token' as const, element: p.element }] : []));

/** Reveal, a token on any element that allows one, or — with neither possible — pass (spending a token). */
export function turnMoves(s: LfState, seat: Seat): LfMove[] {
  const moves: LfMove[] = canReveal(s) ? [{ kind: 'reveal' }] : [];
  moves.push(...tokenMoves(s, seat));
  return moves.length > 0 ? moves : [{ kind: 'pass' }];
}

export function tokenError(s: LfState, seat: Seat, m: LfMoveOf<'token'>): RuleError | null {
  if (!ELEMENTS.includes(m.element)) return { code: 'error.not-now' };
  const p = tokenPreview(s, seat, m.element);
  const el = { term: `term.${m.element}` };
  if (tokensLeft(seatOfState(s, seat)) === 0) return { code: 'error.no-token' };
  if (p.index === null) return { code: 'error.no-element', params: { element: el } };
  if (!p.legal && s.tokens.some((t) => t.element === m.element && t.index === p.index)) {
    return { code: 'error.element-used', params: { element: el } };
  }
  if (!p.legal) return { code: 'error.same-element', params: { element: el } };
  return null;
}

export function turnError(s: LfState, seat: Seat, m: LfMove): RuleError | null {
  switch (m.kind) {
    case 'reveal':
      return canReveal(s) ? null : { code: 'error.deck-empty' };
    case 'token':
      return tokenError(s, seat, m);
    case 'pass':
      return turnMoves(s, seat).some((x) => x.kind === 'pass') ? null : { code: 'error.must-act' };
    default:
      return { code: 'error.not-now' };
  }
}

export function applyTurn(s: LfState, ask: LfAskOf<'turn'>, m: LfMove): LfState {
  const seat = seatOf(ask);
  switch (m.kind) {
    case 'reveal':
      return applyReveal({ ...s, asks: settle(s.asks, ask) }, seat);
    case 'token':
      return applyToken(s, ask, m.element);
    case 'pass': {
      const spent = updateSeat({ ...s, asks: settle(s.asks, ask) }, seat, (st) => ({ ...st, used: st.used + 1 }));
      return endTurn(spent, seat);
    }
    default:
      throw new Error(`${m.kind} does not answer a turn`);
  }
}

/** Right after revealing: place a token at once with a Sanki card, or let the turn end. */
export function applySanki(s: LfState, ask: LfAskOf<'sanki'>, m: LfMove): LfState {
  if (m.kind === 'token') return applyToken(s, ask, m.element);
  if (m.kind === 'skipSanki') return endTurn({ ...s, asks: settle(s.asks, ask) }, seatOf(ask));
  throw new Error(`${m.kind} does not answer the Sanki question`);
}
