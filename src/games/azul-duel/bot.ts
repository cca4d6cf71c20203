// Azul Duel's bot: a greedy player that values each option by the pattern lines it can finish and the wall it builds.

import { assertDefined } from '../../engine/assert';
import type { Bot } from '../../engine/bot';
import { isListed } from '../../engine/json';
import { randomInt } from '../../engine/random';
import { type Color, chipById, FLOOR_PENALTIES, ROUNDS, WALL_SIZE } from './data';
import { adjacencyPoints, cellPos, lineAccepts, lineOf, printedCell, rotatedCells } from './rules/board';
import { placeTilesOn } from './rules/in-hand';
import type { AdMove, AdView, Board, LineTarget } from './rules/types';

/** Can this row ever take this colour: a free fitting cell now, or an empty plate slot in its band. */
function rowHope(board: Board, row: number, color: Color): number {
  let free = false;
  for (let col = 0; col < WALL_SIZE; col++) {
    const cell = printedCell(board, row, col);
    if ((cell === color || cell === 'wild') && board.wall[row * WALL_SIZE + col] === null) free = true;
  }
  if (free) return 1;
  const band = Math.floor(row / 2) * 3;
  return [0, 1, 2].some((i) => board.plates[band + i] === null) ? 0.4 : 0;
}

function floorCost(board: Board, extra: number): number {
  const start = board.floor.length;
  return FLOOR_PENALTIES.slice(start, start + extra).reduce((a, x) => a + x, 0);
}

/** What putting `count` tiles of `color` on `line` is worth: progress towards a wall tile, minus floor points. */
export function lineValue(board: Board, line: LineTarget, color: Color, count: number, round: number): number {
  const [after] = placeTilesOn(board, line, color, count);
  const penalty = floorCost(board, after.floor.length - board.floor.length);
  if (line === 'floor') return -penalty - 0.5;
  const l = lineOf(after, line);
  const hope = rowHope(board, line, color);
  const full = l.count === line + 1;
  const before = lineOf(board, line).count;
  // Late rounds: unfinished lines are worth nothing at the end.
  const lastRound = round >= ROUNDS;
  const progress = full ? 3 + line * 0.3 : lastRound ? 0 : ((l.count - before) / (line + 1)) * 2;
  return hope * progress - penalty - (hope === 0 ? count : 0);
}

function bestLine(board: Board, color: Color, count: number, round: number): number {
  let best = lineValue(board, 'floor', color, count, round);
  board.lines.forEach((l, i) => {
    if (lineAccepts(l, i, color)) best = Math.max(best, lineValue(board, i, color, count, round));
  });
  return best;
}

/** A placed plate's worth: its cells matching colours already waiting on pattern lines, and wild cells. */
function plateValue(board: Board, id: number, slot: number, rotation: number): number {
  const cells = rotatedCells(id, rotation);
  let v = 0;
  cells.forEach((cell, idx) => {
    const { row, col } = cellPos(slot, idx);
    const line = board.lines[row];
    if (cell === 'wild') v += 1;
    else if (cell === 'special') v += 0.1 * row;
    else if (line?.color === cell) v += 1.5 + (line.count === row + 1 ? 2 : 0);
    // Next to filled neighbours the wall scores runs.
    for (const [dr, dc] of [
      [0, 1],
      [1, 0],
      [0, -1],
      [-1, 0],
    ] as const) {
      const r = row + dr;
      const c = col + dc;
      if (r >= 0 && r < WALL_SIZE && c >= 0 && c < WALL_SIZE && board.wall[r * WALL_SIZE + c] !== null) v += 0.2;
    }
  });
  return v;
}

function bestPlatePlacement(board: Board, id: number): number {
  let best = -1;
  board.plates.forEach((p, slot) => {
    if (p) return;
    for (let r = 0; r < 4; r++) best = Math.max(best, plateValue(board, id, slot, r));
  });
  return best;
}

