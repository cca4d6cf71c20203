// Why a tap is refused, in terms of the step the seat is at (pick first, already written, not for this action…).

import { type RuleError, termParam } from '../../../engine/game';
import type { Draft, WtmAsk, WtmMove } from './types';

/** A write where the seat is not at its write step. */
function writeRefusal(ask: WtmAsk, draft: Draft | null): RuleError {
  if (ask.kind === 'soloCard') return { code: 'error.solo-first' };
  if (ask.kind === 'choose') return { code: 'error.choose-first' };
  if (draft?.systemError) return { code: 'error.not-now' };
  return { code: 'error.already-written' };
}

/** A tap on the sheet (an X, an arrow, a box) or a button of a task that is not the one this step asks for. */
function taskRefusal(ask: WtmAsk, draft: Draft | null, kind: WtmMove['kind']): RuleError {
  if (kind === 'mark' && ask.kind === 'soloCard') return { code: 'error.mark-solo' };
  if (ask.kind !== 'task') return { code: 'error.not-now' };
  const task = ask.task.kind;
  if (kind === 'placeX' && task === 'x') return { code: 'error.x-slot' };
  if (kind === 'activate' && task === 'activate') return { code: 'error.arrow' };
  if (kind !== 'mark') return { code: 'error.not-now' };
  if (task === 'wall') return { code: 'error.mark-wall' };
  if (task === 'action' && draft?.action) {
    return { code: 'error.mark-action', params: { action: termParam(`term.${draft.action}`) } };
  }
  return { code: 'error.mark-other' };
}

/** Why `m` is not a legal answer to `ask`, for a move the ask's own checks have not explained. */
export function refusal(ask: WtmAsk, draft: Draft | null, m: WtmMove): RuleError {
  switch (m.kind) {
    case 'choose':
      if (ask.kind === 'soloCard') return { code: 'error.solo-first' };
      return { code: 'error.already-chosen' };
    case 'write':
      return writeRefusal(ask, draft);
    case 'systemError':
      return { code: 'error.must-write' };
    case 'confirm':
      return { code: 'error.unfinished' };
    default:
      return taskRefusal(ask, draft, m.kind);
  }
}
