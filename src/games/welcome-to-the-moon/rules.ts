// Welcome to the Moon's rules: the Game object; the turn, adventures, scoring and views live in rules/.

import type { Game, Status } from '../../engine/game';
import { describeMove } from './rules/describe';
import { overStatus } from './rules/end';
import { defaultOptions, parseOptions, setupGame } from './rules/setup';
import { apply, legalMoves, validate } from './rules/turn';
import type { WtmMove, WtmOptions, WtmState, WtmView } from './rules/types';
import { viewFor } from './rules/view';

export type { WtmMove, WtmOptions, WtmState, WtmView } from './rules/types';

function status(s: WtmState): Status {
  if (s.over) return overStatus(s);
  const active = s.confirmed.flatMap((done, seat) => (done ? [] : [seat]));
  // Solo: a solo card to resolve first, or the six number/action pairs; otherwise the three combinations.
  const code = s.solo ? (s.solo.pending.length > 0 ? 'prompt.solo-card' : 'prompt.turn-solo') : 'prompt.turn';
  return { kind: 'turn', active, prompt: { code, params: { turn: s.turn } } };
}

export const game: Game<WtmState, WtmMove, WtmOptions, WtmView> = {
  id: 'welcome-to-the-moon',
  version: 1,
  players: { min: 1, max: 8 },
  // Each seat's choice this turn is secret until all have confirmed.
  hasHiddenInfo: true,
  defaultOptions,
  parseOptions,
  setup: setupGame,
  status,
  legalMoves,
  validate,
  apply,
  view: viewFor,
  describe: describeMove,
  // A confirm closes the seat's turn; the last one also reveals everything and flips new cards.
  isCommit: (_before, m) => m.kind === 'confirm',
};
