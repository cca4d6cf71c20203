// Test games with one planted bug each, for proving that every check of the contract kit can fail.

import type { Bot } from '../../../src/engine/bot';
import type { Game, Status } from '../../../src/engine/game';
import type { TextBundle } from '../../../src/engine/text';
import {
  type HandMove,
  type HandOptions,
  type HandState,
  type HandView,
  hiddenHand,
  hiddenHandText,
} from './hidden-hand';

type HandGame = Game<HandState, HandMove, HandOptions, HandView>;

/** The peeked card is shown to every seat, not only to the seat that peeked. */
export const peekShownToAll: HandGame = {
  ...hiddenHand,
  view: (s, seat) => ({ ...hiddenHand.view(s, seat), peeked: s.peeked }),
};

/** Selecting a card is logged publicly, so everyone learns a card still in that hand. */
export const selectLoggedPublicly: HandGame = {
  ...hiddenHand,
  describe: (before, seat, m, after) =>
    hiddenHand.describe(before, seat, m, after).map(({ visibleTo: _, ...line }) => line),
};

/** validate forgets to check that the selected card is in the hand. */
export const selectAnyCard: HandGame = {
  ...hiddenHand,
  validate: (s, seat, m) => (m.kind === 'select' ? null : hiddenHand.validate(s, seat, m)),
};

/**
 * validate takes card -1 (the table's "no card") as a card in hand. No legal move holds -1 nor 0, so the kit's
 * mutants (values of legal moves, ±1) never try it: only a game's candidate moves can show it.
 */
export const selectNoCard: HandGame = {
  ...hiddenHand,
  validate: (s, seat, m) => (m.kind === 'select' && m.card === -1 ? null : hiddenHand.validate(s, seat, m)),
};

/** validate throws on a card number no deck holds, instead of refusing it. */
export const throwsOnStrangeCard: HandGame = {
  ...hiddenHand,
  validate: (s, seat, m) => {
    if (m.kind === 'select' && (m.card < 1 || m.card > 20)) throw new RangeError(`no card ${m.card}`);
    return hiddenHand.validate(s, seat, m);
  },
};

/** Peeking is offered twice. */
export const peekListedTwice: HandGame = {
  ...hiddenHand,
  legalMoves: (s, seat) => {
    const moves = hiddenHand.legalMoves(s, seat);
    return moves.some((m) => m.kind === 'peek') ? [...moves, { kind: 'peek' }] : moves;
  },
};

/** Selecting writes into the state it was given. */
export const selectMutates: HandGame = {
  ...hiddenHand,
  apply: (s, seat, m) => {
    if (m.kind !== 'select') return hiddenHand.apply(s, seat, m);
    (s as { selected: number | null }).selected = m.card;
    return { ...s };
  },
};

/** Every seat is offered the moves of the seat whose turn it is. */
export const movesForEverySeat: HandGame = {
  ...hiddenHand,
  legalMoves: (s) => hiddenHand.legalMoves(s, s.turn),
};

/** The peek line names a term the dictionary lacks. */
export const peekNamesUnknownTerm: HandGame = {
  ...hiddenHand,
  describe: (before, seat, m, after) =>
    hiddenHand
      .describe(before, seat, m, after)
      .map((line) =>
        line.code === 'log.peek' ? { ...line, params: { seat: { seat }, pile: { term: 'term.pile' } } } : line,
      ),
};

/** The words without the peek line. */
export const textWithoutPeek: TextBundle = {
  en: Object.fromEntries(Object.entries(hiddenHandText.en).filter(([code]) => code !== 'log.peek')),
  ja: Object.fromEntries(Object.entries(hiddenHandText.ja).filter(([code]) => code !== 'log.peek')),
};

/** The play line expects a placeholder the rules never fill. */
export const textWithExtraHole: TextBundle = {
  en: { ...hiddenHandText.en, 'log.play': '{seat} plays {card} from {where}' },
  ja: { ...hiddenHandText.ja, 'log.play': '{seat}が{where}から{card}を出した' },
};

let deals = 0;
/** Hidden state outside the game state (like Math.random): each setup deals differently, so replays diverge. */
export const dealsFromHiddenCounter: HandGame = {
  ...hiddenHand,
  setup: (seats, options, seed) => hiddenHand.setup(seats, options, `${seed}#${deals++}`),
};

/** The state keeps a Set, which JSON (and so every save) turns into {}. */
export const stateWithSet: Game<HandState & { readonly seen?: ReadonlySet<number> }, HandMove, HandOptions, HandView> =
  {
    ...hiddenHand,
    setup: (seats, options, seed) => ({ ...hiddenHand.setup(seats, options, seed), seen: new Set<number>() }),
  };

/** A bot that always plays, selected card or not. */
export const alwaysPlays: Bot<HandView, HandMove> = { choose: () => ({ kind: 'play' }) };

let asked = 0;
/** A bot whose choice depends on how often it was asked, not only on what it sees. */
export const moody: Bot<HandView, HandMove> = {
  choose: (_view, _seat, legal) => legal[asked++ % legal.length] ?? { kind: 'play' },
};

export interface WaitState {
  readonly seats: number;
  readonly waited: number;
}
export type WaitMove = { readonly kind: 'wait' };

/** A game that never ends: the only move is to wait. */
export const endless: Game<WaitState, WaitMove, Record<string, never>, WaitState> = {
  id: 'test-endless',
  version: 1,
  players: { min: 2, max: 2 },
  hasHiddenInfo: false,
  defaultOptions: () => ({}),
  parseOptions: () => ({}),
  setup: (seats) => ({ seats, waited: 0 }),
  status: (s): Status => ({ kind: 'turn', active: [s.waited % s.seats], prompt: { code: 'prompt.wait' } }),
  legalMoves: (s, seat) => (seat === s.waited % s.seats ? [{ kind: 'wait' }] : []),
  validate: () => null,
  apply: (s) => ({ ...s, waited: s.waited + 1 }),
  view: (s) => s,
  describe: () => [],
};

export const endlessText: TextBundle = { en: { 'prompt.wait': 'Wait' }, ja: { 'prompt.wait': '待つ' } };
