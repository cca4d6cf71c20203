// The asks of a turn (src/engine/decision.ts): one chain per seat, opened together, and what they say of the turn.

import { assertDefined } from '../../../engine/assert';
import { askOf } from '../../../engine/decision';
import type { Message, Seat } from '../../../engine/game';
import { adventureRules } from './adventures';
import type { BoardSide, Draft, SheetState, Task, Work, WtmAsk, WtmState } from './types';

export type AskOf<K extends WtmAsk['kind']> = Extract<WtmAsk, { readonly kind: K }>;

export const chooseAsk = (seat: Seat): AskOf<'choose'> => ({ kind: 'choose', seats: [seat], together: true });
export const writeAsk = (seat: Seat): AskOf<'write'> => ({ kind: 'write', seats: [seat], together: true });
export const confirmAsk = (seat: Seat): AskOf<'confirm'> => ({ kind: 'confirm', seats: [seat], together: true });
export const soloCardAsk = (card: number): AskOf<'soloCard'> => ({ kind: 'soloCard', seats: [0], card });

/** Adventure 6: the seat picks which empty slot of the quarter a spread takes (the reveal's, together). */
export function infectAsk(
  seat: Seat,
  at: { readonly quarter: number; readonly slots: readonly number[] },
  sheet: SheetState,
): AskOf<'infect'> {
  return { kind: 'infect', seats: [seat], together: true, quarter: at.quarter, slots: at.slots, sheet };
}

export function taskAsk(seat: Seat, [task, ...later]: readonly [Task, ...Task[]]): AskOf<'task'> {
  return { kind: 'task', seats: [seat], together: true, task, later };
}

/** A new turn: every seat chooses at once, each privately. */
export function turnAsks(seats: number): WtmAsk[] {
  return Array.from({ length: seats }, (_, seat) => chooseAsk(seat));
}

/** No ask is left: the game is over. */
export const isOver = (s: Pick<WtmState, 'asks'>): boolean => s.asks.length === 0;

/** The seat an ask of a turn belongs to (each names exactly one). */
export const seatOf = (ask: WtmAsk): Seat => ask.seats[0];

/** The solo cards still to resolve, oldest (answered first) first. */
export function soloCardsLeft(s: Pick<WtmState, 'asks'>): number[] {
  return s.asks.flatMap((a) => (a.kind === 'soloCard' ? [a.card] : [])).reverse();
}

export function emptyDraft(sheet: SheetState, on?: BoardSide): Draft {
  const draft: Draft = { combo: null, action: null, systemError: false, slot: null, sheet, races: [] };
  return on ? { ...draft, on } : draft;
}

/** Every sheet on the table: one per seat, and in a solo Battle ASTRA's own sheet last. */
export function boardsOf(s: Pick<WtmState, 'sheets' | 'solo'>): readonly SheetState[] {
  return s.solo?.board ? [...s.sheets, s.solo.board] : s.sheets;
}

/** Where a seat writes this turn: its own sheet, or (adventure 8) the board and half the turn gives it. */
export function boardSideOf(s: WtmState, seat: Seat): BoardSide | undefined {
  return adventureRules(s.options.adventure).boardFor?.(s.turn, seat, boardsOf(s).length);
}

/** A fresh draft for the seat on the sheet it writes this turn. */
export function freshDraft(s: WtmState, seat: Seat): Draft {
  return emptyDraft(sheetOf(s, seat), boardSideOf(s, seat));
}

/** The seat's draft, which every step after the choice has (a broken invariant otherwise). */
export const draftOf = (s: WtmState, seat: Seat): Draft => assertDefined(s.drafts[seat], `the draft of seat ${seat}`);

/** The sheet the seat writes on this turn (its own but in adventure 8), as of the start of the turn. */
export function sheetOf(s: WtmState, seat: Seat): SheetState {
  const at = boardSideOf(s, seat)?.sheet ?? seat;
  return assertDefined(boardsOf(s)[at], `the sheet of seat ${seat}`);
}

/**
 * The draft with the tasks this ask has queued (none but for a task ask); while a spread waits for the seat's pick,
 * its sheet as the spreads have left it so far.
 */
export function workOf(draft: Draft, ask: WtmAsk | null): Work {
  if (ask?.kind === 'infect') return { ...draft, sheet: ask.sheet, tasks: [{ kind: 'spread' }] };
  return { ...draft, tasks: ask?.kind === 'task' ? [ask.task, ...ask.later] : [] };
}

/** The seat's own work as its view shows it, or null before it has chosen. */
export function ownWork(s: WtmState, seat: Seat): Work | null {
  const ask = askOf(s.asks, seat);
  // A solo card's spread is picked before the turn's choice, with no draft yet.
  const draft = s.drafts[seat] ?? (ask?.kind === 'infect' ? emptyDraft(ask.sheet) : null);
  return draft ? workOf(draft, ask) : null;
}

/** The draft to keep in the state: the work without its queue (the queue goes into the seat's next ask). */
export function toDraft({ tasks: _queued, ...draft }: Work): Draft {
  return draft;
}

/** The prompt of every step of a turn (the solo card's has its own). */
export function turnPrompt(s: WtmState): Message {
  return { code: s.solo ? 'prompt.turn-solo' : 'prompt.turn', params: { turn: s.turn } };
}
