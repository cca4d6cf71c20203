// What each ask says to the player (its prompt), and the result once a victory condition is met: 1 for the winner.

import { assertDefined } from '../../../engine/assert';
import { type Message, type SeatScore, type Status, seatParam, termParam } from '../../../engine/game';
import { seasonOf } from '../data';
import { ACTION_ELEMENT, seatOf } from './asks';
import { elementTerm, WIN_CONDITIONS } from './codes';
import type { LfActionAsk, LfAsk, LfState } from './types';
import { other } from './values';

function scores(s: LfState): SeatScore[] {
  return [0, 1].map((seat) => ({
    seat,
    total: s.winner === seat ? 1 : 0,
    categories: WIN_CONDITIONS.map((w) => ({ code: `score.${w}`, value: s.winner === seat && s.won === w ? 1 : 0 })),
  }));
}

/** Nothing is asked once a victory condition is met. */
export function over(s: LfState): Extract<Status, { kind: 'over' }> {
  const winner = assertDefined(s.winner, 'the winner of a game with nothing asked');
  return { kind: 'over', scores: scores(s), ranking: [[winner], [other(winner)]], lowerIsBetter: false };
}

export function turnPrompt(_s: LfState, ask: LfAsk): Message {
  const seat = seatOf(ask);
  return { code: 'prompt.turn', params: { seat: seatParam(seat), season: termParam(`term.${seasonOf(seat)}`) } };
}

export const varanPrompt = (_s: LfState, ask: LfAsk): Message => ({
  code: 'prompt.varan',
  params: { seat: seatParam(seatOf(ask)) },
});

export const sankiPrompt = (_s: LfState, ask: LfAsk): Message => ({
  code: 'prompt.sanki',
  params: { seat: seatParam(seatOf(ask)) },
});

export function actionPrompt(_s: LfState, ask: LfActionAsk): Message {
  const e = ACTION_ELEMENT[ask.kind];
  return { code: `prompt.${e}`, params: { seat: seatParam(seatOf(ask)), value: ask.value, element: elementTerm(e) } };
}
