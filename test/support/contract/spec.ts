// The contract kit's input: what a game's test tells the kit about its game, and the defaults it falls back to.

import type { Bot } from '../../../src/engine/bot';
import type { Game, Seat } from '../../../src/engine/game';
import type { Rng } from '../../../src/engine/random';
import type { TextBundle } from '../../../src/engine/text';
import { playoutBudget } from './budget';

/**
 * How the random player picks among `legal` (never empty): the index of its move and the advanced generator. It may
 * use only `rng` (never Math.random nor a counter), so a playout stays reproducible from its seed.
 */
export type Chooser<S, M> = (s: S, seat: Seat, legal: readonly M[], rng: Rng) => [number, Rng];

/** One table to play: a player count and its options. */
export interface ContractSetup<O> {
  readonly seats: number;
  /** Default: `game.defaultOptions(seats)`. */
  readonly options?: O;
  /** Seeded random playouts for this setup (default 10); a quick run plays a share of them (budget.ts). */
  readonly playouts?: number;
}

/** A setup of a spec that gives a chooser for its own playouts. */
export interface ChoosingSetup<S, M, O> extends ContractSetup<O> {
  /** Default: the spec's `choose`. */
  readonly choose?: Chooser<S, M>;
}

/**
 * A "perft" walk: from `setup(seats, options, seed)` the first active seat plays a move picked by
 * `randomInt(seedRng('walk-' + seed), legal.length)` for `plies` plies (or to the end); `expected` is the legal-move
 * count before each ply, written inline by the game's test so a change to move generation shows in review.
 */
export interface PerftWalk<O> {
  readonly seats: number;
  /** Default: `game.defaultOptions(seats)`. */
  readonly options?: O;
  readonly seed: string;
  readonly plies: number;
  readonly expected: readonly number[];
}

/** Where a playout is, for the game's own hooks. */
export interface StepInfo<S, M, O> {
  readonly seats: number;
  readonly options: O;
  /** The game seed of this playout (`setup(seats, options, seed)`). */
  readonly seed: string;
  /** Moves applied so far: 0 for the state right after setup. */
  readonly step: number;
  /** The move that led to this state and the state before it; null right after setup. */
  readonly last: { readonly before: S; readonly seat: Seat; readonly move: M } | null;
}

export interface ContractSpec<S, M, O, V> {
  readonly game: Game<S, M, O, V>;
  /** The game's words; codes are also looked up in the app's dictionary, as the app does. */
  readonly text: TextBundle;
  /** Default: every player count from `players.min` to `players.max` with default options. */
  readonly setups?: readonly ChoosingSetup<S, M, O>[];
  /**
   * How the random player of the playouts picks among the legal moves (default: uniformly). A game whose uniform
   * player plays unlike a person (one move kind listed hundreds of times, an undo as likely as anything) weights
   * it here; bot games and perft walks do not use it.
   */
  readonly choose?: Chooser<S, M>;
  /**
   * Well-formed moves to try for an active `seat` on sampled steps, whatever the state: a grid of every move shape
   * with in-range and just-out-of-range values (the kit's mutants only try a few moves near the legal ones). validate
   * must accept exactly the candidates legalMoves lists and refuse each other one with a translated error (a throw
   * fails).
   */
  readonly candidates?: (s: S, seat: Seat) => readonly M[];
  /** Candidates are tried on every `candidatesEvery`-th sampled step of a playout, from the first (default 1: each). */
  readonly candidatesEvery?: number;
  /**
   * JSON fragments only `seat` may see, exactly as they appear in `JSON.stringify(game.view(s, seat))` (e.g. each
   * hand card `{"color":"red","value":3}`). Each must appear in that seat's own view (or the check proves nothing)
   * and in no other seat's view nor the table's. Make fragments self-delimiting (`"bid":1,` not `"bid":1`, which
   * is also inside `"bid":12`). Required when `game.hasHiddenInfo`.
   */
  readonly secrets?: (s: S, seat: Seat) => readonly string[];
  /**
   * Fragments of `seat`'s secrets as log lines would show them (in `JSON.stringify` of a `LogEvent`), checked on
   * the state after each move: a line naming one must be `visibleTo` that seat only. Default: `secrets`.
   */
  readonly logSecrets?: (s: S, seat: Seat) => readonly string[];
  /** Fragments no view and no log line may show at all (the rng, the order of a face-down pile). */
  readonly concealed?: (s: S) => readonly string[];
  /** The game's own invariants (conservation, score formula), called on every state; throw to fail. */
  readonly invariant?: (s: S, info: StepInfo<S, M, O>) => void;
  /** Called once on each final state (over); throw to fail. */
  readonly onEnd?: (s: S, info: StepInfo<S, M, O>) => void;
  readonly perft?: readonly PerftWalk<O>[];
  /** Plays `botGames` seeded games per setup, every seat a bot, each cut after `botDecisions` decisions. */
  readonly bot?: Bot<V, M>;
  /** Default 1. */
  readonly botGames?: number;
  /** Default: `maxSteps`. When the cap is hit the bot game passes without reaching the end. */
  readonly botDecisions?: number;
  /** A playout that has not ended after this many moves fails (default 10,000). */
  readonly maxSteps?: number;
  /**
   * The costly checks (every legal move validated and unique, non-active seats, frozen apply, views, log,
   * refused mutants) run on step 0, every `sampleEvery`-th step and the last; default 5.
   */
  readonly sampleEvery?: number;
  /** Mutated moves tried on each sampled step (default 16). */
  readonly mutantsPerStep?: number;
}

/** The spec with every default filled in. */
export interface Resolved<S, M, O, V> extends ContractSpec<S, M, O, V> {
  readonly setups: readonly (Required<ContractSetup<O>> & { readonly choose?: Chooser<S, M> })[];
  readonly candidatesEvery: number;
  readonly botGames: number;
  readonly botDecisions: number;
  readonly maxSteps: number;
  readonly sampleEvery: number;
  readonly mutantsPerStep: number;
}

export function resolveSpec<S, M, O, V>(spec: ContractSpec<S, M, O, V>): Resolved<S, M, O, V> {
  const { game } = spec;
  if (game.hasHiddenInfo && !spec.secrets) {
    throw new Error(`${game.id} has hidden information: the contract spec must give secrets(state, seat)`);
  }
  const counts = Array.from({ length: game.players.max - game.players.min + 1 }, (_, i) => game.players.min + i);
  const given: readonly ChoosingSetup<S, M, O>[] = spec.setups ?? counts.map((seats) => ({ seats }));
  const setups = given.map((s) => {
    const choose = s.choose ?? spec.choose;
    const table = {
      seats: s.seats,
      options: s.options ?? game.defaultOptions(s.seats),
      playouts: playoutBudget(s.playouts ?? 10),
    };
    return choose ? { ...table, choose } : table;
  });
  const maxSteps = spec.maxSteps ?? 10_000;
  return {
    ...spec,
    setups,
    botGames: spec.botGames ?? 1,
    botDecisions: spec.botDecisions ?? maxSteps,
    maxSteps,
    sampleEvery: Math.max(1, spec.sampleEvery ?? 5),
    mutantsPerStep: spec.mutantsPerStep ?? 16,
    candidatesEvery: Math.max(1, spec.candidatesEvery ?? 1),
  };
}
