// The opening plate choice and the acquire phase's turn: take a plate, sun tiles, moon tiles or a chip, or pass.

import { assertDefined } from '../../../engine/assert';
import { settle } from '../../../engine/decision';
import type { RuleError, Seat } from '../../../engine/game';
import { replaceAt, updateAt } from '../../../engine/list';
import { BLIND_DRAW_COST, COLORS, type Color, ROUNDS, START_TILE_COST } from '../data';
import { isAmong, notAnswer } from './asks';
import { addPoints, boardOf, setBoard } from './board';
import { afterStep, distinct, platesOwed } from './turn';
import type { AcquireAsk, AdAsk, AdMove, AdState, OpeningAsk, Workshop } from './types';

type Move<K extends AdMove['kind']> = Extract<AdMove, { kind: K }>;

export function moonColors(s: AdState): Color[] {
  const tops = new Set(s.workshops.map((w) => w.moon.at(-1)).filter((c): c is Color => c !== undefined));
  return COLORS.filter((c) => tops.has(c));
}

export function openingMoves(s: AdState): AdMove[] {
  return s.display.map((plate) => ({ kind: 'takePlate', plate }));
}

export function openingError(s: AdState, _ask: OpeningAsk, _seat: Seat, m: AdMove): RuleError | null {
  if (isAmong(openingMoves(s), m)) return null;
  return { code: m.kind === 'drawPlate' ? 'error.opening-face-up' : 'error.no-such-plate' };
}

/** Seed 3.10: the opening plate costs nothing and uses no token. */
export function applyOpening(s: AdState, ask: OpeningAsk, seat: Seat, m: AdMove): AdState {
  if (m.kind !== 'takePlate') return notAnswer(ask, m);
  const display = s.display.filter((x) => x !== m.plate);
  return { ...s, display, asks: settle(s.asks, ask, { kind: 'plate', seats: [seat], id: m.plate, opening: true }) };
}

function takes(s: AdState, seat: Seat): AdMove[] {
  const out: AdMove[] = [];
  if (platesOwed(s, seat) > 0) {
    for (const plate of s.display) out.push({ kind: 'takePlate', plate });
    if (s.stack.length > 0) out.push({ kind: 'drawPlate' });
  }
  s.workshops.forEach((w, workshop) => {
    for (const color of distinct(w.sun)) out.push({ kind: 'takeSun', workshop, color });
  });
  for (const color of moonColors(s)) out.push({ kind: 'takeMoon', color });
  s.workshops.forEach((w, workshop) => {
    if (w.chip?.faceUp) out.push({ kind: 'takeChip', workshop });
  });
  return out;
}

/** Seed 4.1: pass only when no action is possible. */
export function acquireMoves(s: AdState, _ask: AcquireAsk, seat: Seat): AdMove[] {
  const out = takes(s, seat);
  return out.length > 0 ? out : [{ kind: 'pass' }];
}

export function acquireError(s: AdState, ask: AcquireAsk, seat: Seat, m: AdMove): RuleError | null {
  if (isAmong(acquireMoves(s, ask, seat), m)) return null;
  switch (m.kind) {
    case 'takePlate':
    case 'drawPlate':
      if (s.round >= ROUNDS) return { code: 'error.no-plates-round-5' };
      if (platesOwed(s, seat) <= 0) return { code: 'error.no-tokens' };
      return { code: 'error.no-such-plate' };
    case 'takeSun':
      return { code: 'error.not-in-sun' };
    case 'takeMoon':
      return { code: 'error.not-on-moon' };
    case 'takeChip':
      return { code: 'error.chip-hidden' };
    case 'pass':
      return { code: 'error.must-act' };
    default:
      return { code: 'error.not-now' };
  }
}

