// "Perft": legal-move counts along a fixed seeded walk, compared with the counts the game's test writes inline.

import type { Game } from '../../../src/engine/game';
import { type Rng, randomInt, seedRng } from '../../../src/engine/random';
import { fail, guarded, type Where } from './failure';
import type { PerftWalk, Resolved } from './spec';

/** The counts before each ply; the walk is the one the games' counts.test.ts files used, so their numbers carry over. */
export function perftCounts<S, M, O, V>(spec: Resolved<S, M, O, V>, walk: PerftWalk<O>, where: Where): number[] {
  const { game } = spec;
  const options = walk.options ?? game.defaultOptions(walk.seats);
  let s = guarded(where, 'setup', () => game.setup(walk.seats, options, walk.seed));
  let rng: Rng = seedRng(`walk-${walk.seed}`);
  const counts: number[] = [];
  for (where.step = 0; where.step < walk.plies; where.step++) {
    const st = game.status(s);
    if (st.kind === 'over') break;
    const seat = st.active[0] ?? -1;
    const legal = guarded(where, `legalMoves(s, ${seat})`, () => game.legalMoves(s, seat));
    counts.push(legal.length);
    if (legal.length === 0) break;
    const [i, next] = randomInt(rng, legal.length);
    rng = next;
    const move = legal[i] as M;
    s = guarded(where, 'apply', () => game.apply(s, seat, move));
  }
  return counts;
}

export function checkPerft<S, M, O, V>(spec: Resolved<S, M, O, V>, walk: PerftWalk<O>): void {
  const options = walk.options ?? spec.game.defaultOptions(walk.seats);
  const where: Where = { gameId: spec.game.id, seats: walk.seats, options, seed: walk.seed, step: 0 };
  const got = perftCounts(spec, walk, where);
  const at = got.findIndex((n, i) => n !== walk.expected[i]);
  const differs = at >= 0 || got.length !== walk.expected.length;
  if (!differs) return;
  where.step = at >= 0 ? at : Math.min(got.length, walk.expected.length);
  fail(
    where,
    `perft counts changed (move generation changed: bump game.version and write the new counts)\n` +
      `  expected ${walk.expected.join(' ')}\n  got      ${got.join(' ')}`,
  );
}

/**
 * A tree perft: how many move sequences of `depth` plies lead on from `s` (the first active seat moving each ply;
 * a finished game ends a sequence early and counts 0 below it). The game's test writes the counts inline, so a
 * change to move generation shows in review; `vitest -u` cannot rewrite them.
 */
export function treePerft<S, M, O, V>(
  game: Pick<Game<S, M, O, V>, 'status' | 'legalMoves' | 'apply'>,
  s: S,
  depth: number,
): number {
  if (depth === 0) return 1;
  const st = game.status(s);
  if (st.kind === 'over') return 0;
  const seat = st.active[0] ?? -1;
  const legal = game.legalMoves(s, seat);
  if (depth === 1) return legal.length;
  let n = 0;
  for (const m of legal) n += treePerft(game, game.apply(s, seat, m), depth - 1);
  return n;
}
