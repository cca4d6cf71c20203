// Final scoring (seed, ゲーム終了と点数計算): fame, pouch, wisdom, stardust, marks, active cards, elements, sets.

import { assertDefined } from '../../../engine/assert';
import type { Seat, SeatScore, Status } from '../../../engine/game';
import { ELEMENT_POINTS, ELEMENTS, type Element, SCORING_CARDS, SET3_POINTS, SET4_POINTS } from '../data';
import { cardOf, playerOf } from './board';
import type { AsState } from './types';

/** Cards of each element a seat counts: its constellations plus the "+" of its final scoring card. */
export function elementCounts(s: AsState, seat: Seat): number[] {
  const p = playerOf(s, seat);
  const plus: readonly Element[] = assertDefined(SCORING_CARDS[p.scoring], `scoring card ${p.scoring}`);
  return ELEMENTS.map((e) => p.cards.filter((c) => cardOf(c.id).element === e).length + (plus.includes(e) ? 1 : 0));
}

/** The best number of points from sets of 4 and of 3 different elements, each card in at most one set. */
export function setPoints(counts: readonly number[]): number {
  let best = 0;
  const fours = Math.min(...counts);
  for (let a = 0; a <= fours; a++) {
    // Greedy: each set of 3 takes one card of the three elements with most cards left.
    let left = counts.map((c) => c - a);
    let threes = 0;
    for (;;) {
      const top = left
        .map((n, i) => ({ n, i }))
        .sort((x, y) => y.n - x.n || x.i - y.i)
        .slice(0, 3);
      if (top.length < 3 || top.some((e) => e.n === 0)) break;
      const cut = new Set(top.map((e) => e.i));
      left = left.map((n, i) => (cut.has(i) ? n - 1 : n));
      threes++;
    }
    best = Math.max(best, a * SET4_POINTS + threes * SET3_POINTS);
  }
  return best;
}

export function scoreOf(s: AsState, seat: Seat): SeatScore {
  const p = playerOf(s, seat);
  const counts = elementCounts(s, seat);
  const marks = s.sky.reduce((n, c) => n + c.marks.filter((m) => m === seat).length, 0);
  const categories = [
    { code: 'score.fame', value: p.fame },
    { code: 'score.pouch', value: p.pouch },
    { code: 'score.wisdom', value: p.wisdom },
    { code: 'score.stardust', value: Math.floor(p.stardust / 3) },
    { code: 'score.marks', value: Math.floor(marks / 2) },
    { code: 'score.cards', value: p.cards.filter((c) => !c.exhausted).reduce((n, c) => n + cardOf(c.id).points, 0) },
    {
      code: 'score.elements',
      value: counts.reduce((n, c) => n + assertDefined(ELEMENT_POINTS[Math.min(c, 4)], `points for ${c} cards`), 0),
    },
    { code: 'score.sets', value: setPoints(counts) },
  ];
  return { seat, total: categories.reduce((n, c) => n + c.value, 0), categories };
}

/** Most points wins; equal totals share the place (no source gives a tie-breaker). */
export function overStatus(s: AsState): Extract<Status, { kind: 'over' }> {
  const scores = s.players.map((_, seat) => scoreOf(s, seat));
  const totals = [...new Set(scores.map((x) => x.total))].sort((a, b) => b - a);
  const ranking = totals.map((t) => scores.filter((x) => x.total === t).map((x) => x.seat));
  return { kind: 'over', scores, ranking, lowerIsBetter: false };
}
