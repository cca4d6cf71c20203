// Tash-Kalar's rules: the Game object and its table of decisions; each topic lives in rules/.

import { type DecisionTable, decide } from '../../engine/decision';
import { type Game, seatParam } from '../../engine/game';
import { readOptionChoices } from '../../engine/options';
import { DECKS, type DeckId } from './data';
import { meta } from './meta';
import { describeMove } from './rules/describe';
import {
  duelStartError,
  duelStartMoves,
  effectError,
  effectMoves,
  returnError,
  returnMoves,
  turnError,
  turnMoves,
} from './rules/moves';
import { continueEffect } from './rules/run';
import { overStatus } from './rules/scoring';
import { setupGame } from './rules/setup';
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
} from './rules/turn';
import type { Mode, TkAsk, TkMove, TkOptions, TkState, TkView } from './rules/types';
import { viewFor } from './rules/view';

export type { TkMove, TkOptions, TkState, TkView } from './rules/types';

function defaultOptions(_seats: number): TkOptions {
  return { mode: 'highForm', decks: ['imperial', 'sylvan'] };
}

const isDeck = (d: unknown): d is DeckId => typeof d === 'string' && (DECKS as readonly string[]).includes(d);
const isMode = (m: unknown): m is Mode => m === 'highForm' || m === 'deathmatch';

/** A save holds { mode, decks: [a, b] }, the setup form { mode, deck0, deck1 }; a missing value is the default. */
function formOf(raw: unknown): unknown {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const r = raw as Readonly<Record<string, unknown>>;
  const decks: readonly unknown[] = Array.isArray(r.decks) ? r.decks : [];
  const given = { deck0: decks[0], deck1: decks[1], ...r };
  return Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined && v !== null));
}

function parseOptions(raw: unknown, seats: number): TkOptions | null {
  const c = readOptionChoices(meta, formOf(raw), seats, { mode: 'highForm', deck0: 'imperial', deck1: 'sylvan' });
  if (c === null || !isMode(c.mode) || !isDeck(c.deck0) || !isDeck(c.deck1)) return null;
  return { mode: c.mode, decks: [c.deck0, c.deck1] };
}

const who = (s: TkState) => ({ seat: seatParam(s.turn) });

/** A move of a kind the ask's `moves` do not list: the engine refuses it before validate and apply see it. */
const refused = (m: TkMove): never => {
  throw new Error(`tash-kalar: move ${m.kind} given to the wrong ask`);
};

const table: DecisionTable<TkState, TkMove, TkAsk> = {
  duelStart: {
    moves: ['duelStart'],
    prompt: (s) => ({ code: 'prompt.duelStart', params: who(s) }),
    legal: () => duelStartMoves(),
    validate: (_s, _a, _seat, m) => (m.kind === 'duelStart' ? duelStartError(m) : refused(m)),
    apply: (s, _a, _seat, m) => (m.kind === 'duelStart' ? applyDuelStart(s, m.sq) : refused(m)),
  },
  turn: {
    moves: ['place', 'summon', 'discard', 'flare', 'claim', 'endTurn'],
    prompt: (s) =>
      awaitingEnd(s)
        ? { code: 'prompt.endTurn', params: who(s) }
        : { code: 'prompt.actions', params: { ...who(s), n: s.actions } },
    legal: (s, _a, seat) => turnMoves(s, seat),
    validate: (s, _a, seat, m) => turnError(s, seat, m),
    apply: (s, _a, _seat, m) => applyTurn(s, m),
  },
  return: {
    moves: ['returnCard', 'endReturn'],
    // Seed 「ゲームプレイ」: after the discard, cards may go back to their decks; "done" ends that first.
    notNow: () => ({ code: 'error.finish-return' }),
    prompt: (s) => ({ code: 'prompt.return', params: who(s) }),
    legal: (s, _a, seat) => returnMoves(s, seat),
    validate: (s, _a, seat, m) => returnError(s, seat, m),
    apply: (s, ask, _seat, m) => (m.kind === 'returnCard' ? applyReturn(s, m.card) : endReturn(s, ask)),
  },
  effect: {
    moves: ['choose'],
    // Seed 「クリーチャー召還」: the new unit's effect is resolved (one question at a time) before anything else.
    notNow: () => ({ code: 'error.finish-effect' }),
    prompt: (s, ask) => ({ ...ask.pending.prompt, params: { ...ask.pending.prompt.params, ...who(s) } }),
    legal: (_s, ask) => effectMoves(ask),
    validate: (_s, ask, _seat, m) => (m.kind === 'choose' ? effectError(ask, m) : refused(m)),
    apply: (s, ask, _seat, m) => (m.kind === 'choose' ? endIfDone(continueEffect(s, ask, m.choice)) : refused(m)),
  },
};

function applyTurn(s: TkState, m: TkMove): TkState {
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
    default:
      return refused(m);
  }
}

export const game: Game<TkState, TkMove, TkOptions, TkView> = {
  id: 'tash-kalar',
  // 2: what is asked is kept as asks (was phase, effect with a saved start state, returning).
  version: 2,
  players: { min: 2, max: 2 },
  hasHiddenInfo: true,
  defaultOptions,
  parseOptions,
  setup: setupGame,
  ...decide({ table, over: overStatus, notNow: 'error.not-now' }),
  view: viewFor,
  describe: describeMove,
  // Take back: the secrets are the hands and the face-down piles; a hand card is seen only when its owner plays it,
  // so a move teaches something new only when a face-down pile changes (a draw, a new task, a flare or a legend).
  revealsInformation: (before, _seat, _m, after) => hiddenPiles(before) !== hiddenPiles(after),
};

/** The face-down piles, in one string to compare. */
function hiddenPiles(s: TkState): string {
  return JSON.stringify([s.decks, s.legendDeck, s.flareDeck, s.tasks?.deck ?? null]);
}
