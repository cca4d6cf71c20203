// The kit's tree perft (issue 29: one general perft for every game, not a copy in one game's tests), on a game
// small enough to count by hand: take 1 or 2 stones from a pile, the game ends when the pile is empty.
import { expect, test } from 'vitest';
import type { Game, Seat, Status } from '../../src/engine/game';
import { treePerft } from '../support/contract/perft';

type Pile = { readonly stones: number; readonly turn: Seat };
type Take = { readonly take: 1 | 2 };

const nim: Pick<Game<Pile, Take, unknown, unknown>, 'status' | 'legalMoves' | 'apply'> = {
  status: (s): Status =>
    s.stones === 0
      ? { kind: 'over', scores: [], lowerIsBetter: false, ranking: [[s.turn === 0 ? 1 : 0], [s.turn]] }
      : { kind: 'turn', active: [s.turn], prompt: { code: 'take' } },
  legalMoves: (s) => (s.stones >= 2 ? [{ take: 1 }, { take: 2 }] : s.stones === 1 ? [{ take: 1 }] : []),
  apply: (s, _seat, m) => ({ stones: s.stones - m.take, turn: s.turn === 0 ? 1 : 0 }),
};

test('counts the move sequences of each length, a finished game ending its branch', () => {
  const four: Pile = { stones: 4, turn: 0 };
  // By hand, from 4: two moves; 1+1, 1+2, 2+1, 2+2; of three 1+1+1, 1+1+2, 1+2+1, 2+1+1 (2+2 ended the game);
  // of four only 1+1+1+1.
  expect([0, 1, 2, 3, 4].map((d) => treePerft(nim, four, d))).toEqual([1, 2, 4, 4, 1]);
  expect(treePerft(nim, { stones: 0, turn: 0 }, 2)).toBe(0);
});
