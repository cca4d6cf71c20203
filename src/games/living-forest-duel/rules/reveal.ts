// 守護獣カードを1枚公開する: draw from the shared deck (reshuffling the discard), place it, isolation, Sanki uses.

import type { Seat } from '../../../engine/game';
import { shuffle } from '../../../engine/random';
import { animal } from '../data';
import { destination, endTurn } from './flow';
import type { LfState } from './types';
import { applyIsolation, previews, seatOfState, tokensLeft, updateSeat } from './values';

export const canReveal = (s: LfState): boolean => s.deck.length > 0 || s.discard.length > 0;

/** The deck, refilled from the shuffled discard when empty. */
export function drawable(s: LfState): LfState {
  if (s.deck.length > 0) return s;
  const [deck, rng] = shuffle(s.rng, s.discard);
  return { ...s, deck, discard: [], rng };
}

export function applyReveal(s: LfState): LfState {
  const ready = drawable(s);
  const id = ready.deck[ready.deck.length - 1];
  if (id === undefined) return s;
  const base: LfState = { ...ready, deck: ready.deck.slice(0, -1) };
  const to = destination(base, id);
  const placed: LfState =
    to === 'shared'
      ? { ...base, shared: [...base.shared, id] }
      : updateSeat(base, to, (st) => ({ ...st, line: [...st.line, id] }));
  if (to !== 'shared' && animal(id).kind === 'varan' && seatOfState(placed, to).sanki > 0) {
    return { ...placed, phase: 'varan', turn: to, pendingVaran: id };
  }
  return afterReveal(applyIsolation(placed));
}

/** The revealer may spend a Sanki card to place a token at once; otherwise the turn ends. */
function afterReveal(s: LfState): LfState {
  const mover = seatOfState(s, s.mover);
  const canToken = mover.sanki > 0 && tokensLeft(mover) > 0 && previews(s, s.mover).some((p) => p.legal);
  if (canToken) return { ...s, phase: 'sanki', turn: s.mover, pendingVaran: null };
  return endTurn(s);
}

/** The owner of the revealed Varan sends it back to their Varan pile with a Sanki card, or keeps it in line. */
export function applyVaranChoice(s: LfState, seat: Seat, useSanki: boolean): LfState {
  const id = s.pendingVaran;
  if (id === null) return s;
  let out: LfState = { ...s, pendingVaran: null, turn: s.mover };
  if (useSanki) {
    out = updateSeat(out, seat, (st) => ({
      ...st,
      line: st.line.filter((c) => c !== id),
      varans: [...st.varans, id],
      sanki: st.sanki - 1,
    }));
    out = { ...out, sankiSupply: out.sankiSupply + 1 };
  }
  return afterReveal(applyIsolation(out));
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
  const opp = seat === 0 ? 1 : 0;
  if (seatOfState(s, opp).sanki === 0) return s;
  const out = updateSeat(s, opp, (st) => ({ ...st, sanki: st.sanki - 1 }));
  return updateSeat(out, seat, (st) => ({ ...st, sanki: st.sanki + 1 }));
}
