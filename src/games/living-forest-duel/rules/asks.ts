// The asks of Living Forest Duel: building them, and what the view reads from them (phase, turn, frames, Varan).

import { assertDefined } from '../../../engine/assert';
import type { AskRules, DecisionTable } from '../../../engine/decision';
import type { RuleError, Seat } from '../../../engine/game';
import type { Element } from '../data';
import { applyAdvance, applyExtinguish, applyPlant, applyRecruit, finishAction } from './actions';
import { actionOptions, advanceError, extinguishError, plantError, recruitError } from './choices';
import { elementTerm } from './codes';
import { applyVaranChoice } from './reveal';
import { actionPrompt, sankiPrompt, turnPrompt, varanPrompt } from './status';
import { applySanki, applyTurn, tokenError, tokenMoves, turnError, turnMoves } from './turn';
import type { ActionKind, Frame, LfActionAsk, LfAsk, LfAskOf, LfMove, LfMoveOf, LfState, Phase } from './types';

/** The element each action counts (a token on it, or a bonus of it, starts that action). */
export const ACTION_ELEMENT: Readonly<Record<ActionKind, Element>> = {
  recruit: 'sun',
  extinguish: 'water',
  plant: 'plant',
  advance: 'wind',
};

export const turnAsk = (seat: Seat): LfAsk => ({ kind: 'turn', seats: [seat] });

type ActionBase = Pick<LfActionAsk, 'seats' | 'value' | 'bonus'>;

function newAction(e: Element, base: ActionBase): LfActionAsk {
  switch (e) {
    case 'sun':
      return { kind: 'recruit', ...base, emptied: [] };
    case 'water':
      return { kind: 'extinguish', ...base };
    case 'plant':
      return { kind: 'plant', ...base, piles: [] };
    case 'wind':
      return { kind: 'advance', ...base };
  }
}

/** The action a token on element `e` starts for `seat`, worth `value`. */
export const actionAsk = (seat: Seat, e: Element, value: number): LfActionAsk =>
  newAction(e, { seats: [seat], value, bonus: false });

/** A bonus action of element `e` (from a tree or a clearing) for `seat`, worth `value`. */
export const bonusAsk = (seat: Seat, e: Element, value: number): LfActionAsk =>
  newAction(e, { seats: [seat], value, bonus: true });

export const isAction = (a: LfAsk): a is LfActionAsk => Object.hasOwn(ACTION_ELEMENT, a.kind);

/** A move of the kind `kind` (the four actions are answered by the move of the same name). */
export const isMoveOf = <K extends LfMove['kind']>(m: LfMove, kind: K): m is Extract<LfMove, { kind: K }> =>
  m.kind === kind;

/** The seat an ask waits for: every ask of this game waits for exactly one. */
export const seatOf = (a: LfAsk): Seat => assertDefined(a.seats[0], `the seat of the ${a.kind} ask`);

const topOf = (s: LfState): LfAsk | undefined => s.asks[s.asks.length - 1];

export function phaseOf(s: LfState): Phase {
  const top = topOf(s);
  if (!top) return 'over';
  return isAction(top) ? 'action' : top.kind;
}

/** Who decides now; once the game is won, the winner (every victory comes on its winner's own move). */
export function turnOf(s: LfState): Seat {
  const top = topOf(s);
  return top ? seatOf(top) : assertDefined(s.winner, 'the winner of a game with nothing asked');
}

export function frameOf(a: LfActionAsk): Frame {
  return {
    kind: ACTION_ELEMENT[a.kind],
    value: a.value,
    bonus: a.bonus,
    piles: a.kind === 'plant' ? a.piles : [],
    emptied: a.kind === 'recruit' ? a.emptied : [],
  };
}

/** The actions in progress, the current one last. */
export const framesOf = (s: LfState): Frame[] => s.asks.filter(isAction).map(frameOf);

/** The revealed Varan waiting for its owner's Sanki decision. */
export function pendingVaranOf(s: LfState): number | null {
  const top = topOf(s);
  return top?.kind === 'varan' ? top.varan : null;
}

// The four actions: another action's move during one is refused by naming the action in progress, not as "not now".
const ACTION_KINDS: readonly LfMove['kind'][] = ['recruit', 'extinguish', 'plant', 'advance'];

/** An action in progress: its own move while value is left, or "done". */
function action<K extends ActionKind>(
  kind: K,
  error: (s: LfState, ask: LfAskOf<K>, m: LfMoveOf<K>) => RuleError | null,
  answer: (s: LfState, ask: LfAskOf<K>, m: LfMoveOf<K>) => LfState,
): AskRules<LfState, LfMove, LfAskOf<K>> {
  return {
    moves: [kind, 'finish'],
    notNow: (_s, _ask, _seat, m) =>
      ACTION_KINDS.includes(m.kind)
        ? { code: 'error.wrong-action', params: { element: elementTerm(ACTION_ELEMENT[kind]) } }
        : { code: 'error.not-now' },
    prompt: actionPrompt,
    legal: (s, ask) => [...actionOptions(s, ask), { kind: 'finish' }],
    validate: (s, ask, _seat, m) => (isMoveOf(m, kind) ? error(s, ask, m) : null),
    apply(s, ask, _seat, m) {
      if (isMoveOf(m, kind)) return answer(s, ask, m);
      return finishAction(s, ask);
    },
  };
}

export const table: DecisionTable<LfState, LfMove, LfAsk> = {
  turn: {
    moves: ['reveal', 'token', 'pass'],
    prompt: turnPrompt,
    legal: (s, _ask, seat) => turnMoves(s, seat),
    validate: (s, _ask, seat, m) => turnError(s, seat, m),
    apply: (s, ask, _seat, m) => applyTurn(s, ask, m),
  },
  varan: {
    moves: ['sankiVaran', 'keepVaran'],
    prompt: varanPrompt,
    legal: () => [{ kind: 'sankiVaran' }, { kind: 'keepVaran' }],
    validate: () => null,
    apply: (s, ask, _seat, m) => applyVaranChoice(s, ask, m.kind === 'sankiVaran'),
  },
  sanki: {
    moves: ['token', 'skipSanki'],
    prompt: sankiPrompt,
    legal: (s, _ask, seat) => [...tokenMoves(s, seat), { kind: 'skipSanki' }],
    validate: (s, _ask, seat, m) => (m.kind === 'token' ? tokenError(s, seat, m) : null),
    apply: (s, ask, _seat, m) => applySanki(s, ask, m),
  },
  recruit: action('recruit', recruitError, (s, ask, m) => applyRecruit(s, ask, m.slot)),
  extinguish: action('extinguish', extinguishError, (s, ask, m) => applyExtinguish(s, ask, m.clearing)),
  plant: action('plant', plantError, applyPlant),
  advance: action('advance', advanceError, (s, ask, m) => applyAdvance(s, ask, m.steps)),
};
