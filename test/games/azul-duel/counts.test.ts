// Legal-move counts of the first decisions (the seeded perft walks are in contract.test.ts).
import { expect, test } from 'vitest';
import { game } from '../../../src/games/azul-duel/rules';
import { acquiring, turnOf } from './builders';

test('seed 3.10: the opening offers the 3 face-up plates, then 9 slots x 4 turns', () => {
  const s = game.setup(2, game.defaultOptions(2), 'first');
  expect(game.legalMoves(s, turnOf(s))).toHaveLength(3);
  expect(game.legalMoves(s, 1 - turnOf(s))).toEqual([]);
});

test('seed 4.1: the first turn of round 1: 3 plates + a blind draw + each sun colour per workshop + no moon, no chip', () => {
  const s = acquiring('first');
  const sunColours = s.workshops.reduce((n, w) => n + new Set(w.sun).size, 0);
  expect(game.legalMoves(s, turnOf(s))).toHaveLength(4 + sunColours);
});
