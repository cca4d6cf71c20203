// ラウンド終了 / ゲーム終了: penalty points per round, the next round, and the final ranking.

import { assertDefined } from '../../../engine/assert';
import type { Seat, SeatScore, Status } from '../../../engine/game';
import { nextSeat, POINTS, type SealCounts } from '../data';
import { startRound } from './deal';
import type { RoundScore, WeState } from './types';
import { wizardCost } from './variant';

/**
 * Leftover seals cost 2 (coloured), 4 (white), 3 (black); none left scores 0. The black wizard scores
 * its cost (the base 4, or 5 with the 3-player option; the variant adds repeats) minus the black seals the
 * others took this round, at least 0.
 */
export function scoreRound(seals: readonly SealCounts[], wizard: Seat | null, cost: number): RoundScore[] {
  let blackGiven = 0;
  seals.forEach((h, seat) => {
    if (seat !== wizard) blackGiven += h.black;
  });
  return seals.map((h, seat) => {
    const colored = POINTS.colored * (h.red + h.yellow + h.blue + h.purple + h.green);
    const white = POINTS.white * h.white;
    const black = POINTS.black * h.black;
    const wiz = seat === wizard ? Math.max(0, cost - blackGiven) : 0;
    return { colored, white, black, wizard: wiz, total: colored + white + black + wiz };
  });
}

/** Score the round; then either deal the next one (the deal moves left) or end the game. */
export function endRound(s: WeState): WeState {
  // The holder's cost is fixed by the scores before this round and by earlier wizard rounds (variant).
  const cost = s.wizard === null ? s.options.wizardBase : wizardCost(s, s.wizard);
  const scores = scoreRound(s.seals, s.wizard, cost);
  const roundScores = s.roundScores.concat([scores]);
  const wizardTimes = s.wizardTimes.map((n, seat) => (seat === s.wizard ? n + 1 : n));
  const scored: WeState = { ...s, roundScores, wizardTimes };
  if (s.round + 1 < s.rounds) return startRound(scored, s.round + 1, nextSeat(s.dealer, s.seats));
  // Nothing is asked any more: the game is over.
  return { ...scored, asks: [] };
}

export function seatScores(s: WeState): SeatScore[] {
  const out: SeatScore[] = [];
  for (let seat = 0; seat < s.seats; seat++) {
    const rows = s.roundScores.map((r, i) => assertDefined(r[seat], `round ${i + 1}'s score of seat ${seat}`));
    const sum = (pick: (r: RoundScore) => number) => rows.reduce((a, r) => a + pick(r), 0);
    out.push({
      seat,
      total: sum((r) => r.total),
      categories: [
        { code: 'score.colored', value: sum((r) => r.colored) },
        { code: 'score.white', value: sum((r) => r.white) },
        { code: 'score.black', value: sum((r) => r.black) },
        { code: 'score.wizard', value: sum((r) => r.wizard) },
      ],
      perRound: rows.map((r) => r.total),
    });
  }
  return out;
}

/** Lowest total wins; equal totals share the place (no tie-break exists). */
export function overStatus(s: WeState): Extract<Status, { kind: 'over' }> {
  const scores = seatScores(s);
  const totals = [...new Set(scores.map((x) => x.total))].sort((a, b) => a - b);
  const ranking = totals.map((t) => scores.filter((x) => x.total === t).map((x) => x.seat));
  return { kind: 'over', scores, ranking, lowerIsBetter: true };
}
