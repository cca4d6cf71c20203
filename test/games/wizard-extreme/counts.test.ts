// "Perft" for Wizard Extreme: legal-move counts along fixed seeded walks, recorded once to catch changes to move generation.
import { expect, test } from 'vitest';
import { type Rng, randomInt, seedRng } from '../../../src/engine/random';
import { game } from '../../../src/games/wizard-extreme/rules';
import { turn } from './builders';

// Recorded with version 1 of the rules; a change here means move generation changed (bump game.version).
const WALKS = [
  [
    3,
    'perft-a',
    '7 6 7 6 6 6 7 15 2 5 14 4 3 13 2 1 12 4 1 11 1 11 10 3 4 9 3 2 8 1 2 7 3 2 6 2 6 5 2 1 4 4 4 3 2 2 2 2 2 1 1 1 7 6 6 6 7 7 6 6',
  ],
  [
    3,
    'perft-b',
    '7 6 6 6 6 6 5 5 7 7 6 6 6 6 15 2 2 14 5 1 13 5 1 12 1 5 11 11 2 10 10 2 3 9 2 9 8 2 3 7 3 7 6 6 6 5 2 5 4 4 3 3 3 3 1 2 2 2 1 1',
  ],
  [
    4,
    'perft-a',
    '7 6 7 6 6 6 7 7 6 6 6 6 7 7 6 6 5 15 2 3 3 2 14 3 3 4 13 3 1 2 12 3 2 5 11 11 1 1 10 2 1 4 9 2 6 9 8 1 5 8 7 7 4 7 6 5 6 3 5 5',
  ],
  [
    4,
    'perft-b',
    '7 6 6 6 6 6 5 5 7 7 6 6 6 6 9 1 15 3 1 5 14 3 3 3 13 3 2 2 2 12 1 2 3 11 4 1 1 10 10 10 5 3 9 9 1 2 8 2 8 8 2 7 7 7 1 6 6 6 6 5',
  ],
  [
    5,
    'perft-a',
    '7 6 7 6 6 6 7 7 6 6 6 6 7 7 6 6 5 9 7 7 7 6 6 6 5 5 5 15 2 3 4 2 14 2 5 2 4 13 1 3 1 1 12 1 4 4 3 11 4 4 3 1 10 10 2 3 3 9 2 1',
  ],
  [
    5,
    'perft-b',
    '7 6 6 6 6 6 5 5 7 7 6 6 6 6 9 1 8 8 7 7 15 3 4 3 2 14 2 2 3 2 2 13 2 4 4 3 12 6 2 1 2 11 1 11 1 1 10 2 1 1 3 9 1 1 6 5 8 3 2 2',
  ],
] as const;

test.each(WALKS)('%i players, seed %s: legal-move counts along a seeded walk', (seats, seed, recorded) => {
  let s = game.setup(seats, game.defaultOptions(seats), seed);
  let rng: Rng = seedRng(`walk-${seed}`);
  const counts: number[] = [];
  for (let step = 0; step < 60; step++) {
    const st = game.status(s);
    if (st.kind === 'over') break;
    const seat = st.active[0] ?? -1;
    const legal = game.legalMoves(s, seat);
    counts.push(legal.length);
    const [i, next] = randomInt(rng, legal.length);
    rng = next;
    s = game.apply(s, seat, legal[i] ?? legal[0] ?? { kind: 'endPrediction' });
  }
  expect(counts.join(' ')).toBe(recorded);
});

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
