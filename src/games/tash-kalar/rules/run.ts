// Running an effect: the working copy is rebuilt from the state the effect started in and the answers so far;
// a missing answer leaves the effect pending with its question, a complete run writes the result back.

import type { Seat } from '../../../engine/game';
import type { Rank } from '../vocabulary';
import { effectSteps, isLegend } from './cards';
import { type Ctx, isSuspend } from './context';
import { runSteps } from './effects';
import type { Choice, EffectRun, Pending, TkState } from './types';

export const opponent = (seat: Seat): Seat => 1 - seat;

export interface RunStart {
  readonly card: string;
  readonly halves: readonly ('top' | 'bottom')[];
  readonly self: number | null;
  readonly marks: readonly number[];
  readonly markedPieces: readonly number[];
}

function ctxFrom(s: TkState, r: RunStart, choices: readonly Choice[]): Ctx {
  const me = s.turn;
  return {
    me,
    opp: opponent(me),
    board: [...s.board],
    destroyed: { ...s.log.destroyed } as Record<Rank, number>,
    self: r.self,
    markedPieces: [...r.markedPieces],
    actions: s.actions,
    extraDeck: s.log.extraDeck,
    extraLegends: s.log.extraLegends,
    extraTurn: s.log.extraTurn,
    borrow: s.log.borrow,
    deck: [...(s.decks[me] ?? [])],
    discard: [...(s.discards[me] ?? [])],
    marks: r.marks,
    last: null,
    lastRank: null,
    did: false,
    count: 0,
    choices,
    cursor: 0,
  };
}

const replaceAt = <T>(xs: readonly T[], i: number, v: T): T[] => xs.map((x, j) => (j === i ? v : x));

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
  return { ...s, discards: replaceAt(s.discards, s.turn, [...(s.discards[s.turn] ?? []), ref]) };
}

/** Run (or re-run) an effect from `base` with these answers. */
export function runEffect(base: TkState, r: RunStart, choices: readonly Choice[]): TkState {
  const ctx = ctxFrom(base, r, choices);
  let pending: Pending | null = null;
  try {
    runSteps(ctx, effectSteps(r.card, r.halves));
  } catch (e) {
    if (!isSuspend(e)) throw e;
    pending = e.tkSuspend;
  }
  const after = writeBack(base, ctx);
  if (pending === null) return discardCard({ ...after, effect: null }, r.card);
  const effect: EffectRun = { ...r, base, choices, pending };
  return { ...after, effect };
}

export function sameChoice(a: Choice, b: Choice): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function choiceError(s: TkState, c: Choice): string | null {
  const p = s.effect?.pending;
  if (!p) return 'error.no-effect';
  if (c.kind === 'skip') return p.optional ? null : 'error.must-choose';
  return p.options.some((o) => sameChoice(o, c)) ? null : 'error.not-a-target';
}

export function continueEffect(s: TkState, c: Choice): TkState {
  const e = s.effect;
  if (!e) return s;
  return runEffect(e.base, e, [...e.choices, c]);
}
