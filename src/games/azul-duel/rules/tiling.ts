// The tiling and scoring phase: bonus chips first, then full lines to the wall with adjacency and special-tile bonuses.

import { assertDefined } from '../../../engine/assert';
import { push, settle } from '../../../engine/decision';
import type { RuleError, Seat } from '../../../engine/game';
import { replaceAt } from '../../../engine/list';
import { COLORS, type Color, chipById, FLOOR_PENALTIES, LINE_COUNT, WALL_SIZE } from '../data';
import { isAmong, notAnswer, seatOf } from './asks';
import {
  addPoints,
  adjacencyPoints,
  boardOf,
  cellPos,
  deadLine,
  EMPTY_LINE,
  lineOf,
  rotatedCells,
  setBoard,
  slotOf,
  wallColumns,
} from './board';
import { endRound } from './round';
import type { AdMove, AdState, Board, ChipsAsk, PatternLine, WallAsk } from './types';

/** Colours the selected chips may pay for: two chips showing one colour, or any three chips for any colour. */
export function payableColors(selected: readonly number[]): Color[] {
  if (selected.length === 3) return [...COLORS];
  if (selected.length !== 2) return [];
  const [a, b] = selected.map((id) => chipById(id).colors);
  return COLORS.filter((c) => a?.includes(c) && b?.includes(c));
}

/** Chips fill a space of a line that already holds a tile of that colour and is not full (see NOTES.md). */
export function chipLineAccepts(l: PatternLine, line: number, color: Color): boolean {
  return l.color === color && l.count < line + 1;
}

/** Could any selection of this board's chips fill some pattern space? (else the chip step is skipped) */
function chipsUsable(board: Board): boolean {
  const open = (c: Color) => board.lines.some((l, i) => chipLineAccepts(l, i, c));
  if (board.chips.length >= 3 && COLORS.some(open)) return true;
  return board.chips.some((a, i) => board.chips.slice(i + 1).some((b) => payableColors([a, b]).some(open)));
}

function wallMoves(board: Board): AdMove[] {
  const out: AdMove[] = [];
  for (let line = 0; line < LINE_COUNT; line++) {
    for (const col of wallColumns(board, line)) out.push({ kind: 'wall', line, col });
  }
  return out;
}

/** Seed 4.2.3: toggle up to 3 chips, fill a space they pay for, or close the chips; full lines may move already. */
export function chipsMoves(s: AdState, ask: ChipsAsk, seat: Seat): AdMove[] {
  const board = boardOf(s, seat);
  if (!chipsUsable(board)) return wallMoves(board);
  const out: AdMove[] = [];
  for (const chip of board.chips) {
    if (ask.selected.includes(chip) || ask.selected.length < 3) out.push({ kind: 'toggleChip', chip });
  }
  for (const color of payableColors(ask.selected)) {
    board.lines.forEach((l, line) => {
      if (chipLineAccepts(l, line, color)) out.push({ kind: 'chipFill', line, color });
    });
  }
  return [...out, { kind: 'endChips' }, ...wallMoves(board)];
}

export function chipsError(s: AdState, ask: ChipsAsk, seat: Seat, m: AdMove): RuleError | null {
  if (isAmong(chipsMoves(s, ask, seat), m)) return null;
  switch (m.kind) {
    case 'toggleChip':
      return { code: 'error.three-chips' };
    case 'chipFill':
      return { code: payableColors(ask.selected).length === 0 ? 'error.chip-selection' : 'error.line-refuses' };
    case 'endChips':
      return { code: 'error.line-refuses' };
    default:
      return { code: 'error.no-wall-cell' };
  }
}

export function wallAskMoves(s: AdState, _ask: WallAsk, seat: Seat): AdMove[] {
  return wallMoves(boardOf(s, seat));
}

export function wallError(s: AdState, ask: WallAsk, seat: Seat, m: AdMove): RuleError | null {
  return isAmong(wallAskMoves(s, ask, seat), m) ? null : { code: 'error.no-wall-cell' };
}

/** The prompt of a tiling ask: chips while they may still be used, else the wall. */
export function tilingPrompt(s: AdState, ask: ChipsAsk | WallAsk): 'prompt.chips' | 'prompt.wall' {
  const seat = seatOf(ask);
  if (ask.kind === 'wall' || chipsMoves(s, ask, seat).every((m) => m.kind === 'wall')) return 'prompt.wall';
  return 'prompt.chips';
}

/** A special cell whose plate's three other cells are filled takes a special tile: the row's bonus (row number). */
function fillSpecials(s: AdState, seat: Seat, row: number, col: number): AdState {
  let board = boardOf(s, seat);
  const { slot } = slotOf(row, col);
  const placed = assertDefined(board.plates[slot], `the plate under wall cell ${row},${col}`);
  const k = rotatedCells(placed.id, placed.rotation).indexOf('special');
  if (k < 0) return s;
  const pos = cellPos(slot, k);
  const at = pos.row * WALL_SIZE + pos.col;
  const othersFull = [0, 1, 2, 3].every((i) => {
    const p = cellPos(slot, i);
    return i === k || board.wall[p.row * WALL_SIZE + p.col] !== null;
  });
  if (!othersFull || board.wall[at] !== null || s.specialsLeft <= 0) return s;
  board = addPoints({ ...board, wall: replaceAt(board.wall, at, 'special') }, 'special', pos.row + 1);
  return { ...setBoard(s, seat, board), specialsLeft: s.specialsLeft - 1 };
}

