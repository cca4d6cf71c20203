// What marking a star would do, for the table's preview before the player confirms: its stardust, what is left
// to discover the card, and the helpers who would share its boons. Read from the seat's own view only.

import type { Seat } from '../../../engine/game';
import { BY_ID } from '../data';
import { helperOrder } from './board';
import type { AsMove, AsView } from './types';

export interface MarkPreview {
  readonly card: string;
  readonly star: number;
  /** Stardust this star costs (the seed: stardust is spent on each star marked). */
  readonly cost: number;
  /** Stardust already spent on this turn's observing, before this star. */
  readonly spent: number;
  readonly stardustAfter: number;
  /** Marking a grand star gives 1 wisdom at once. */
  readonly grand: boolean;
  /** Unmarked stars left on the card after this one (0: this star discovers it). */
  readonly left: number;
  /** Other seats with marks on the card, most marks first: who would choose a boon, in that order, at discovery. */
  readonly helpers: readonly (readonly [Seat, number])[];
}

/** The preview of an observe or mark move for `seat`, or null for any other move. */
export function previewMark(view: AsView, seat: Seat, m: AsMove): MarkPreview | null {
  const top = view.asks[view.asks.length - 1];
  const card = m.kind === 'observe' ? m.card : m.kind === 'mark' && top?.kind === 'observe' ? top.card : null;
  const sky = card === null ? undefined : view.sky.find((c) => c.id === card);
  const data = card === null ? undefined : BY_ID.get(card);
  const me = view.players[seat];
  if ((m.kind !== 'observe' && m.kind !== 'mark') || !sky || !data || !me) return null;
  const marks = sky.marks.map((x, i) => (i === m.star ? seat : x));
  return {
    card: sky.id,
    star: m.star,
    cost: 1,
    spent: view.turn.seat === seat ? view.turn.marked : 0,
    stardustAfter: me.stardust - 1,
    grand: data.grand.includes(m.star),
    left: marks.filter((x) => x === null).length,
    helpers: helperOrder(marks, seat),
  };
}
