// Welcome to the Moon's rules, the table of contents: each decision the rules ask for (rules/types.ts `WtmAsk`)
// and where it is answered; the turn, adventures, scoring and views live in rules/.

import { type DecisionTable, decide } from '../../engine/decision';
import type { Game } from '../../engine/game';
import { describeMove } from './rules/describe';
import { overStatus } from './rules/end';
import { defaultOptions, parseOptions, setupGame } from './rules/setup';
import { soloCard } from './rules/solo-cards';
import { confirm, task } from './rules/steps';
import { choose, write } from './rules/turn';
import type { WtmAsk, WtmMove, WtmOptions, WtmState, WtmView } from './rules/types';
import { viewFor } from './rules/view';

export type { WtmAsk, WtmMove, WtmOptions, WtmState, WtmView } from './rules/types';

const table: DecisionTable<WtmState, WtmMove, WtmAsk> = {
  // Solo: a solo card drawn for the turn is resolved first (rules/solo-cards.ts).
  soloCard,
  // Then every seat at once, each privately (rules/turn.ts, rules/steps.ts): pick a combination, write its
  // number, do the tasks it queued, confirm. The last confirm reveals the turn (rules/reveal.ts).
  choose,
  write,
  task,
  confirm,
};

export const game: Game<WtmState, WtmMove, WtmOptions, WtmView> = {
  id: 'welcome-to-the-moon',
  // 2: the decisions became asks in the state (drafts' tasks, confirmed, over and the solo cards pending went).
  version: 2,
  players: { min: 1, max: 8 },
  // Each seat's choice this turn is secret until all have confirmed.
  hasHiddenInfo: true,
  defaultOptions,
  parseOptions,
  setup: setupGame,
  ...decide({ table, over: overStatus, notNow: 'error.not-now' }),
  view: viewFor,
  describe: describeMove,
  // A confirm closes the seat's turn; the last one also reveals everything and flips new cards.
  isCommit: (_before, m) => m.kind === 'confirm',
};
