// What a take leaves in hand: the plate to place, the tiles to put on a line, the rest to stack on the moon space.

import { settle } from '../../../engine/decision';
import type { RuleError, Seat } from '../../../engine/game';
import { replaceAt, updateAt } from '../../../engine/list';
import { type Color, LINE_COUNT } from '../data';
import { isAmong, notAnswer } from './asks';
import { boardOf, lineAccepts, lineOf, setBoard } from './board';
import { refillDisplay } from './setup';
import { afterStep, distinct } from './turn';
import type { AdMove, AdState, Board, LineTarget, PlateAsk, StackAsk, TilesAsk } from './types';

export function plateMoves(s: AdState, _ask: PlateAsk, seat: Seat): AdMove[] {
  const out: AdMove[] = [];
  boardOf(s, seat).plates.forEach((placed, slot) => {
    if (placed === null)
      for (let rotation = 0; rotation < 4; rotation++) out.push({ kind: 'placePlate', slot, rotation });
  });
  return out;
}

export function plateError(s: AdState, ask: PlateAsk, seat: Seat, m: AdMove): RuleError | null {
  return isAmong(plateMoves(s, ask, seat), m) ? null : { code: 'error.slot-taken' };
}

export function applyPlate(s: AdState, ask: PlateAsk, seat: Seat, m: AdMove): AdState {
  if (m.kind !== 'placePlate') return notAnswer(ask, m);
  const board = boardOf(s, seat);
  const plates = replaceAt(board.plates, m.slot, { id: ask.id, rotation: m.rotation });
  // The display is topped up once the plate is placed (seed 4.1.1), so the take can be undone before it.
  const placed = refillDisplay({ ...setBoard(s, seat, { ...board, plates }), asks: settle(s.asks, ask) });
  return afterStep(placed, seat);
}

export function tilesMoves(s: AdState, ask: TilesAsk, seat: Seat): AdMove[] {
  const board = boardOf(s, seat);
  const out: AdMove[] = [];
  for (let line = 0; line < LINE_COUNT; line++) {
    if (lineAccepts(lineOf(board, line), line, ask.color)) out.push({ kind: 'placeTiles', line });
  }
  out.push({ kind: 'placeTiles', line: 'floor' });
  return out;
}

export function tilesError(s: AdState, ask: TilesAsk, seat: Seat, m: AdMove): RuleError | null {
  return isAmong(tilesMoves(s, ask, seat), m) ? null : { code: 'error.line-refuses' };
}

/** Tiles go into one pattern line, right to left; what does not fit goes to the floor (4 spaces), then the tower. */
export function placeTilesOn(board: Board, line: LineTarget, color: Color, count: number): [Board, Color[]] {
  let fit = 0;
  let lines = board.lines;
  if (line !== 'floor') {
    const l = lineOf(board, line);
    fit = Math.min(count, line + 1 - l.count);
    lines = replaceAt(lines, line, { ...l, color, count: l.count + fit });
  }
  const over = count - fit;
  const toFloor = Math.min(over, 4 - board.floor.length);
  const floor = [...board.floor, ...Array<Color>(toFloor).fill(color)];
  return [{ ...board, lines, floor }, Array<Color>(over - toFloor).fill(color)];
}

export function applyTiles(s: AdState, ask: TilesAsk, seat: Seat, m: AdMove): AdState {
  if (m.kind !== 'placeTiles') return notAnswer(ask, m);
  const [board, spill] = placeTilesOn(boardOf(s, seat), m.line, ask.color, ask.count);
  return afterStep({ ...setBoard(s, seat, board), tower: [...s.tower, ...spill], asks: settle(s.asks, ask) }, seat);
}

export function stackMoves(_s: AdState, ask: StackAsk): AdMove[] {
  return distinct(ask.rest).map((color) => ({ kind: 'stackTile', color }));
}

export function stackError(s: AdState, ask: StackAsk, _seat: Seat, m: AdMove): RuleError | null {
  return isAmong(stackMoves(s, ask), m) ? null : { code: 'error.pending-stack' };
}

/** Seed 4.1.2: one tile at a time in the order chosen; the last one stacked lies on top. */
export function applyStack(s: AdState, ask: StackAsk, seat: Seat, m: AdMove): AdState {
  if (m.kind !== 'stackTile') return notAnswer(ask, m);
  const i = ask.rest.indexOf(m.color);
  const rest = ask.rest.filter((_, j) => j !== i);
  const workshops = updateAt(s.workshops, ask.workshop, (w) => ({ ...w, moon: [...w.moon, m.color] }));
  const asks = settle(s.asks, ask, ...(rest.length > 0 ? [{ ...ask, rest }] : []));
  return afterStep({ ...s, workshops, asks }, seat);
}
