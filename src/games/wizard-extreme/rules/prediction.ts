// 1.予想フェイズ: one turn per player from the dealer's left: take seals (or steal them), or take the black wizard.

import { assertDefined } from '../../../engine/assert';
import { settle } from '../../../engine/decision';
import { type Message, type RuleError, type Seat, seatParam } from '../../../engine/game';
import { updateAt } from '../../../engine/list';
import { COLORS, type Color, HAND_SIZE, nextSeat, type SealCounts } from '../data';
import { playAsk, predictAsk } from './asks';
import { term } from './codes';
import { addSeal, sealToSeat } from './seals';
import type { PredictAsk, StealSealMove, WeMove, WeState } from './types';
import { securedLeadError } from './variant';

/** No source caps a prediction; we stop at one seal per trick in the round (15), see NOTES.md. */
export const SEAL_LIMIT = HAND_SIZE;

const END: WeMove = { kind: 'endPrediction' };
const WIZARD: WeMove = { kind: 'takeWizard' };

export function predictPrompt(s: WeState, ask: PredictAsk): Message {
  const seat = ask.seats[0];
  const code = s.wizard === seat ? 'prompt.confirm-wizard' : 'prompt.predict';
  return { code, params: { seat: seatParam(seat) } };
}

export function predictionMoves(s: WeState, ask: PredictAsk): WeMove[] {
  const seat = ask.seats[0];
  if (s.wizard === seat) return [END];
  const moves: WeMove[] = [];
  if (ask.taken < SEAL_LIMIT) {
    for (const color of COLORS) {
      if (s.supply[color] > 0) {
        moves.push({ kind: 'takeSeal', color });
        continue;
      }
      s.seals.forEach((held, from) => {
        if (from !== seat && held[color] > 0) moves.push({ kind: 'stealSeal', color, from });
      });
    }
  }
  if (s.wizard === null && ask.taken === 0 && securedLeadError(s, seat) === null) moves.push(WIZARD);
  moves.push(END);
  return moves;
}

export function predictionError(s: WeState, ask: PredictAsk, m: WeMove): RuleError | null {
  switch (m.kind) {
    case 'takeSeal':
      return takeSealError(s, ask, m.color);
    case 'stealSeal':
      return stealSealError(s, ask, m);
    case 'takeWizard':
      return takeWizardError(s, ask);
    case 'endPrediction':
      return null;
    default:
      throw new Error(`A prediction does not take ${m.kind}`);
  }
}

export function applyPrediction(s: WeState, ask: PredictAsk, m: WeMove): WeState {
  switch (m.kind) {
    case 'takeSeal':
      return applyTakeSeal(s, ask, m.color);
    case 'stealSeal':
      return applyStealSeal(s, ask, m);
    case 'takeWizard':
      return { ...s, wizard: ask.seats[0] };
    case 'endPrediction':
      return applyEndPrediction(s, ask);
    default:
      throw new Error(`A prediction does not take ${m.kind}`);
  }
}

const isColor = (kind: string): kind is Color => (COLORS as readonly string[]).includes(kind);

/** Seals are taken one per predicted trick, so only the five card colours: never white nor black. */
function takingError(s: WeState, ask: PredictAsk, color: Color): RuleError | null {
  if (!isColor(color)) return { code: 'error.not-a-colour', params: { color: term(color) } };
  if (s.wizard === ask.seats[0]) return { code: 'error.wizard-holds-no-seals' };
  if (ask.taken >= SEAL_LIMIT) return { code: 'error.seal-limit', params: { limit: SEAL_LIMIT } };
  return null;
}

function takeSealError(s: WeState, ask: PredictAsk, color: Color): RuleError | null {
  const blocked = takingError(s, ask, color);
  if (blocked) return blocked;
  // A colour with none left in the middle must be taken from another player instead.
  if (s.supply[color] === 0) return { code: 'error.supply-empty', params: { color: term(color) } };
  return null;
}

const isSeat = (s: WeState, seat: Seat): boolean => Number.isInteger(seat) && seat >= 0 && seat < s.seats;

function victimSeals(s: WeState, from: Seat): SealCounts {
  return assertDefined(s.seals[from], `the seals of seat ${from}`);
}

function stealSealError(s: WeState, ask: PredictAsk, m: StealSealMove): RuleError | null {
  const blocked = takingError(s, ask, m.color);
  if (blocked) return blocked;
  if (s.supply[m.color] > 0) return { code: 'error.supply-not-empty', params: { color: term(m.color) } };
  if (!isSeat(s, m.from)) return { code: 'error.no-such-player' };
  if (m.from === ask.seats[0]) return { code: 'error.steal-from-self' };
  if (victimSeals(s, m.from)[m.color] === 0) {
    return { code: 'error.victim-has-none', params: { seat: seatParam(m.from), color: term(m.color) } };
  }
  return null;
}

function takeWizardError(s: WeState, ask: PredictAsk): RuleError | null {
  // Only one player per round may be the black wizard, and only instead of taking seals.
  if (s.wizard !== null) return { code: 'error.wizard-taken', params: { seat: seatParam(s.wizard) } };
  if (ask.taken > 0) return { code: 'error.wizard-after-seals' };
  return securedLeadError(s, ask.seats[0]);
}

function applyTakeSeal(s: WeState, ask: PredictAsk, color: Color): WeState {
  const asks = settle(s.asks, ask, { ...ask, taken: ask.taken + 1 });
  return { ...s, ...sealToSeat(s, ask.seats[0], color), asks };
}

/** The victim gets a white seal from the supply as amends, if one is left (NOTES.md: otherwise nothing). */
function applyStealSeal(s: WeState, ask: PredictAsk, m: StealSealMove): WeState {
  const white = s.supply.white > 0 ? 1 : 0;
  const robbed = updateAt(s.seals, m.from, (held) => addSeal(addSeal(held, m.color, -1), 'white', white));
  const seals = updateAt(robbed, ask.seats[0], (held) => addSeal(held, m.color, 1));
  const asks = settle(s.asks, ask, { ...ask, taken: ask.taken + 1 });
  return { ...s, seals, supply: addSeal(s.supply, 'white', -white), asks };
}

/** The turn passes left; after the dealer's prediction the player left of the dealer leads the first trick. */
function applyEndPrediction(s: WeState, ask: PredictAsk): WeState {
  const seat = ask.seats[0];
  const next = seat === s.dealer ? playAsk(nextSeat(s.dealer, s.seats)) : predictAsk(nextSeat(seat, s.seats));
  return { ...s, asks: settle(s.asks, ask, next) };
}
