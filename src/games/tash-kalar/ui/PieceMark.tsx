// One piece: the owner's palette colour and shape (seat 1 round, seat 2 square) with its rank letter.

import type { Seat } from '../../../engine/game';
import { seatColor } from '../../../ui/seat-colors';
import type { Rank } from '../vocabulary';

interface Props {
  readonly owner: Seat;
  readonly rank: Rank;
  readonly color: string;
  readonly glyph: string;
}

export function PieceMark({ owner, rank, color, glyph }: Props) {
  // The seat's palette colour (never a raw CSS colour name): dark enough for the white letter in both themes.
  const c = seatColor(color, owner);
  return <span class={`tk-piece tk-piece-s${owner} tk-rank-${rank} seat-c-${c.id}`}>{glyph}</span>;
}