function moveValue(view: AdView, board: Board, m: AdMove): number {
  switch (m.kind) {
    case 'takeSun': {
      const sun = assertDefined(view.workshops[m.workshop], `workshop ${m.workshop}`).sun;
      const n = sun.filter((c) => c === m.color).length;
      const startCost = m.workshop === 0 && view.startTile === null ? 1.5 : 0;
      return bestLine(board, m.color, n, view.round) - startCost;
    }
    case 'takeMoon': {
      const n = view.workshops.filter((w) => w.moon.at(-1) === m.color).length;
      return bestLine(board, m.color, n, view.round);
    }
    case 'takeChip':
      return 1.2;
    case 'takePlate':
      return bestPlatePlacement(board, m.plate) * 0.5;
    case 'drawPlate':
      return -1.5;
    case 'placeTiles': {
      const p = view.pending[0];
      return p?.kind === 'tiles' ? lineValue(board, m.line, p.color, p.count, view.round) : 0;
    }
    case 'placePlate': {
      const p = view.pending[0];
      return p?.kind === 'plate' ? plateValue(board, p.id, m.slot, m.rotation) : 0;
    }
    case 'stackTile': {
      // Bury the colour there is most of, so the top gives the other player little.
      const p = view.pending[0];
      return p?.kind === 'stack' ? p.rest.filter((c) => c === m.color).length : 0;
    }
    case 'wall': {
      const color = assertDefined(lineOf(board, m.line).color, `the colour of full line ${m.line}`);
      const wall = board.wall.map((t, i) => (i === m.line * WALL_SIZE + m.col ? color : t));
      return adjacencyPoints(wall, m.line, m.col);
    }
    default:
      return 0;
  }
}

/** Chips: aim for a line one tile short of full with a free wall cell; select its chips one by one, then fill. */
function chipPlan(view: AdView, board: Board, legal: readonly AdMove[]): AdMove | undefined {
  const target = chipTarget(board);
  const fill = legal.find((m) => m.kind === 'chipFill' && m.line === target);
  if (fill) return fill;
  const color = board.lines[target]?.color;
  if (target < 0 || !color) return legal.find((m) => m.kind === 'endChips');
  const showing = board.chips.filter((id) => chipById(id).colors.includes(color));
  const want = showing.length >= 2 ? showing.slice(0, 2) : board.chips.length >= 3 ? board.chips.slice(0, 3) : [];
  const wrong = view.selected.find((id) => !want.includes(id));
  if (wrong !== undefined) return { kind: 'toggleChip', chip: wrong };
  const next = want.find((id) => !view.selected.includes(id));
  if (next !== undefined && view.selected.length < want.length) return { kind: 'toggleChip', chip: next };
  return legal.find((m) => m.kind === 'endChips');
}

/** The started line closest to full that the chips could finish (two chips a space at best) and the wall can take. */
function chipTarget(board: Board): number {
  const maxFills = Math.floor(board.chips.length / 2);
  let target = -1;
  let fewest = Number.POSITIVE_INFINITY;
  board.lines.forEach((l, i) => {
    const missing = i + 1 - l.count;
    if (!l.color || missing < 1 || missing > maxFills || missing >= fewest) return;
    if (rowHope(board, i, l.color) !== 1) return;
    target = i;
    fewest = missing;
  });
  return target;
}

function pickBest(view: AdView, board: Board, legal: readonly AdMove[]): AdMove | undefined {
  let best: AdMove | undefined;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const m of legal) {
    const v = moveValue(view, board, m);
    if (v > bestValue) {
      bestValue = v;
      best = m;
    }
  }
  return best;
}

export const bot: Bot<AdView, AdMove> = {
  choose(view, seat, legal, rng) {
    const first = legal[0];
    if (!first) throw new Error('bot.choose needs at least one legal move');
    const board = view.boards[seat];
    if (!board) return first;
    let pick: AdMove | undefined;
    if (view.phase === 'tiling' && legal.some((m) => m.kind === 'endChips')) {
      pick = chipPlan(view, board, legal);
      if (pick?.kind === 'endChips' && legal.some((m) => m.kind === 'wall'))
        pick = pickBest(
          view,
          board,
          legal.filter((m) => m.kind === 'wall'),
        );
    } else pick = pickBest(view, board, legal);
    if (pick && isListed(legal, pick)) return pick;
    return assertDefined(legal[randomInt(rng, legal.length)[0]], 'a random legal move');
  },
};
