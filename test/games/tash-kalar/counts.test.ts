// "Perft" for Tash-Kalar: legal-move counts along fixed seeded walks, recorded once to catch changes to move generation.
import { expect, test } from 'vitest';
import { type Rng, randomInt, seedRng } from '../../../src/engine/random';
import { game } from '../../../src/games/tash-kalar/rules';
import type { Mode } from '../../../src/games/tash-kalar/rules/types';

function walk(mode: Mode, seed: string, steps: number): string {
  let s = game.setup(2, { mode, decks: ['imperial', 'highland'] }, seed);
  let rng: Rng = seedRng(`walk-${seed}`);
  const counts: number[] = [];
  for (let i = 0; i < steps; i++) {
    const st = game.status(s);
    if (st.kind === 'over') break;
    const seat = st.active[0] ?? 0;
    const legal = game.legalMoves(s, seat);
    counts.push(legal.length);
    // Prefer summons and effects so the walk reaches interesting positions.
    const rich = legal.filter((m) => m.kind === 'summon' || m.kind === 'choose');
    const pool = rich.length > 0 ? rich : legal;
    const [j, next] = randomInt(rng, pool.length);
    rng = next;
    const m = pool[j];
    if (!m) break;
    s = game.apply(s, seat, m);
  }
  return counts.join(' ');
}

test('depth-1 and depth-2 counts from the opening position', () => {
  const s = game.setup(2, game.defaultOptions(2), 'perft');
  const first = game.legalMoves(s, 0);
  // 69 empty squares to place on; nothing to summon on an empty board; 3 being cards to discard.
  expect(first.filter((m) => m.kind === 'place')).toHaveLength(69);
  expect(first.filter((m) => m.kind === 'summon')).toHaveLength(0);
  expect(first.filter((m) => m.kind === 'discard').length).toBeLessThanOrEqual(3);
  const second = first.reduce((n, m) => n + game.legalMoves(game.apply(s, 0, m), 1).length, 0);
  expect(second).toBeGreaterThan(69 * 68);
});

// Recorded once and written here, not in a snapshot file (`vitest -u` would rewrite a snapshot without review). A
// change means move generation changed: check it is meant, bump game.version if saves would replay differently.
test.each([
  [
    'highForm',
    'perft-a',
    '72 71 70 69 68 67 66 65 64 6 5 4 3 2 64 63 62 61 60 59 58 57 57 3 55 55 54 54 4 51 51 50 52 9 47 47 46 46 21 20 682 44 42 649 649 41 40 615 617 43 42 45 9 9 41 38 39 598 598 598',
  ],
  [
    'highForm',
    'perft-b',
    '72 71 70 69 68 67 66 65 64 63 62 61 60 59 6 5 4 3 56 58 57 56 55 54 53 52 51 50 49 48 47 46 45 44 43 44 6 41 41 40 615 615 40 615 2 42 40 40 39 636 58 62 600 2 598 598 604 9 6 601',
  ],
  [
    'deathmatch',
    'perft-a',
    '2 70 6 70 69 68 67 66 6 5 4 3 2 63 65 64 63 62 61 60 59 58 57 56 6 56 55 54 53 6 5 54 23 22 49 51 8 7 46 69 2 45 46 52 120 43 48 6 47 5 6 42 42 53 47 43 3 2 639 2',
  ],
  [
    'deathmatch',
    'perft-b',
    '2 70 69 68 67 66 65 64 63 62 61 60 59 58 58 9 55 55 54 57 3 18 54 56 7 6 52 2 12 9 9 8 51 49 68 2 63 58 59 48 47 52 4 3 48 43 45 44 2 68 8 46 6 4 45 2 43 2 54 47',
  ],
] as const)('%s walk %s keeps its recorded counts', (mode, seed, counts) => {
  expect(walk(mode, seed, 60)).toBe(counts);
});
