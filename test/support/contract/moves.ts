// Move generation against validate: legal moves are accepted and distinct, idle seats have none, mutants and the
// game's candidate moves that are not listed are refused.

import type { Game, Seat } from '../../../src/engine/game';
import { canonicalJson } from '../../../src/engine/json';
import type { Rng } from '../../../src/engine/random';
import { check, guarded, show, type Where } from './failure';
import type { MovePool } from './mutants';
import { nonJsonAt } from './plain-json';
import type { TextChecker } from './text-codes';

export interface MoveCheck<S, M> {
  readonly game: Game<S, M, unknown, unknown>;
  readonly s: S;
  readonly where: Where;
  readonly active: readonly Seat[];
  readonly pool: MovePool;
  readonly text: TextChecker;
  readonly spec: {
    readonly mutantsPerStep: number;
    readonly candidates?: (s: S, seat: Seat) => readonly M[];
  };
  readonly rng: Rng;
}

/** All sampled-step checks of moves (the candidates too when `withCandidates`); returns the advanced generator. */
export function checkMoves<S, M>(c: MoveCheck<S, M>, withCandidates: boolean): Rng {
  const bySeat = new Map<Seat, readonly M[]>();
  for (const seat of c.active) {
    const legal = guarded(c.where, `legalMoves(s, ${seat})`, () => c.game.legalMoves(c.s, seat));
    checkLegal(c, seat, legal);
    bySeat.set(seat, legal);
    c.pool.add(legal);
  }
  checkIdleSeats(c);
  if (withCandidates) for (const [seat, legal] of bySeat) checkCandidates(c, seat, legal);
  let rng = c.rng;
  for (const [seat, legal] of bySeat) rng = checkMutants(c, seat, legal, rng);
  return rng;
}

/** Every legal move passes validate, survives JSON, and appears once. */
export function checkLegal<S, M>(c: MoveCheck<S, M>, seat: Seat, legal: readonly M[]): void {
  const seen = new Set<string>();
  for (const move of legal) {
    const key = canonicalJson(move);
    check(!seen.has(key), c.where, () => `legalMoves(s, ${seat}) lists ${key} twice`);
    seen.add(key);
    const error = guarded(c.where, `validate(s, ${seat}, ${key})`, () => c.game.validate(c.s, seat, move));
    check(error === null, c.where, () => `validate refused legal move ${key} of seat ${seat}: ${show(error)}`);
    const bad = nonJsonAt(move);
    check(bad === null, c.where, () => `legal move ${key} is not plain JSON at ${bad}`);
  }
}

/** A seat that is not asked anything has no legal move (the UI would offer it one). */
export function checkIdleSeats<S, M>(c: MoveCheck<S, M>): void {
  for (let seat = 0; seat < c.where.seats; seat++) {
    if (c.active.includes(seat)) continue;
    const legal = guarded(c.where, `legalMoves(s, ${seat})`, () => c.game.legalMoves(c.s, seat));
    check(legal.length === 0, c.where, () => `seat ${seat} is not active but has legal moves: ${show(legal)}`);
  }
}

/** Well-typed moves that are not legal must be refused by validate with a translated error, not accepted or thrown. */
export function checkMutants<S, M>(c: MoveCheck<S, M>, seat: Seat, legal: readonly M[], rng: Rng): Rng {
  const [mutants, next] = c.pool.mutants(legal, rng, c.spec.mutantsPerStep);
  for (const mutant of mutants) {
    const key = canonicalJson(mutant);
    const error = guarded(c.where, `validate(s, ${seat}, ${key}) on a well-typed illegal move`, () =>
      c.game.validate(c.s, seat, mutant as M),
    );
    check(error !== null, c.where, () => `validate accepted ${key} for seat ${seat}, which is not a legal move`);
    if (error) c.text.message(error, c.where, `validate error for ${key}`);
  }
  return next;
}

/**
 * The game's candidate moves for an active seat: validate accepts exactly those legalMoves lists and refuses every
 * other one with a translated error (validate is only asked about active seats: the engine refuses the others).
 */
export function checkCandidates<S, M>(c: MoveCheck<S, M>, seat: Seat, legal: readonly M[]): void {
  const candidates = c.spec.candidates;
  if (!candidates) return;
  const listed = new Set(legal.map((m) => canonicalJson(m)));
  for (const move of guarded(c.where, `candidates(s, ${seat})`, () => candidates(c.s, seat))) {
    const error = guarded(
      c.where,
      () => `validate(s, ${seat}, ${canonicalJson(move)}) on a candidate`,
      () => c.game.validate(c.s, seat, move),
    );
    // A refused candidate is not a listed move: checkLegal has seen validate accept every one of those.
    if (error !== null) {
      c.text.message(error, c.where, () => `validate error for candidate ${canonicalJson(move)}`);
      continue;
    }
    const key = canonicalJson(move);
    check(listed.has(key), c.where, () => `validate accepted candidate ${key} for seat ${seat}, not a legal move`);
  }
}
