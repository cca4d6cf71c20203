// The moves of a character's turn: why one is refused at each step of the turn, what it does, and every legal one.

import { assertNever } from '../../../engine/assert';
import { type Message, type RuleError, type Seat, seatParam } from '../../../engine/game';
import { ASSASSIN, MAGICIAN, RANKS, THIEF, WARLORD } from '../data';
import { seatOf, stageAsk } from './asks';
import { charTerm, cityOf, drawable, handOf, owns } from './helpers';
import {
  applyAssassinate,
  applyDestroy,
  applyFirstMark,
  applyRedraw,
  applyRob,
  applySwap,
  applyToggle,
  assassinateError,
  destroyError,
  redrawError,
  robError,
  swapError,
  toggleError,
} from './powers';
import {
  actionError,
  applyBuild,
  applyDrawCards,
  applyEndTurn,
  applyIncome,
  applyKeepCard,
  applyLaboratory,
  applySmithy,
  applyTakeGold,
  buildError,
  incomeError,
  keepError,
  laboratoryError,
  smithyError,
} from './turn';
import type { AskOf, CtMove, CtState, MoveKind, StageAsk } from './types';

/** What a character's turn allows at any time (seed: "※これはターンのいつでも使用できる"): powers and income. */
const ANY_TIME: readonly MoveKind[] = [
  'income',
  'assassinate',
  'rob',
  'swapHands',
  'toggleDiscard',
  'destroy',
  'laboratory',
  'smithy',
];
/** The moves that answer the action ask: the basic action (2 gold or cards), or what may be done at any time. */
export const ACTION_MOVES: readonly MoveKind[] = ['takeGold', 'drawCards', ...ANY_TIME];
/** The moves that answer the turn ask, once the action is taken: building, any-time moves, ending the turn. */
export const AFTER_ACTION_MOVES: readonly MoveKind[] = ['build', ...ANY_TIME, 'endTurn'];
/** Every move of a character's turn: while choosing drawn cards or marking cards, each is refused with a reason. */
export const TURN_MOVES: readonly MoveKind[] = [
  ...new Set([...ACTION_MOVES, ...AFTER_ACTION_MOVES]),
  'redraw',
  'keepCard',
];

/** The moves that answer this step of the turn. */
export const stageMovesOf = (stage: StageAsk): readonly MoveKind[] =>
  stage.kind === 'action' ? ACTION_MOVES : AFTER_ACTION_MOVES;

/** Why a move that does not answer this step of the turn (before or after the action) must wait, or is over. */
export function stageNotNow(stage: StageAsk, m: CtMove): RuleError {
  switch (m.kind) {
    case 'takeGold':
    case 'drawCards':
      return { code: 'error.action-done' };
    case 'build':
    case 'endTurn':
      // Seed: "※建築の前に基本アクションは終わっていなければならない".
      return { code: 'error.action-first' };
    case 'redraw':
      return redrawError(stage);
    default:
      return { code: 'error.not-now' };
  }
}

export function stagePrompt(s: CtState, stage: StageAsk): Message {
  const params = { seat: seatParam(seatOf(stage)), char: charTerm(stage.rank) };
  if (stage.kind === 'turn') return { code: 'prompt.turn', params };
  return { code: drawable(s) ? 'prompt.action' : 'prompt.action-gold', params };
}

/** Why a move of this step of the turn is refused (the kinds of the other step are refused by `stageNotNow`). */
export function stageError(s: CtState, stage: StageAsk, m: CtMove): RuleError | null {
  switch (m.kind) {
    case 'takeGold':
      return actionError(s, false);
    case 'drawCards':
      return actionError(s, true);
    case 'build':
      return buildError(s, stage, m.card);
    case 'income':
      return incomeError(stage);
    case 'assassinate':
      return assassinateError(stage, m.character);
    case 'rob':
      return robError(s, stage, m.character);
    case 'swapHands':
      return swapError(s, stage, m.seat);
    case 'toggleDiscard':
      return toggleError(s, stage, m.card);
    case 'destroy':
      return destroyError(s, stage, m.seat, m.card);
    case 'laboratory':
      return laboratoryError(s, stage, m.card);
    case 'smithy':
      return smithyError(s, stage);
    case 'endTurn':
      return null;
    case 'redraw':
    case 'keepCard':
    case 'draft':
    case 'discardDraft':
    case 'graveyard':
      return stageNotNow(stage, m);
    default:
      return assertNever(m, 'move');
  }
}

