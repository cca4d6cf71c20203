// Which move shapes an import may trust `validate` with: those seen among a game's legal moves.

import type { AnyGame, Seat } from '../engine/game';
import { turnError } from '../engine/session';

/** A move's shape: its keys, all the way down, and the type of each value (not the values themselves). */
export function shapeOf(v: unknown): string {
  if (Array.isArray(v)) return `[${[...new Set(v.map(shapeOf))].sort().join('|')}]`;
  if (v === null) return 'null';
  if (typeof v !== 'object') return typeof v;
  const o = v as Readonly<Record<string, unknown>>;
  return `{${Object.keys(o)
    .sort()
    .map((k) => `${k}:${shapeOf(o[k])}`)
    .join(',')}}`;
}

/**
 * The move shapes each game's legal moves have been seen to take during one import. `validate` reads the fields a
 * move should have and may not notice one it should not have (most games accept a move with an extra field), so
 * a move of a shape not seen yet must be one of the legal moves of its position, and every legal move's shape is
 * learned then. A log repeats a few shapes, so this costs a handful of `legalMoves` calls per kind of game.
 */
export class ShapeBook {
  private readonly known = new Map<string, Set<string>>();

  /** May `validate` judge this move? False: it must be listed (and a move of a shape never listed is not). */
  trusts(rules: AnyGame, state: unknown, seat: Seat, move: unknown): boolean {
    let shapes = this.known.get(rules.id);
    if (!shapes) {
      shapes = new Set();
      this.known.set(rules.id, shapes);
    }
    const shape = shapeOf(move);
    if (shapes.has(shape)) return true;
    if (turnError(rules, state, seat)) return false;
    for (const m of rules.legalMoves(state, seat)) shapes.add(shapeOf(m));
    return shapes.has(shape);
  }
}
