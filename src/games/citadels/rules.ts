// Citadels' rules: the Game object and its table of decisions; each topic (draft, calling, turn, powers, scoring,
// view) lives in rules/.

import { decide } from '../../engine/decision';
import type { Game } from '../../engine/game';
import { readOptionChoices } from '../../engine/options';
import { randomInt, seedRng, shuffle } from '../../engine/random';
import { deckIds, START_CARDS, START_GOLD } from './data';
import { meta } from './meta';
import { table } from './rules/asks';
import { describeMove } from './rules/describe';
import { draftRevealsInformation, startRound } from './rules/draft';
import { sortNum } from './rules/helpers';
import { overStatus } from './rules/scoring';
import type { CtAsk, CtMove, CtOptions, CtState, CtView } from './rules/types';
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
  describe: describeMove,
  // The Architect's cards after taking gold also come off the deck.
  isCommit: (before, m, after) => REVEALING.has(m.kind) || before.deck.length !== after.deck.length,
  revealsInformation: (_before, _seat, m, after) => draftRevealsInformation(m, after),
};
