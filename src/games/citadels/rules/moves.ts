// Why a move is illegal (as a message), and every legal move of a seat, generated from candidates and that check.

import { assertNever } from '../../../engine/assert';
import type { RuleError, Seat } from '../../../engine/game';
import { ASSASSIN, MAGICIAN, RANKS, THIEF, WARLORD } from '../data';
import { currentStep, draftError, draftOptions } from './draft';
import { cityOf, handOf, owns } from './helpers';
import { assassinateError, destroyError, redrawError, robError, swapError, toggleError } from './powers';
import { actionError, buildError, endTurnError, incomeError, keepError, laboratoryError, smithyError } from './turn';
import type { CtMove, CtState } from './types';

/** Moves that are only possible while a character's turn is running (not during a Graveyard answer). */
function inTurnError(s: CtState, seat: Seat, m: CtMove): RuleError | null {
  const t = s.turn;
  if (s.phase !== 'turn' || !t || t.seat !== seat) return { code: 'error.not-now' };
  // While choosing among drawn cards, or marking cards for the Magician, nothing else may happen.
  if (t.action === 'drawing' && m.kind !== 'keepCard') return { code: 'error.choose-drawn' };
  if (t.selected.length > 0 && m.kind !== 'toggleDiscard' && m.kind !== 'redraw')
    return { code: 'error.finish-discard' };
  return null;
}

export function moveError(s: CtState, seat: Seat, m: CtMove): RuleError | null {
  switch (m.kind) {
    case 'draft':
      return draftError(s, seat, 'keep', m.character);
    case 'discardDraft':
      return draftError(s, seat, 'discard', m.character);
    case 'graveyard':
      return s.phase === 'graveyard' && s.graveyard?.seat === seat ? null : { code: 'error.not-now' };
    default:
      return inTurnError(s, seat, m) ?? turnMoveError(s, seat, m);
  }
}

function turnMoveError(s: CtState, seat: Seat, m: CtMove): RuleError | null {
  switch (m.kind) {
    case 'takeGold':
      return actionError(s, false);
    case 'drawCards':
      return actionError(s, true);
    case 'keepCard':
      return keepError(s, m.card);
    case 'build':
      return buildError(s, seat, m.card);
    case 'income':
      return incomeError(s);
    case 'assassinate':
      return assassinateError(s, m.character);
    case 'rob':
      return robError(s, m.character);
    case 'swapHands':
      return swapError(s, seat, m.seat);
    case 'toggleDiscard':
      return toggleError(s, seat, m.card);
    case 'redraw':
      return redrawError(s);
    case 'destroy':
      return destroyError(s, seat, m.seat, m.card);
    case 'laboratory':
      return laboratoryError(s, seat, m.card);
    case 'smithy':
      return smithyError(s, seat);
    case 'endTurn':
      return endTurnError(s);
    case 'draft':
    case 'discardDraft':
    case 'graveyard':
      return { code: 'error.not-now' };
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
function turnCandidates(s: CtState, seat: Seat): CtMove[] {
  const t = s.turn;
  if (!t) return [];
  if (t.action === 'drawing') return t.drawn.map((card) => ({ kind: 'keepCard', card }));
  const hand = handOf(s, seat);
  const out: CtMove[] = [{ kind: 'takeGold' }, { kind: 'drawCards' }, { kind: 'income' }];
  for (const card of hand) out.push({ kind: 'build', card });
  if (owns(s, seat, 'laboratory')) for (const card of hand) out.push({ kind: 'laboratory', card });
  out.push(...powerCandidates(s, seat, t.rank), { kind: 'smithy' }, { kind: 'endTurn' });
  return out;
}

export function legalMovesOf(s: CtState, seat: Seat): CtMove[] {
  switch (s.phase) {
    case 'draft': {
      const step = currentStep(s);
      if (!step || step.seat !== seat) return [];
      const kind = step.kind === 'keep' ? 'draft' : 'discardDraft';
      return draftOptions(s).map((character) => ({ kind, character }));
    }
    case 'graveyard':
      return s.graveyard?.seat === seat
        ? [
            { kind: 'graveyard', take: true },
            { kind: 'graveyard', take: false },
          ]
        : [];
    case 'turn':
      if (s.turn?.seat !== seat) return [];
      return turnCandidates(s, seat).filter((m) => moveError(s, seat, m) === null);
    case 'over':
      return [];
    default:
      return assertNever(s.phase, 'phase');
  }
}
