// A player board's geometry and arithmetic: rotated plates on the 6x6 wall, pattern lines, adjacency and score changes.

import { assertDefined } from '../../../engine/assert';
import type { Seat } from '../../../engine/game';
import { replaceAt } from '../../../engine/list';
import { type Color, LINE_COUNT, type PlateCell, plateById, START_SCORE, WALL_SIZE } from '../data';
import type { AdState, Board, PatternLine, Tally, WallTile } from './types';

export const EMPTY_LINE: PatternLine = { color: null, count: 0, chips: 0 };

export const ZERO_TALLY: Tally = {
  start: START_SCORE,
  wall: 0,
  special: 0,
  floor: 0,
  startTile: 0,
  blind: 0,
  tablets: 0,
  zeroFloor: 0,
};

export function emptyBoard(): Board {
  return {
    score: START_SCORE,
    tally: ZERO_TALLY,
    plates: Array(9).fill(null),
    wall: Array(WALL_SIZE * WALL_SIZE).fill(null),
    lines: Array.from({ length: LINE_COUNT }, (): PatternLine => EMPTY_LINE),
    floor: [],
    chips: [],
    tokensUsed: 0,
  };
}

/** A plate's cells after `rotation` quarter turns clockwise, in [top-left, top-right, bottom-left, bottom-right]. */
export function rotatedCells(id: number, rotation: number): readonly PlateCell[] {
  let c: readonly PlateCell[] = plateById(id).cells;
  for (let i = 0; i < ((rotation % 4) + 4) % 4; i++) {
    // Turning clockwise: the bottom-left cell moves to the top-left, and so on round the square.
    c = [c[2], c[0], c[3], c[1]] as PlateCell[];
  }
  return c;
}

/** The slot covering a wall cell, and the cell's index inside that plate. */
export function slotOf(row: number, col: number): { slot: number; idx: number } {
  return { slot: Math.floor(row / 2) * 3 + Math.floor(col / 2), idx: (row % 2) * 2 + (col % 2) };
}

export function cellPos(slot: number, idx: number): { row: number; col: number } {
  return { row: Math.floor(slot / 3) * 2 + Math.floor(idx / 2), col: (slot % 3) * 2 + (idx % 2) };
}

/** The printed cell at (row, col), or null where no plate lies yet. */
export function printedCell(board: Board, row: number, col: number): PlateCell | null {
  const { slot, idx } = slotOf(row, col);
  const placed = board.plates[slot];
  if (!placed) return null;
  return assertDefined(rotatedCells(placed.id, placed.rotation)[idx], 'one of a plate’s 4 cells');
}

export function lineFull(line: PatternLine, index: number): boolean {
  return line.count === index + 1;
}

/** Columns of the line's own wall row where its colour may go now (a free cell of that colour, or a free wild cell). */
export function wallColumns(board: Board, line: number): number[] {
  const l = lineOf(board, line);
  if (!l.color || !lineFull(l, line)) return [];
  const cols: number[] = [];
  for (let col = 0; col < WALL_SIZE; col++) {
    const cell = printedCell(board, line, col);
    if ((cell === l.color || cell === 'wild') && board.wall[line * WALL_SIZE + col] === null) cols.push(col);
  }
  return cols;
}

/** A full line that no cell can ever take: its row band is fully plated and no fitting cell is free. */
export function deadLine(board: Board, line: number): boolean {
  if (!lineFull(lineOf(board, line), line) || wallColumns(board, line).length > 0) return false;
  const band = Math.floor(line / 2) * 3;
  return [0, 1, 2].every((i) => board.plates[band + i] !== null);
}

/** May `count` tiles of `color` start or join this pattern line? (one colour per line, not full) */
export function lineAccepts(line: PatternLine, index: number, color: Color): boolean {
  return !lineFull(line, index) && (line.color === null || line.color === color);
}

function runLength(wall: readonly (WallTile | null)[], row: number, col: number, dr: number, dc: number): number {
  let n = 0;
  for (let r = row + dr, c = col + dc; r >= 0 && r < WALL_SIZE && c >= 0 && c < WALL_SIZE; r += dr, c += dc) {
    if (wall[r * WALL_SIZE + c] === null) break;
    n++;
  }
  return n;
}

/** Azul scoring of a tile just placed at (row, col): 1 alone, else the horizontal run plus the vertical run. */
export function adjacencyPoints(wall: readonly (WallTile | null)[], row: number, col: number): number {
  const h = 1 + runLength(wall, row, col, 0, -1) + runLength(wall, row, col, 0, 1);
  const v = 1 + runLength(wall, row, col, -1, 0) + runLength(wall, row, col, 1, 0);
  if (h === 1 && v === 1) return 1;
  return (h > 1 ? h : 0) + (v > 1 ? v : 0);
}

/** Add nominal points to a category; the score itself never goes below 0 (the difference is tallied). */
export function addPoints(board: Board, key: Exclude<keyof Tally, 'zeroFloor'>, points: number): Board {
  const raw = board.score + points;
  const score = Math.max(0, raw);
  const tally = { ...board.tally, [key]: board.tally[key] + points, zeroFloor: board.tally.zeroFloor + (score - raw) };
  return { ...board, score, tally };
}

/** Sum of a tally: always equals the score. */
export function tallyTotal(t: Tally): number {
  return t.start + t.wall + t.special + t.floor + t.startTile + t.blind + t.tablets + t.zeroFloor;
}

export function boardOf(s: AdState, seat: Seat): Board {
  return assertDefined(s.boards[seat], 'the board of a seat (0 or 1)');
}

export function setBoard(s: AdState, seat: Seat, board: Board): AdState {
  return { ...s, boards: replaceAt(s.boards, seat, board) };
}

/** A pattern line of a board, which must exist (0-5). */
export function lineOf(board: Board, line: number): PatternLine {
  return assertDefined(board.lines[line], 'a pattern line (0-5)');
}
