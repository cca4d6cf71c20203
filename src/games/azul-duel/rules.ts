// Azul Duel's rules: the Game object and its table of decisions; each topic lives in rules/.

import { assertDefined } from '../../engine/assert';
import { type DecisionTable, decide } from '../../engine/decision';
import { type Game, type Message, type RuleError, type Seat, seatParam } from '../../engine/game';
import { readOptionChoices } from '../../engine/options';
import { meta } from './meta';
import { acquireError, acquireMoves, applyAcquire, applyOpening, openingError, openingMoves } from './rules/acquire';
import { phaseOf, seatOf } from './rules/asks';
import { term } from './rules/codes';
import { describeMove } from './rules/describe';
import {
  applyPlate,
  applyStack,
  applyTiles,
  plateError,
  plateMoves,
  stackError,
  stackMoves,
  tilesError,
  tilesMoves,
} from './rules/in-hand';
import { overStatus } from './rules/scoring';
import { setupGame } from './rules/setup';
import { applyChips, applyWall, chipsError, chipsMoves, tilingPrompt, wallAskMoves, wallError } from './rules/tiling';
import type { AdAsk, AdMove, AdOptions, AdState, AdView, TabletSet } from './rules/types';
import { viewFor } from './rules/view';

export type { AdAsk, AdMove, AdOptions, AdState, AdView } from './rules/types';

const DEFAULTS: AdOptions = { tablets: 'beginner' };

function parseOptions(raw: unknown, seats: number): AdOptions | null {
  const choices = readOptionChoices(meta, raw, seats, { tablets: DEFAULTS.tablets });
  return choices ? { tablets: choices.tablets as TabletSet } : null;
}

const say = (code: string, ask: AdAsk, more: Message['params'] = {}): Message => ({
  code,
  params: { seat: seatParam(seatOf(ask)), ...more },
});

// The moves of an acquire turn (a take, then what it leaves in hand) and of a tiling turn.
const TAKES = ['takePlate', 'drawPlate', 'takeSun', 'takeMoon', 'takeChip', 'pass'] as const;
const TURN_MOVES = [...TAKES, 'placePlate', 'placeTiles', 'stackTile'] as const satisfies readonly AdMove['kind'][];
const TILING_MOVES = ['toggleChip', 'chipFill', 'endChips', 'wall'] as const satisfies readonly AdMove['kind'][];

/**
 * A move of the same phase that comes too early is told what is owed first ("place the plate you took first"),
 * any other only "not now".
 */
const owed =
  (code: string, phase: readonly AdMove['kind'][]) =>
  (_s: AdState, _ask: AdAsk, _seat: Seat, m: AdMove): RuleError => ({
    code: phase.includes(m.kind) ? code : 'error.not-now',
  });

const table: DecisionTable<AdState, AdMove, AdAsk> = {
  opening: {
    moves: ['takePlate', 'drawPlate'],
    prompt: (_s, ask) => say('prompt.opening', ask),
    legal: openingMoves,
    validate: openingError,
    apply: applyOpening,
  },
  acquire: {
    moves: TAKES,
    prompt: (s, ask) =>
      say(acquireMoves(s, ask, seatOf(ask))[0]?.kind === 'pass' ? 'prompt.pass' : 'prompt.acquire', ask),
    legal: acquireMoves,
    validate: acquireError,
    apply: applyAcquire,
  },
  plate: {
    moves: ['placePlate'],
    notNow: owed('error.pending-plate', TURN_MOVES),
    prompt: (_s, ask) => say('prompt.place-plate', ask),
    legal: plateMoves,
    validate: plateError,
    apply: applyPlate,
  },
  tiles: {
    moves: ['placeTiles'],
    notNow: owed('error.pending-tiles', TURN_MOVES),
    prompt: (_s, ask) => say('prompt.place-tiles', ask, { count: ask.count, color: term(ask.color) }),
    legal: tilesMoves,
    validate: tilesError,
    apply: applyTiles,
  },
  stack: {
    moves: ['stackTile'],
    notNow: owed('error.pending-stack', TURN_MOVES),
    prompt: (_s, ask) => say('prompt.stack', ask),
    legal: stackMoves,
    validate: stackError,
    apply: applyStack,
  },
  chips: {
    moves: TILING_MOVES,
    prompt: (s, ask) => say(tilingPrompt(s, ask), ask),
    legal: chipsMoves,
    validate: chipsError,
    apply: applyChips,
  },
  wall: {
    moves: ['wall'],
    notNow: owed('error.chips-before-wall', TILING_MOVES),
    prompt: (s, ask) => say(tilingPrompt(s, ask), ask),
    legal: wallAskMoves,
    validate: wallError,
    apply: applyWall,
  },
};

/** A move that shows something nobody could see: a blind draw, a refill from the bag or stack, a chip turned up. */
function revealsHidden(before: AdState, m: AdMove, after: AdState): boolean {
  return (
    m.kind === 'drawPlate' ||
    m.kind === 'placePlate' ||
    after.round !== before.round ||
    after.bag.length !== before.bag.length ||
    after.stack.length !== before.stack.length ||
    after.workshops.some(
      (w, i) => w.chip?.faceUp === true && assertDefined(before.workshops[i], `workshop ${i}`).chip?.faceUp === false,
    )
  );
}

export const game: Game<AdState, AdMove, AdOptions, AdView> = {
  id: 'azul-duel',
  // 2: the open decisions are a stack of asks (was phase, turn, pending, selected, walling, tiled).
  version: 2,
  players: { min: 2, max: 2 },
  // The bag, the plate stack and face-down chips are hidden from both players alike: no seat holds a secret.
  hasHiddenInfo: false,
  defaultOptions: () => DEFAULTS,
  parseOptions,
  setup: setupGame,
  ...decide({ table, over: overStatus, notNow: 'error.not-now' }),
  view: viewFor,
  describe: describeMove,
  // A blind draw, a placed plate (the display refills), a chip turned face up or a new round reveal something.
  isCommit: (before, m, after) => revealsHidden(before, m, after) || phaseOf(after) !== phaseOf(before),
  // Take back: only the hidden parts (bag, tower, plate stack, face-down chips) can teach anything new; the view's
  // derived summaries change with every take and are not news.
  revealsInformation: (before, _seat, m, after) => revealsHidden(before, m, after),
};
