// Key order is no part of a move (#29): in seeded random games of all eleven games, every legal move of every active
// seat, written with its keys in reverse order at every depth, is accepted by `validate`.

import { describe, expect, test } from 'vitest';
import { assertDefined } from '../../src/engine/assert';
import type { Game, Seat } from '../../src/engine/game';
import { randomInt, seedRng } from '../../src/engine/random';
import { game as altay } from '../../src/games/altay/rules';
import { game as astra } from '../../src/games/astra/rules';
import { game as azulDuel } from '../../src/games/azul-duel/rules';
import { game as citadels } from '../../src/games/citadels/rules';
import { game as livingForestDuel } from '../../src/games/living-forest-duel/rules';
import { game as ratsOfWistar } from '../../src/games/rats-of-wistar/rules';
import { game as russianRailroads } from '../../src/games/russian-railroads/rules';
import { game as tashKalar } from '../../src/games/tash-kalar/rules';
import { game as theWhiteCastle } from '../../src/games/the-white-castle/rules';
import { game as welcomeToTheMoon } from '../../src/games/welcome-to-the-moon/rules';
import { game as wizardExtreme } from '../../src/games/wizard-extreme/rules';

const GAMES_PER_COUNT = 2;
const MOVES_PER_GAME = 150;

/** The same plain-JSON value with the keys of every object in reverse order. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reversed(v)]),
  );
}

interface Tally {
  checked: number;
  /** Moves whose text changed when reversed, so the check is not vacuous. */
  reordered: number;
  refused: string[];
}

/** Plays one seeded random game of legal moves, checking every legal move of every active seat at every step. */
function playChecking<S, M, O, V>(game: Game<S, M, O, V>, seats: number, seed: string, tally: Tally): void {
  let s = game.setup(seats, game.defaultOptions(seats), seed);
  let rng = seedRng(`${seed}/player`);
  for (let step = 0; step < MOVES_PER_GAME; step++) {
    const st = game.status(s);
    if (st.kind === 'over') return;
    for (const seat of st.active) check(game, s, seat, tally);
    const [i, r1] = randomInt(rng, st.active.length);
    const seat = assertDefined(st.active[i], `active seat ${i}`);
    const legal = game.legalMoves(s, seat);
    const [k, r2] = randomInt(r1, legal.length);
    rng = r2;
    const move = legal[k];
    if (move === undefined) throw new Error(`${game.id} ${seed}: seat ${seat} is active with no legal move`);
    s = game.apply(s, seat, move);
  }
}

function check<S, M, O, V>(game: Game<S, M, O, V>, s: S, seat: Seat, tally: Tally): void {
  for (const m of game.legalMoves(s, seat)) {
    // The reversed move is the same value as `m`, only written in another order.
    const back = reversed(m) as M;
    tally.checked++;
    if (JSON.stringify(back) !== JSON.stringify(m)) tally.reordered++;
    const why = game.validate(s, seat, back);
    if (why) tally.refused.push(`${JSON.stringify(back)} -> ${why.code}`);
  }
}

interface Case {
  readonly id: string;
  /** Player counts to play: the ends of the range and a middle one where a game is cheap to play. */
  readonly counts: readonly number[];
  readonly run: (seats: number, seed: string, tally: Tally) => void;
}

function entry<S, M, O, V>(game: Game<S, M, O, V>, counts: readonly number[]): Case {
  return { id: game.id, counts, run: (seats, seed, tally) => playChecking(game, seats, seed, tally) };
}

const CASES: readonly Case[] = [
  entry(altay, [2, 4]),
  entry(astra, [2, 5]),
  entry(azulDuel, [2]),
  entry(citadels, [2, 4, 7]),
  entry(livingForestDuel, [2]),
  entry(ratsOfWistar, [1, 2, 4]),
  entry(russianRailroads, [2, 4]),
  entry(tashKalar, [2]),
  entry(theWhiteCastle, [2, 4]),
  entry(welcomeToTheMoon, [1, 3, 6]),
  entry(wizardExtreme, [3, 5]),
];

describe('a legal move with its keys in reverse order is still legal', () => {
  test.each(CASES.flatMap((c) => c.counts.map((seats) => ({ ...c, seats }))))(
    '$id, $seats seats',
    ({ id, run, seats }) => {
      const tally: Tally = { checked: 0, reordered: 0, refused: [] };
      for (let g = 0; g < GAMES_PER_COUNT; g++) run(seats, `key-order/${id}/${seats}/${g}`, tally);
      expect(tally.reordered, 'moves whose key order the check changed').toBeGreaterThan(0);
      expect(
        { refused: tally.refused.length, of: tally.checked, first: tally.refused.slice(0, 3) },
        `${id}: legal moves refused once their keys are reversed`,
      ).toEqual({ refused: 0, of: tally.checked, first: [] });
    },
  );
});
