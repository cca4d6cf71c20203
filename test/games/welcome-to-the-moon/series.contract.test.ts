// The game contract on whole eight-adventure series (test/support/contract.ts; NOTES.md "Series"): a few seeded
// random series at 1 (against ASTRA, level 3) and 3 players reach the end with every check of the single-adventure
// playouts holding on each adventure (cards, sheets, scores, no leaks, replay), and the series' end is its own.
import { game, type WtmState } from '../../../src/games/welcome-to-the-moon/rules';
import { placementPoints, standings } from '../../../src/games/welcome-to-the-moon/rules/series';
import { describeContract } from '../../support/contract';
import { wtmSpec } from './contract-spec';
import { seriesOptions } from './series-play';

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

/** The end: eight results in order, totals are the placement points summed, the ranking follows the standings. */
function seriesEnd(s: WtmState): void {
  const end = game.status(s);
  check(end.kind === 'over', 'the series is over');
  if (end.kind !== 'over') return;
  const results = s.series?.results ?? [];
  check(results.map((r) => r.adventure).join() === '1,2,3,4,5,6,7,8', 'adventures 1 to 8, in order');
  const table = standings(results, s.seats);
  for (const sc of end.scores) {
    const points = results.reduce((a, r) => a + (placementPoints(r)[sc.seat] ?? 0), 0);
    check(sc.total === points, `seat ${sc.seat}'s series total is not its placement points`);
    check(sc.perRound?.reduce((a, b) => a + b, 0) === sc.total, "the chart's points add up to the total");
  }
  const first = end.ranking[0] ?? [];
  check(
    first.every((seat) => table.find((st) => st.seat === seat)?.place === 1),
    'first place is the standings’ first',
  );
  if (s.seats === 1) check(end.verdict?.code.startsWith('verdict.series-solo-') === true, 'a solo series verdict');
}

describeContract(
  wtmSpec(
    [
      { seats: 1, options: seriesOptions(1, 3), playouts: 2 },
      { seats: 3, options: seriesOptions(3), playouts: 1 },
    ],
    { onEnd: seriesEnd, sampleEvery: 40 },
  ),
);
