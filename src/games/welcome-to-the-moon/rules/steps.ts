// A seat's turn, later steps: the tasks its writing queued (bonuses, the optional action), then its confirm; the
// last seat to confirm reveals the turn. Until it confirms a seat may start its turn over.

import { listed, settle } from '../../../engine/decision';
import type { RuleError, Seat } from '../../../engine/game';
import { replaceAt } from '../../../engine/list';
import { adventureRules } from './adventures';
import { type AskOf, chooseAsk, confirmAsk, draftOf, seatOf, taskAsk, toDraft, turnPrompt, workOf } from './asks';
import { refusal } from './refusal';
import { reveal } from './reveal';
import type { Work, WtmAsk, WtmMove, WtmState } from './types';

/** After a step, the seat's next ask: its first queued task that can still be done (others drop), else confirm. */
export function nextStep(s: WtmState, ask: WtmAsk, work: Work): WtmState {
  const rules = adventureRules(s.options.adventure);
  const seat = seatOf(ask);
  let tasks = work.tasks;
  while (tasks.length > 0 && rules.taskMoves({ ...work, tasks }).length === 0) tasks = tasks.slice(1);
  const [task, ...later] = tasks;
  const next = task ? taskAsk(seat, [task, ...later]) : confirmAsk(seat);
  return { ...s, drafts: replaceAt(s.drafts, seat, toDraft(work)), asks: settle(s.asks, ask, next) };
}

/** Cancel: the seat's draft is dropped and it chooses again from the start-of-turn sheet. */
export function startOver(s: WtmState, ask: WtmAsk): WtmState {
  const seat = seatOf(ask);
  return { ...s, drafts: replaceAt(s.drafts, seat, null), asks: settle(s.asks, ask, chooseAsk(seat)) };
}

/** Why a move of the step's kinds is not on its list, or of another kind: what the seat's turn is at. */
const turnRefusal = (s: WtmState, ask: WtmAsk, _seat: Seat, m: WtmMove): RuleError =>
  refusal(ask, draftOf(s, seatOf(ask)), m);

const CANCEL: WtmMove = { kind: 'cancel' };
const CONFIRM: WtmMove = { kind: 'confirm' };

/** The task's own moves (its adventure's), or starting the turn over. */
function taskMoves(s: WtmState, ask: AskOf<'task'>): WtmMove[] {
  return [...adventureRules(s.options.adventure).taskMoves(workOf(draftOf(s, seatOf(ask)), ask)), CANCEL];
}

export const task = listed<WtmState, WtmMove, AskOf<'task'>>({
  // What the tasks of every adventure are answered with (each task takes some of them), or starting over.
  moves: ['placeX', 'activate', 'mark', 'skip', 'cancel'],
  notNow: turnRefusal,
  prompt: turnPrompt,
  legal: (s, ask) => taskMoves(s, ask),
  why: turnRefusal,
  apply(s, ask, seat, m) {
    if (m.kind === 'cancel') return startOver(s, ask);
    const work = adventureRules(s.options.adventure).applyTask(workOf(draftOf(s, seat), ask), m);
    return nextStep(s, ask, work);
  },
});

export const confirm = listed<WtmState, WtmMove, AskOf<'confirm'>>({
  moves: ['confirm', 'cancel'],
  notNow: turnRefusal,
  prompt: turnPrompt,
  legal: () => [CONFIRM, CANCEL],
  why: turnRefusal,
  /** The seat's turn is sealed; once nobody is left deciding, everything is revealed together. */
  apply(s, ask, _seat, m) {
    if (m.kind === 'cancel') return startOver(s, ask);
    const asks = settle(s.asks, ask);
    return asks.length > 0 ? { ...s, asks } : reveal({ ...s, asks });
  },
});
