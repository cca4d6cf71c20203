// Running an effect: its steps act on a working copy of the board and the turn's record until a question needs
// the player's answer. The question waits in an effect ask with what the remaining steps need; the answer goes on
// from there. A finished effect puts its card on the discard pile.

import { assertDefined } from '../../../engine/assert';
import { settle } from '../../../engine/decision';
import type { Seat } from '../../../engine/game';
import { isListed, jsonEqual } from '../../../engine/json';
import { replaceAt } from '../../../engine/list';
import type { Rank, Step } from '../vocabulary';
import { effectSteps, isLegend } from './cards';
import { type Ctx, fresh, type Process } from './context';
import { specialProcess } from './specials';
import { processOf } from './steps';
import type { Choice, EffectAsk, Pending, Progress, TkState } from './types';

export const opponent = (seat: Seat): Seat => 1 - seat;

/** What an effect starts from: the card, which flare halves hold, and the being's square and pattern. */
export interface RunStart {
  readonly card: string;
  readonly halves: readonly ('top' | 'bottom')[];
  readonly self: number | null;
  readonly marks: readonly number[];
  readonly markedPieces: readonly number[];
}

type Where = Pick<EffectAsk, 'self' | 'marks' | 'markedPieces' | 'last' | 'lastRank' | 'did' | 'count'>;

function ctxFrom(s: TkState, w: Where, todo: readonly Step[]): Ctx {
  const me = s.turn;
  return {
    me,
    opp: opponent(me),
    board: [...s.board],
    destroyed: { ...s.log.destroyed } as Record<Rank, number>,
    self: w.self,
    markedPieces: [...w.markedPieces],
    actions: s.actions,
    extraDeck: s.log.extraDeck,
    extraLegends: s.log.extraLegends,
    extraTurn: s.log.extraTurn,
    borrow: s.log.borrow,
    deck: [...assertDefined(s.decks[me], `the deck of seat ${me}`)],
    discard: [...assertDefined(s.discards[me], `the discard pile of seat ${me}`)],
    marks: w.marks,
    last: w.last,
    lastRank: w.lastRank,
    did: w.did,
    count: w.count,
    todo: [...todo],
  };
}

function writeBack(s: TkState, ctx: Ctx): TkState {
  return {
    ...s,
    board: ctx.board,
    actions: ctx.actions,
    decks: replaceAt(s.decks, ctx.me, ctx.deck),
    discards: replaceAt(s.discards, ctx.me, ctx.discard),
    log: {
      ...s.log,
      destroyed: ctx.destroyed,
      extraDeck: ctx.extraDeck,
      extraLegends: ctx.extraLegends,
      extraTurn: ctx.extraTurn,
      borrow: ctx.borrow,
    },
  };
}

/** Put a resolved card on its discard pile. */
function discardCard(s: TkState, ref: string): TkState {
  if (ref.startsWith('flare:')) return { ...s, flareDiscard: [...s.flareDiscard, ref] };
  if (isLegend(ref)) return { ...s, legendDiscard: [...s.legendDiscard, ref] };
  return {
    ...s,
    discards: replaceAt(s.discards, s.turn, [...assertDefined(s.discards[s.turn], 'a discard pile'), ref]),
  };
}

const processFor = (p: Progress): Process => processOf(p.step, specialProcess);

/**
 * Run the steps from `p` (null: the next step of `ctx.todo`), taking `given` as the answer to the question `p`
 * waits on. No options: nothing can be done. A single option that must be taken is taken at once. Returns the
 * question that needs an answer, or null once every step has run.
 */
function drive(ctx: Ctx, from: Progress | null, given?: Choice): { p: Progress; q: Pending } | null {
  let p = from;
  if (p !== null && given !== undefined) p = processFor(p).take(ctx, p, given.kind === 'skip' ? null : given);
  for (;;) {
    if (p === null) {
      const step = ctx.todo.shift();
      if (step === undefined) return null;
      const fresh0 = fresh(step);
      p = processFor(fresh0).start?.(ctx, fresh0) ?? fresh0;
    }
    const proc = processFor(p);
    const q = p.stop ? null : proc.ask(ctx, p);
    if (q === null) {
      proc.end?.(ctx, p);
      p = null;
      continue;
    }
    if (q.options.length > 0 && (q.optional || q.options.length > 1)) return { p, q };
    p = proc.take(ctx, p, q.options[0] ?? null);
  }
}

/** The effect ask for a run waiting on question `q`. */
function waiting(ctx: Ctx, card: string, at: { p: Progress; q: Pending }): EffectAsk {
  return {
    kind: 'effect',
    seats: [ctx.me],
    card,
    self: ctx.self,
    marks: ctx.marks,
    markedPieces: ctx.markedPieces,
    last: ctx.last,
    lastRank: ctx.lastRank,
    did: ctx.did,
    count: ctx.count,
    progress: at.p,
    todo: ctx.todo,
    pending: at.q,
  };
}

/** Start an effect: it runs until its first question (an effect ask on top) or to its end. */
export function runEffect(s: TkState, r: RunStart): TkState {
  const where = { ...r, last: null, lastRank: null, did: false, count: 0 };
  const ctx = ctxFrom(s, where, effectSteps(r.card, r.halves));
  const at = drive(ctx, null);
  const after = writeBack(s, ctx);
  if (at === null) return discardCard(after, r.card);
  return { ...after, asks: [...after.asks, waiting(ctx, r.card, at)] };
}

/** The answer to the effect's question: the effect goes on to its next question (in the ask's place) or its end. */
export function continueEffect(s: TkState, ask: EffectAsk, c: Choice): TkState {
  const ctx = ctxFrom(s, ask, ask.todo);
  const at = drive(ctx, ask.progress, c);
  const after = writeBack(s, ctx);
  if (at === null) return discardCard({ ...after, asks: settle(s.asks, ask) }, ask.card);
  return { ...after, asks: settle(s.asks, ask, waiting(ctx, ask.card, at)) };
}

/** An answer must be one of the question's options exactly (or the bare skip, when it is optional). */
export function choiceError(p: Pending, c: Choice): string | null {
  if (c.kind === 'skip') return !p.optional ? 'error.must-choose' : jsonEqual(c, SKIP) ? null : 'error.not-a-target';
  return isListed(p.options, c) ? null : 'error.not-a-target';
}

const SKIP: Choice = { kind: 'skip' };
