// The character draft: setting characters aside, the passing order for 2..7 players, keeping and laying down.

import type { RuleError, Seat } from '../../../engine/game';
import { shuffle } from '../../../engine/random';
import { KING, RANKS, type Rank, SET_ASIDE } from '../data';
import { startCalling } from './calling';
import { charTerm, seatParam, setAt, sortNum, withEvents, without } from './helpers';
import type { CtState, DraftStep } from './types';

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

/** Shuffle the characters and set some aside: face down at random, then face up, never the King face up. */
export function startRound(s: CtState, round: number): CtState {
  const [mixed, rng] = shuffle(s.rng, RANKS);
  const [down, up] = SET_ASIDE[s.seats] ?? [1, 0];
  const faceDown = mixed.slice(0, down);
  // Drawing the King face up means drawing again: the same as taking face-up cards from the non-King rest.
  const rest = mixed.slice(down);
  const faceUp = rest.filter((r) => r !== KING).slice(0, up);
  const pool = sortNum(rest.filter((r) => !faceUp.includes(r)));
  const next: CtState = {
    ...s,
    rng,
    round,
    phase: 'draft',
    chars: s.hands.map(() => []),
    faceUp: sortNum(faceUp),
    faceDown,
    pool,
    draft: draftSteps(s.seats, s.crown),
    draftStep: 0,
    revealed: [],
    killed: null,
    robbed: null,
    turn: null,
    graveyard: null,
  };
  const upEvents = sortNum(faceUp).map((r) => ({ code: 'log.face-up', params: { char: charTerm(r) } }));
  return withEvents(next, { code: 'log.round-start', params: { round, ...seatParam(s.crown) } }, ...upEvents);
}

export function currentStep(s: CtState): DraftStep | null {
  return s.phase === 'draft' ? (s.draft[s.draftStep] ?? null) : null;
}

/** 7 players: the last to choose may take the face-down card instead of the one passed on. */
export function draftOptions(s: CtState): Rank[] {
  const step = currentStep(s);
  if (!step) return [];
  const last = s.draftStep === s.draft.length - 1;
  return sortNum(s.seats === 7 && last ? [...s.pool, ...s.faceDown] : s.pool);
}

export function draftError(s: CtState, seat: Seat, kind: 'keep' | 'discard', rank: Rank): RuleError | null {
  const step = currentStep(s);
  if (!step || step.seat !== seat) return { code: 'error.not-now' };
  if (step.kind !== kind) return { code: kind === 'keep' ? 'error.must-discard' : 'error.must-keep' };
  if (!draftOptions(s).includes(rank)) return { code: 'error.not-offered', params: { char: charTerm(rank) } };
  return null;
}

export function applyDraft(s: CtState, seat: Seat, kind: 'keep' | 'discard', rank: Rank): CtState {
  const fromPool = s.pool.includes(rank);
  let next: CtState = {
    ...s,
    pool: fromPool ? without(s.pool, rank) : s.pool,
    faceDown: fromPool ? s.faceDown : without(s.faceDown, rank),
    draftStep: s.draftStep + 1,
    events: [],
  };
  if (kind === 'keep') {
    next = { ...next, chars: setAt(next.chars, seat, sortNum([...(next.chars[seat] ?? []), rank])) };
    next = withEvents(next, { code: 'log.drafted', params: seatParam(seat) });
    next = withEvents(next, { code: 'log.you-drafted', params: { char: charTerm(rank) }, visibleTo: [seat] });
  } else {
    next = { ...next, faceDown: [...next.faceDown, rank] };
    next = withEvents(next, { code: 'log.laid-down', params: seatParam(seat) });
  }
  if (next.draftStep < next.draft.length) return next;
  // The draft is over: whatever was not chosen goes face down, unseen.
  return startCalling({ ...next, faceDown: [...next.faceDown, ...next.pool], pool: [] });
}
