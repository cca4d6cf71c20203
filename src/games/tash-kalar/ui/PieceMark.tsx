// One piece: the owner's colour and shape (seat 1 round, seat 2 square) with its rank letter.

import type { Seat } from '../../../engine/game';
import type { Rank } from '../vocabulary';

interface Props {
  readonly owner: Seat;
  readonly rank: Rank;
  readonly color: string;
  readonly glyph: string;
}

export function PieceMark({ owner, rank, color, glyph }: Props) {
  return (
    <span class={`tk-piece tk-piece-s${owner} tk-rank-${rank}`} style={{ background: color }}>
      {glyph}
    </span>
  );
}
