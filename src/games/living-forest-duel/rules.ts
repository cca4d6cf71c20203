// Living Forest Duel's rules: the Game object and its table of decisions; each topic lives in rules/.

import { type AskRules, type DecisionTable, decide } from '../../engine/decision';
import type { Game, RuleError } from '../../engine/game';
import { readOptionChoices } from '../../engine/options';
import { meta } from './meta';
import { applyAdvance, applyExtinguish, applyPlant, applyRecruit, finishAction } from './rules/actions';
import { ACTION_ELEMENT, isMoveOf } from './rules/asks';
import { actionOptions, advanceError, extinguishError, plantError, recruitError } from './rules/choices';
import { elementTerm } from './rules/codes';
import { describeMove } from './rules/describe';
import { applyVaranChoice } from './rules/reveal';
import { setupGame } from './rules/setup';
import { actionPrompt, over, sankiPrompt, turnPrompt, varanPrompt } from './rules/status';
import { applySanki, applyTurn, tokenError, tokenMoves, turnError, turnMoves } from './rules/turn';
import type { ActionKind, LfAsk, LfAskOf, LfMove, LfMoveOf, LfOptions, LfState, LfView } from './rules/types';
import { viewFor } from './rules/view';

export type { LfMove, LfOptions, LfState, LfView } from './rules/types';

function defaultOptions(_seats: number): LfOptions {
  return { fireTarget: 8, redeal: false };
}

function parseOptions(raw: unknown, seats: number): LfOptions | null {
  const c = readOptionChoices(meta, raw, seats, { ...defaultOptions(seats) });
  if (c === null) return null;
  const { fireTarget, redeal } = c;
  if ((fireTarget !== 7 && fireTarget !== 8) || typeof redeal !== 'boolean') return null;
  return { fireTarget, redeal };
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

const table: DecisionTable<LfState, LfMove, LfAsk> = {
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

/** Hidden cards came to light (a reveal, a refill, a new tree on top) or the round ended: no taking back. */
function isCommit(before: LfState, _m: LfMove, after: LfState): boolean {
  const hidden = (s: LfState) =>
    [
      s.deck.length,
      s.round,
      ...s.seats.map((st) => st.pile.length),
      ...Object.values(s.trees).map((p) => p.length),
    ].join();
  return hidden(before) !== hidden(after);
}

export const game: Game<LfState, LfMove, LfOptions, LfView> = {
  id: 'living-forest-duel',
  // 2: the state keeps its open decisions as asks (was phase, turn, mover, frames and pendingVaran).
  version: 2,
  players: { min: 2, max: 2 },
  // Both players see the same table; every deck and pile is face down for both (NOTES.md).
  hasHiddenInfo: false,
  defaultOptions,
  parseOptions,
  setup: setupGame,
  ...decide({ table, over, notNow: 'error.not-now' }),
  view: viewFor,
  describe: describeMove,
  isCommit,
  // Take back: the same test; the view's derived summaries (what a token would give) are not news.
  revealsInformation: (before, _seat, m, after) => isCommit(before, m, after),
};
