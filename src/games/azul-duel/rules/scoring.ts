// The end of the game: scores by category, the ranking and the start-player-tile tie-break.

import { assertDefined } from '../../../engine/assert';
import { type SeatScore, type Status, seatParam } from '../../../engine/game';
import type { AdState, Tally } from './types';

const CATEGORY: readonly (readonly [keyof Tally, string])[] = [
  ['start', 'score.start'],
  ['wall', 'score.wall'],
  ['special', 'score.special'],
  ['tablets', 'score.tablets'],
  ['floor', 'score.floor'],
  ['startTile', 'score.start-tile'],
  ['blind', 'score.blind'],
  ['zeroFloor', 'score.zero-floor'],
];

export function seatScores(s: AdState): SeatScore[] {
  return s.boards.map((b, seat) => ({
    seat,
    total: b.score,
    categories: CATEGORY.map(([key, code]) => ({ code, value: b.tally[key] })),
  }));
}

export function overStatus(s: AdState): Extract<Status, { kind: 'over' }> {
  const scores = seatScores(s);
  const total = (seat: number) => assertDefined(scores[seat], `the score of seat ${seat}`).total;
  const [a, b] = [total(0), total(1)];
  if (a !== b) {
    return { kind: 'over', scores, ranking: a > b ? [[0], [1]] : [[1], [0]], lowerIsBetter: false };
  }
  const holder = s.startTile;
  if (holder === null) return { kind: 'over', scores, ranking: [[0, 1]], lowerIsBetter: false };
  // Seed 5.3: on a tie the holder of the start-player tile wins.
  return {
    kind: 'over',
    scores,
    ranking: [[holder], [1 - holder]],
    tieBreak: { code: 'tiebreak.start-tile', params: { seat: seatParam(holder) } },
    lowerIsBetter: false,
  };
}
