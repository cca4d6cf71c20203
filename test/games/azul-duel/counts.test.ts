// "Perft" for Azul Duel: legal-move counts along fixed seeded walks, recorded once to catch changes to move generation.
import { expect, test } from 'vitest';
import { type Rng, randomInt, seedRng } from '../../../src/engine/random';
import { game } from '../../../src/games/azul-duel/rules';
import { acquiring, turnOf } from './builders';

// Recorded with version 1 of the rules; a change here means move generation changed (bump game.version).
const WALKS = [
  [
    'perft-a',
    '3 36 3 36 21 7 3 2 18 7 2 16 7 3 2 13 6 2 11 6 2 8 5 7 5 8 5 8 5 8 4 9 32 9 4 9 3 8 7 2 7 3 7 28 7 32 3 6 3 2 1 6 28 2 2 2 1 2 20 3',
  ],
  [
    'perft-b',
    '3 36 3 36 22 7 4 3 2 18 7 2 16 7 16 7 3 2 12 32 12 7 12 28 12 32 8 11 5 2 5 7 2 7 28 3 6 3 6 3 6 3 4 3 6 3 2 5 2 4 3 5 3 3 3 2 3 1 4 4',
  ],
  [
    'perft-c',
    '3 36 3 36 20 32 20 7 19 7 2 16 32 16 7 2 14 28 14 5 3 2 6 6 3 2 6 28 2 5 4 4 4 5 3 3 3 3 4 3 2 2 3 3 2 1 4 1 21 4 3 2 18 5 17 24 17 5 2 15',
  ],
] as const;

test.each(WALKS)('seed %s: legal-move counts along a seeded walk', (seed, recorded) => {
  let s = game.setup(2, game.defaultOptions(2), seed);
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
    s = game.apply(s, seat, legal[i] ?? legal[0] ?? { kind: 'pass' });
  }
  expect(counts.join(' ')).toBe(recorded);
});

test('the opening offers the 3 face-up plates, then 9 slots x 4 turns', () => {
  const s = game.setup(2, game.defaultOptions(2), 'first');
  expect(game.legalMoves(s, turnOf(s))).toHaveLength(3);
  expect(game.legalMoves(s, 1 - turnOf(s))).toEqual([]);
});

test('the first turn of round 1: 3 plates + a blind draw + each sun colour per workshop + no moon, no chip', () => {
  const s = acquiring('first');
  const sunColours = s.workshops.reduce((n, w) => n + new Set(w.sun).size, 0);
  expect(game.legalMoves(s, turnOf(s))).toHaveLength(4 + sunColours);
});
