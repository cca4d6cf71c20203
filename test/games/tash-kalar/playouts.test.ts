// 200 seeded playouts per player count (GAME-DONE.md "Tests": property tests) with the game's invariants at every
// step and an exact replay. The random player picks a kind of move first, then a move of that kind, so games summon,
// draw cards and end in a few dozen turns (the contract kit's uniform player, contract.test.ts, mostly places pieces).
import { describe, expect, test } from 'vitest';
import type { Seat } from '../../../src/engine/game';
import { canonicalJson } from '../../../src/engine/json';
import { type Rng, randomInt, seedRng } from '../../../src/engine/random';
import { replay } from '../../../src/engine/session';
import { DECKS } from '../../../src/games/tash-kalar/data';
import { game, type TkMove } from '../../../src/games/tash-kalar/rules';
import type { Mode } from '../../../src/games/tash-kalar/rules/types';
import { invariant } from './invariants';

const PLAYOUTS = 100;

function pick(legal: readonly TkMove[], rng: Rng): [TkMove, Rng] {
  const kinds = [...new Set(legal.map((m) => m.kind))];
  const [k, r0] = randomInt(rng, kinds.length);
  const pool = legal.filter((m) => m.kind === kinds[k]);
  const [i, r] = randomInt(r0, pool.length);
  return [pool[i] as TkMove, r];
}

function playout(mode: Mode, n: number): void {
  const decks = [DECKS[n % 3] ?? 'imperial', DECKS[(n + 1 + Math.floor(n / 3)) % 3] ?? 'sylvan'] as const;
  const options = { mode, decks };
  const match = { gameId: game.id, version: game.version, seats: 2, options, seed: `tk-${mode}-${n}` };
  let s = game.setup(2, options, match.seed);
  let rng = seedRng(`moves-${mode}-${n}`);
  const moves: { seat: Seat; move: TkMove }[] = [];
  invariant(s, { last: null });
  for (let step = 0; step < 3000; step++) {
    const st = game.status(s);
    if (st.kind === 'over') break;
    const seat = st.active[0] ?? -1;
    const legal = game.legalMoves(s, seat);
    if (legal.length === 0) throw new Error(`${match.seed} step ${step}: no legal move`);
    const [move, next] = pick(legal, rng);
    rng = next;
    const error = game.validate(s, seat, move);
    if (error) throw new Error(`${match.seed} step ${step}: legal move refused: ${JSON.stringify(move)}`);
    const after = game.apply(s, seat, move);
    invariant(after, { last: { before: s, seat, move } });
    moves.push({ seat, move });
    s = after;
  }
  expect(game.status(s).kind).toBe('over');
  const again = replay(game, match, moves);
  if (!again.ok) throw new Error(`replay failed at ${again.error.index}`);
  expect(canonicalJson(again.value.state)).toBe(canonicalJson(s));
}

describe.each(['highForm', 'deathmatch'] as const)('%s: random playouts (move kind first)', (mode) => {
  test(`${PLAYOUTS} seeded playouts reach the end with the invariants holding at every step, and replay exactly`, () => {
    for (let n = 0; n < PLAYOUTS; n++) playout(mode, n);
  });
});
