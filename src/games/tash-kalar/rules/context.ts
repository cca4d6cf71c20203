// The working state of an effect being resolved, and the questions it asks: an effect runs step by step until
// a question needs the player's answer, then waits in an ask (see run.ts).

import { assertDefined } from '../../../engine/assert';
import type { Seat } from '../../../engine/game';
import type { Rank, Step } from '../vocabulary';
import type { World } from './pieces';
import type { Choice, Pending, Progress } from './types';

export interface Ctx extends World {
  readonly opp: Seat;
  actions: number;
  extraDeck: number;
  extraLegends: number;
  extraTurn: boolean;
  borrow: boolean;
  /** The own deck (top first) and discard pile, for the Kiskin Spirit. */
  deck: string[];
  discard: string[];
  readonly marks: readonly number[];
  /** The square the previous step acted on. */
  last: number | null;
  lastRank: Rank | null;
  /** Whether the previous step did anything, and how many pieces it destroyed. */
  did: boolean;
  count: number;
  /** The steps still to run after the one in progress (a chosen branch is put in front). */
  todo: Step[];
}

/**
 * How one step (or special card effect) runs as questions and answers. `ask` is the next question, or null when
 * the step is over; `take` acts on the answer (null: nothing chosen, or nothing could be) and says how far the step
 * has got. `start` acts before any question, `end` once the step is over.
 */
export interface Process {
  start?(ctx: Ctx, p: Progress): Progress;
  ask(ctx: Ctx, p: Progress): Pending | null;
  take(ctx: Ctx, p: Progress, c: Choice | null): Progress;
  end?(ctx: Ctx, p: Progress): void;
}

export const fresh = (step: Step): Progress => ({
  step,
  i: 0,
  stop: false,
  n: 0,
  m: 0,
  sq: null,
  sqs: [],
  dest: null,
  flag: false,
  opt: null,
});

/** The next answer taken (`i` counts them), or the step stopped when nothing was chosen. */
export const next = (p: Progress, more: Partial<Progress> = {}): Progress => ({ ...p, i: p.i + 1, ...more });
export const stopped = (p: Progress): Progress => ({ ...p, stop: true });

export const sqChoice = (s: number): Choice => ({ kind: 'sq', sq: s });
export const optChoice = (opt: string): Choice => ({ kind: 'opt', opt });

export function askSquares(code: string, squares: readonly number[], optional: boolean): Pending {
  return { prompt: { code }, options: squares.map(sqChoice), optional };
}

export function askOptions(code: string, opts: readonly string[], optional: boolean): Pending {
  return { prompt: { code }, options: opts.map(optChoice), optional };
}

export type Mv = { readonly from: number; readonly to: number };

export function askMoves(code: string, moves: readonly Mv[], optional: boolean): Pending {
  return { prompt: { code }, options: moves.map((m) => ({ kind: 'move', from: m.from, to: m.to })), optional };
}

export const sqOf = (c: Choice | null): number | null => (c?.kind === 'sq' ? c.sq : null);
export const optOf = (c: Choice | null): string | null => (c?.kind === 'opt' ? c.opt : null);
export const mvOf = (c: Choice | null): Mv | null => (c?.kind === 'move' ? { from: c.from, to: c.to } : null);

/** A step that asks one question at most: `act` does what the answer says. */
export function once(
  ask: (ctx: Ctx, p: Progress) => Pending | null,
  act: (ctx: Ctx, p: Progress, c: Choice | null) => void,
): Process {
  return {
    ask: (ctx, p) => (p.i > 0 ? null : ask(ctx, p)),
    take(ctx, p, c) {
      act(ctx, p, c);
      return next(p);
    },
  };
}

/** Up to `n` answers while one is given; `act` does what each says. */
export function upTo(
  n: (p: Progress) => number,
  ask: (ctx: Ctx, p: Progress) => Pending | null,
  act: (ctx: Ctx, p: Progress, c: Choice) => Progress,
): Process {
  return {
    ask: (ctx, p) => (p.i >= n(p) ? null : ask(ctx, p)),
    take: (ctx, p, c) => (c === null ? stopped(p) : act(ctx, p, c)),
  };
}
export const moveOf = (c: Choice): Mv => assertDefined(mvOf(c), 'a move answer');
export const squareOf = (c: Choice): number => assertDefined(sqOf(c), 'a square answer');
