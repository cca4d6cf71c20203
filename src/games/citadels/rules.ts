// Citadels' rules: the Game object and its table of decisions; each topic (draft, calling, turn, powers, scoring,
// view) lives in rules/.

import { type AskRules, type DecisionTable, decide } from '../../engine/decision';
import type { Game, RuleError } from '../../engine/game';
import { readOptionChoices } from '../../engine/options';
import { randomInt, seedRng, shuffle } from '../../engine/random';
import { deckIds, START_CARDS, START_GOLD } from './data';
import { meta } from './meta';
import { applyDraft, draftError, draftMoves, draftPrompt, draftRevealsInformation, startRound } from './rules/draft';
import { sortNum } from './rules/helpers';
import {
  ACTION_MOVES,
  AFTER_ACTION_MOVES,
  applyKeep,
  applyMagic,
  applyStage,
  keepMoveError,
  keepPrompt,
  magicError,
  magicMoves,
  stageError,
  stageMoves,
  stageNotNow,
  stagePrompt,
  TURN_MOVES,
} from './rules/moves';
import { applyGraveyard, graveyardPrompt, magicPrompt } from './rules/powers';
import { overStatus } from './rules/scoring';
import type { CtAsk, CtMove, CtOptions, CtState, CtView, StageAsk } from './rules/types';
import { viewFor } from './rules/view';

export type { CtAsk, CtMove, CtOptions, CtState, CtView } from './rules/types';

const DEFAULTS = { greatWall: false, smithy: 'seed' } as const satisfies CtOptions;

function defaultOptions(_seats: number): CtOptions {
  return DEFAULTS;
}

function parseOptions(raw: unknown, seats: number): CtOptions | null {
  const c = readOptionChoices(meta, raw, seats, DEFAULTS);
  if (c === null) return null;
  return { greatWall: c.greatWall === true, smithy: c.smithy === 'classic' ? 'classic' : 'seed' };
}

/** Shuffle the deck, deal 4 cards and 2 gold each, give the crown to a random seat and start round 1. */
export function setupGame(seats: number, options: CtOptions, seed: string): CtState {
  const [deck, r1] = shuffle(seedRng(seed), deckIds(options.greatWall));
  const [crown, rng] = randomInt(r1, seats);
  const hands = Array.from({ length: seats }, (_, i) => sortNum(deck.slice(i * START_CARDS, (i + 1) * START_CARDS)));
  const base: CtState = {
    seats,
    options,
    rng,
    round: 0,
    crown,
    deck: deck.slice(seats * START_CARDS),
    discard: [],
    hands,
    gold: hands.map(() => START_GOLD),
    cities: hands.map(() => []),
    chars: hands.map(() => []),
    faceUp: [],
    faceDown: [],
    pool: [],
    revealed: [],
    killed: null,
    robbed: null,
    firstComplete: null,
    asks: [],
    events: [],
  };
  return startRound(base, 1);
}

/** Another move of the turn while drawn cards are chosen or cards marked is told what to finish first. */
const duringTurn = (code: string, m: CtMove): RuleError => ({
  code: TURN_MOVES.includes(m.kind) ? code : 'error.not-now',
});

/** Each ask of the game: what it takes, how it is put, what is legal, why a move is refused, and what it does. */
/** A character's turn before and after its action: the same rules, each stage taking its own moves. */
function stage(moves: readonly CtMove['kind'][]): AskRules<CtState, CtMove, StageAsk> {
  return {
    moves,
    notNow: (_s, ask, _seat, m) => stageNotNow(ask, m),
    prompt: stagePrompt,
    legal: (s, ask) => stageMoves(s, ask),
    validate: (s, ask, _seat, m) => stageError(s, ask, m),
    apply: (s, ask, _seat, m) => applyStage(s, ask, m),
  };
}

const table: DecisionTable<CtState, CtMove, CtAsk> = {
  draft: {
    moves: ['draft', 'discardDraft'],
    prompt: draftPrompt,
    legal: (s, ask) => draftMoves(s, ask),
    validate: (s, ask, _seat, m) => draftError(s, ask, m),
    apply: (s, ask, _seat, m) => applyDraft(s, ask, m),
  },
  action: stage(ACTION_MOVES),
  keep: {
    moves: ['keepCard'],
    notNow: (_s, _ask, _seat, m) => duringTurn('error.choose-drawn', m),
    prompt: keepPrompt,
    legal: (_s, ask) => ask.drawn.map((card) => ({ kind: 'keepCard', card })),
    validate: (_s, ask, _seat, m) => keepMoveError(ask, m),
    apply: (s, ask, _seat, m) => applyKeep(s, ask, m),
  },
  magic: {
    moves: ['toggleDiscard', 'redraw'],
    notNow: (_s, _ask, _seat, m) => duringTurn('error.finish-discard', m),
    prompt: magicPrompt,
    legal: (s, ask) => magicMoves(s, ask),
    validate: (s, _ask, _seat, m) => magicError(s, m),
    apply: (s, ask, _seat, m) => applyMagic(s, ask, m),
  },
  graveyard: {
    moves: ['graveyard'],
    prompt: graveyardPrompt,
    legal: () => [
      { kind: 'graveyard', take: true },
      { kind: 'graveyard', take: false },
    ],
    validate: (_s, _ask, _seat, m) =>
      m.kind === 'graveyard' && typeof m.take === 'boolean' ? null : { code: 'error.not-now' },
    apply: (s, ask, _seat, m) => applyGraveyard(s, ask, m.kind === 'graveyard' && m.take),
  },
  turn: stage(AFTER_ACTION_MOVES),
};

const decided = decide<CtState, CtMove, CtAsk>({ table, over: overStatus, notNow: 'error.not-now' });

/** Moves whose result nobody may take back: they reveal cards, characters or a hand, or use the shuffle. */
const REVEALING: ReadonlySet<CtMove['kind']> = new Set<CtMove['kind']>([
  'draft',
  'discardDraft',
  'drawCards',
  'keepCard',
  'redraw',
  'smithy',
  'swapHands',
  'destroy',
  'graveyard',
  'endTurn',
]);

export const game: Game<CtState, CtMove, CtOptions, CtView> = {
  id: 'citadels',
  version: 2,
  players: { min: 2, max: 7 },
  hasHiddenInfo: true,
  defaultOptions,
  parseOptions,
  setup: setupGame,
  ...decided,
  // The log of a move is what it did (`events`), so each move starts with none.
  apply: (s, seat, m) => decided.apply({ ...s, events: [] }, seat, m),
  view: viewFor,
  describe: (_before, _seat, _m, after) => [...after.events],
  // The Architect's cards after taking gold also come off the deck.
  isCommit: (before, m, after) => REVEALING.has(m.kind) || before.deck.length !== after.deck.length,
  revealsInformation: (_before, _seat, m, after) => draftRevealsInformation(m, after),
};
