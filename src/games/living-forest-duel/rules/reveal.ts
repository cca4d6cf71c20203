// 守護獣カードを1枚公開する: draw from the shared deck (reshuffling the discard), place it, isolation, Sanki uses.

import { assertDefined } from '../../../engine/assert';
import { push, settle } from '../../../engine/decision';
import type { Seat } from '../../../engine/game';
import { shuffle } from '../../../engine/random';
import { animal } from '../data';
import { seatOf } from './asks';
import { destination, endTurn } from './flow';
import type { LfAskOf, LfState } from './types';
import { applyIsolation, other, previews, seatOfState, tokensLeft, updateSeat } from './values';

export const canReveal = (s: LfState): boolean => s.deck.length > 0 || s.discard.length > 0;

/** The deck, refilled from the shuffled discard when empty. */
export function drawable(s: LfState): LfState {
  if (s.deck.length > 0) return s;
  const [deck, rng] = shuffle(s.rng, s.discard);
  return { ...s, deck, discard: [], rng };
}

/** The mover reveals the top card of the shared deck; its season's owner may first spend a Sanki card on a Varan. */
export function applyReveal(s: LfState, mover: Seat): LfState {
  const ready = drawable(s);
  const id = assertDefined(ready.deck[ready.deck.length - 1], 'the top card of the shared deck');
  const base: LfState = { ...ready, deck: ready.deck.slice(0, -1) };
  const to = destination(base, id);
  const placed: LfState =
    to === 'shared'
      ? { ...base, shared: [...base.shared, id] }
      : updateSeat(base, to, (st) => ({ ...st, line: [...st.line, id] }));
  if (to !== 'shared' && animal(id).kind === 'varan' && seatOfState(placed, to).sanki > 0) {
    return { ...placed, asks: push(placed.asks, { kind: 'varan', seats: [to], varan: id, mover }) };
  }
  return afterReveal(applyIsolation(placed), mover);
}

/** The revealer may spend a Sanki card to place a token at once; otherwise the turn ends. */
function afterReveal(s: LfState, mover: Seat): LfState {
  const st = seatOfState(s, mover);
  const canToken = st.sanki > 0 && tokensLeft(st) > 0 && previews(s, mover).some((p) => p.legal);
  return canToken ? { ...s, asks: push(s.asks, { kind: 'sanki', seats: [mover] }) } : endTurn(s, mover);
}

/** The owner of the revealed Varan sends it back to their Varan pile with a Sanki card, or keeps it in line. */
export function applyVaranChoice(s: LfState, ask: LfAskOf<'varan'>, useSanki: boolean): LfState {
  const answered: LfState = { ...s, asks: settle(s.asks, ask) };
  if (!useSanki) return afterReveal(applyIsolation(answered), ask.mover);
  const sent = updateSeat(answered, seatOf(ask), (st) => ({
    ...st,
    line: st.line.filter((c) => c !== ask.varan),
    varans: [...st.varans, ask.varan],
    sanki: st.sanki - 1,
  }));
  return afterReveal(applyIsolation({ ...sent, sankiSupply: sent.sankiSupply + 1 }), ask.mover);
}

/** A Sanki card goes back to the supply. */
export function spendSanki(s: LfState, seat: Seat): LfState {
  const out = updateSeat(s, seat, (st) => ({ ...st, sanki: st.sanki - 1 }));
  return { ...out, sankiSupply: out.sankiSupply + 1 };
}

/** Take a Sanki card from the supply, or from the opponent when the supply is empty. */
export function gainSanki(s: LfState, seat: Seat): LfState {
  if (s.sankiSupply > 0) {
    const out = updateSeat(s, seat, (st) => ({ ...st, sanki: st.sanki + 1 }));
    return { ...out, sankiSupply: out.sankiSupply - 1 };
  }
  const opp = other(seat);
  if (seatOfState(s, opp).sanki === 0) return s;
  const out = updateSeat(s, opp, (st) => ({ ...st, sanki: st.sanki - 1 }));
  return updateSeat(out, seat, (st) => ({ ...st, sanki: st.sanki + 1 }));
}
