// Board geometry: neighbours, distances, straight lines and the 8 orientations of a pattern.

import { assertDefined } from '../../../engine/assert';
import { onBoard, SIZE, SQUARES, sq, xOf, yOf } from '../data';

export type Dir = readonly [number, number];
export const DIRS8: readonly Dir[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
];
export const ORTHO: readonly Dir[] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];
export const DIAGS: readonly Dir[] = [
  [1, -1],
  [1, 1],
  [-1, 1],
  [-1, -1],
];

/** The square one step from `s` in direction d, or null off the board. */
export function step(s: number, d: Dir, k = 1): number | null {
  const x = xOf(s) + d[0] * k;
  const y = yOf(s) + d[1] * k;
  return onBoard(x, y) ? sq(x, y) : null;
}

function around(s: number, dirs: readonly Dir[]): number[] {
  const out: number[] = [];
  for (const d of dirs) {
    const n = step(s, d);
    if (n !== null) out.push(n);
  }
  return out;
}

const ADJ = SQUARES.map((s) => around(s, DIRS8));
const ADJ_TABLE: number[][] = Array.from({ length: SIZE * SIZE }, () => []);
for (const [i, s] of SQUARES.entries()) ADJ_TABLE[s] = assertDefined(ADJ[i], `the neighbours of square ${s}`);

/** The squares next to `s` (none for a square off the board). */
export const adjacent = (s: number): readonly number[] => assertDefined(ADJ_TABLE[s], `square ${s}`);
export const orthAdjacent = (s: number): number[] => around(s, ORTHO);
export const diagAdjacent = (s: number): number[] => around(s, DIAGS);

/** King-move distance. */
export function distance(a: number, b: number): number {
  return Math.max(Math.abs(xOf(a) - xOf(b)), Math.abs(yOf(a) - yOf(b)));
}

/** The squares from `s` (exclusive) to the edge in direction d. */
export function ray(s: number, d: Dir): number[] {
  const out: number[] = [];
  for (let k = 1; ; k++) {
    const n = step(s, d, k);
    if (n === null) return out;
    out.push(n);
  }
}

/** Unit direction from a to b when they share a row, column or diagonal; null otherwise. */
export function dirBetween(a: number, b: number): Dir | null {
  const dx = xOf(b) - xOf(a);
  const dy = yOf(b) - yOf(a);
  if (dx === 0 && dy === 0) return null;
  if (dx !== 0 && dy !== 0 && Math.abs(dx) !== Math.abs(dy)) return null;
  return [Math.sign(dx), Math.sign(dy)];
}

/**
 * Orientation o in 0..7: mirror left-right when o >= 4, then turn a quarter clockwise (o % 4) times.
 * Together they are all the rotations and mirror images of a pattern.
 */
export function orient(dx: number, dy: number, o: number): [number, number] {
  let x = o >= 4 ? -dx : dx;
  let y = dy;
  for (let k = 0; k < o % 4; k++) [x, y] = [-y, x];
  return [x + 0, y + 0];
}
