// The eight-adventure series (our own format, NOTES.md "Series"): the same players play adventures 1 to 8 in order.
// Each adventure's result is kept in the state; between two adventures every seat is asked to go on (the `series`
// ask), then the next adventure is set up from the same seeded generator. The game is over after adventure 8.

import { assertDefined } from '../../../engine/assert';
import { type AskRules, answered, listed } from '../../../engine/decision';
import type { LogEvent, Message, Seat, SeatScore, Status } from '../../../engine/game';
import { ADVENTURES, type Adventure } from '../data';
import { overStatus, rankSeats } from './end';
import type { SeriesResult, SeriesStanding, SeriesState, SeriesView } from './series-types';
import { setupWith } from './setup';
import type { WtmAsk, WtmMove, WtmState, WtmView } from './types';

export type SeriesAsk = Extract<WtmAsk, { readonly kind: 'series' }>;

const NEXT: WtmMove = { kind: 'nextAdventure' };

/** The adventure after `a` in the series, or null after the last one. */
export function adventureAfter(a: Adventure): Adventure | null {
  return ADVENTURES[ADVENTURES.indexOf(a) + 1] ?? null;
}

/** A new series keeps its (empty) list of results in the state; a single adventure has none. */
export function withSeries(s: WtmState): WtmState {
  return s.options.series ? { ...s, series: { results: [] } } : s;
}

/** The result of the adventure just finished (no ask left), as its game-over status gives it. */
export function adventureResult(s: WtmState): SeriesResult {
  const over = overStatus(s);
  const scores = s.sheets.map((_, seat) => assertDefined(over.scores[seat], `the score of seat ${seat}`).total);
  return { adventure: s.options.adventure, scores, ranking: over.ranking };
}

/**
 * After every move: an adventure of a series that has just ended (no ask left) stores its result and, before the
 * eighth, waits for every seat to go on. Any other state is returned as it is.
 */
export function afterMove(s: WtmState): WtmState {
  if (!s.series || s.asks.length > 0 || s.series.results.length >= ADVENTURES.length) return s;
  const series: SeriesState = { results: [...s.series.results, adventureResult(s)] };
  const next = adventureAfter(s.options.adventure);
  const seats = Array.from({ length: s.seats }, (_, seat) => seat);
  return next === null ? { ...s, series } : { ...s, series, asks: [{ kind: 'series', seats, adventure: next }] };
}

/** The next adventure: a fresh setup for the same seats and options, drawing on the generator where it stands. */
function startNext(s: WtmState, ask: SeriesAsk): WtmState {
  const fresh = setupWith(s.seats, { ...s.options, adventure: ask.adventure }, s.rng);
  return { ...fresh, series: assertDefined(s.series, 'the series in progress') };
}

export const series: AskRules<WtmState, WtmMove, SeriesAsk, 'nextAdventure'> = listed({
  moves: ['nextAdventure'],
  notNow: () => ({ code: 'error.series-between' }),
  prompt: (_s, ask) => ({ code: 'prompt.series-next', params: { adventure: ask.adventure } }),
  legal: () => [NEXT],
  why: () => ({ code: 'error.series-between' }),
  // Every seat says it is ready (so a bot does not skip the results for the people at the table); the last one
  // starts the next adventure.
  apply(s, ask, seat) {
    const asks = answered(s.asks, ask, seat);
    return asks.length > 0 ? { ...s, asks } : startNext(s, ask);
  },
});

/**
 * Placement points of one adventure: a seat earns one point for every seat that finished below it (seats sharing a
 * place earn the same). Solo: a win against ASTRA (above 0) is one point, a loss none.
 */
export function placementPoints(result: SeriesResult): number[] {
  if (result.scores.length === 1) return [assertDefined(result.scores[0], 'the solo margin') > 0 ? 1 : 0];
  const points = result.scores.map(() => 0);
  let below = result.scores.length;
  for (const group of result.ranking) {
    below -= group.length;
    for (const seat of group) points[seat] = below;
  }
  return points;
}

/** Each seat's placement points and summed totals so far, and its place: points first, then the sum. */
export function standings(results: readonly SeriesResult[], seats: number): SeriesStanding[] {
  const seatList = Array.from({ length: seats }, (_, seat) => seat);
  const at = (list: readonly number[], seat: Seat) => assertDefined(list[seat], `the series figure of seat ${seat}`);
  // Every result ranks every seat of the series (the seats never change between adventures).
  const points = seatList.map((seat) => results.reduce((a, r) => a + at(placementPoints(r), seat), 0));
  const sums = seatList.map((seat) => results.reduce((a, r) => a + at(r.scores, seat), 0));
  return seatList.map((seat) => ({
    seat,
    points: at(points, seat),
    sum: at(sums, seat),
    place:
      1 +
      seatList.filter(
        (o) => at(points, o) > at(points, seat) || (at(points, o) === at(points, seat) && at(sums, o) > at(sums, seat)),
      ).length,
  }));
}

