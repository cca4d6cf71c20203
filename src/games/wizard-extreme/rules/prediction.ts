// 1.予想フェイズ: one turn per player from the dealer's left: take seals (or steal them), or take the black wizard.

import type { RuleError, Seat } from '../../../engine/game';
import { COLORS, type Color, HAND_SIZE, nextSeat } from '../data';
import { seatParam, term } from './codes';
import { addSeal, replaceAt, sealToSeat } from './seals';
import type { WeMove, WeState } from './types';
import { securedLeadError } from './variant';

/** No source caps a prediction; we stop at one seal per trick in the round (15), see NOTES.md. */
export const SEAL_LIMIT = HAND_SIZE;

const END: WeMove = { kind: 'endPrediction' };
const WIZARD: WeMove = { kind: 'takeWizard' };

export function predictionMoves(s: WeState, seat: Seat): WeMove[] {
  if (s.wizard === seat) return [END];
  const moves: WeMove[] = [];
  if (s.takenThisTurn < SEAL_LIMIT) {
    for (const color of COLORS) {
      if (s.supply[color] > 0) {
        moves.push({ kind: 'takeSeal', color });
        continue;
      }
      for (let from = 0; from < s.seats; from++) {
        if (from !== seat && (s.seals[from]?.[color] ?? 0) > 0) moves.push({ kind: 'stealSeal', color, from });
      }
    }
  }
  if (s.wizard === null && s.takenThisTurn === 0 && securedLeadError(s, seat) === null) moves.push(WIZARD);
  moves.push(END);
  return moves;
}

function takingError(s: WeState, seat: Seat): RuleError | null {
  if (s.wizard === seat) return { code: 'error.wizard-holds-no-seals' };
  if (s.takenThisTurn >= SEAL_LIMIT) return { code: 'error.seal-limit', params: { limit: SEAL_LIMIT } };
  return null;
}

export function takeSealError(s: WeState, seat: Seat, color: Color): RuleError | null {
  const blocked = takingError(s, seat);
  if (blocked) return blocked;
  // A colour with none left in the middle must be taken from another player instead.
  if (s.supply[color] === 0) return { code: 'error.supply-empty', params: { color: term(color) } };
  return null;
}

export function stealSealError(s: WeState, seat: Seat, m: { color: Color; from: Seat }): RuleError | null {
  const blocked = takingError(s, seat);
  if (blocked) return blocked;
  if (s.supply[m.color] > 0) return { code: 'error.supply-not-empty', params: { color: term(m.color) } };
  if (m.from === seat) return { code: 'error.steal-from-self' };
  if ((s.seals[m.from]?.[m.color] ?? 0) === 0) {
    return { code: 'error.victim-has-none', params: { seat: seatParam(m.from), color: term(m.color) } };
  }
  return null;
}

export function takeWizardError(s: WeState, seat: Seat): RuleError | null {
  // Only one player per round may be the black wizard, and only instead of taking seals.
  if (s.wizard !== null) return { code: 'error.wizard-taken', params: { seat: seatParam(s.wizard) } };
  if (s.takenThisTurn > 0 || s.wizard === seat) return { code: 'error.wizard-after-seals' };
  return securedLeadError(s, seat);
}

export function applyTakeSeal(s: WeState, seat: Seat, color: Color): WeState {
  return { ...s, ...sealToSeat(s, seat, color), takenThisTurn: s.takenThisTurn + 1 };
}

/** The victim gets a white seal from the supply as amends, if one is left (NOTES.md: otherwise nothing). */
export function applyStealSeal(s: WeState, seat: Seat, m: { color: Color; from: Seat }): WeState {
  const victim = s.seals[m.from];
  const taker = s.seals[seat];
  if (!victim || !taker) throw new Error(`Steal between seats ${m.from} and ${seat} out of range`);
  const white = s.supply.white > 0 ? 1 : 0;
  let seals = replaceAt(s.seals, m.from, addSeal(addSeal(victim, m.color, -1), 'white', white));
  seals = replaceAt(seals, seat, addSeal(taker, m.color, 1));
  return { ...s, seals, supply: addSeal(s.supply, 'white', -white), takenThisTurn: s.takenThisTurn + 1 };
}

export function applyTakeWizard(s: WeState, seat: Seat): WeState {
  return { ...s, wizard: seat };
}

/** The turn passes left; after the last prediction the player left of the dealer leads the first trick. */
export function applyEndPrediction(s: WeState): WeState {
  const predicted = s.predicted + 1;
  if (predicted === s.seats) {
    return { ...s, predicted, takenThisTurn: 0, phase: 'play', turn: nextSeat(s.dealer, s.seats) };
  }
  return { ...s, predicted, takenThisTurn: 0, turn: nextSeat(s.turn, s.seats) };
}