/** Seed 4.1.1: a face-up plate, or the stack's top for 1 point; either uses a token and must then be placed. */
function takePlate(s: AdState, ask: AcquireAsk, seat: Seat, m: Move<'takePlate'> | Move<'drawPlate'>): AdState {
  const used = boardOf(s, seat);
  const board = { ...used, tokensUsed: used.tokensUsed + 1 };
  const plate = (id: number) => settle(s.asks, ask, { kind: 'plate', seats: [seat], id, opening: false });
  if (m.kind === 'drawPlate') {
    const [top, ...stack] = s.stack;
    const id = assertDefined(top, 'the top plate of the stack (a blind draw is offered only while it has one)');
    return { ...setBoard(s, seat, addPoints(board, 'blind', -BLIND_DRAW_COST)), stack, asks: plate(id) };
  }
  const display = s.display.filter((x) => x !== m.plate);
  return { ...setBoard(s, seat, board), display, asks: plate(m.plate) };
}

/** Seed 4.1.2: all tiles of the colour; the rest is stacked on that moon space. */
function takeSun(s: AdState, ask: AcquireAsk, seat: Seat, m: Move<'takeSun'>): AdState {
  const w = assertDefined(s.workshops[m.workshop], `workshop ${m.workshop}`);
  const count = w.sun.filter((c) => c === m.color).length;
  const rest = w.sun.filter((c) => c !== m.color);
  let next: AdState = { ...s, workshops: replaceAt(s.workshops, m.workshop, { ...w, sun: [] }) };
  if (m.workshop === 0 && s.startTile === null) {
    // Taking from the large workshop while the start-player tile lies there takes it, for 2 points.
    next = { ...setBoard(next, seat, addPoints(boardOf(next, seat), 'startTile', -START_TILE_COST)), startTile: seat };
  }
  const stack: AdAsk[] = rest.length > 0 ? [{ kind: 'stack', seats: [seat], workshop: m.workshop, rest }] : [];
  return { ...next, asks: settle(s.asks, ask, { kind: 'tiles', seats: [seat], color: m.color, count }, ...stack) };
}

/** Seed 4.1.3: the colour's top tile of every moon space showing it on top. */
function takeMoon(s: AdState, ask: AcquireAsk, seat: Seat, m: Move<'takeMoon'>): AdState {
  const tops = s.workshops.filter((w) => w.moon.at(-1) === m.color).length;
  const workshops = s.workshops.map(
    (w): Workshop => (w.moon.at(-1) === m.color ? { ...w, moon: w.moon.slice(0, -1) } : w),
  );
  return { ...s, workshops, asks: settle(s.asks, ask, { kind: 'tiles', seats: [seat], color: m.color, count: tops }) };
}

/** Seed 4.1.4: a face-up chip goes to the player. */
function takeChip(s: AdState, ask: AcquireAsk, seat: Seat, m: Move<'takeChip'>): AdState {
  const w = assertDefined(s.workshops[m.workshop], `workshop ${m.workshop}`);
  const chip = assertDefined(w.chip, `the chip of workshop ${m.workshop}`);
  const board = boardOf(s, seat);
  const next = setBoard(s, seat, { ...board, chips: [...board.chips, chip.id] });
  const workshops = updateAt(s.workshops, m.workshop, (x) => ({ ...x, chip: null }));
  return { ...next, workshops, asks: settle(s.asks, ask) };
}

export function applyAcquire(s: AdState, ask: AcquireAsk, seat: Seat, m: AdMove): AdState {
  switch (m.kind) {
    case 'takePlate':
    case 'drawPlate':
      return afterStep(takePlate(s, ask, seat, m), seat);
    case 'takeSun':
      return afterStep(takeSun(s, ask, seat, m), seat);
    case 'takeMoon':
      return afterStep(takeMoon(s, ask, seat, m), seat);
    case 'takeChip':
      return afterStep(takeChip(s, ask, seat, m), seat);
    case 'pass':
      return afterStep({ ...s, asks: settle(s.asks, ask) }, seat);
    default:
      return notAnswer(ask, m);
  }
}
