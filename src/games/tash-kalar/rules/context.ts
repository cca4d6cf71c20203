// The working state of an effect being resolved, and how it asks the player: answers given so far are replayed,
// and the first unanswered question suspends the run (see run.ts).

import type { Message, Seat } from '../../../engine/game';
import type { Rank } from '../vocabulary';
import type { World } from './pieces';
import type { Choice, Pending } from './types';

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
  readonly choices: readonly Choice[];
  cursor: number;
}

/** Thrown (as a plain value) when the effect needs an answer it has not been given yet. */
export interface Suspend {
  readonly tkSuspend: Pending;
}

export function isSuspend(e: unknown): e is Suspend {
  return typeof e === 'object' && e !== null && 'tkSuspend' in e;
}

/**
 * Ask the player. No options: nothing can be done (null). A single mandatory option is taken at once. A skip
 * (only offered when optional) reads as null.
 */
export function ask(ctx: Ctx, prompt: Message, options: readonly Choice[], optional: boolean): Choice | null {
  if (options.length === 0) return null;
  if (!optional && options.length === 1) return options[0] ?? null;
  const given = ctx.choices[ctx.cursor];
  if (given !== undefined) {
    ctx.cursor++;
    return given.kind === 'skip' ? null : given;
  }
  const suspend: Suspend = { tkSuspend: { prompt, options, optional } };
  throw suspend;
}

export const sqChoice = (s: number): Choice => ({ kind: 'sq', sq: s });
export const optChoice = (opt: string): Choice => ({ kind: 'opt', opt });

export function askSquare(ctx: Ctx, code: string, squares: readonly number[], optional: boolean): number | null {
  const c = ask(ctx, { code }, squares.map(sqChoice), optional);
  return c?.kind === 'sq' ? c.sq : null;
}

export function askOption(ctx: Ctx, code: string, opts: readonly string[], optional: boolean): string | null {
  const c = ask(ctx, { code }, opts.map(optChoice), optional);
  return c?.kind === 'opt' ? c.opt : null;
}

export function askMove(
  ctx: Ctx,
  code: string,
  moves: readonly { from: number; to: number }[],
  optional: boolean,
): { from: number; to: number } | null {
  const c = ask(
    ctx,
    { code },
    moves.map((m) => ({ kind: 'move', from: m.from, to: m.to })),
    optional,
  );
  return c?.kind === 'move' ? { from: c.from, to: c.to } : null;
}
