// The tiling and scoring phase: bonus chips first, then full lines to the wall with adjacency and special-tile bonuses.

import type { RuleError, Seat } from '../../../engine/game';
import { canonicalJson } from '../../../engine/json';
import { COLORS, type Color, chipById, FLOOR_PENALTIES, LINE_COUNT, WALL_SIZE } from '../data';
import {
  addPoints,
  adjacencyPoints,
  cellPos,
  deadLine,
  EMPTY_LINE,
  replaceAt,
  rotatedCells,
  slotOf,
  wallColumns,
} from './board';
import { endRound } from './round';
import type { AdMove, AdState, Board, PatternLine } from './types';

function boardAt(s: AdState, seat: Seat): Board {
  const b = s.boards[seat];
  if (!b) throw new Error(`no board for seat ${seat}`);
  return b;
}

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
  for (let i = 0; i < board.chips.length; i++) {
    for (let j = i + 1; j < board.chips.length; j++) {
      if (payableColors([board.chips[i] ?? 0, board.chips[j] ?? 0]).some(open)) return true;
    }
  }
  return false;
}

function wallMoves(board: Board): AdMove[] {
  const out: AdMove[] = [];
  for (let line = 0; line < LINE_COUNT; line++) {
    for (const col of wallColumns(board, line)) out.push({ kind: 'wall', line, col });
  }
  return out;
}

export function tilingMoves(s: AdState, seat: Seat): AdMove[] {
  const board = boardAt(s, seat);
  const out: AdMove[] = [];
  if (!s.walling && chipsUsable(board)) {
    for (const chip of board.chips) {
      if (s.selected.includes(chip) || s.selected.length < 3) out.push({ kind: 'toggleChip', chip });
    }
    for (const color of payableColors(s.selected)) {
      board.lines.forEach((l, line) => {
        if (chipLineAccepts(l, line, color)) out.push({ kind: 'chipFill', line, color });
      });
    }
    out.push({ kind: 'endChips' });
  }
  return [...out, ...wallMoves(board)];
}

export function tilingError(s: AdState, seat: Seat, m: AdMove): RuleError | null {
  const key = canonicalJson(m);
  if (tilingMoves(s, seat).some((x) => canonicalJson(x) === key)) return null;
  switch (m.kind) {
    case 'toggleChip':
    case 'chipFill':
    case 'endChips':
      if (s.walling) return { code: 'error.chips-before-wall' };
      if (m.kind === 'toggleChip') return { code: 'error.three-chips' };
      if (m.kind === 'chipFill' && payableColors(s.selected).length === 0) return { code: 'error.chip-selection' };
      return { code: 'error.line-refuses' };
    case 'wall':
      return { code: 'error.no-wall-cell' };
    default:
      return { code: 'error.not-now' };
  }
}

/** A special cell whose plate's three other cells are filled takes a special tile: the row's bonus (row number). */
function fillSpecials(s: AdState, seat: Seat, row: number, col: number): AdState {
  let board = boardAt(s, seat);
  const { slot } = slotOf(row, col);
  const placed = board.plates[slot];
  if (!placed) return s;
  const cells = rotatedCells(placed.id, placed.rotation);
  const k = cells.indexOf('special');
  if (k < 0) return s;
  const pos = cellPos(slot, k);
  const at = pos.row * WALL_SIZE + pos.col;
  const othersFull = [0, 1, 2, 3].every((i) => {
    const p = cellPos(slot, i);
    return i === k || board.wall[p.row * WALL_SIZE + p.col] !== null;
  });
  if (!othersFull || board.wall[at] !== null || s.specialsLeft <= 0) return s;
  board = addPoints({ ...board, wall: replaceAt(board.wall, at, 'special') }, 'special', pos.row + 1);
  return { ...s, boards: replaceAt(s.boards, seat, board), specialsLeft: s.specialsLeft - 1 };
}

function toWall(s: AdState, seat: Seat, line: number, col: number): AdState {
  let board = boardAt(s, seat);
  const l = board.lines[line];
  if (!l?.color) return s;
  const wall = replaceAt(board.wall, line * WALL_SIZE + col, l.color);
  board = addPoints({ ...board, wall }, 'wall', adjacencyPoints(wall, line, col));
  board = { ...board, lines: replaceAt(board.lines, line, EMPTY_LINE) };
  // The rightmost tile moves to the wall; the other tiles go to the tower (chip-paid spaces hold none).
  const tower = [...s.tower, ...Array<Color>(line - l.chips).fill(l.color)];
  const next: AdState = { ...s, boards: replaceAt(s.boards, seat, board), tower, walling: true, selected: [] };
  return fillSpecials(next, seat, line, col);
}

function chipFill(s: AdState, seat: Seat, line: number, color: Color): AdState {
  const board = boardAt(s, seat);
  const l = board.lines[line] ?? EMPTY_LINE;
  const next: Board = {
    ...board,
    chips: board.chips.filter((c) => !s.selected.includes(c)),
    lines: replaceAt(board.lines, line, { color, count: l.count + 1, chips: l.chips + 1 }),
  };
  return { ...s, boards: replaceAt(s.boards, seat, next), usedChips: [...s.usedChips, ...s.selected], selected: [] };
}

export function applyTiling(s: AdState, seat: Seat, m: AdMove): AdState {
  switch (m.kind) {
    case 'toggleChip': {
      const on = s.selected.includes(m.chip);
      return { ...s, selected: on ? s.selected.filter((c) => c !== m.chip) : [...s.selected, m.chip] };
    }
    case 'chipFill':
      return settleTiling(chipFill(s, seat, m.line, m.color));
    case 'endChips':
      return settleTiling({ ...s, walling: true, selected: [] });
    case 'wall':
      return settleTiling(toWall(s, seat, m.line, m.col));
    default:
      return s;
  }
}

/** The seat's tiling is over: dead full lines to the tower, floor penalties, floor tiles to the tower. */
function finishSeat(s: AdState, seat: Seat): AdState {
  let board = boardAt(s, seat);
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
  board = { ...board, floor: [] };
  return { ...s, boards: replaceAt(s.boards, seat, board), tower, tiled: s.tiled + 1 };
}

/** Move on when the seat on turn has nothing left to decide: to the other seat, then to the round's end. */
export function settleTiling(s: AdState): AdState {
  let cur = s;
  while (cur.phase === 'tiling' && tilingMoves(cur, cur.turn).length === 0) {
    cur = finishSeat(cur, cur.turn);
    if (cur.tiled >= 2) return endRound(cur);
    cur = { ...cur, turn: 1 - cur.turn, walling: false, selected: [] };
  }
  return cur;
}

export function startTiling(s: AdState): AdState {
  return settleTiling({ ...s, phase: 'tiling', turn: s.startPlayer, tiled: 0, walling: false, selected: [] });
}
