// A seeded random game of any registered game (uniform over the legal moves), step by step: the storage bench's
// moves and the import bench's file.

import type { AnyGame, LogEvent, Seat } from '../src/engine/game';
import { randomInt, seedRng } from '../src/engine/random';
import { play } from '../src/engine/session';

export interface Step {
  readonly seat: Seat;
  readonly move: unknown;
  readonly commit: boolean;
  /** The move's log lines, as the session stores them with it. */
  readonly log: readonly LogEvent[];
  readonly after: unknown;
  readonly over: boolean;
}

/** The setup state and up to `limit` steps (fewer when the game ends first). */
export function randomGame(
  game: AnyGame,
  seats: number,
  seed: string,
  limit: number,
  options: unknown = game.defaultOptions(seats),
): { start: unknown; steps: Step[] } {
  const start = game.setup(seats, options, seed);
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
    const log = game.describe(s, seat, legal[i], result.value.state);
    s = result.value.state;
    const over = game.status(s).kind === 'over';
    steps.push({ seat, move: legal[i], commit: result.value.commit, log, after: s, over });
  }
  return { start, steps };
}
