// The opening plate placement and the acquire phase: plates, sun and moon takes, stacking, chips, placing tiles, passing.

import type { RuleError, Seat } from '../../../engine/game';
import { canonicalJson } from '../../../engine/json';
import { BLIND_DRAW_COST, COLORS, type Color, LINE_COUNT, ROUNDS, START_TILE_COST, TOKENS_PER_ROUND } from '../data';
import { addPoints, EMPTY_LINE, lineAccepts, replaceAt } from './board';
import { refillDisplay } from './setup';
import { startTiling } from './tiling';
import type { AdMove, AdState, Board, LineTarget, Pending, Workshop } from './types';

type Move<K extends AdMove['kind']> = Extract<AdMove, { kind: K }>;

export function boardOf(s: AdState, seat: Seat): Board {
  const b = s.boards[seat];
  if (!b) throw new Error(`no board for seat ${seat}`);
  return b;
}

function setBoard(s: AdState, seat: Seat, board: Board): AdState {
  return { ...s, boards: replaceAt(s.boards, seat, board) };
}

/** Plates this seat must still take this round (0 in round 5, or when none are left). */
export function platesOwed(s: AdState, seat: Seat): number {
  if (s.round >= ROUNDS || (s.display.length === 0 && s.stack.length === 0)) return 0;
  return TOKENS_PER_ROUND - boardOf(s, seat).tokensUsed;
}

export function moonColors(s: AdState): Color[] {
  const tops = new Set(s.workshops.map((w) => w.moon.at(-1)).filter((c): c is Color => c !== undefined));
  return COLORS.filter((c) => tops.has(c));
}

const distinct = (tiles: readonly Color[]): Color[] => COLORS.filter((c) => tiles.includes(c));

function freeActions(s: AdState, seat: Seat): AdMove[] {
  const out: AdMove[] = [];
  if (s.phase === 'opening' || platesOwed(s, seat) > 0) {
    for (const plate of s.display) out.push({ kind: 'takePlate', plate });
    if (s.phase === 'acquire' && s.stack.length > 0) out.push({ kind: 'drawPlate' });
  }
  if (s.phase === 'opening') return out;
  s.workshops.forEach((w, workshop) => {
    for (const color of distinct(w.sun)) out.push({ kind: 'takeSun', workshop, color });
  });
  for (const color of moonColors(s)) out.push({ kind: 'takeMoon', color });
  s.workshops.forEach((w, workshop) => {
    if (w.chip?.faceUp) out.push({ kind: 'takeChip', workshop });
  });
  return out;
}

function pendingMoves(s: AdState, seat: Seat, p: Pending): AdMove[] {
  switch (p.kind) {
    case 'plate': {
      const out: AdMove[] = [];
      boardOf(s, seat).plates.forEach((placed, slot) => {
        if (placed === null)
          for (let rotation = 0; rotation < 4; rotation++) out.push({ kind: 'placePlate', slot, rotation });
      });
      return out;
    }
    case 'tiles': {
      const lines = boardOf(s, seat).lines;
      const out: AdMove[] = [];
      for (let line = 0; line < LINE_COUNT; line++) {
        const l = lines[line];
        if (l && lineAccepts(l, line, p.color)) out.push({ kind: 'placeTiles', line });
      }
      out.push({ kind: 'placeTiles', line: 'floor' });
      return out;
    }
    case 'stack':
      return distinct(p.rest).map((color) => ({ kind: 'stackTile', color }));
  }
}

export function acquireMoves(s: AdState, seat: Seat): AdMove[] {
  const p = s.pending[0];
  if (p) return pendingMoves(s, seat, p);
  const free = freeActions(s, seat);
  return free.length > 0 ? free : [{ kind: 'pass' }];
}

