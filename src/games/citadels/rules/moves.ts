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
  endTurnError,
  incomeError,
  keepError,
  laboratoryError,
  smithyError,
} from './turn';
import type { AskOf, CtMove, CtState, MoveKind, StageAsk } from './types';

/** The moves a character's turn is made of, before and after the action (choosing drawn cards aside). */
export const STAGE_MOVES: readonly MoveKind[] = [
  'takeGold',
  'drawCards',
  'build',
  'income',
  'assassinate',
  'rob',
  'swapHands',
  'toggleDiscard',
  'redraw',
  'destroy',
  'laboratory',
  'smithy',
  'endTurn',
];
/** While choosing drawn cards or marking cards for the Magician, any other move of the turn is refused with a reason. */
export const TURN_MOVES: readonly MoveKind[] = [...STAGE_MOVES, 'keepCard'];

export function stagePrompt(s: CtState, stage: StageAsk): Message {
  const params = { seat: seatParam(seatOf(stage)), char: charTerm(stage.rank) };
  if (stage.kind === 'turn') return { code: 'prompt.turn', params };
  return { code: drawable(s) ? 'prompt.action' : 'prompt.action-gold', params };
}

export function stageError(s: CtState, stage: StageAsk, m: CtMove): RuleError | null {
  switch (m.kind) {
    case 'takeGold':
      return actionError(s, stage, false);
    case 'drawCards':
      return actionError(s, stage, true);
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
    case 'redraw':
      return redrawError(stage);
    case 'destroy':
      return destroyError(s, stage, m.seat, m.card);
    case 'laboratory':
      return laboratoryError(s, stage, m.card);
    case 'smithy':
      return smithyError(s, stage);
    case 'endTurn':
      return endTurnError(stage);
    case 'keepCard':
    case 'draft':
    case 'discardDraft':
    case 'graveyard':
      return { code: 'error.not-now' };
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
  return out.filter((m) => stageError(s, stage, m) === null);
}

export function keepPrompt(s: CtState, ask: AskOf<'keep'>): Message {
  const params = { seat: seatParam(seatOf(ask)), char: charTerm(stageAsk(s).rank), count: ask.keep };
  return { code: 'prompt.keep', params };
}

export function keepMoveError(ask: AskOf<'keep'>, m: CtMove): RuleError | null {
  return m.kind === 'keepCard' ? keepError(ask, m.card) : { code: 'error.choose-drawn' };
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
  return m.kind === 'redraw' ? null : { code: 'error.finish-discard' };
}

export function applyMagic(s: CtState, ask: AskOf<'magic'>, m: CtMove): CtState {
  if (m.kind === 'toggleDiscard') return applyToggle(s, ask, m.card);
  if (m.kind === 'redraw') return applyRedraw(s, ask);
  throw new Error(`applyMagic: ${m.kind} is neither marking nor redrawing`);
}
