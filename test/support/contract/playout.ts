// Seeded random playouts with the contract checked along the way, then replayed from the log (trusted and not).

import type { Seat, Status } from '../../../src/engine/game';
import { canonicalJson } from '../../../src/engine/json';
import { type Rng, randomInt, seedRng } from '../../../src/engine/random';
import { type Match, replay } from '../../../src/engine/session';
import { deepFreeze } from '../deep-freeze';
import { baseSeed, check, fail, guarded, show, type Where } from './failure';
import { checkMoves } from './moves';
import { MovePool } from './mutants';
import { nonJsonAt } from './plain-json';
import { checkLog, checkViews } from './secrets';
import type { Chooser, ContractSetup, Resolved, StepInfo } from './spec';
import { TextChecker } from './text-codes';

export type Table<O> = Required<ContractSetup<O>>;

/** A table whose random player may pick by its own chooser (default: the spec's, else uniformly). */
export type PlayTable<S, M, O> = Table<O> & { readonly choose?: Chooser<S, M> };

export interface Logged<M> {
  readonly seat: Seat;
  readonly move: M;
}

/** One playout's running state: the generator for the random player and what sampled checks remember. */
interface Run<S, M, O, V> {
  readonly spec: Resolved<S, M, O, V>;
  readonly where: Where;
  readonly text: TextChecker;
  readonly pool: MovePool;
  readonly choose: Chooser<S, M> | undefined;
  rng: Rng;
  secretsSeen: number;
  /** Sampled steps so far, for `candidatesEvery`. */
  sampledSteps: number;
}

export const playoutSeed = (seats: number, index: number): string => `${baseSeed()}/${seats}p/${index}`;

export function matchOf<O>(gameId: string, version: number, table: Table<O>, seed: string): Match<O> {
  return { gameId, version, seats: table.seats, options: table.options, seed };
}

/** Options must survive an import: parseOptions takes their JSON back to the same options. */
export function checkOptions<S, M, O, V>(spec: Resolved<S, M, O, V>, table: Table<O>): void {
  const where: Where = { gameId: spec.game.id, seats: table.seats, options: table.options, seed: '-', step: 0 };
  const raw: unknown = JSON.parse(JSON.stringify(table.options));
  const parsed = guarded(where, 'parseOptions', () => spec.game.parseOptions(raw, table.seats));
  check(canonicalJson(parsed) === canonicalJson(table.options), where, () => `parseOptions gave ${show(parsed)}`);
}

/** Plays one seeded random game to its end, checking every step; returns the final state and the move log. */
export function runPlayout<S, M, O, V>(spec: Resolved<S, M, O, V>, table: PlayTable<S, M, O>, index: number): S {
  const seed = playoutSeed(table.seats, index);
  const where: Where = { gameId: spec.game.id, seats: table.seats, options: table.options, seed, step: 0 };
  const run: Run<S, M, O, V> = {
    spec,
    where,
    text: new TextChecker(spec.text),
    pool: new MovePool(),
    choose: table.choose ?? spec.choose,
    rng: seedRng(`${seed}/moves`),
    secretsSeen: 0,
    sampledSteps: 0,
  };
  let s = guarded(where, 'setup', () => spec.game.setup(table.seats, table.options, seed));
  let last: StepInfo<S, M, O>['last'] = null;
  const moves: Logged<M>[] = [];
  for (;;) {
    const sampled = where.step % spec.sampleEvery === 0;
    if (sampled) deepFreeze(s);
    const info = { seats: table.seats, options: table.options, seed, step: where.step, last };
    if (spec.invariant) guarded(where, 'invariant', () => spec.invariant?.(s, info));
    const st = guarded(where, 'status', () => spec.game.status(s));
    run.text.status(st, where);
    if (st.kind === 'over') {
      finish(run, s, info);
      break;
    }
    check(where.step < spec.maxSteps, where, () => `the game did not end within maxSteps = ${spec.maxSteps} moves`);
    const { seat, move, after } = step(run, s, st, sampled);
    moves.push({ seat, move });
    last = { before: s, seat, move };
    s = after;
    where.step++;
  }
  checkReplay(run, matchOf(spec.game.id, spec.game.version, table, seed), moves, s, index === 0);
  return s;
}

