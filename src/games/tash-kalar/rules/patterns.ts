// Pattern matching for summoning: a card's grid in any of the 8 orientations, higher ranks standing in for
// lower ones, ignored squares ignored, and the rule for the being's own square.

import type { Seat } from '../../../engine/game';
import { type BeingCard, onBoard, SQUARES, sq, xOf, yOf } from '../data';
import type { Rank } from '../vocabulary';
import { orient } from './geometry';
import type { Board } from './types';

export const RANK_ORDER: Readonly<Record<Rank, number>> = { c: 0, h: 1, L: 2 };
export const atLeast = (r: Rank, need: Rank): boolean => RANK_ORDER[r] >= RANK_ORDER[need];

export interface Cell {
  readonly dx: number;
  readonly dy: number;
  /** The rank of own piece this cell needs, or null (a marked square). */
  readonly need: Rank | null;
  readonly mark: boolean;
}

export interface ParsedPattern {
  /** Non-null when the being is summoned onto an own piece of at least this rank ('[c]', '[h]'). */
  readonly onto: Rank | null;
  readonly cells: readonly Cell[];
}

const cache = new Map<BeingCard, ParsedPattern>();

/** The card's grid as cells relative to the being's square. */
export function parsePattern(card: BeingCard): ParsedPattern {
  const hit = cache.get(card);
  if (hit) return hit;
  const rows = card.pattern.map((r) => r.split(' '));
  let cx = 0;
  let cy = 0;
  let onto: Rank | null = null;
  rows.forEach((row, y) => {
    row.forEach((tok, x) => {
      if (tok === '@' || tok.startsWith('[')) {
        cx = x;
        cy = y;
        if (tok.startsWith('[')) onto = tok[1] as Rank;
      }
    });
  });
  const cells: Cell[] = [];
  rows.forEach((row, y) => {
    row.forEach((tok, x) => {
      if (tok === '.' || tok === '@' || tok.startsWith('[')) return;
      const need = tok[0] === '*' ? null : (tok[0] as Rank);
      cells.push({ dx: x - cx, dy: y - cy, need, mark: tok.includes('*') });
    });
  });
  const parsed = { onto, cells };
  cache.set(card, parsed);
  return parsed;
}

/** One way a pattern fits: the being's square, the orientation, its pattern squares and marked squares. */
export interface Match {
  readonly at: number;
  readonly o: number;
  readonly pieces: readonly number[];
  readonly marks: readonly number[];
  readonly markedPieces: readonly number[];
  /** The enemy piece standing in for one of yours (War Summoner), if any. */
  readonly borrowed: number | null;
}

function place(at: number, c: Cell, o: number): number | null {
  const [dx, dy] = orient(c.dx, c.dy, o);
  const x = xOf(at) + dx;
  const y = yOf(at) + dy;
  return onBoard(x, y) ? sq(x, y) : null;
}

/** Does this orientation fit at `at`? Returns the match or null. */
export function matchAt(board: Board, me: Seat, card: BeingCard, at: number, o: number, borrow: boolean): Match | null {
  const p = parsePattern(card);
  const here = board[at] ?? null;
  if (p.onto !== null) {
    if (!here || here.o !== me || !atLeast(here.r, p.onto) || !atLeast(card.rank, here.r)) return null;
  } else if (here && !atLeast(card.rank, here.r)) return null;
  const pieces: number[] = [];
  const marks: number[] = [];
  const markedPieces: number[] = [];
  let borrowed: number | null = null;
  for (const c of p.cells) {
    const s = place(at, c, o);
    if (c.need === null) {
      if (s !== null) marks.push(s);
      continue;
    }
    const piece = s === null ? null : board[s];
    if (s === null || !piece || !atLeast(piece.r, c.need)) return null;
    if (piece.o !== me) {
      if (!borrow || borrowed !== null) return null;
      borrowed = s;
    }
    pieces.push(s);
    if (c.mark) markedPieces.push(s);
  }
  return { at, o, pieces, marks, markedPieces, borrowed };
}

const key = (m: Match): string =>
  `${m.at}|${[...m.pieces].sort((a, b) => a - b).join(',')}|${[...m.marks].sort((a, b) => a - b).join(',')}|${m.borrowed}`;

/** Every distinct way the card fits on the board for seat `me` (orientations giving the same squares merged). */
export function findMatches(board: Board, me: Seat, card: BeingCard, borrow = false): Match[] {
  const seen = new Set<string>();
  const out: Match[] = [];
  for (const at of SQUARES) {
    for (let o = 0; o < 8; o++) {
      const m = matchAt(board, me, card, at, o, borrow);
      if (!m) continue;
      const k = key(m);
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(m);
    }
  }
  return out;
}
