// Pieces on the board: supplies, and the basic changes (place, destroy, move, upgrade, downgrade, convert)
// with the bookkeeping of destroyed enemy pieces. All work on a mutable working copy (see effects.ts).

import type { Seat } from '../../../engine/game';
import { SQUARES, SUPPLY } from '../data';
import type { Rank } from '../vocabulary';
import type { Board, Piece } from './types';

/** How many pieces of each kind the seat still has off the board. */
export function supplyOf(board: Board, seat: Seat): { ch: number; L: number } {
  let ch = 0;
  let L = 0;
  for (const s of SQUARES) {
    const p = board[s];
    if (!p || p.o !== seat) continue;
    if (p.r === 'L') L++;
    else ch++;
  }
  return { ch: SUPPLY.ch - ch, L: SUPPLY.L - L };
}

export const hasSupply = (board: Board, seat: Seat, r: Rank): boolean => {
  const s = supplyOf(board, seat);
  return r === 'L' ? s.L > 0 : s.ch > 0;
};

export function countPieces(
  board: Board,
  seat: Seat,
): { all: number; upgraded: number; common: number; legend: number } {
  let all = 0;
  let upgraded = 0;
  let common = 0;
  let legend = 0;
  for (const s of SQUARES) {
    const p = board[s];
    if (!p || p.o !== seat) continue;
    all++;
    if (p.r === 'c') common++;
    else upgraded++;
    if (p.r === 'L') legend++;
  }
  return { all, upgraded, common, legend };
}

/** The mutable working copy an effect or action changes. */
export interface World {
  readonly me: Seat;
  readonly board: (Piece | null)[];
  readonly destroyed: Record<Rank, number>;
  /** The being's square (follows it when it moves; null once it is gone). */
  self: number | null;
  /** The marked pattern pieces, following them as they move. */
  markedPieces: number[];
}

/** Remove the piece on s. An enemy piece counts as destroyed by you unless `uncounted`. */
export function destroyAt(w: World, s: number, uncounted = false): Piece | null {
  const p = w.board[s] ?? null;
  if (!p) return null;
  w.board[s] = null;
  if (!uncounted && p.o !== w.me) w.destroyed[p.r]++;
  if (w.self === s) w.self = null;
  w.markedPieces = w.markedPieces.filter((m) => m !== s);
  return p;
}

/** Move the piece on `from` to `to`, destroying what stands there. */
export function movePiece(w: World, from: number, to: number): void {
  const p = w.board[from];
  if (!p || from === to) return;
  destroyAt(w, to);
  w.board[to] = p;
  w.board[from] = null;
  if (w.self === from) w.self = to;
  w.markedPieces = w.markedPieces.map((m) => (m === from ? to : m));
}

export function canUpgrade(board: Board, s: number): boolean {
  const p = board[s];
  if (!p || p.r === 'L') return false;
  return p.r === 'c' || supplyOf(board, p.o).L > 0;
}

export function upgradeAt(w: World, s: number): boolean {
  const p = w.board[s];
  if (!p || !canUpgrade(w.board, s)) return false;
  w.board[s] = { o: p.o, r: p.r === 'c' ? 'h' : 'L' };
  return true;
}

/** A legend steps down only when its owner has a common/heroic piece left to put in its place. */
export function canDowngrade(board: Board, s: number): boolean {
  const p = board[s];
  if (!p || p.r === 'c') return false;
  return p.r === 'h' || supplyOf(board, p.o).ch > 0;
}

export function downgradeAt(w: World, s: number): boolean {
  const p = w.board[s];
  if (!p || !canDowngrade(w.board, s)) return false;
  w.board[s] = { o: p.o, r: p.r === 'L' ? 'h' : 'c' };
  return true;
}

export function canPlace(board: Board, seat: Seat, r: Rank, s: number): boolean {
  return board[s] === null && hasSupply(board, seat, r);
}

export function placeAt(w: World, seat: Seat, r: Rank, s: number): void {
  w.board[s] = { o: seat, r };
}

/** Converting swaps an enemy piece for one of yours (same rank, or common); it counts as destroying it. */
export function canConvert(board: Board, me: Seat, s: number, sameRank: boolean): boolean {
  const p = board[s];
  if (!p || p.o === me) return false;
  return hasSupply(board, me, sameRank ? p.r : 'c');
}

export function convertAt(w: World, s: number, sameRank: boolean): void {
  const p = w.board[s];
  if (!p) return;
  destroyAt(w, s);
  w.board[s] = { o: w.me, r: sameRank ? p.r : 'c' };
}
