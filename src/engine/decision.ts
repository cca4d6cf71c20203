// What the rules are asking right now: a stack of asks kept in the state, from which the engine derives whose turn it
// is, the prompt, the legal moves, validation and apply. A game's rules.ts is then a table of its decisions.

import { assertDefined } from './assert';
import type { Game, Message, RuleError, Seat, Status } from './game';
import { isListed } from './json';

/**
 * One open question of the rules: which seats must answer it, and of which kind it is (a game's exhaustive union,
 * each member carrying the data its question needs, e.g. `{ kind: 'returnSeal', seats: [2], options: [...] }`).
 */
export interface Ask<K extends string = string> {
  readonly kind: K;
  /** The seats whose answer this ask waits for; several when they answer at once, each privately. */
  readonly seats: readonly Seat[];
  /**
   * Part of a simultaneous step: a run of `together` asks at the top of the stack is open all at once, so each
   * seat can work through its own chain of asks while the others work through theirs.
   */
  readonly together?: true;
}

/** A state that keeps its open asks. The last one is the top: it is answered first. */
export interface HasAsks<A extends Ask> {
  readonly asks: readonly A[];
}

/**
 * A row's move kinds, unknown to the table that holds it (see DecisionTable): a row over `place` must fit where any
 * row may stand, and K reaches the move through a conditional type, which the compiler cannot relate otherwise.
 */
// biome-ignore lint/suspicious/noExplicitAny: stands for "this row's own kinds"; `decide` checks them at run time
export type AnyKind = any;

/** The moves of kinds `K` of the move union `M`. */
export type MoveOf<M extends { readonly kind: string }, K extends M['kind']> = Extract<M, { readonly kind: K }>;

/**
 * How one kind of ask is answered: its prompt, its legal moves, why a move is refused, and what a move does. `K`,
 * the move kinds in `moves`, narrows the move `validate` and `apply` receive: the engine refuses a move of any other
 * kind before either is called, so a row never re-checks or casts the kind it answers.
 */
export interface AskRules<S, M extends { readonly kind: string }, A extends Ask, K extends M['kind'] = M['kind']> {
  /** The move kinds that answer this ask; any other kind is refused before `validate` is called. */
  readonly moves: readonly K[];
  /**
   * Why a move of another kind is refused while this ask is open ("finish the effect first"); without it, the
   * game's `notNow` code. So `moves` lists only the real answers and the refusal still says what to do.
   */
  notNow?(s: S, ask: A, seat: Seat, m: M): RuleError;
  prompt(s: S, ask: A): Message;
  /** Every legal answer of `seat` (one of `ask.seats`), exhaustively. */
  legal(s: S, ask: A, seat: Seat): M[];
  /** Why the move is not a legal answer, or null. Must refuse on its own every move that `legal` leaves out. */
  validate(s: S, ask: A, seat: Seat, m: MoveOf<M, K>): RuleError | null;
  /** The new state: it answers this ask (see `settle`) and may open follow-up asks. Only called after validate. */
  apply(s: S, ask: A, seat: Seat, m: MoveOf<M, K>): S;
}

/** An ask answered from a list: `legal` is the whole truth, and `why` is the game's reason for what it leaves out. */
export interface ListRules<S, M extends { readonly kind: string }, A extends Ask, K extends M['kind'] = M['kind']>
  extends Omit<AskRules<S, M, A, K>, 'validate'> {
  /** Why a move that `legal` does not list is refused; called only then, so it may assume the move is not legal. */
  why(s: S, ask: A, seat: Seat, m: MoveOf<M, K>): RuleError;
}

/**
 * The most common row of a decision table: "the answer is one of these; anything else is refused, with a reason".
 * Its validate is membership of the move in the ask's legal moves as plain JSON (`isListed`), the equality the
 * engine's own untrusted replay uses, so a move written with its keys in another order is the same move.
 */
export function listed<S, M extends { readonly kind: string }, A extends Ask, K extends M['kind'] = M['kind']>(
  rules: ListRules<S, M, A, K>,
): AskRules<S, M, A, K> {
  const { why, ...rest } = rules;
  return {
    ...rest,
    validate: (s, ask, seat, m) => (isListed(rules.legal(s, ask, seat), m) ? null : why(s, ask, seat, m)),
  };
}

/**
 * A row of a decision table written out (not from a list): the identity at run time, there for the compiler, which
 * then hands `validate` and `apply` the move of the row's own kinds (those in `moves`).
 */
export function row<S, M extends { readonly kind: string }, A extends Ask, const K extends M['kind']>(
  rules: AskRules<S, M, A, K>,
): AskRules<S, M, A, K> {
  return rules;
}

/**
 * A game's decisions: one entry per kind of ask, checked exhaustive by the compiler. Each row keeps its own move
 * kinds (`AskRules`' K): a row answering `place` gets its moves as `place` moves.
 */
export type DecisionTable<S, M extends { readonly kind: string }, A extends Ask> = {
  readonly [K in A['kind']]: AskRules<S, M, Extract<A, { readonly kind: K }>, AnyKind>;
};

/** The asks open right now: the top one, and the asks below it while they are all marked `together`. */
export function openAsks<A extends Ask>(asks: readonly A[]): A[] {
  const top = asks[asks.length - 1];
  if (top === undefined) return [];
  if (!top.together) return [top];
  const open: A[] = [];
  for (let i = asks.length - 1; i >= 0; i--) {
    const ask = asks[i] as A;
    if (!ask.together) break;
    open.push(ask);
  }
  return open;
}

