// The end of the game: scores by category, ranking, and the tie-breaks (upgraded pieces, then all pieces).

import { assertDefined } from '../../../engine/assert';
import type { Seat, Status } from '../../../engine/game';
import { countPieces } from './pieces';
import { scoreOf } from './turn';
import type { TkState } from './types';

const pointsOf = (s: TkState, seat: Seat): number => assertDefined(s.points[seat], `the points of seat ${seat}`);

export function overStatus(s: TkState): Extract<Status, { kind: 'over' }> {
  const scores = [0, 1].map((seat) => {
    const pieces = countPieces(s.board, seat);
    const categories =
      s.options.mode === 'highForm'
        ? [
            { code: 'score.tasks', value: pointsOf(s, seat) },
            { code: 'score.legends', value: pieces.legend },
          ]
        : [{ code: 'score.deathmatch', value: pointsOf(s, seat) }];
    return { seat, total: scoreOf(s, seat), categories };
  });
  const key = (seat: number) => {
    const p = countPieces(s.board, seat);
    return [scoreOf(s, seat), p.upgraded, p.all];
  };
  const [a, b] = [key(0), key(1)];
  let ranking: number[][] = [[0, 1]];
  let tieBreak: { code: string } | undefined;
  for (let i = 0; i < 3; i++) {
    const x = assertDefined(a[i], 'a tie-break key');
    const y = assertDefined(b[i], 'a tie-break key');
    if (x === y) continue;
    ranking = x > y ? [[0], [1]] : [[1], [0]];
    if (i === 1) tieBreak = { code: 'tiebreak.upgraded' };
    if (i === 2) tieBreak = { code: 'tiebreak.pieces' };
    break;
  }
  if (ranking.length === 1) tieBreak = { code: 'tiebreak.draw' };
  return { kind: 'over', scores, ranking, lowerIsBetter: false, ...(tieBreak ? { tieBreak } : {}) };
}
