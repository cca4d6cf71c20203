// Final scoring by the revealed tablets: each tablet's condition counted on one wall.

import { type TabletId, WALL_SIZE } from '../data';
import { rotatedCells } from './board';
import type { Board } from './types';

const N = WALL_SIZE;
const filled = (b: Board, row: number, col: number) => b.wall[row * N + col] !== null;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

function fullRows(b: Board): number {
  return range(N).filter((r) => range(N).every((c) => filled(b, r, c))).length;
}
function fullCols(b: Board): number {
  return range(N).filter((c) => range(N).every((r) => filled(b, r, c))).length;
}
function fullDiagonals(b: Board): number {
  const main = range(N).every((i) => filled(b, i, i));
  const anti = range(N).every((i) => filled(b, i, N - 1 - i));
  return (main ? 1 : 0) + (anti ? 1 : 0);
}

/** Cells of each placed plate with their printed kind and whether they are filled. */
function plateCells(b: Board): { kind: string; full: boolean; slot: number }[] {
  const out: { kind: string; full: boolean; slot: number }[] = [];
  b.plates.forEach((p, slot) => {
    if (!p) return;
    rotatedCells(p.id, p.rotation).forEach((kind, idx) => {
      const row = Math.floor(slot / 3) * 2 + Math.floor(idx / 2);
      const col = (slot % 3) * 2 + (idx % 2);
      out.push({ kind, full: filled(b, row, col), slot });
    });
  });
  return out;
}

function wildsFilled(b: Board): number {
  const wild = plateCells(b).filter((c) => c.kind === 'wild');
  return wild.every((c) => c.full) ? 2 * wild.length : 0;
}
function outerRing(b: Board): number {
  let n = 0;
  for (const r of range(N))
    for (const c of range(N)) if ((r === 0 || c === 0 || r === N - 1 || c === N - 1) && filled(b, r, c)) n++;
  return n;
}
/** Corner plates completed: top corners 3 points each, bottom corners 8 each. */
function cornerPlates(b: Board): number {
  const cells = plateCells(b);
  const done = (slot: number) => b.plates[slot] !== null && cells.filter((c) => c.slot === slot).every((c) => c.full);
  return (done(0) ? 3 : 0) + (done(2) ? 3 : 0) + (done(6) ? 8 : 0) + (done(8) ? 8 : 0);
}
function emptySpecials(b: Board): number {
  return -3 * plateCells(b).filter((c) => c.kind === 'special' && !c.full).length;
}
function colourfulRows(b: Board): number {
  const rows = range(N).filter((r) => {
    const colours = new Set(
      range(N)
        .map((c) => b.wall[r * N + c])
        .filter((t) => t !== null && t !== 'special'),
    );
    return colours.size >= 5;
  });
  return 4 * rows.length;
}

export function tabletPoints(b: Board, id: TabletId): number {
  switch (id) {
    case 1:
      return 3 * fullRows(b);
    case 2:
      return 7 * fullCols(b);
    case 3:
      return 10 * fullDiagonals(b);
    case 4:
      return wildsFilled(b);
    case 5:
      return outerRing(b);
    case 6:
      return cornerPlates(b);
    case 7:
      return emptySpecials(b);
    case 8:
      return colourfulRows(b);
  }
}
