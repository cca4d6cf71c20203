// Where effects may act: areas around the being, piece selections, and move and leap destinations.

import { CENTRE, GREEN, RED, SQUARES } from '../data';
import type { Area, MoveKind, Rank, Sel } from '../vocabulary';
import type { Ctx } from './context';
import { adjacent, DIRS8, diagAdjacent, distance, orthAdjacent, step } from './geometry';
import { RANK_ORDER } from './patterns';
import type { Board } from './types';

const NEAR = (set: readonly number[]): number[] => {
  const out = new Set<number>();
  for (const s of set) for (const n of adjacent(s)) out.add(n);
  return [...out];
};
const NEAR_GREEN = NEAR(GREEN).filter((s) => !GREEN.includes(s));
const ON_NEAR_RED = [...new Set([...RED, ...NEAR(RED)])];
const ON_NEAR_GREEN = [...new Set([...GREEN, ...NEAR(GREEN)])];
export const COLOURED = [...RED, ...GREEN];
export const isColouredNotCentre = (s: number): boolean => COLOURED.includes(s) && s !== CENTRE;

/** The squares of an area, seen from the being (or the previous step's square). */
export function areaSquares(ctx: Ctx, area: Area): number[] {
  switch (area.at) {
    case 'adj':
    case 'orth':
    case 'diag': {
      const anchor = area.of === 'last' ? ctx.last : ctx.self;
      if (anchor === null) return [];
      if (area.at === 'adj') return [...adjacent(anchor)];
      return area.at === 'orth' ? orthAdjacent(anchor) : diagAdjacent(anchor);
    }
    case 'within': {
      const self = ctx.self;
      if (self === null) return [];
      return SQUARES.filter((s) => s !== self && distance(s, self) <= area.d);
    }
    case 'any':
      return [...SQUARES];
    case 'marks':
      return [...ctx.marks];
    case 'markedPieces':
      return [...ctx.markedPieces];
    case 'nearGreen':
      return NEAR_GREEN;
    case 'nearOwn':
      return NEAR(SQUARES.filter((s) => ctx.board[s]?.o === ctx.me));
    case 'onOrNearRed':
      return ON_NEAR_RED;
    case 'onOrNearGreen':
      return ON_NEAR_GREEN;
    case 'redOrGreen':
      return COLOURED;
    default: {
      const never: never = area;
      throw new Error(`area ${JSON.stringify(never)}`);
    }
  }
}

export function selects(ctx: Ctx, sel: Sel, s: number): boolean {
  const p = ctx.board[s];
  if (!p || !sel.ranks.includes(p.r)) return false;
  if (sel.notSelf && s === ctx.self) return false;
  if (sel.who === 'own') return p.o === ctx.me;
  if (sel.who === 'enemy') return p.o !== ctx.me;
  return true;
}

export function selected(ctx: Ctx, sel: Sel, area: Area): number[] {
  return areaSquares(ctx, area).filter((s) => selects(ctx, sel, s));
}

/** May a piece of rank `r` end a move or leap of this kind on `to`? */
export function canEnter(
  board: Board,
  r: Rank,
  to: number,
  kind: MoveKind | 'standard' | 'combat',
  avoid: readonly Rank[] = [],
): boolean {
  const there = board[to];
  if (!there) return true;
  if (kind === 'empty' || avoid.includes(there.r)) return false;
  return kind === 'standard' ? RANK_ORDER[there.r] < RANK_ORDER[r] : RANK_ORDER[there.r] <= RANK_ORDER[r];
}

export function moveTargets(board: Board, from: number, kind: MoveKind, avoid: readonly Rank[] = []): number[] {
  const p = board[from];
  if (!p) return [];
  return adjacent(from).filter((to) => canEnter(board, p.r, to, kind, avoid));
}

export function leapTargets(board: Board, from: number, kind: 'standard' | 'combat', dist?: number): number[] {
  const p = board[from];
  if (!p) return [];
  return SQUARES.filter(
    (to) => to !== from && (dist === undefined || distance(from, to) === dist) && canEnter(board, p.r, to, kind),
  );
}

/** Squares reachable by repeated moves in one direction; `stopAfterLegend` ends the run on a destroyed legend. */
export function slideTargets(
  board: Board,
  from: number,
  kind: 'standard' | 'combat',
  stopAfterLegend: boolean,
  max = 99,
): number[] {
  const p = board[from];
  if (!p) return [];
  const out: number[] = [];
  for (const d of DIRS8) {
    for (let k = 1; k <= max; k++) {
      const to = step(from, d, k);
      if (to === null || !canEnter(board, p.r, to, kind)) break;
      out.push(to);
      if (stopAfterLegend && board[to]?.r === 'L') break;
    }
  }
  return out;
}

/** Is `s` next to one of your pieces other than the one standing on `except`? */
export function adjacentTo(ctx: Ctx, s: number, except: number): boolean {
  return adjacent(s).some((n) => n !== except && ctx.board[n]?.o === ctx.me);
}