/** Validation by membership: the acquire phase's moves are few, so the legal list is the rule. */
export function acquireError(s: AdState, seat: Seat, m: AdMove): RuleError | null {
  const p = s.pending[0];
  const key = canonicalJson(m);
  if (acquireMoves(s, seat).some((x) => canonicalJson(x) === key)) return null;
  if (p?.kind === 'plate' && m.kind === 'placePlate') return { code: 'error.slot-taken' };
  if (p?.kind === 'tiles' && m.kind === 'placeTiles') return { code: 'error.line-refuses' };
  if (p) return { code: `error.pending-${p.kind}` };
  switch (m.kind) {
    case 'takePlate':
    case 'drawPlate':
      if (s.phase === 'opening' && m.kind === 'drawPlate') return { code: 'error.opening-face-up' };
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

function takePlate(s: AdState, seat: Seat, m: Move<'takePlate'> | Move<'drawPlate'>): AdState {
  let board = boardOf(s, seat);
  if (s.phase === 'acquire') board = { ...board, tokensUsed: board.tokensUsed + 1 };
  if (m.kind === 'drawPlate') {
    board = addPoints(board, 'blind', -BLIND_DRAW_COST);
    const [id, ...stack] = s.stack;
    return { ...setBoard(s, seat, board), stack, pending: [{ kind: 'plate', id: id ?? 0 }] };
  }
  const display = s.display.filter((x) => x !== m.plate);
  return { ...setBoard(s, seat, board), display, pending: [{ kind: 'plate', id: m.plate }] };
}

function placePlate(s: AdState, seat: Seat, m: Move<'placePlate'>): AdState {
  const p = s.pending[0];
  if (p?.kind !== 'plate') return s;
  const board = boardOf(s, seat);
  const plates = replaceAt(board.plates, m.slot, { id: p.id, rotation: m.rotation });
  // The display is topped up once the plate is placed (seed 4.1.1), so the take can be undone before it.
  return refillDisplay({ ...setBoard(s, seat, { ...board, plates }), pending: s.pending.slice(1) });
}

function takeSun(s: AdState, seat: Seat, m: Move<'takeSun'>): AdState {
  const w = s.workshops[m.workshop];
  if (!w) return s;
  const taken = w.sun.filter((c) => c === m.color);
  const rest = w.sun.filter((c) => c !== m.color);
  let next: AdState = { ...s, workshops: replaceAt(s.workshops, m.workshop, { ...w, sun: [] }) };
  if (m.workshop === 0 && s.startTile === null) {
    // Seed 4.1.2: taking from the large workshop while the start-player tile lies there takes it, for 2 points.
    next = { ...setBoard(next, seat, addPoints(boardOf(next, seat), 'startTile', -START_TILE_COST)), startTile: seat };
  }
  const pending: Pending[] = [{ kind: 'tiles', color: m.color, count: taken.length }];
  if (rest.length > 0) pending.push({ kind: 'stack', workshop: m.workshop, rest });
  return { ...next, pending };
}

function takeMoon(s: AdState, m: Move<'takeMoon'>): AdState {
  let count = 0;
  const workshops = s.workshops.map((w): Workshop => {
    if (w.moon.at(-1) !== m.color) return w;
    count++;
    return { ...w, moon: w.moon.slice(0, -1) };
  });
  return { ...s, workshops, pending: [{ kind: 'tiles', color: m.color, count }] };
}

function takeChip(s: AdState, seat: Seat, m: Move<'takeChip'>): AdState {
  const w = s.workshops[m.workshop];
  if (!w?.chip) return s;
  const board = boardOf(s, seat);
  const next = setBoard(s, seat, { ...board, chips: [...board.chips, w.chip.id] });
  return { ...next, workshops: replaceAt(s.workshops, m.workshop, { ...w, chip: null }) };
}

/** Tiles go into one pattern line, right to left; what does not fit goes to the floor (4 spaces), then the tower. */
export function placeTilesOn(board: Board, line: LineTarget, color: Color, count: number): [Board, Color[]] {
  let fit = 0;
  let lines = board.lines;
  if (line !== 'floor') {
    const l = lines[line] ?? EMPTY_LINE;
    fit = Math.min(count, line + 1 - l.count);
    lines = replaceAt(lines, line, { ...l, color, count: l.count + fit });
  }
  const over = count - fit;
  const toFloor = Math.min(over, 4 - board.floor.length);
  const floor = [...board.floor, ...Array<Color>(toFloor).fill(color)];
  return [{ ...board, lines, floor }, Array<Color>(over - toFloor).fill(color)];
}

function placeTiles(s: AdState, seat: Seat, m: Move<'placeTiles'>): AdState {
  const p = s.pending[0];
  if (p?.kind !== 'tiles') return s;
  const [board, spill] = placeTilesOn(boardOf(s, seat), m.line, p.color, p.count);
  return { ...setBoard(s, seat, board), tower: [...s.tower, ...spill], pending: s.pending.slice(1) };
}

function stackTile(s: AdState, color: Color): AdState {
  const p = s.pending[0];
  if (p?.kind !== 'stack') return s;
  const w = s.workshops[p.workshop];
  if (!w) return s;
  const i = p.rest.indexOf(color);
  const rest = p.rest.filter((_, j) => j !== i);
  const workshops = replaceAt(s.workshops, p.workshop, { ...w, moon: [...w.moon, color] });
  const pending = rest.length > 0 ? [{ ...p, rest }, ...s.pending.slice(1)] : s.pending.slice(1);
  return { ...s, workshops, pending };
}

export function applyAcquire(s: AdState, seat: Seat, m: AdMove): AdState {
  switch (m.kind) {
    case 'takePlate':
    case 'drawPlate':
      return settle(takePlate(s, seat, m));
    case 'placePlate':
      return settle(placePlate(s, seat, m));
    case 'takeSun':
      return settle(takeSun(s, seat, m));
    case 'takeMoon':
      return settle(takeMoon(s, m));
    case 'takeChip':
      return settle(takeChip(s, seat, m));
    case 'placeTiles':
      return settle(placeTiles(s, seat, m));
    case 'stackTile':
      return settle(stackTile(s, m.color));
    case 'pass':
      return settle(s);
    default:
      return s;
  }
}

/** A stack of one colour needs no choice: it is stacked at once. */
function autoStack(s: AdState): AdState {
  const p = s.pending[0];
  if (p?.kind === 'stack' && distinct(p.rest).length <= 1) {
    const w = s.workshops[p.workshop];
    if (!w) return s;
    const workshops = replaceAt(s.workshops, p.workshop, { ...w, moon: [...w.moon, ...p.rest] });
    return { ...s, workshops, pending: s.pending.slice(1) };
  }
  return s;
}

/** Seed 4.1.3: a small workshop whose sun and moon spaces are both empty shows its bonus chip. */
export function revealChips(s: AdState): AdState {
  const workshops = s.workshops.map((w) =>
    w.chip && !w.chip.faceUp && w.sun.length === 0 && w.moon.length === 0
      ? { ...w, chip: { ...w.chip, faceUp: true } }
      : w,
  );
  return { ...s, workshops };
}

export function acquireOver(s: AdState): boolean {
  const empty = s.workshops.every((w) => w.sun.length === 0 && w.moon.length === 0 && w.chip === null);
  return empty && platesOwed(s, 0) <= 0 && platesOwed(s, 1) <= 0;
}

/** After a step: trivial stacking, chip reveals, and when the turn is complete, the next turn or the next phase. */
function settle(s0: AdState): AdState {
  const s = autoStack(s0);
  if (s.pending.length > 0) return s;
  const revealed = revealChips(s);
  if (revealed.phase === 'opening') {
    // The non-start player places first, then the start player; then round 1 begins with the start player.
    if (revealed.turn === revealed.startPlayer) return { ...revealed, phase: 'acquire', turn: revealed.startPlayer };
    return { ...revealed, turn: revealed.startPlayer };
  }
  if (acquireOver(revealed)) return startTiling(revealed);
  return { ...revealed, turn: 1 - revealed.turn };
}
