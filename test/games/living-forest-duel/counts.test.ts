// "Perft" for Living Forest Duel: legal-move counts along fixed seeded walks, recorded to catch changes to move generation.
import { expect, test } from 'vitest';
import { type Rng, randomInt, seedRng } from '../../../src/engine/random';
import { game } from '../../../src/games/living-forest-duel/rules';

function walk(seed: string): string {
  let s = game.setup(2, game.defaultOptions(2), seed);
  let rng: Rng = seedRng(`walk-${seed}`);
  const counts: number[] = [];
  for (let step = 0; step < 80; step++) {
    const st = game.status(s);
    if (st.kind === 'over') break;
    const seat = st.active[0] ?? -1;
    const legal = game.legalMoves(s, seat);
    counts.push(legal.length);
    const [i, next] = randomInt(rng, legal.length);
    rng = next;
    s = game.apply(s, seat, legal[i] ?? { kind: 'pass' });
  }
  return counts.join(' ');
}

// Recorded with version 1 of the rules; a change here means move generation changed (bump game.version).
const WALKS: readonly (readonly [string, string])[] = [
  [
    'perft-a',
    '1 3 2 2 1 3 3 4 3 1 3 3 2 2 1 3 3 2 1 4 3 3 2 3 3 2 1 4 3 4 5 3 3 9 3 3 1 3 2 4 4 2 3 3 1 3 3 2 3 3 2 1 3 2 1 4 3 2 1 3 3 1 3 3 3 6 2 2 1 1 3 2 3 2 1 1 1 1 5 2',
  ],
  [
    'perft-b',
    '1 3 3 2 1 2 3 3 5 3 1 3 4 3 3 2 3 1 3 3 5 5 1 4 3 4 4 2 3 1 4 4 3 2 3 3 5 1 3 3 2 4 1 2 3 4 5 4 5 12 1 1 1 3 2 2 2 2 1 1 1 4 2 3 3 1 3 4 4 4 2 3 4 2 4 4 3 1 1 3',
  ],
  [
    'perft-c',
    '1 3 2 2 3 1 3 4 4 4 2 1 3 2 3 3 3 4 3 3 1 3 2 2 1 2 3 2 2 1 3 5 4 2 3 2 4 1 4 4 3 2 1 3 1 3 3 2 4 4 3 4 3 1 4 4 4 4 3 3 2 1 1 2 1 1 1 4 4 4 3 1 1 3 2 3 1 3 2 3',
  ],
];

test.each(WALKS)('seed %s: legal-move counts along a seeded walk', (seed, recorded) => {
  expect(walk(seed)).toBe(recorded);
});

test('the first turn offers only a reveal (the shared line is empty)', () => {
  const s = game.setup(2, game.defaultOptions(2), 'first');
  expect(game.legalMoves(s, 0)).toEqual([{ kind: 'reveal' }]);
  expect(game.legalMoves(s, 1)).toEqual([]);
});
