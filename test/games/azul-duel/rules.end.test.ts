// Seed "4.3 準備フェイズ" and "5. ゲーム終了": the next round, the end after round 5, tablets and the tie-break.
import { describe, expect, test } from 'vitest';
import { game } from '../../../src/games/azul-duel/rules';
import { tabletPoints } from '../../../src/games/azul-duel/rules/tablets';
import type { WallTile } from '../../../src/games/azul-duel/rules/types';
import { board, phaseOf, tiling, turnOf } from './builders';

describe('seed 4.3 preparing the next round', () => {
  test('the start-player tile’s holder starts; workshops are refilled; chips go back under the small moons', () => {
    const s = tiling(board(), { startTile: 1, round: 2 });
    const t = game.apply(s, 0, { kind: 'endChips' });
    expect(t.round).toBe(3);
    expect(phaseOf(t)).toBe('acquire');
    expect(turnOf(t)).toBe(1);
    expect(t.startPlayer).toBe(1);
    expect(t.startTile).toBeNull();
    expect(t.workshops.map((w) => w.sun.length)).toEqual([5, 4, 4, 4, 4]);
    expect(t.workshops.slice(1).every((w) => w.chip?.faceUp === false)).toBe(true);
    expect(t.boards.map((b) => b.tokensUsed)).toEqual([0, 0]);
  });

  test('an empty bag is refilled from the tower', () => {
    const s = tiling(board(), { bag: [], tower: Array(30).fill('red') });
    const t = game.apply(s, 0, { kind: 'endChips' });
    expect(t.workshops.flatMap((w) => w.sun)).toHaveLength(21);
    expect(t.bag.length + t.tower.length).toBe(9);
  });
});

const full = (cells: readonly number[]): WallTile[] => {
  const w: WallTile[] = Array(36).fill(null);
  for (const i of cells) w[i] = 'blue';
  return w;
};
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('seed 5.2 the scoring tablets', () => {
  test.each([
    ['1: a full row scores 3', 1, range(6), 3],
    ['2: a full column scores 7', 2, range(6).map((r) => r * 6), 7],
    ['3: a full diagonal scores 10', 3, range(6).map((i) => i * 7), 10],
    ['3: both diagonals score 20', 3, [...range(6).map((i) => i * 7), ...range(6).map((i) => i * 5 + 5)], 20],
    ['5: outer ring tiles score 1 each', 5, [0, 1, 14, 35], 3],
  ] as const)('%s', (_name, id, cells, points) => {
    expect(tabletPoints({ ...board(), wall: full(cells) }, id)).toBe(points);
  });

  test('7: each empty special cell costs 3; 4: wilds score 2 each only when all are filled', () => {
    const b = board({
      plates: [
        [0, 0, 0],
        [1, 1, 0],
      ],
    });
    expect(tabletPoints(b, 7)).toBe(-3);
    expect(tabletPoints(b, 4)).toBe(0);
    expect(tabletPoints({ ...b, wall: full([2]) }, 4)).toBe(2);
  });

  test('6: corner plates completed: top 3, bottom 8', () => {
    const b = board({
      plates: [
        [0, 0, 0],
        [8, 1, 0],
      ],
    });
    expect(tabletPoints({ ...b, wall: full([0, 1, 6, 7, 28, 29, 34, 35]) }, 6)).toBe(11);
  });

  test('8: a row with 5 different colours scores 4 (special tiles have no colour)', () => {
    const wall: WallTile[] = Array(36).fill(null);
    ['blue', 'turquoise', 'yellow', 'red', 'special', 'black'].forEach((c, i) => {
      wall[i] = c as WallTile;
    });
    expect(tabletPoints({ ...board(), wall }, 8)).toBe(4);
  });
});

describe('seed 5.1 / 5.3 the end of the game', () => {
  test('after round 5 the game ends and the tablets are scored', () => {
    const b0 = board({
      wall: { '0,0': 'blue', '0,1': 'blue', '0,2': 'blue', '0,3': 'blue', '0,4': 'blue', '0,5': 'blue' },
    });
    const t = game.apply(tiling(b0, { round: 5 }), 0, { kind: 'endChips' });
    expect(phaseOf(t)).toBe('over');
    const st = game.status(t);
    expect(st.kind).toBe('over');
    if (st.kind !== 'over') return;
    expect(st.scores[0]?.categories).toContainEqual({ code: 'score.tablets', value: 3 });
    expect(st.ranking).toEqual([[0], [1]]);
  });

  test('a tie goes to the holder of the start-player tile', () => {
    const t = game.apply(tiling(board(), { round: 5, startTile: 1 }), 0, { kind: 'endChips' });
    const st = game.status(t);
    expect(st).toMatchObject({ kind: 'over', ranking: [[1], [0]], tieBreak: { code: 'tiebreak.start-tile' } });
  });
});
