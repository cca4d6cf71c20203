// The squares a chosen summon uses, for showing it on the board (the move itself comes from `legal`).

import type { Seat } from '../../../engine/game';
import { being } from '../rules/cards';
import { matchAt } from '../rules/patterns';
import type { TkMove, TkView } from '../rules/types';

type Summon = Extract<TkMove, { kind: 'summon' }>;

/** The distinct orientations offered at one square, each with its summons (several when a piece is reused). */
export function matchesAt(summons: readonly Summon[], at: number): Summon[][] {
  const byO = new Map<number, Summon[]>();
  for (const m of summons) if (m.at === at) byO.set(m.o, [...(byO.get(m.o) ?? []), m]);
  return [...byO.values()];
}

export function previewSquares(view: TkView, viewer: Seat, m: Summon): number[] {
  const match = matchAt(view.board, viewer, being(m.card), m.at, m.o, view.log.borrow);
  return match ? [...match.pieces, ...match.marks] : [];
}