export function applyStage(s: CtState, stage: StageAsk, m: CtMove): CtState {
  switch (m.kind) {
    case 'takeGold':
      return applyTakeGold(s, stage);
    case 'drawCards':
      return applyDrawCards(s, stage);
    case 'build':
      return applyBuild(s, stage, m.card);
    case 'income':
      return applyIncome(s, stage);
    case 'assassinate':
      return applyAssassinate(s, stage, m.character);
    case 'rob':
      return applyRob(s, stage, m.character);
    case 'swapHands':
      return applySwap(s, stage, m.seat);
    case 'toggleDiscard':
      return applyFirstMark(s, stage, m.card);
    case 'destroy':
      return applyDestroy(s, stage, m.seat, m.card);
    case 'laboratory':
      return applyLaboratory(s, stage, m.card);
    case 'smithy':
      return applySmithy(s, stage);
    case 'endTurn':
      return applyEndTurn(s, stage);
    case 'redraw':
    case 'keepCard':
    case 'draft':
    case 'discardDraft':
    case 'graveyard':
      throw new Error(`applyStage: ${m.kind} is never legal here`);
    default:
      return assertNever(m, 'move');
  }
}

/** Power moves worth checking for the character on turn (other characters' powers are never legal). */
function powerCandidates(s: CtState, seat: Seat, rank: number): CtMove[] {
  const out: CtMove[] = [];
  if (rank === ASSASSIN) for (const character of RANKS) out.push({ kind: 'assassinate', character });
  if (rank === THIEF) for (const character of RANKS) out.push({ kind: 'rob', character });
  if (rank === MAGICIAN) {
    for (let other = 0; other < s.seats; other++) out.push({ kind: 'swapHands', seat: other });
    for (const card of handOf(s, seat)) out.push({ kind: 'toggleDiscard', card });
    out.push({ kind: 'redraw' });
  }
  if (rank === WARLORD) {
    for (let other = 0; other < s.seats; other++) {
      for (const b of cityOf(s, other)) out.push({ kind: 'destroy', seat: other, card: b.card });
    }
  }
  return out;
}

/** Every move worth checking in a turn; the legal ones are those with no error. */
export function stageMoves(s: CtState, stage: StageAsk): CtMove[] {
  const seat = seatOf(stage);
  const hand = handOf(s, seat);
  const out: CtMove[] = [{ kind: 'takeGold' }, { kind: 'drawCards' }, { kind: 'income' }];
  for (const card of hand) out.push({ kind: 'build', card });
  if (owns(s, seat, 'laboratory')) for (const card of hand) out.push({ kind: 'laboratory', card });
  out.push(...powerCandidates(s, seat, stage.rank), { kind: 'smithy' }, { kind: 'endTurn' });
  const kinds = stageMovesOf(stage);
  return out.filter((m) => kinds.includes(m.kind) && stageError(s, stage, m) === null);
}

export function keepPrompt(s: CtState, ask: AskOf<'keep'>): Message {
  const params = { seat: seatParam(seatOf(ask)), char: charTerm(stageAsk(s).rank), count: ask.keep };
  return { code: 'prompt.keep', params };
}

export function keepMoveError(ask: AskOf<'keep'>, m: CtMove): RuleError | null {
  if (m.kind !== 'keepCard') throw new Error(`keepMoveError: ${m.kind} is not keepCard`);
  return keepError(ask, m.card);
}

export function applyKeep(s: CtState, ask: AskOf<'keep'>, m: CtMove): CtState {
  if (m.kind !== 'keepCard') throw new Error(`applyKeep: ${m.kind} is not keepCard`);
  return applyKeepCard(s, ask, m.card);
}

export function magicMoves(s: CtState, ask: AskOf<'magic'>): CtMove[] {
  return [...handOf(s, seatOf(ask)).map((card) => ({ kind: 'toggleDiscard', card }) as const), { kind: 'redraw' }];
}

export function magicError(s: CtState, m: CtMove): RuleError | null {
  if (m.kind === 'toggleDiscard') return toggleError(s, stageAsk(s), m.card);
  if (m.kind === 'redraw') return null;
  throw new Error(`magicError: ${m.kind} is neither marking nor redrawing`);
}

export function applyMagic(s: CtState, ask: AskOf<'magic'>, m: CtMove): CtState {
  if (m.kind === 'toggleDiscard') return applyToggle(s, ask, m.card);
  if (m.kind === 'redraw') return applyRedraw(s, ask);
  throw new Error(`applyMagic: ${m.kind} is neither marking nor redrawing`);
}
