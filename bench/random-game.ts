// A seeded random game of any registered game (uniform over the legal moves), step by step: the storage bench's
// moves and the import bench's file.

import type { AnyGame, Seat } from '../src/engine/game';
import { randomInt, seedRng } from '../src/engine/random';
import { play } from '../src/engine/session';

export interface Step {
  readonly seat: Seat;
  readonly move: unknown;
  readonly commit: boolean;
  readonly after: unknown;
  readonly over: boolean;
}

/** The setup state and up to `limit` steps (fewer when the game ends first). */
export function randomGame(
  game: AnyGame,
  seats: number,
  seed: string,
  limit: number,
): { start: unknown; steps: Step[] } {
  const start = game.setup(seats, game.defaultOptions(seats), seed);
  let s = start;
  let rng = seedRng(`${seed}/moves`);
  const steps: Step[] = [];
  while (steps.length < limit) {
    const st = game.status(s);
    if (st.kind === 'over') break;
    const seat = st.active[0] ?? 0;
    const legal = game.legalMoves(s, seat);
    const [i, next] = randomInt(rng, legal.length);
    rng = next;
    const result = play(game, s, seat, legal[i]);
    if (!result.ok) throw new Error(`${game.id}: a listed move was refused (${result.error.code})`);
    s = result.value.state;
    steps.push({ seat, move: legal[i], commit: result.value.commit, after: s, over: game.status(s).kind === 'over' });
  }
  return { start, steps };
}
