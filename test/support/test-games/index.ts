// The test games as a registry stand-in, plus a seeded random playout to build move logs for tests.

import type { AnyGame, Game, Seat } from '../../../src/engine/game';
import { randomInt, seedRng } from '../../../src/engine/random';
import { type Match, play, start } from '../../../src/engine/session';
import { hiddenHand } from './hidden-hand';
import { sealedBid } from './sealed-bid';

export { hiddenHand, hiddenHandText } from './hidden-hand';
export { sealedBid, sealedBidText } from './sealed-bid';

export const TEST_GAMES: readonly AnyGame[] = [hiddenHand as unknown as AnyGame, sealedBid as unknown as AnyGame];

/** A GameLookup over the test games only, so storage tests do not depend on any real game. */
export async function testLookup(gameId: string): Promise<AnyGame | undefined> {
  return TEST_GAMES.find((g) => g.id === gameId);
}

export function matchOf<O>(game: Game<unknown, unknown, O, unknown>, seats: number, seed: string): Match<O> {
  return { gameId: game.id, version: game.version, seats, options: game.defaultOptions(seats), seed };
}

export interface LoggedMove<M> {
  readonly seat: Seat;
  readonly move: M;
}

/** Random legal moves from a seeded generator (not the game's), up to `limit` moves or the end of the game. */
export function randomPlayout<S, M, O, V>(
  game: Game<S, M, O, V>,
  match: Match<O>,
  opts: { readonly seed: string; readonly limit?: number },
): { moves: LoggedMove<M>[]; states: S[] } {
  let rng = seedRng(opts.seed);
  let state = start(game, match);
  const moves: LoggedMove<M>[] = [];
  const states: S[] = [state];
  for (let i = 0; i < (opts.limit ?? 10_000); i++) {
    const st = game.status(state);
    if (st.kind === 'over') break;
    const [pick, r1] = randomInt(rng, st.active.length);
    const seat = st.active[pick] ?? 0;
    const legal = game.legalMoves(state, seat);
    const [which, r2] = randomInt(r1, legal.length);
    rng = r2;
    const move = legal[which] as M;
    const result = play(game, state, seat, move);
    if (!result.ok) throw new Error(`randomPlayout: legal move refused: ${JSON.stringify(result.error)}`);
    state = result.value.state;
    moves.push({ seat, move });
    states.push(state);
  }
  return { moves, states };
}
