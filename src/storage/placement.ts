// Where an imported game goes when this device already holds the same game (same rules, seed and start time).

import type { Seat } from '../engine/game';
import { canonicalJson } from '../engine/json';

export interface LoggedMove {
  readonly seat: Seat;
  readonly move: unknown;
}

export interface StoredLog {
  readonly id: string;
  readonly moves: readonly LoggedMove[];
}

/**
 * - `same`: a stored save already holds every move of the file (maybe more): nothing to do.
 * - `extend`: the file carries a stored save further; store its moves from `from` on (a newer copy).
 * - `new`: store it as a new save; `copy` when its moves part from a stored save of the same game.
 */
export type Placement =
  | { readonly kind: 'same'; readonly id: string }
  | { readonly kind: 'extend'; readonly id: string; readonly from: number }
  | { readonly kind: 'new'; readonly copy: boolean };

const sameMove = (a: LoggedMove, b: LoggedMove): boolean =>
  a.seat === b.seat && canonicalJson(a.move) === canonicalJson(b.move);

/** Is `short` the start of `long` (or all of it)? */
function isPrefix(short: readonly LoggedMove[], long: readonly LoggedMove[]): boolean {
  if (short.length > long.length) return false;
  return short.every((m, i) => {
    const other = long[i];
    return other !== undefined && sameMove(m, other);
  });
}

export function placeGame(file: readonly LoggedMove[], stored: readonly StoredLog[]): Placement {
  const holder = stored.find((s) => isPrefix(file, s.moves));
  if (holder) return { kind: 'same', id: holder.id };
  // Of the saves the file carries further, extend the one that got furthest.
  const behind = stored.filter((s) => isPrefix(s.moves, file)).sort((a, b) => b.moves.length - a.moves.length)[0];
  if (behind) return { kind: 'extend', id: behind.id, from: behind.moves.length };
  return { kind: 'new', copy: stored.length > 0 };
}
