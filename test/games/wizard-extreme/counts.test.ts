// Legal-move counts at two fixed points of a round (the seeded perft walks are in contract.<n>p.test.ts).
import { expect, test } from 'vitest';
import { game } from '../../../src/games/wizard-extreme/rules';
import { turn } from './builders';

test('the first prediction offers 5 colours, the black wizard and “done”: 7 moves', () => {
  const s = game.setup(4, game.defaultOptions(4), 'first');
  expect(game.legalMoves(s, turn(s))).toHaveLength(7);
  expect(game.legalMoves(s, (turn(s) + 1) % 4)).toEqual([]);
});

test('the first lead offers the whole hand: 15 moves', () => {
  let s = game.setup(3, game.defaultOptions(3), 'lead');
  for (let i = 0; i < 3; i++) s = game.apply(s, turn(s), { kind: 'endPrediction' });
  expect(game.legalMoves(s, turn(s))).toHaveLength(15);
});
