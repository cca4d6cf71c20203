// Tash-Kalar's decision table: one row per kind of question (docs/ARCHITECTURE.md, "Adding a game").

import { type DecisionTable, type MoveOf, row } from '../../../engine/decision';
import { seatParam } from '../../../engine/game';
import {
  duelStartError,
  duelStartMoves,
  effectError,
  effectMoves,
  returnError,
  returnMoves,
  turnError,
  turnMoves,
} from './moves';
import { continueEffect } from './run';
import {
  applyDiscard,
  applyDuelStart,
  applyFlare,
  applyPlace,
  applyReturn,
  applySummon,
  awaitingEnd,
  endIfDone,
  endReturn,
  endTurn,
} from './turn';
import type { TkAsk, TkMove, TkState } from './types';

const who = (s: TkState) => ({ seat: seatParam(s.turn) });

export const table: DecisionTable<TkState, TkMove, TkAsk> = {
  duelStart: row({
    moves: ['duelStart'],
    prompt: (s) => ({ code: 'prompt.duelStart', params: who(s) }),
    legal: () => duelStartMoves(),
    validate: (_s, _a, _seat, m) => duelStartError(m),
    apply: (s, _a, _seat, m) => applyDuelStart(s, m.sq),
  }),
  turn: row({
    moves: ['place', 'summon', 'discard', 'flare', 'claim', 'endTurn'],
    prompt: (s) =>
      awaitingEnd(s)
        ? { code: 'prompt.endTurn', params: who(s) }
        : { code: 'prompt.actions', params: { ...who(s), n: s.actions } },
    legal: (s, _a, seat) => turnMoves(s, seat),
    validate: (s, _a, seat, m) => turnError(s, seat, m),
    apply: (s, _a, _seat, m) => applyTurn(s, m),
  }),
  return: {
    moves: ['returnCard', 'endReturn'],
    // Seed 「ゲームプレイ」: after the discard, cards may go back to their decks; "done" ends that first.
    notNow: () => ({ code: 'error.finish-return' }),
    prompt: (s) => ({ code: 'prompt.return', params: who(s) }),
    legal: (s, _a, seat) => returnMoves(s, seat),
    validate: (s, _a, seat, m) => returnError(s, seat, m),
    apply: (s, ask, _seat, m) => (m.kind === 'returnCard' ? applyReturn(s, m.card) : endReturn(s, ask)),
  },
  effect: row({
    moves: ['choose'],
    // Seed 「クリーチャー召還」: the new unit's effect is resolved (one question at a time) before anything else.
    notNow: () => ({ code: 'error.finish-effect' }),
    prompt: (s, ask) => ({ ...ask.pending.prompt, params: { ...ask.pending.prompt.params, ...who(s) } }),
    legal: (_s, ask) => effectMoves(ask),
    validate: (_s, ask, _seat, m) => effectError(ask, m),
    apply: (s, ask, _seat, m) => endIfDone(continueEffect(s, ask, m.choice)),
  }),
};

function applyTurn(
  s: TkState,
  m: MoveOf<TkMove, 'place' | 'summon' | 'discard' | 'flare' | 'claim' | 'endTurn'>,
): TkState {
  switch (m.kind) {
    case 'place':
      return endIfDone(applyPlace(s, m));
    case 'summon':
      return endIfDone(applySummon(s, m));
    case 'discard':
      return applyDiscard(s, m.card);
    case 'flare':
      return endIfDone(applyFlare(s, m.card));
    case 'claim':
      return endTurn(s, m.task);
    case 'endTurn':
      return endTurn(s, null);
  }
}
