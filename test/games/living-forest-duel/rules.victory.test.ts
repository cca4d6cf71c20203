// ゲーム目的: the four victory conditions, each checked the moment it happens; the result names the condition.
import { describe, expect, test } from 'vitest';
import { game, type LfState } from '../../../src/games/living-forest-duel/rules';
import { hasThreeByThree } from '../../../src/games/living-forest-duel/rules/forest';
import { acting, forestOf, id, position, run, seatPatch } from './builders';

function over(s: LfState) {
  const st = game.status(s);
  if (st.kind !== 'over') throw new Error('not over');
  return st;
}

describe('victory (seed ==ゲーム目的==)', () => {
  test('8 fire tokens win at once, and the result names the condition', () => {
    const s = run(acting('water', 2, seatPatch(position({}), 0, { fire: 7 })), [{ kind: 'extinguish', clearing: 2 }]);
    const st = over(s);
    expect(st.ranking).toEqual([[0], [1]]);
    expect(st.scores[0]?.categories).toContainEqual({ code: 'score.fire', value: 1 });
    expect(st.scores[0]?.total).toBe(1);
    expect(st.scores[1]?.total).toBe(0);
  });
  test('with the 7-token option, 7 are enough', () => {
    const base = { ...seatPatch(position({}), 0, { fire: 6 }), options: { fireTarget: 7 as const, redeal: false } };
    expect(run(acting('water', 2, base), [{ kind: 'extinguish', clearing: 2 }]).won).toBe('fire');
  });
  test('a 3x3 block of forest cards (the lake is one of them) wins', () => {
    const eight: [number, number, string][] = [
      [-1, -1, 'a'],
      [0, -1, 'a'],
      [1, -1, 'a'],
      [-1, 0, 'a'],
      [1, 0, 'a'],
      [-1, 1, 'a'],
      [0, 1, 'a'],
      [1, 1, 'a'],
    ];
    expect(hasThreeByThree(forestOf(eight))).toBe(true);
    expect(hasThreeByThree(forestOf(eight.slice(1)))).toBe(false);
  });
  test('planting the ninth card of a 3x3 wins the moment it is placed', () => {
    // Every card links to the lake: the middle column and row touch it, corners hang off the side columns.
    const forest = forestOf([
      [0, -1, 'sun-2'],
      [0, 1, 'water-2'],
      [-1, 0, 'sun-4'],
      [1, 0, 'water-4'],
      [-1, -1, 'plant-5'],
      [-1, 1, 'plant-1'],
      [1, -1, 'wind-6'],
    ]);
    let s = acting('plant', 9, { ...position({}), trees: { sun: [], water: [], plant: [], wind: ['wind-2'] } });
    s = seatPatch(s, 0, { forest });
    const moves = game.legalMoves(s, 0).filter((m) => m.kind === 'plant' && m.x === 1 && m.y === 1);
    expect(moves).toHaveLength(1);
    const won = run(s, [{ kind: 'plant', pile: 'wind', x: 1, y: 1 }]);
    expect(won.won).toBe('forest');
    expect(over(won).scores[0]?.categories).toContainEqual({ code: 'score.forest', value: 1 });
  });
  test('a recruitment line of only your season wins once it is refilled', () => {
    const base = { ...position({}), recruit: [101, 102, 103, 104, 105, id('wolf'), 107] };
    // The wolf costs the whole 3: the action ends, the slot refills from Summer's pile, and Summer wins.
    const s = run(acting('sun', 3, base), [{ kind: 'recruit', slot: 5 }]);
    expect([s.winner, s.won]).toEqual([0, 'recruitment']);
  });
  test('the Stag still in the line blocks that victory', () => {
    const base = { ...position({}), recruit: [101, 102, 103, 0, 105, id('wolf'), 107] };
    const s = run(acting('sun', 3, base), [{ kind: 'recruit', slot: 5 }]);
    expect(game.status(s).kind).not.toBe('over');
  });
  test('the Onibi past the opponent’s end while they hold the Onibi card wins', () => {
    const s = run(acting('wind', 4, { ...position({}), onibiCard: 1 }), [{ kind: 'advance', steps: 4 }]);
    expect(over(s).scores[0]?.categories).toContainEqual({ code: 'score.onibi', value: 1 });
  });
  test('no moves are offered once the game is over', () => {
    const s = run(acting('wind', 4, { ...position({}), onibiCard: 1 }), [{ kind: 'advance', steps: 4 }]);
    expect(game.legalMoves(s, 0)).toEqual([]);
    expect(game.legalMoves(s, 1)).toEqual([]);
  });
});
