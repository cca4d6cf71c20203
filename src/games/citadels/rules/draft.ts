// The character draft: setting characters aside, the passing order for 2..7 players, keeping and laying down.

import { assertDefined } from '../../../engine/assert';
import { push, settle } from '../../../engine/decision';
import { type Message, type RuleError, type Seat, seatParam } from '../../../engine/game';
import { updateAt } from '../../../engine/list';
import { shuffle } from '../../../engine/random';
import { KING, RANKS, type Rank, SET_ASIDE } from '../data';
import { seatOf, topOf } from './asks';
import { startCalling } from './calling';
import { charTerm, sortNum, withEvents, without } from './helpers';
import type { AskOf, CtMove, CtState, DraftStep } from './types';

type DraftAsk = AskOf<'draft'>;
type DraftMove = Extract<CtMove, { kind: 'draft' | 'discardDraft' }>;

/**
 * Who picks in which order. 4-7 players: once each from the crown, clockwise. 3 players: twice round.
 * 2 players (the reference's procedure): A keeps; B keeps and lays one down; A keeps and lays one down; B keeps.
 */
export function draftSteps(seats: number, crown: Seat): DraftStep[] {
  const at = (k: number): Seat => (crown + k) % seats;
  if (seats === 2) {
    return [
      { seat: at(0), kind: 'keep' },
      { seat: at(1), kind: 'keep' },
      { seat: at(1), kind: 'discard' },
      { seat: at(0), kind: 'keep' },
      { seat: at(0), kind: 'discard' },
      { seat: at(1), kind: 'keep' },
    ];
  }
  const picks = seats === 3 ? 6 : seats;
  return Array.from({ length: picks }, (_, k) => ({ seat: at(k), kind: 'keep' as const }));
}

/** One ask per draft step; 7 players: the last to choose may take the face-down card instead of the one passed on. */
function draftAsks(seats: number, crown: Seat): DraftAsk[] {
  const steps = draftSteps(seats, crown);
  return steps.map((step, i) => ({
    kind: 'draft',
    seats: [step.seat],
    pick: step.kind,
    withFaceDown: seats === 7 && i === steps.length - 1,
  }));
}

/** Shuffle the characters and set some aside: face down at random, then face up, never the King face up. */
export function startRound(s: CtState, round: number): CtState {
  const [mixed, rng] = shuffle(s.rng, RANKS);
  const [down, up] = assertDefined(SET_ASIDE[s.seats], `the characters set aside for ${s.seats} players`);
  const faceDown = mixed.slice(0, down);
  // Drawing the King face up means drawing again: the same as taking face-up cards from the non-King rest.
  const rest = mixed.slice(down);
  const faceUp = rest.filter((r) => r !== KING).slice(0, up);
  const pool = sortNum(rest.filter((r) => !faceUp.includes(r)));
  const next: CtState = {
    ...s,
    rng,
    round,
    chars: s.hands.map(() => []),
    faceUp: sortNum(faceUp),
    faceDown,
    pool,
    revealed: [],
    killed: null,
    robbed: null,
    asks: push(s.asks, ...draftAsks(s.seats, s.crown)),
  };
  const upEvents = sortNum(faceUp).map((r) => ({ code: 'log.face-up', params: { char: charTerm(r) } }));
  return withEvents(next, { code: 'log.round-start', params: { round, seat: seatParam(s.crown) } }, ...upEvents);
}

/** The draft step being played, or null outside the draft. */
export function currentStep(s: CtState): DraftStep | null {
  const top = topOf(s);
  return top?.kind === 'draft' ? { seat: seatOf(top), kind: top.pick } : null;
}

export function draftOptions(s: CtState, ask: DraftAsk): Rank[] {
  return sortNum(ask.withFaceDown ? [...s.pool, ...s.faceDown] : s.pool);
}

export function draftPrompt(_s: CtState, ask: DraftAsk): Message {
  const code =
    ask.pick === 'discard' ? 'prompt.draft-discard' : ask.withFaceDown ? 'prompt.draft-last' : 'prompt.draft';
  return { code, params: { seat: seatParam(seatOf(ask)) } };
}

export function draftMoves(s: CtState, ask: DraftAsk): DraftMove[] {
  const kind = ask.pick === 'keep' ? 'draft' : 'discardDraft';
  return draftOptions(s, ask).map((character) => ({ kind, character }));
}

export function draftError(s: CtState, ask: DraftAsk, m: CtMove): RuleError | null {
  if (m.kind !== 'draft' && m.kind !== 'discardDraft') return { code: 'error.not-now' };
  const kind = m.kind === 'draft' ? 'keep' : 'discard';
  if (ask.pick !== kind) return { code: kind === 'keep' ? 'error.must-discard' : 'error.must-keep' };
  // A number that is no character cannot be named in the message.
  if (!RANKS.includes(m.character)) return { code: 'error.no-character' };
  if (!draftOptions(s, ask).includes(m.character))
    return { code: 'error.not-offered', params: { char: charTerm(m.character) } };
  return null;
}

export function applyDraft(s: CtState, ask: DraftAsk, m: CtMove): CtState {
  if (m.kind !== 'draft' && m.kind !== 'discardDraft') throw new Error(`applyDraft: ${m.kind} is not a draft move`);
  const seat = seatOf(ask);
  const rank = m.character;
  const fromPool = s.pool.includes(rank);
  let next: CtState = {
    ...s,
    pool: fromPool ? without(s.pool, rank) : s.pool,
    faceDown: fromPool ? s.faceDown : without(s.faceDown, rank),
    asks: settle(s.asks, ask),
  };
  if (ask.pick === 'keep') {
    next = { ...next, chars: updateAt(next.chars, seat, (c) => sortNum([...c, rank])) };
    next = withEvents(next, { code: 'log.drafted', params: { seat: seatParam(seat) } });
    next = withEvents(next, { code: 'log.you-drafted', params: { char: charTerm(rank) }, visibleTo: [seat] });
  } else {
    next = { ...next, faceDown: [...next.faceDown, rank] };
    next = withEvents(next, { code: 'log.laid-down', params: { seat: seatParam(seat) } });
  }
  if (topOf(next)?.kind === 'draft') return next;
  // The draft is over: whatever was not chosen goes face down, unseen.
  return startCalling({ ...next, faceDown: [...next.faceDown, ...next.pool], pool: [] });
}

/**
 * Take back (src/engine/take-back.ts): a keep or lay-down that hands the draft to the next seat shows nobody anything
 * the mover did not see: the next seat's choices are the pool the mover chose from, less the mover's card. The view's
 * `draftStep` names the next seat, which the generic comparison would take for news, so this says it. Not so when the
 * next seat is the 7th player, who may now look at the face-down card, nor when the draft ends (a character is
 * called). Other moves are left to the generic comparison.
 */
export function draftRevealsInformation(m: CtMove, after: CtState): boolean | undefined {
  if (m.kind !== 'draft' && m.kind !== 'discardDraft') return undefined;
  const next = topOf(after);
  return next?.kind !== 'draft' || next.withFaceDown;
}
