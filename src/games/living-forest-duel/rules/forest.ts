// The forest grid: where a tree may go (river-connected to the lake, covering allowed) and the 3x3 victory.

import { isLake, type Side, tree } from '../data';
import type { ForestCell } from './types';
import { topCard } from './values';

const STEPS: readonly (readonly [Side, number, number, Side])[] = [
  ['N', 0, -1, 'S'],
  ['E', 1, 0, 'W'],
  ['S', 0, 1, 'N'],
  ['W', -1, 0, 'E'],
];

const key = (x: number, y: number) => `${x},${y}`;

/** The lake has water on every side; a tree only on its river edges. */
function hasRiver(card: string, side: Side): boolean {
  return isLake(card) || tree(card).rivers.includes(side);
}

export function cellAt(forest: readonly ForestCell[], x: number, y: number): ForestCell | undefined {
  return forest.find((c) => c.x === x && c.y === y);
}

/** Every visible card is reached from the lake through touching river edges. */
export function allConnected(forest: readonly ForestCell[]): boolean {
  const byKey = new Map(forest.map((c) => [key(c.x, c.y), c]));
  const lake = forest.find((c) => isLake(topCard(c)));
  if (!lake) return false;
  const seen = new Set([key(lake.x, lake.y)]);
  const queue = [lake];
  for (let cell = queue.pop(); cell; cell = queue.pop()) {
    const card = topCard(cell);
    for (const [side, dx, dy, back] of STEPS) {
      const k = key(cell.x + dx, cell.y + dy);
      const next = byKey.get(k);
      if (!next || seen.has(k)) continue;
      if (hasRiver(card, side) && hasRiver(topCard(next), back)) {
        seen.add(k);
        queue.push(next);
      }
    }
  }
  return seen.size === forest.length;
}

/** The forest with the tree placed on (x, y): a new square, or on top of a tree already there. */
export function placeTree(forest: readonly ForestCell[], id: string, x: number, y: number): ForestCell[] {
  const at = cellAt(forest, x, y);
  if (!at) return [...forest, { x, y, cards: [id] }];
  return forest.map((c) => (c === at ? { ...c, cards: [...c.cards, id] } : c));
}

export type PlaceError = 'error.lake-covered' | 'error.not-adjacent' | 'error.not-connected';

export function placeError(forest: readonly ForestCell[], id: string, x: number, y: number): PlaceError | null {
  const at = cellAt(forest, x, y);
  if (at && isLake(topCard(at))) return 'error.lake-covered';
  if (!at && !STEPS.some(([, dx, dy]) => cellAt(forest, x + dx, y + dy))) return 'error.not-adjacent';
  return allConnected(placeTree(forest, id, x, y)) ? null : 'error.not-connected';
}

/** Squares worth trying: every tree (to cover) and every empty square next to a card. */
export function candidateSquares(forest: readonly ForestCell[]): { x: number; y: number }[] {
  const out = new Map<string, { x: number; y: number }>();
  for (const c of forest) {
    if (!isLake(topCard(c))) out.set(key(c.x, c.y), { x: c.x, y: c.y });
    for (const [, dx, dy] of STEPS) {
      const x = c.x + dx;
      const y = c.y + dy;
      if (!cellAt(forest, x, y)) out.set(key(x, y), { x, y });
    }
  }
  return [...out.values()].sort((a, b) => a.y - b.y || a.x - b.x);
}

export function legalSquares(forest: readonly ForestCell[], id: string): { x: number; y: number }[] {
  return candidateSquares(forest).filter((p) => placeError(forest, id, p.x, p.y) === null);
}

/** Orthogonal neighbours' visible cards. */
export function neighbourCards(forest: readonly ForestCell[], x: number, y: number): string[] {
  const out: string[] = [];
  for (const [, dx, dy] of STEPS) {
    const c = cellAt(forest, x + dx, y + dy);
    if (c) out.push(topCard(c));
  }
  return out;
}

/** Nine squares in a 3x3 block (the lake counts as one of them). */
export function hasThreeByThree(forest: readonly ForestCell[]): boolean {
  if (forest.length < 9) return false;
  const filled = new Set(forest.map((c) => key(c.x, c.y)));
  for (const c of forest) {
    let full = true;
    for (let dx = 0; dx < 3 && full; dx++)
      for (let dy = 0; dy < 3 && full; dy++) full = filled.has(key(c.x + dx, c.y + dy));
    if (full) return true;
  }
  return false;
}
