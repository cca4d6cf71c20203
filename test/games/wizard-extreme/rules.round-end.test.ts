// ラウンド終了 / ゲーム終了 (seeds/wizard-extreme.ja.txt): penalty per leftover seal, the black wizard, next round, winner.
import { describe, expect, test } from 'vitest';
import { game, type WeState } from '../../../src/games/wizard-extreme/rules';
import { scoreRound } from '../../../src/games/wizard-extreme/rules/scoring';
import { phase, play, playing, run, seals, turn } from './builders';

describe('ラウンド終了', () => {
  test.each([
    ['no seals left scores 0', seals(), 0],
    ['each coloured seal 2', seals({ red: 1, yellow: 1, green: 1 }), 6],
    ['each white seal 4', seals({ white: 2 }), 8],
    ['each black seal 3', seals({ black: 3 }), 9],
    ['all kinds add up', seals({ blue: 1, white: 1, black: 1 }), 9],
  ])('ラウンド終了: %s', (_rule, held, points) => {
    expect(scoreRound([held, seals(), seals()], null, 4)[0]?.total).toBe(points);
  });

  test.each([
    ['4 with no black seal given out', 0, 4, 4],
    ['1 less per black seal the others took', 3, 4, 1],
    ['never below 0', 6, 4, 0],
    ['base 5 with the 3-player option', 2, 5, 3],
  ])('ラウンド終了: the black wizard scores %s', (_rule, blacks, base, points) => {
    const others = [seals({ black: Math.min(blacks, 3) }), seals({ black: Math.max(0, blacks - 3) })];
    const scores = scoreRound([seals(), ...others], 0, base);
    expect(scores[0]).toMatchObject({ wizard: points, total: points });
  });

  function lastTrickOfRound(round: number, rounds = 6): WeState {
    const s = playing({ hands: ['y9', 'y2', 'y3'], seals: [seals({ yellow: 2 }), seals(), seals()], turn: 1 });
    return { ...s, round, rounds };
  }

  test('ラウンド終了: after the last card the round is scored, seals return and the dealer moves left', () => {
    const s = lastTrickOfRound(0);
    const after = run(s, ['y2', 'y3', 'y9'].map(play));
    expect(after.roundScores).toEqual([
      [
        { colored: 2, white: 0, black: 0, wizard: 0, total: 2 },
        { colored: 0, white: 0, black: 0, wizard: 0, total: 0 },
        { colored: 0, white: 0, black: 0, wizard: 0, total: 0 },
      ],
    ]);
    expect(after.round).toBe(1);
    expect(after.dealer).toBe((s.dealer + 1) % 3);
    expect(turn(after)).toBe((s.dealer + 2) % 3);
    expect(phase(after)).toBe('predict');
    expect(after.seals.every((h) => h.red + h.white + h.black === 0)).toBe(true);
    expect(after.hands.map((h) => h.length)).toEqual([15, 15, 15]);
    expect(after.wizard).toBeNull();
  });

  test('ゲーム終了: after the last round the lowest total wins; equal totals share the place', () => {
    const s = { ...lastTrickOfRound(5), roundScores: [] };
    const after = run(s, ['y2', 'y3', 'y9'].map(play));
    const st = game.status(after);
    expect(st).toMatchObject({ kind: 'over', lowerIsBetter: true, ranking: [[1, 2], [0]] });
    expect(st.kind === 'over' && st.tieBreak).toBeFalsy();
    expect(st.kind === 'over' && st.scores[0]?.categories).toEqual([
      { code: 'score.colored', value: 2 },
      { code: 'score.white', value: 0 },
      { code: 'score.black', value: 0 },
      { code: 'score.wizard', value: 0 },
    ]);
    expect(game.legalMoves(after, 0)).toEqual([]);
  });

  test('ゲーム終了: totals and perRound sum every round', () => {
    const r = (total: number) => ({ colored: total, white: 0, black: 0, wizard: 0, total });
    const s = {
      ...lastTrickOfRound(2, 3),
      roundScores: [
        [r(4), r(0), r(6)],
        [r(2), r(8), r(0)],
      ],
    };
    const st = game.status(run(s, ['y2', 'y3', 'y9'].map(play)));
    if (st.kind !== 'over') throw new Error('not over');
    expect(st.scores.map((x) => x.perRound)).toEqual([
      [4, 2, 2],
      [0, 8, 0],
      [6, 0, 0],
    ]);
    expect(st.scores.map((x) => x.total)).toEqual([8, 8, 6]);
    expect(st.ranking).toEqual([[2], [0, 1]]);
  });
});
