// Welcome to the Moon's rules, the table of contents: each decision the rules ask for (rules/types.ts `WtmAsk`)
// and where it is answered; the turn, adventures, scoring and views live in rules/.

import { type DecisionTable, decide } from '../../engine/decision';
import type { Game } from '../../engine/game';
import { describeMove } from './rules/describe';
import { overStatus } from './rules/end';
import { infect } from './rules/infect';
import { afterMove, inSeries, series, seriesOver, withSeries, withSeriesView } from './rules/series';
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
  // The Virus: a spread into a quarter with several empty slots waits for its player's pick (rules/infect.ts).
  infect,
  // A series between two adventures: every seat goes on, then the next adventure is set up (rules/series.ts).
  series,
};

const decided = decide({ table, over: (s) => (s.series ? seriesOver(s) : overStatus(s)), notNow: 'error.not-now' });

export const game: Game<WtmState, WtmMove, WtmOptions, WtmView> = {
  id: 'welcome-to-the-moon',
  // 2: the decisions became asks in the state (drafts' tasks, confirmed, over and the solo cards pending went).
  // 3: The Virus asks the player where each spread goes (an old Virus log replays differently).
  version: 3,
  players: { min: 1, max: 8 },
  // Each seat's choice this turn is secret until all have confirmed.
  hasHiddenInfo: true,
  defaultOptions,
  parseOptions,
  setup: (seats, options, seed) => withSeries(setupGame(seats, options, seed)),
  ...decided,
  // In a series, an adventure that has just ended stores its result and waits for the next one.
  apply: (s, seat, m) => afterMove(decided.apply(s, seat, m)),
  view: (s, seat) => withSeriesView(s, viewFor(s, seat)),
  describe: inSeries(describeMove),
  // A confirm closes the seat's turn; the last one also reveals everything and flips new cards. A series' next
  // adventure is dealt from the generator. The Virus: a spread's pick is final too (the last one may reveal the turn).
  isCommit: (before, m) => m.kind === 'confirm' || m.kind === 'nextAdventure' || before.asks.at(-1)?.kind === 'infect',
};