/** Solo: the series is won with more adventures won than lost, or as many and a positive summed margin. */
function soloVerdict(st: SeriesStanding, played: number): Message {
  const losses = played - st.points;
  const won = st.points > losses || (st.points === losses && st.sum > 0);
  return { code: won ? 'verdict.series-solo-win' : 'verdict.series-solo-loss', params: { wins: st.points, losses } };
}

/** After adventure 8: the series' placement points per seat (one category and one chart point per adventure). */
export function seriesOver(s: WtmState): Extract<Status, { kind: 'over' }> {
  const results = assertDefined(s.series, 'the series').results;
  const table = standings(results, s.seats);
  const perAdventure = results.map(placementPoints);
  const scores: SeatScore[] = table.map((st) => {
    const perRound = perAdventure.map((p) => assertDefined(p[st.seat], `the points of seat ${st.seat}`));
    const categories = results.map((r, i) => ({
      code: `score.series-${r.adventure}`,
      value: assertDefined(perRound[i], 'the points of an adventure'),
    }));
    return { seat: st.seat, total: st.points, categories, perRound };
  });
  const ranked = rankSeats(
    scores,
    table.map((st) => st.sum),
  );
  const over = {
    kind: 'over' as const,
    scores,
    ranking: ranked.ranking,
    ...(ranked.tieBreak ? { tieBreak: { code: 'tiebreak.series-sum' } } : {}),
    lowerIsBetter: false,
    // The results page's per-round rows are the adventures' placement points.
    roundLabels: results.map((r) => ({ code: `score.series-${r.adventure}` })),
  };
  const solo = table[0];
  return s.seats === 1 && solo ? { ...over, verdict: soloVerdict(solo, results.length) } : over;
}

/** What every seat sees of the series: nothing in it is private. */
export function seriesView(s: WtmState): SeriesView | undefined {
  if (!s.series) return undefined;
  const results = s.series.results.map((r) => ({ ...r, points: placementPoints(r) }));
  const top = s.asks.at(-1);
  const waiting = top?.kind === 'series' ? top : null;
  const all = Array.from({ length: s.seats }, (_, seat) => seat);
  const solo =
    s.seats === 1
      ? {
          astraPoints:
            results.length - results.reduce((a, r) => a + assertDefined(r.points[0], "the solo player's points"), 0),
        }
      : {};
  return {
    results,
    standings: standings(s.series.results, s.seats),
    ...solo,
    next: waiting?.adventure ?? null,
    ready: waiting ? all.filter((seat) => !waiting.seats.includes(seat)) : [],
  };
}

/** A view with the series added (a single adventure's view is left as it is). */
export function withSeriesView(s: WtmState, view: WtmView): WtmView {
  const sv = seriesView(s);
  return sv ? { ...view, series: sv } : view;
}

/** The log of a series' own steps: a seat is ready, the next adventure begins, an adventure ends. */
export function seriesLines(before: WtmState, seat: Seat, after: WtmState): LogEvent[] {
  const ready: LogEvent = { code: 'log.series-ready', params: { seat: { seat } } };
  if (after.options.adventure === before.options.adventure) return [ready];
  return [ready, { code: 'log.series-start', params: { adventure: after.options.adventure } }];
}

type Describe = (before: WtmState, seat: Seat, m: WtmMove, after: WtmState) => LogEvent[];

/**
 * The log in a series: the move that ends an adventure (a confirm, or the pick of a spread that reveals the turn)
 * shows its reveal as a game's end would, then says the adventure is over instead of "game over".
 */
export function inSeries(describe: Describe): Describe {
  return (before, seat, m, after) => {
    const end = adventureEndLines(before, after);
    if (end.length === 0) return describe(before, seat, m, after);
    const lines = describe(before, seat, m, { ...after, asks: [] }).filter((l) => l.code !== 'log.game-over');
    return [...lines, ...end];
  };
}

/** The line that closes an adventure of a series, or none. */
function adventureEndLines(before: WtmState, after: WtmState): LogEvent[] {
  // A single adventure has no series: no adventure of a series ends.
  if (!before.series || !after.series) return [];
  const now = after.series.results.length;
  if (now === before.series.results.length) return [];
  const params = { adventure: after.options.adventure, played: now };
  return [{ code: now >= ADVENTURES.length ? 'log.series-over' : 'log.series-adventure-end', params }];
}
