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

test.each([
  ['highForm', 'perft-a'],
  ['highForm', 'perft-b'],
  ['deathmatch', 'perft-a'],
  ['deathmatch', 'perft-b'],
] as const)('%s walk %s keeps its recorded counts', (mode, seed) => {
  expect(walk(mode, seed, 60)).toMatchSnapshot();
});
