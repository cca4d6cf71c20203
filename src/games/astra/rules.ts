// Astra's rules: the Game object and its table of decisions; each topic lives in rules/.

import { type DecisionTable, decide } from '../../engine/decision';
import { type Game, type Message, seatParam } from '../../engine/game';
import { readOptionChoices } from '../../engine/options';
import { SPHERE_CYCLE } from './data';
import { meta } from './meta';
import { describeMove } from './rules/describe';
import {
  applyBoon,
  applyDiscard,
  applyOrder,
  boonError,
  boonMoves,
  discardError,
  discardMoves,
  orderError,
  orderMoves,
} from './rules/discovery';
import { overStatus } from './rules/scoring';
import { setupGame } from './rules/setup';
import {
  againError,
  againMoves,
  applyAgain,
  applyMark,
  applyRefresh,
  applyTurn,
  markError,
  markMoves,
  refreshError,
  refreshMoves,
  turnError,
  turnMoves,
} from './rules/turn';
import type { AsAsk, AsMove, AsOptions, AsState, AsView } from './rules/types';
import { viewFor } from './rules/view';

export type { AsAsk, AsMove, AsOptions, AsState, AsView } from './rules/types';

const say = (code: string, ask: AsAsk, more: Message['params'] = {}): Message => ({
  code,
  params: { seat: seatParam(ask.seats[0] ?? 0), ...more },
});

const table: DecisionTable<AsState, AsMove, AsAsk> = {
  // 能力フェイズ + アクションフェイズ: abilities first, then observe (the first star) or rest.
  turn: {
    moves: ['activate', 'observe', 'rest'],
    prompt: (s, ask) => say('prompt.turn', ask, { element: { term: `element.${SPHERE_CYCLE[s.sphere]}` } }),
    legal: turnMoves,
    validate: turnError,
    apply: applyTurn,
  },
  // An immediate ability is finished before another is resolved.
  refresh: {
    moves: ['refresh'],
    notNow: () => ({ code: 'error.finish-ability' }),
    prompt: (_s, ask) => say('prompt.refresh', ask),
    legal: refreshMoves,
    validate: refreshError,
    apply: applyRefresh,
  },
  // 観測する: more stars joined to the one marked just before, while stardust lasts.
  observe: {
    moves: ['mark', 'stop'],
    notNow: () => ({ code: 'error.finish-line' }),
    prompt: (_s, ask) => say('prompt.observe', ask, { card: { term: `card.${ask.card}` } }),
    legal: markMoves,
    validate: markError,
    apply: applyMark,
  },
  // 望遠鏡トークン: one token for another observe action.
  again: {
    moves: ['observe', 'pass'],
    prompt: (_s, ask) => say('prompt.again', ask),
    legal: againMoves,
    validate: againError,
    apply: applyAgain,
  },
  // 発見フェイズ: the player orders several discoveries.
  order: {
    moves: ['discover'],
    prompt: (_s, ask) => say('prompt.order', ask),
    legal: orderMoves,
    validate: orderError,
    apply: applyOrder,
  },
  // Helpers choose boons, most marks first; equal helpers at once.
  boon: {
    moves: ['boon'],
    prompt: (_s, ask) => say('prompt.boon', ask, { card: { term: `card.${ask.card}` }, marks: ask.marks }),
    legal: boonMoves,
    validate: boonError,
    apply: applyBoon,
  },
  // The wisdom limit.
  discard: {
    moves: ['discard'],
    prompt: (_s, ask) => say('prompt.discard', ask),
    legal: discardMoves,
    validate: discardError,
    apply: applyDiscard,
  },
};

export const game: Game<AsState, AsMove, AsOptions, AsView> = {
  id: 'astra',
  // 2: balance round 3 (card points, Lepus's graph, starting stardust by seat) replays differently.
  // 3: the end starts when the deck runs out (the 'end' option, 'deck' for new games); a version-2 save has no
  // 'end' key and reads as 'card', the old rule, so it replays as played.
  version: 3,
  players: { min: 2, max: 5 },
  // Each seat's final scoring card (its "+" elements) is seen by nobody else, and helpers choose boons in secret.
  hasHiddenInfo: true,
  defaultOptions: () => ({ end: 'deck' }),
  // A save made before the option existed has no key: it was played with the old end, so a missing key reads 'card'.
  parseOptions: (raw, seats) => {
    const c = readOptionChoices(meta, raw, seats, { end: 'card' });
    return c ? { end: c.end === 'deck' ? 'deck' : 'card' } : null;
  },
  setup: setupGame,
  ...decide({ table, over: overStatus, notNow: 'error.not-now' }),
  view: viewFor,
  describe: describeMove,
  // A discovery draws a face-down card; a boon choice of a group reveals the others' choices.
  isCommit: (before, m, after) =>
    after.deck.length !== before.deck.length || m.kind === 'boon' || after.turn.seat !== before.turn.seat,
};
