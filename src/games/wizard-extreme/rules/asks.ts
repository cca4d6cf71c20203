// The asks of Wizard Extreme: how each is opened, and what the view still calls them (phase, turn, options).

import { assertDefined } from '../../../engine/assert';
import { type DecisionTable, row } from '../../../engine/decision';
import type { Seat } from '../../../engine/game';
import type { ReturnKind } from '../data';
import { applyPrediction, predictionError, predictionMoves, predictPrompt } from './prediction';
import {
  applyPlay,
  applyReturnSeal,
  playError,
  playMoves,
  playPrompt,
  returnError,
  returnMoves,
  returnPrompt,
} from './tricks';
import type { Phase, PlayAsk, PredictAsk, ReturnAsk, WeAsk, WeMove, WeState } from './types';

export const predictAsk = (seat: Seat, taken = 0): PredictAsk => ({ kind: 'predict', seats: [seat], taken });
export const playAsk = (seat: Seat): PlayAsk => ({ kind: 'play', seats: [seat] });
export const returnAsk = (seat: Seat, options: readonly ReturnKind[]): ReturnAsk => ({
  kind: 'returnSeal',
  seats: [seat],
  options,
});

/** The one ask open now, or null once the game is over. */
export function currentAsk(s: Pick<WeState, 'asks'>): WeAsk | null {
  return s.asks[s.asks.length - 1] ?? null;
}

const PHASE: Readonly<Record<WeAsk['kind'], Phase>> = { predict: 'predict', play: 'play', returnSeal: 'return' };

/** What the view and the log call the decision in progress. */
export function phaseOf(s: Pick<WeState, 'asks'>): Phase {
  const ask = currentAsk(s);
  return ask === null ? 'over' : PHASE[ask.kind];
}

/**
 * The seat asked now. Once over, the seat that made the last move, as the state kept it before the asks: the
 * winner of the last trick if it chose which seal to hand back, otherwise whoever played its last card.
 */
export function turnOf(s: Pick<WeState, 'asks' | 'lastTrick'>): Seat {
  const ask = currentAsk(s);
  if (ask !== null) return ask.seats[0];
  const last = assertDefined(s.lastTrick, 'the last trick of a finished game');
  if (last.effect.kind === 'returned' && last.effect.chosen) return last.winner;
  return assertDefined(last.plays[last.plays.length - 1], 'the last card of the last trick').seat;
}

/** How many seats have ended their prediction this round: those from the dealer's left up to the seat asked. */
export function predictedOf(s: Pick<WeState, 'asks' | 'dealer' | 'seats'>): number {
  const ask = currentAsk(s);
  if (ask?.kind !== 'predict') return s.seats;
  return (ask.seats[0] - s.dealer - 1 + s.seats) % s.seats;
}

export const table: DecisionTable<WeState, WeMove, WeAsk> = {
  // 1.予想フェイズ: take seals (or steal them), or become the black wizard; then the turn passes left.
  predict: {
    moves: ['takeSeal', 'stealSeal', 'takeWizard', 'endPrediction'],
    prompt: predictPrompt,
    legal: predictionMoves,
    validate: (s, ask, _seat, m) => predictionError(s, ask, m),
    apply: (s, ask, _seat, m) => applyPrediction(s, ask, m),
  },
  // 2.トリックの進行: lead or follow with a card.
  play: row({
    moves: ['play'],
    prompt: playPrompt,
    legal: playMoves,
    validate: (s, ask, _seat, m) => playError(s, ask, m.card),
    apply: (s, ask, _seat, m) => applyPlay(s, ask, m.card),
  }),
  // 2.トリックの進行: a trick winner with more than one seal it may hand back chooses which.
  returnSeal: row({
    moves: ['returnSeal'],
    prompt: returnPrompt,
    legal: (_s, ask) => returnMoves(ask),
    validate: (_s, ask, _seat, m) => returnError(ask, m.color),
    apply: (s, ask, _seat, m) => applyReturnSeal(s, ask, m.color),
  }),
};
