// The designer's variant (reference/wizard-extreme.md "Game length and winner" → "Official options"), option designerVariant.
import { describe, expect, test } from 'vitest';
import type { Seat } from '../../../src/engine/game';
import { canonicalJson } from '../../../src/engine/json';
import { game, type WeOptions, type WeState } from '../../../src/games/wizard-extreme/rules';
import type { RoundScore } from '../../../src/games/wizard-extreme/rules/types';
import { done, play, playing, predicting, run, seals, take, wizard } from './builders';

const VARIANT: WeOptions = { shortGame: false, wizardBase: 4, designerVariant: true };
const row = (totals: readonly number[]): RoundScore[] =>
  totals.map((total) => ({ colored: total, white: 0, black: 0, wizard: 0, total }));

/** A variant game at the start of `round`, with the given totals so far and earlier wizard rounds per seat. */
function variantAt(opts: {
  readonly totals: readonly number[];
  readonly times?: readonly number[];
  readonly round?: number;
  readonly base?: 4 | 5;
}): WeState {
  const seats = opts.totals.length;
  const s = game.setup(seats, { ...VARIANT, wizardBase: opts.base ?? 4 }, 'variant');
  const round = opts.round ?? 1;
  // All the points in the first finished round, zeros after: only the totals matter to the variant.
  const roundScores = Array.from({ length: round }, (_, i) => row(i === 0 ? opts.totals : opts.totals.map(() => 0)));
  return { ...s, round, roundScores, wizardTimes: opts.times ?? Array(seats).fill(0) };
}

/** The last trick of a round: seat 0 wins a yellow trick; `blacks` black seals are with seats 1 and 2. */
function lastTrickWithWizard(s: WeState, holder: Seat, blacks: number): WeState {
  const base = playing({
    hands: ['y9', 'y2', 'y3'],
    seals: [
      seals(holder === 0 ? {} : { yellow: 1 }),
      seals({ black: Math.min(blacks, 3) }),
      seals({ black: Math.max(0, blacks - 3) }),
    ],
    wizard: holder,
    turn: 1,
  });
  return {
    ...base,
    options: s.options,
    round: s.round,
    rounds: s.rounds,
    roundScores: s.roundScores,
    wizardTimes: s.wizardTimes,
  };
}

function wizardScore(s: WeState, holder: Seat, blacks: number): number | undefined {
  const after = run(lastTrickWithWizard(s, holder, blacks), ['y2', 'y3', 'y9'].map(play));
  return after.roundScores.at(-1)?.[holder]?.wizard;
}

describe('Official options: the designer variant as a setup option', () => {
  test('Official options: old option objects without the key read as the variant off, and replay the same game', () => {
    for (const seats of [3, 4, 5]) {
      const old = game.parseOptions({ shortGame: false, wizardBase: 4 }, seats);
      expect(old).toEqual(game.defaultOptions(seats));
      expect(old?.designerVariant).toBe(false);
      if (!old) throw new Error('unparsed');
      expect(canonicalJson(game.setup(seats, old, 'old'))).toBe(
        canonicalJson(game.setup(seats, game.defaultOptions(seats), 'old')),
      );
    }
    expect(game.parseOptions({ shortGame: true, wizardBase: 5 }, 3)).toMatchObject({ designerVariant: false });
  });

  test('Official options: the variant parses for every player count; a non-boolean is refused', () => {
    for (const seats of [3, 4, 5]) {
      expect(game.parseOptions({ designerVariant: true }, seats)).toEqual({ ...VARIANT });
    }
    expect(game.parseOptions({ designerVariant: 'yes' }, 3)).toBeNull();
    expect(game.parseOptions({ designerVariant: 1 }, 4)).toBeNull();
  });

  test('Official options: with the variant on, the short game no longer applies; the 3-player base 5 still does', () => {
    expect(game.parseOptions({ shortGame: true, wizardBase: 5, designerVariant: true }, 3)).toEqual({
      shortGame: false,
      wizardBase: 5,
      designerVariant: true,
    });
    expect(game.parseOptions({ shortGame: true, wizardBase: 5, designerVariant: true }, 4)).toEqual(VARIANT);
  });

  test.each([
    [3, 9],
    [4, 8],
    [5, 10],
  ])('Official options: "Play 9 / 8 / 10 rounds with 3 / 4 / 5 players": %i players play %i', (seats, rounds) => {
    expect(game.setup(seats, VARIANT, 'len').rounds).toBe(rounds);
    // Even if a short game reached setup unnormalised, the variant's count wins.
    expect(game.setup(seats, { ...VARIANT, shortGame: true }, 'len').rounds).toBe(rounds);
  });
});