/** Seed 4.2.2: the rightmost tile moves to the wall and scores; the other tiles go to the tower. */
function toWall(s: AdState, seat: Seat, line: number, col: number): AdState {
  let board = boardOf(s, seat);
  const l = lineOf(board, line);
  const color = assertDefined(l.color, `the colour of full line ${line}`);
  const wall = replaceAt(board.wall, line * WALL_SIZE + col, color);
  board = addPoints({ ...board, wall }, 'wall', adjacencyPoints(wall, line, col));
  board = { ...board, lines: replaceAt(board.lines, line, EMPTY_LINE) };
  // Chip-paid spaces hold no tile.
  const tower = [...s.tower, ...Array<Color>(line - l.chips).fill(color)];
  return fillSpecials({ ...setBoard(s, seat, board), tower }, seat, line, col);
}

function chipFill(s: AdState, seat: Seat, selected: readonly number[], m: Extract<AdMove, { kind: 'chipFill' }>) {
  const board = boardOf(s, seat);
  const l = lineOf(board, m.line);
  const next: Board = {
    ...board,
    chips: board.chips.filter((c) => !selected.includes(c)),
    lines: replaceAt(board.lines, m.line, { color: m.color, count: l.count + 1, chips: l.chips + 1 }),
  };
  return { ...setBoard(s, seat, next), usedChips: [...s.usedChips, ...selected] };
}

export function applyChips(s: AdState, ask: ChipsAsk, seat: Seat, m: AdMove): AdState {
  const walling: WallAsk = { kind: 'wall', seats: ask.seats };
  switch (m.kind) {
    case 'toggleChip': {
      const on = ask.selected.includes(m.chip);
      const selected = on ? ask.selected.filter((c) => c !== m.chip) : [...ask.selected, m.chip];
      return { ...s, asks: settle(s.asks, ask, { ...ask, selected }) };
    }
    case 'chipFill': {
      const filled = chipFill(s, seat, ask.selected, m);
      return settleTiling({ ...filled, asks: settle(s.asks, ask, { ...ask, selected: [] }) });
    }
    case 'endChips':
      return settleTiling({ ...s, asks: settle(s.asks, ask, walling) });
    case 'wall':
      return settleTiling({ ...toWall(s, seat, m.line, m.col), asks: settle(s.asks, ask, walling) });
    default:
      return notAnswer(ask, m);
  }
}

/** The wall ask stays open while a full line can still move; settleTiling closes it. */
export function applyWall(s: AdState, ask: WallAsk, seat: Seat, m: AdMove): AdState {
  if (m.kind !== 'wall') return notAnswer(ask, m);
  return settleTiling(toWall(s, seat, m.line, m.col));
}

/** Seed 4.2.5: the seat's tiling is over: dead full lines to the tower, floor penalties, floor tiles to the tower. */
function finishSeat(s: AdState, seat: Seat): AdState {
  let board = boardOf(s, seat);
  let tower = [...s.tower];
  board.lines.forEach((l, line) => {
    if (l.color && deadLine(board, line)) {
      tower = [...tower, ...Array<Color>(l.count - l.chips).fill(l.color)];
      board = { ...board, lines: replaceAt(board.lines, line, EMPTY_LINE) };
    }
  });
  const penalty = FLOOR_PENALTIES.slice(0, board.floor.length).reduce((a, x) => a + x, 0);
  if (penalty > 0) board = addPoints(board, 'floor', -penalty);
  tower = [...tower, ...board.floor];
  return { ...setBoard(s, seat, { ...board, floor: [] }), tower };
}

function tilingMoves(s: AdState, ask: ChipsAsk | WallAsk): AdMove[] {
  const seat = seatOf(ask);
  return ask.kind === 'chips' ? chipsMoves(s, ask, seat) : wallAskMoves(s, ask, seat);
}

/** A seat with nothing left to decide is finished, then the next seat's tiling is asked, then the round ends. */
function settleTiling(s: AdState): AdState {
  let cur = s;
  for (;;) {
    const top = cur.asks[cur.asks.length - 1];
    if ((top?.kind !== 'chips' && top?.kind !== 'wall') || tilingMoves(cur, top).length > 0) return cur;
    cur = finishSeat({ ...cur, asks: settle(cur.asks, top) }, seatOf(top));
    if (cur.asks.length === 0) return endRound(cur);
  }
}

/** Seed 4.2: the round's start player tiles first, then the other player. */
export function startTiling(s: AdState): AdState {
  const chips = (seat: Seat): ChipsAsk => ({ kind: 'chips', seats: [seat], selected: [] });
  return settleTiling({ ...s, asks: push(s.asks, chips(s.startPlayer), chips(1 - s.startPlayer)) });
}
