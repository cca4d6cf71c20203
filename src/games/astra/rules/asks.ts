// Astra's decision table: one row per kind of question (docs/ARCHITECTURE.md, "Adding a game").

import { assertDefined } from '../../../engine/assert';
import type { DecisionTable } from '../../../engine/decision';
import { type Message, seatParam } from '../../../engine/game';
import { SPHERE_CYCLE } from '../data';
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
} from './discovery';
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
} from './turn';
import type { AsAsk, AsMove, AsState } from './types';

const say = (code: string, ask: AsAsk, more: Message['params'] = {}): Message => ({
  code,
  params: { seat: seatParam(assertDefined(ask.seats[0], `the seat of ask ${ask.kind}`)), ...more },
});

export const table: DecisionTable<AsState, AsMove, AsAsk> = {
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
