// Small board positions for rules tests: pieces given as 1-based (column,row) like the reference sheet.

import { at, SIZE } from '../../../src/games/tash-kalar/data';
import type { Board, Piece } from '../../../src/games/tash-kalar/rules/types';
import type { Rank } from '../../../src/games/tash-kalar/vocabulary';

export type P = readonly [x: number, y: number, owner: number, rank?: Rank];

export function boardOf(pieces: readonly P[]): Board {
  const b: (Piece | null)[] = Array.from({ length: SIZE * SIZE }, () => null);
  for (const [x, y, o, r] of pieces) b[at(x, y)] = { o, r: r ?? 'c' };
  return b;
}
