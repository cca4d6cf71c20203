// What the open asks say (whose turn, the phase, what is in hand, for the view and the log), and their shared checks.

import { type DecisionTable, topAsk } from '../../../engine/decision';
import { type Message, type RuleError, type Seat, seatParam } from '../../../engine/game';
import { acquireError, acquireMoves, applyAcquire, applyOpening, openingError, openingMoves } from './acquire';
import { term } from './codes';
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
} from './in-hand';
import { applyChips, applyWall, chipsError, chipsMoves, tilingPrompt, wallAskMoves, wallError } from './tiling';
import type { AdAsk, AdMove, AdState, ChipsAsk, Pending, Phase } from './types';

/** A move that the decision table never hands to this ask (it lists the kinds each ask takes). */
export function notAnswer(ask: AdAsk, m: AdMove): never {
  throw new Error(`a ${m.kind} move does not answer the ${ask.kind} ask`);
}

/** The same move: moves are flat records of plain values, so field by field (extra fields make another move). */
function sameMove(a: AdMove, b: AdMove): boolean {
  const keys = Object.keys(a);
  const rec = (m: AdMove) => m as unknown as Readonly<Record<string, unknown>>;
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && rec(a)[k] === rec(b)[k]);
}

/** Is `m` one of `legal`? (validation by membership: each ask's moves are few) */
export function isAmong(legal: readonly AdMove[], m: AdMove): boolean {
  return legal.some((x) => sameMove(x, m));
}

/** The seat of a one-seat ask (every Azul Duel ask has exactly one). */
export function seatOf(ask: AdAsk): Seat {
  const [seat] = ask.seats;
  if (seat === undefined || ask.seats.length !== 1) throw new Error(`ask ${ask.kind} names ${ask.seats.length} seats`);
  return seat;
}

/** The seat on turn; once the game is over, the last to tile (the start player's opponent, seed 4.2). */
export function turnOf(s: AdState): Seat {
  return s.asks.length === 0 ? 1 - s.startPlayer : seatOf(topAsk(s.asks, 'the seat on turn'));
}

export function phaseOf(s: AdState): Phase {
  const top = s.asks[s.asks.length - 1];
  if (top === undefined) return 'over';
  switch (top.kind) {
    case 'opening':
      return 'opening';
    case 'plate':
      return top.opening ? 'opening' : 'acquire';
    case 'acquire':
    case 'tiles':
    case 'stack':
      return 'acquire';
    case 'chips':
    case 'wall':
      return 'tiling';
  }
}

/** The steps the seat on turn still owes with what it took (plate, tiles, stack), first first. */
export function pendingOf(s: AdState): Pending[] {
  const out: Pending[] = [];
  for (const a of [...s.asks].reverse()) {
    if (a.kind === 'plate') out.push({ kind: 'plate', id: a.id });
    else if (a.kind === 'tiles') out.push({ kind: 'tiles', color: a.color, count: a.count });
    else if (a.kind === 'stack') out.push({ kind: 'stack', workshop: a.workshop, rest: a.rest });
    else break;
  }
  return out;
}

/** The chips ask on top, if the seat on turn is choosing chips. */
export function chipsAsk(s: AdState): ChipsAsk | null {
  const top = s.asks[s.asks.length - 1];
  return top?.kind === 'chips' ? top : null;
}

/** The chips toggled for the next chip fill (none outside the chips step). */
export function selectedOf(s: AdState): readonly number[] {
  const ask = chipsAsk(s);
  return ask ? ask.selected : [];
}

/** Whether chips are closed: the seat on turn moved a tile to the wall or said it is done, or the game is over. */
export function wallingOf(s: AdState): boolean {
  const phase = phaseOf(s);
  return phase === 'over' || (phase === 'tiling' && chipsAsk(s) === null);
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

export const table: DecisionTable<AdState, AdMove, AdAsk> = {
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
