// The eight-adventure series (NOTES.md "Series", our own format; issue 13): the option, each adventure's result in
// the state, the step between adventures, placement points and the tie-break, the solo series, the end after 8.
import { describe, expect, test } from 'vitest';
import { game, type WtmState } from '../../../src/games/welcome-to-the-moon/rules';
import { placementPoints, seriesOver, standings } from '../../../src/games/welcome-to-the-moon/rules/series';
import type { SeriesResult } from '../../../src/games/welcome-to-the-moon/rules/series-types';
import { setupWith } from '../../../src/games/welcome-to-the-moon/rules/setup';
import { fresh } from './builders';
import { botStep, endingStep, finishAdventure, goOn, newSeries, seriesOptions } from './series-play';

describe('NOTES "Series": the setup option', () => {
  test.each([
    [{ series: true, adventure: 5 }, 3, { adventure: 1, series: true }],
    [{ series: true, astraLevel: 4 }, 1, { adventure: 1, astraLevel: 4, series: true }],
    [{ series: false, adventure: 5 }, 2, { adventure: 5 }],
    // A save made before the series existed has no `series` key: one adventure, as it was.
    [{ adventure: 3 }, 2, { adventure: 3 }],
    [{ adventure: 2, astraLevel: 2 }, 1, { adventure: 2, astraLevel: 2 }],
  ])('%j at %i players reads as %j (a series always starts with adventure 1)', (raw, seats, expected) => {
    expect(game.parseOptions(raw, seats)).toEqual(expected);
  });

  test('a series option that is not yes or no is refused', () => {
    expect(game.parseOptions({ series: 'yes' }, 2)).toBeNull();
  });

  test('a series starts on adventure 1 with no result yet; a single adventure keeps the state shape it had', () => {
    const s = newSeries(2);
    expect(s.options.adventure).toBe(1);
    expect(s.series).toEqual({ results: [] });
    expect(game.view(s, 0).series?.standings.map((st) => st.points)).toEqual([0, 0]);
    const single = fresh(2);
    expect('series' in single).toBe(false);
    expect('series' in game.view(single, 0)).toBe(false);
  });
});

describe('NOTES "Series": between two adventures', () => {
  const ending = endingStep(newSeries(3, 'between'));
  const ended = ending.after;

  test("the adventure's result is stored as its game-over status gave it, and every seat is asked to go on", () => {
    const result = ended.series?.results[0];
    expect(result?.adventure).toBe(1);
    const over = game.status({ ...ended, series: undefined, asks: [] } as WtmState);
    if (over.kind !== 'over') throw new Error('the adventure is over');
    expect(result?.scores).toEqual(over.scores.map((sc) => sc.total));
    expect(result?.ranking).toEqual(over.ranking);
    const st = game.status(ended);
    expect(st).toMatchObject({ kind: 'turn', active: [0, 1, 2], prompt: { code: 'prompt.series-next' } });
    expect(game.legalMoves(ended, 1)).toEqual([{ kind: 'nextAdventure' }]);
  });

  test('the last confirm of the adventure logs the reveal and the end of the adventure, not a game over', () => {
    const lines = game.describe(ending.before, ending.seat, { kind: 'confirm' }, ended).map((l) => l.code);
    expect(lines).toContain('log.wrote');
    expect(lines).toContain('log.series-adventure-end');
    expect(lines).not.toContain('log.game-over');
  });

  test('other moves are refused in words between adventures, and going on is refused during a turn', () => {
    expect(game.validate(ended, 0, { kind: 'confirm' })).toEqual({ code: 'error.series-between' });
    const s = newSeries(2);
    expect(game.validate(s, 0, { kind: 'nextAdventure' })?.code).toBe('error.not-now');
  });

  test('the next adventure waits for every seat, then is set up from the same generator', () => {
    const two = game.apply(game.apply(ended, 2, { kind: 'nextAdventure' }), 0, { kind: 'nextAdventure' });
    expect(game.status(two)).toMatchObject({ kind: 'turn', active: [1] });
    expect(game.view(two, 1).series?.ready).toEqual([0, 2]);
    const next = game.apply(two, 1, { kind: 'nextAdventure' });
    const expected = setupWith(3, { ...seriesOptions(3), adventure: 2 }, ended.rng);
    expect(next).toEqual({ ...expected, series: ended.series });
    expect(game.isCommit?.(two, { kind: 'nextAdventure' }, next)).toBe(true);
  });

  test("every seat's view shows the same series; drafts of the next adventure stay private", () => {
    const next = goOn(ended);
    const seen = [0, 1, 2, 'table' as const].map((v) => JSON.stringify(game.view(next, v).series));
    expect(new Set(seen).size).toBe(1);
    const chosen = botStep(next, 0);
    expect(chosen.drafts[0]).not.toBeNull();
    expect(game.view(chosen, 1).draft).toBeNull();
    expect(game.view(chosen, 1).seats[0]?.sheet).toEqual(chosen.sheets[0]);
  });
});

const result = (scores: number[], ranking: number[][]): SeriesResult => ({ adventure: 1, scores, ranking });

