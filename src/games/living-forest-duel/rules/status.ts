// What is asked now (prompt), and the result once a victory condition is met: 1 for the winner, by condition.

import type { SeatScore, Status } from '../../../engine/game';
import { seasonOf } from '../data';
import { elementTerm, seatParam, term, WIN_CONDITIONS } from './codes';
import type { LfState } from './types';

function scores(s: LfState): SeatScore[] {
  return [0, 1].map((seat) => ({
    seat,
    total: s.winner === seat ? 1 : 0,
    categories: WIN_CONDITIONS.map((w) => ({ code: `score.${w}`, value: s.winner === seat && s.won === w ? 1 : 0 })),
  }));
}

export function statusOf(s: LfState): Status {
  const seat = { seat: seatParam(s.turn) };
  switch (s.phase) {
    case 'over': {
      const winner = s.winner ?? 0;
      return {
        kind: 'over',
        scores: scores(s),
        ranking: [[winner], [winner === 0 ? 1 : 0]],
        lowerIsBetter: false,
      };
    }
    case 'turn':
      return {
        kind: 'turn',
        active: [s.turn],
        prompt: { code: 'prompt.turn', params: { ...seat, season: term(`term.${seasonOf(s.turn)}`) } },
      };
    case 'varan':
      return { kind: 'turn', active: [s.turn], prompt: { code: 'prompt.varan', params: seat } };
    case 'sanki':
      return { kind: 'turn', active: [s.turn], prompt: { code: 'prompt.sanki', params: seat } };
    case 'action': {
      const f = s.frames[s.frames.length - 1];
      const kind = f?.kind ?? 'sun';
      return {
        kind: 'turn',
        active: [s.turn],
        prompt: { code: `prompt.${kind}`, params: { ...seat, value: f?.value ?? 0, element: elementTerm(kind) } },
      };
    }
  }
}