/** One random legal move of a random active seat, with the per-step checks (all of them when sampled). */
function step<S, M, O, V>(run: Run<S, M, O, V>, s: S, st: Status & { kind: 'turn' }, sampled: boolean) {
  const { game } = run.spec;
  const { where } = run;
  check(st.active.length > 0, where, () => 'status is a turn with no active seat');
  const [pick, r1] = randomInt(run.rng, st.active.length);
  const seat = st.active[pick] ?? -1;
  const legal = guarded(where, `legalMoves(s, ${seat})`, () => game.legalMoves(s, seat));
  check(legal.length > 0, where, () => `active seat ${seat} has no legal move: the game is stuck`);
  const [choice, r2] = pickMove(run, s, seat, legal, r1, sampled);
  run.rng = r2;
  const move = legal[choice] as M;
  if (sampled) {
    deepFreeze(move);
    const withCandidates = run.sampledSteps++ % run.spec.candidatesEvery === 0;
    run.rng = checkMoves({ ...run, game, s, active: st.active, rng: run.rng }, withCandidates);
    run.secretsSeen += checkViews(game, run.spec, s, where);
  } else {
    const error = guarded(where, 'validate', () => game.validate(s, seat, move));
    check(error === null, where, () => `validate refused legal move ${show(move)} of seat ${seat}: ${show(error)}`);
  }
  const after = guarded(where, `apply(s, ${seat}, ${show(move)}) on a deep-frozen state`, () =>
    game.apply(s, seat, move),
  );
  const lines = guarded(where, 'describe', () => game.describe(s, seat, move, after));
  for (const line of lines) run.text.message(line, where, 'log line');
  if (sampled) checkLog(run.spec, lines, after, where);
  return { seat, move, after };
}

/** The random player's pick: uniform, or the game's chooser, which must give a legal index, reproducibly. */
function pickMove<S, M, O, V>(run: Run<S, M, O, V>, s: S, seat: Seat, legal: readonly M[], rng: Rng, sampled: boolean) {
  const { choose } = run;
  if (!choose) return randomInt(rng, legal.length);
  const { where } = run;
  const ask = () => guarded(where, 'choose', () => choose(s, seat, sampled ? deepFreeze(legal) : legal, rng));
  const picked = ask();
  const [i] = picked;
  check(
    Number.isInteger(i) && i >= 0 && i < legal.length,
    where,
    () => `choose picked index ${i} of ${legal.length} legal moves`,
  );
  if (sampled) {
    const [again, next] = ask();
    const same = again === i && canonicalJson(next) === canonicalJson(picked[1]);
    check(same, where, () => `choose picked ${i}, then ${again} with the same state and generator`);
  }
  return picked;
}

/** The final state: nobody may move, the views still keep secrets, the game's end hook, and plain JSON. */
function finish<S, M, O, V>(run: Run<S, M, O, V>, s: S, info: StepInfo<S, M, O>): void {
  const { game } = run.spec;
  const { where } = run;
  for (let seat = 0; seat < where.seats; seat++) {
    const legal = guarded(where, `legalMoves(s, ${seat})`, () => game.legalMoves(s, seat));
    check(legal.length === 0, where, () => `seat ${seat} has legal moves after the game is over: ${show(legal)}`);
  }
  run.secretsSeen += checkViews(game, run.spec, s, where);
  if (run.spec.onEnd) guarded(where, 'onEnd', () => run.spec.onEnd?.(s, info));
  const bad = nonJsonAt(s);
  check(bad === null, where, () => `the final state is not plain JSON at ${bad}: saves would not restore it`);
  if (game.hasHiddenInfo && run.secretsSeen === 0) {
    fail(
      where,
      'secrets() named nothing in a whole playout of a game with hidden information: the leak check is vacuous',
    );
  }
}

/** Replay from the seed reproduces the final state; the untrusted replay reads the log as an import would. */
function checkReplay<S, M, O, V>(
  run: Run<S, M, O, V>,
  match: Match<O>,
  moves: readonly Logged<M>[],
  final: S,
  untrusted: boolean,
): void {
  const { where } = run;
  const log: readonly Logged<unknown>[] = untrusted ? JSON.parse(JSON.stringify(moves)) : moves;
  const how = untrusted ? 'untrusted replay' : 'replay';
  const result = guarded(where, how, () => replay(run.spec.game, match, log, untrusted));
  if (!result.ok) {
    where.step = result.error.index;
    fail(where, `${how} refused move ${show(moves[result.error.index])}: ${show(result.error.error)}`);
  }
  const same = canonicalJson(result.value.state) === canonicalJson(final);
  check(same, where, () => `${how} of the ${moves.length} moves did not reproduce the final state (hidden state?)`);
}