describe('NOTES "Series": placement points (a seat earns one point per seat finishing below it)', () => {
  test.each([
    [
      [30, 20, 10],
      [[0], [1], [2]],
      [2, 1, 0],
    ],
    [
      [20, 30, 20],
      [[1], [0, 2]],
      [0, 2, 0],
    ],
    [[50, 50], [[0, 1]], [0, 0]],
    [
      [9, 40, 40, 1],
      [[1, 2], [0], [3]],
      [1, 2, 2, 0],
    ],
    // Solo: a win against ASTRA (above 0) is a point; 0 is a loss, as in a single adventure.
    [[12], [[0]], [1]],
    [[0], [[0]], [0]],
    [[-7], [[0]], [0]],
  ])('scores %j ranked %j earn %j', (scores, ranking, expected) => {
    expect(placementPoints(result(scores, ranking))).toEqual(expected);
  });

  test('the ranking is by points, then by the summed scores; equal on both share a place', () => {
    const results = [result([100, 60, 60], [[0], [1, 2]]), result([20, 40, 10], [[1], [0], [2]])];
    // Points: seat 0 2+1 = 3, seat 1 0+2 = 2, seat 2 0+0 = 0.
    expect(standings(results, 3)).toEqual([
      { seat: 0, points: 3, sum: 120, place: 1 },
      { seat: 1, points: 2, sum: 100, place: 2 },
      { seat: 2, points: 0, sum: 70, place: 3 },
    ]);
    const even = [result([100, 10], [[0], [1]]), result([5, 30], [[1], [0]])];
    expect(standings(even, 2).map((st) => st.place)).toEqual([1, 2]);
    const same = [result([10, 20], [[1], [0]]), result([20, 10], [[0], [1]])];
    expect(standings(same, 2).map((st) => st.place)).toEqual([1, 1]);
  });
});

/** A series state after `results` (all eight: the game is over). */
function over(results: readonly SeriesResult[], seats: number): WtmState {
  return { ...newSeries(seats), series: { results }, asks: [] };
}

describe('NOTES "Series": the end after adventure 8', () => {
  const eight = (scores: (a: number) => number[], ranking: (a: number) => number[][]) =>
    [1, 2, 3, 4, 5, 6, 7, 8].map((a) => ({ ...result(scores(a), ranking(a)), adventure: a }) as SeriesResult);

  test('scores are placement points, one category and one chart point per adventure; summed scores break ties', () => {
    const results = eight(
      (a) => (a % 2 ? [50, 40] : [10, 30]),
      (a) => (a % 2 ? [[0], [1]] : [[1], [0]]),
    );
    const st = seriesOver(over(results, 2));
    expect(st.scores.map((sc) => sc.total)).toEqual([4, 4]);
    expect(st.scores[0]?.perRound).toEqual([1, 0, 1, 0, 1, 0, 1, 0]);
    // The results page names each row by its adventure, not "Round n".
    expect(st.roundLabels?.map((l) => l.code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((a) => `score.series-${a}`));
    expect(st.scores[0]?.categories.reduce((a, c) => a + c.value, 0)).toBe(4);
    // Summed: seat 0 4×50 + 4×10 = 240, seat 1 4×40 + 4×30 = 280.
    expect(st.ranking).toEqual([[1], [0]]);
    expect(st.tieBreak).toEqual({ code: 'tiebreak.series-sum' });
    expect(game.status(over(results, 2))).toEqual(st);
  });

  test.each([
    [[5, 5, 5, 5, 5, -1, -1, -1], 'verdict.series-solo-win', 5, 3],
    // Four each: the summed margin decides (here −4).
    [[1, 1, 1, 1, -2, -2, -2, 0], 'verdict.series-solo-loss', 4, 4],
    [[9, 9, 9, 9, -2, -2, -2, 0], 'verdict.series-solo-win', 4, 4],
  ])('solo margins %j: %s (%i won, %i lost)', (margins, code, wins, losses) => {
    const results = eight(
      (a) => [margins[a - 1] ?? 0],
      () => [[0]],
    );
    expect(seriesOver(over(results, 1)).verdict).toEqual({ code, params: { wins, losses } });
  });

  test('after the eighth adventure nothing is asked any more', () => {
    const seven = eight(
      () => [10, 5],
      () => [[0], [1]],
    ).slice(0, 7);
    const battle = {
      ...setupWith(2, { ...seriesOptions(2), adventure: 8 }, newSeries(2).rng),
      series: { results: seven },
    };
    const done = finishAdventure(battle);
    expect(done.series?.results.map((r) => r.adventure)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(done.asks).toEqual([]);
    expect(game.status(done).kind).toBe('over');
  });
});

test('NOTES "Series": the bot plays a whole solo series against ASTRA, adventures 1 to 8 in order', () => {
  let s = newSeries(1, 'bot-series', 2);
  for (let step = 0; game.status(s).kind !== 'over'; step++) {
    if (step > 4000) throw new Error('the series never ended');
    s = botStep(s, step);
  }
  expect(s.series?.results.map((r) => r.adventure)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  expect(s.options.astraLevel).toBe(2);
  const st = game.status(s);
  expect(st.kind === 'over' && st.verdict?.code.startsWith('verdict.series-solo-')).toBe(true);
});
