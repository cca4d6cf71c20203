// "Perft" for Welcome to the Moon: legal-move counts along fixed seeded walks, recorded once to catch changes to move generation.
import { expect, test } from 'vitest';
import { type Rng, randomInt, seedRng } from '../../../src/engine/random';
import { game, type WtmMove } from '../../../src/games/welcome-to-the-moon/rules';

// Recorded with version 1 of the rules (The Launch); a change here means move generation changed (bump game.version).
const WALKS = [
  [
    1,
    'perft-a',
    // One seat is solo against ASTRA: six ordered pairs instead of three combinations.
    '6 14 2 6 12 2 6 12 2 6 10 8 50 2 6 3 2 4 6 2 4 2 2 4 6 2 4 9 2 4 7 2 6 6 2 3 2 2 4 10 2 2 4 2 6 2 2 10 11 2 3 5 2 2 6 2 6 5 2 7',
  ],
  [
    2,
    'perft-a',
    '3 19 2 3 14 2 3 6 2 3 12 2 3 7 2 3 7 2 3 11 2 3 12 2 3 7 2 3 5 2 3 3 2 3 10 8 48 2 3 8 2 3 13 2 3 9 2 3 11 2 3 6 2 3 12 2 1 11 2 3',
  ],
  [
    4,
    'perft-b',
    '3 17 2 3 15 2 3 15 2 3 17 2 3 11 2 3 12 2 3 15 2 3 19 2 3 13 2 3 17 2 3 6 2 3 15 2 3 13 2 3 9 2 3 18 2 3 13 2 3 7 2 3 8 2 3 10 49 2 3 6',
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
    const all = game.legalMoves(s, seat);
    counts.push(all.length);
    const legal = all.filter((m) => m.kind !== 'cancel');
    const [i, next] = randomInt(rng, legal.length);
    rng = next;
    s = game.apply(s, seat, legal[i] as WtmMove);
  }
  expect(counts.join(' ')).toBe(recorded);
});

test('a new turn offers the three combinations (all writable on an empty sheet) and nothing else', () => {
  const s = game.setup(3, game.defaultOptions(3), 'first');
  expect(game.legalMoves(s, 1)).toEqual([0, 1, 2].map((combo) => ({ kind: 'choose', combo })));
});