describe('Official options: the black wizard costs 1 more each further time for the same player', () => {
  test.each([
    [4, 0, 0, 4],
    [4, 1, 0, 5],
    [4, 2, 0, 6],
    [4, 2, 2, 4],
    [4, 1, 6, 0],
    [5, 0, 0, 5],
    [5, 1, 1, 5],
  ] as const)(
    'Official options: base %i, held %i times before, %i black seals given out: scores %i',
    (base, times, blacks, points) => {
      // Seat 0 is in the middle of the table, so never clearly last.
      const s = variantAt({ totals: [5, 9, 0], times: [times, 0, 0], base });
      expect(wizardScore(s, 0, blacks)).toBe(points);
    },
  );

  test('Official options: the count is per player, and is kept at round end ("Mark the score cell")', () => {
    const s = variantAt({ totals: [5, 20, 0], times: [0, 0, 0] });
    const after = run(lastTrickWithWizard(s, 0, 0), ['y2', 'y3', 'y9'].map(play));
    expect(after.wizardTimes).toEqual([1, 0, 0]);
    expect(game.view(after, 1).wizardCosts).toEqual([5, 4, 4]);
  });

  test('Official options: the view shows every seat what the wizard would cost; null with the variant off', () => {
    const s = variantAt({ totals: [5, 9, 0], times: [2, 1, 0] });
    expect(game.view(s, 0).wizardCosts).toEqual([6, 4, 4]);
    expect(game.view(s, 'table').wizardTimes).toEqual([2, 1, 0]);
    const off = game.setup(3, game.defaultOptions(3), 'off');
    expect(game.view(off, 0).wizardCosts).toBeNull();
  });

  test('without the variant the wizard always costs the base, however often a player holds it', () => {
    const s = { ...variantAt({ totals: [5, 9, 0], times: [3, 0, 0] }), options: game.defaultOptions(3) };
    expect(wizardScore(s, 0, 0)).toBe(4);
  });
});

describe('Official options: "a player who is clearly last (most points) may always take it for 4"', () => {
  test('Official options: the seat alone with the highest total pays the base, however often it held the wizard', () => {
    const s = variantAt({ totals: [20, 9, 0], times: [3, 0, 0] });
    expect(game.view(s, 0).wizardCosts).toEqual([4, 4, 4]);
    expect(wizardScore(s, 0, 0)).toBe(4);
    expect(wizardScore({ ...s, options: { ...s.options, wizardBase: 5 } }, 0, 1)).toBe(4);
  });

  test('Official options: level on the highest total is not clearly last: the rising cost applies', () => {
    const s = variantAt({ totals: [20, 20, 0], times: [3, 0, 0] });
    expect(wizardScore(s, 0, 0)).toBe(7);
  });

  test('Official options: in the first round nobody is last (all level), so repeats are the only question', () => {
    const s = game.setup(4, VARIANT, 'first');
    expect(game.view(s, 0).wizardCosts).toEqual([4, 4, 4, 4]);
  });
});

describe('Official options: "In the final round, the leader may not take the black magician if that would secure first place"', () => {
  // The wizard scores at most its cost, nobody scores below 0: a lead of at least the cost secures first place.
  test('Official options: final round, lead 4 over the nearest with cost 4: refused with a clear error', () => {
    const s = predicting(variantAt({ totals: [10, 14, 20], round: 8 }), 0);
    expect(s.round).toBe(s.rounds - 1);
    expect(game.validate(s, 0, wizard)).toEqual({ code: 'error.wizard-secures-win', params: { lead: 4, cost: 4 } });
    expect(game.legalMoves(s, 0)).not.toContainEqual(wizard);
    // Predicting is still open to the leader.
    expect(run(s, [take('red'), done]).seals[0]).toMatchObject({ red: 1 });
  });

  test('Official options: final round, a lead smaller than the cost leaves the wizard open', () => {
    const s = predicting(variantAt({ totals: [10, 13, 20], round: 8 }), 0);
    expect(game.validate(s, 0, wizard)).toBeNull();
    expect(game.legalMoves(s, 0)).toContainEqual(wizard);
  });

  test('Official options: the rising cost counts: a repeat wizard (cost 6) with a lead of 5 may take it', () => {
    const s = predicting(variantAt({ totals: [10, 15, 20], times: [2, 0, 0], round: 8 }), 0);
    expect(game.validate(s, 0, wizard)).toBeNull();
    const again = { ...s, wizardTimes: [0, 0, 0] };
    expect(game.validate(again, 0, wizard)).toMatchObject({ code: 'error.wizard-secures-win' });
  });

  test('Official options: only the final round, only the leader, only with the variant', () => {
    const notFinal = predicting(variantAt({ totals: [0, 14, 20], round: 7 }), 0);
    expect(game.validate(notFinal, 0, wizard)).toBeNull();
    const other = predicting(variantAt({ totals: [0, 14, 20], round: 8 }), 1);
    expect(game.validate(other, 1, wizard)).toBeNull();
    const off = { ...notFinal, round: 5, rounds: 6, options: game.defaultOptions(3) };
    expect(game.validate(off, 0, wizard)).toBeNull();
  });
});
