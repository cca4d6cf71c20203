// Altay's perft positions: the first turn and a mid-game position of a seeded game (the count itself is the kit's
// treePerft, test/support/contract/perft.ts).
import { randomInt, seedRng } from '../../../src/engine/random';
import { type AlState, game } from '../../../src/games/altay/rules';

/** The first turn of a seeded game, each people and start pick being the first legal move. */
export function firstTurn(seats: number, seed: string): AlState {
  let s = game.setup(seats, {}, seed);
  for (;;) {
    const st = game.status(s);
    if (st.kind !== 'turn') return s;
    const seat = st.active[0] as number;
    if (s.asks.at(-1)?.kind === 'turn') return s;
    s = game.apply(s, seat, game.legalMoves(s, seat)[0] as never);
  }
}

/** A mid-game position: `plies` seeded uniform-random moves after the first turn (the kit's walk rng). */
export function midGame(seats: number, seed: string, plies: number): AlState {
  let s = firstTurn(seats, seed);
  let rng = seedRng(`mid-${seed}`);
  for (let i = 0; i < plies; i++) {
    const st = game.status(s);
    if (st.kind === 'over') break;
    const seat = st.active[0] as number;
    const legal = game.legalMoves(s, seat);
    let k: number;
    [k, rng] = randomInt(rng, legal.length);
    s = game.apply(s, seat, legal[k] as never);
  }
  return s;
}