/** The ask that `seat` must answer now (the topmost open one that names it), or null. */
export function askOf<A extends Ask>(asks: readonly A[], seat: Seat): A | null {
  return openAsks(asks).find((a) => a.seats.includes(seat)) ?? null;
}

/** Every seat that has an open ask, in seat order. */
export function activeSeats(asks: readonly Ask[]): Seat[] {
  return seatsOf(openAsks(asks));
}

/** The seats the open asks name, in seat order, each once; one ask for one seat (the usual case) costs no sorting. */
function seatsOf(open: readonly Ask[]): Seat[] {
  const only = open.length === 1 ? open[0] : undefined;
  if (only && only.seats.length === 1) return [...only.seats];
  return [...new Set(open.flatMap((a) => a.seats))].sort((a, b) => a - b);
}

/**
 * The stack with `ask` answered: it is taken out and `next` put in its place, `next[0]` to be answered first
 * ("then choose a target, then pay"). `ask` must be one of the stack's own asks (as passed to `apply`).
 */
export function settle<A extends Ask>(asks: readonly A[], ask: A, ...next: readonly A[]): A[] {
  const i = asks.lastIndexOf(ask);
  if (i < 0) throw new Error(`settle: the ask ${ask.kind} is not open`);
  return [...asks.slice(0, i), ...next.slice().reverse(), ...asks.slice(i + 1)];
}

/** New asks on top of the stack, `next[0]` to be answered first; what was open waits below them. */
export function push<A extends Ask>(asks: readonly A[], ...next: readonly A[]): A[] {
  return [...asks, ...next.slice().reverse()];
}

/**
 * `seat` has given its answer to an ask that several seats answer at once: the ask waits for the others, and is
 * settled (replaced by `next`) once nobody is left.
 */
export function answered<A extends Ask>(asks: readonly A[], ask: A, seat: Seat, ...next: readonly A[]): A[] {
  const seats = ask.seats.filter((s) => s !== seat);
  if (seats.length === ask.seats.length) throw new Error(`answered: seat ${seat} is not asked by ${ask.kind}`);
  return seats.length === 0 ? settle(asks, ask, ...next) : settle(asks, ask, { ...ask, seats });
}

/** The top ask, which must exist (a broken invariant otherwise). */
export function topAsk<A extends Ask>(asks: readonly A[], what: string): A {
  return assertDefined(asks[asks.length - 1], `an open ask (${what})`);
}

export interface DecisionSpec<S extends HasAsks<A>, M extends { readonly kind: string }, A extends Ask> {
  readonly table: DecisionTable<S, M, A>;
  /** The status once no ask is left: the game is over. */
  over(s: S): Extract<Status, { kind: 'over' }>;
  /** The code for a move of a kind the open ask does not take (a key of the game's or the app's words). */
  readonly notNow?: string;
  /** The prompt of a simultaneous step, when the top ask's own prompt does not fit everybody. */
  prompt?(s: S, open: readonly A[]): Message;
}

/** A row as `decide` calls it, once the move's kind is one of the row's `moves`. */
interface AnyRow<S, M extends { readonly kind: string }, A extends Ask>
  extends Omit<AskRules<S, M, A>, 'validate' | 'apply'> {
  validate(s: S, ask: A, seat: Seat, m: M): RuleError | null;
  apply(s: S, ask: A, seat: Seat, m: M): S;
}

type Derived<S, M> = Pick<Game<S, M, unknown, unknown>, 'status' | 'legalMoves' | 'validate' | 'apply'>;

/** The part of a Game that follows from its decisions: status, legalMoves, validate and apply. */
export function decide<S extends HasAsks<A>, M extends { readonly kind: string }, A extends Ask>(
  spec: DecisionSpec<S, M, A>,
): Derived<S, M> {
  // The table is exhaustive over A['kind']; indexing it by an ask's kind gives that kind's rules.
  // A row's moves are of its own kinds (K); validate and apply below are reached only after `moves` admitted m.kind,
  // so the row is read here as taking any move.
  const rulesOf = (ask: A) => spec.table[ask.kind as A['kind']] as unknown as AnyRow<S, M, A>;
  return {
    status(s) {
      const open = openAsks(s.asks);
      const top = open[0];
      if (top === undefined) return spec.over(s);
      const prompt = open.length > 1 && spec.prompt ? spec.prompt(s, open) : rulesOf(top).prompt(s, top);
      return { kind: 'turn', active: seatsOf(open), prompt };
    },
    legalMoves(s, seat) {
      const ask = askOf(s.asks, seat);
      return ask ? rulesOf(ask).legal(s, ask, seat) : [];
    },
    validate(s, seat, m) {
      if (s.asks.length === 0) return { code: 'engine.game-over' };
      const ask = askOf(s.asks, seat);
      if (!ask) return { code: 'engine.not-your-turn' };
      const rules = rulesOf(ask);
      if (!rules.moves.includes(m.kind))
        return rules.notNow?.(s, ask, seat, m) ?? { code: spec.notNow ?? 'engine.not-now' };
      return rules.validate(s, ask, seat, m);
    },
    apply(s, seat, m) {
      const ask = assertDefined(askOf(s.asks, seat), `the ask of seat ${seat}`);
      return rulesOf(ask).apply(s, ask, seat, m);
    },
  };
}
