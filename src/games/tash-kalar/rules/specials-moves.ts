// Card effects too particular for the shared steps that move pieces, written as questions and answers like the
// steps in effects.ts: `i` counts the answers taken, and what a card keeps between answers is said where it is kept.

import { assertDefined } from '../../../engine/assert';
import { SQUARES } from '../data';
import type { Rank } from '../vocabulary';
import {
  askMoves,
  askOptions,
  askSquares,
  type Ctx,
  type Mv,
  moveOf,
  mvOf,
  next,
  once,
  optOf,
  type Process,
  sqOf,
  squareOf,
  stopped,
  upTo,
} from './context';
import { DIRS8, type Dir, dirBetween, distance, step } from './geometry';
import { canPlace, destroyAt, hasSupply, movePiece, placeAt, upgradeAt } from './pieces';
import { canEnter, moveTargets, slideTargets } from './targets';
import type { Pending, Progress } from './types';

export const dirIndex = (d: Dir): number => DIRS8.findIndex((e) => e[0] === d[0] && e[1] === d[1]);
export const movesOf = (ctx: Ctx, from: readonly number[], kind: 'standard' | 'combat'): Mv[] =>
  from.flatMap((f) => moveTargets(ctx.board, f, kind).map((to) => ({ from: f, to })));
export const pieceSquares = (ctx: Ctx, ok: (o: number, r: Rank, s: number) => boolean): number[] =>
  SQUARES.filter((s) => {
    const p = ctx.board[s];
    return p !== null && p !== undefined && ok(p.o, p.r, s);
  });
export const rankAt = (ctx: Ctx, s: number): Rank => assertDefined(ctx.board[s], `a piece on ${s}`).r;

export function doMove(ctx: Ctx, m: Mv): void {
  movePiece(ctx, m.from, m.to);
  ctx.last = m.to;
}

/** Up to 3 enemy commons or up to 2 enemy heroes, each making one combat move (`opt` the rank, `sqs` moved). */
export const hypnotist = upTo(
  (p) => (p.opt === null ? 1 : p.opt === 'c' ? 4 : 3),
  (ctx, p) => {
    if (p.opt === null) {
      const ranks = (['c', 'h'] as const).filter((r) => pieceSquares(ctx, (o, pr) => o === ctx.opp && pr === r).length);
      return askOptions('ask.hypnotistRank', ranks, true);
    }
    const from = pieceSquares(ctx, (o, pr, s) => o === ctx.opp && pr === p.opt && !p.sqs.includes(s));
    return askMoves('ask.move', movesOf(ctx, from, 'combat'), true);
  },
  (ctx, p, c) => {
    if (p.opt === null) return next(p, { opt: optOf(c) });
    const m = moveOf(c);
    doMove(ctx, m);
    return next(p, { sqs: [...p.sqs, m.to] });
  },
);

/** Up to 3 moves: the Master's standard moves or combat moves of his marked non-legendary pattern pieces. */
export const masterOfIntrigue = upTo(
  () => 3,
  (ctx) => {
    const selfMoves = ctx.self === null ? [] : movesOf(ctx, [ctx.self], 'standard');
    const marked = ctx.markedPieces.filter((s) => ctx.board[s]?.o === ctx.me && ctx.board[s]?.r !== 'L');
    return askMoves('ask.move', [...selfMoves, ...movesOf(ctx, marked, 'combat')], true);
  },
  (ctx, p, c) => {
    doMove(ctx, moveOf(c));
    return next(p);
  },
);

/** Up to 3 combat moves with your pieces; a third move needs the Warlord to have made one (`flag`). */
export const warlord = upTo(
  () => 3,
  (ctx, p) => {
    const own = pieceSquares(ctx, (o) => o === ctx.me);
    const from = p.i === 2 && !p.flag ? (ctx.self === null ? [] : [ctx.self]) : own;
    return askMoves('ask.move', movesOf(ctx, from, 'combat'), true);
  },
  (ctx, p, c) => {
    const m = moveOf(c);
    const byWarlord = p.flag || m.from === ctx.self;
    doMove(ctx, m);
    return next(p, { flag: byWarlord });
  },
);

/** The being's own combat move (the first question of the centaurs). */
const selfCombat = (ctx: Ctx): Pending | null =>
  ctx.self === null ? null : askMoves('ask.move', movesOf(ctx, [ctx.self], 'combat'), true);

export const centaurSpearman = once(selfCombat, (ctx, _p, c) => {
  const m = mvOf(c);
  if (m === null) return;
  doMove(ctx, m);
  const d = dirBetween(m.from, m.to);
  if (d === null || ctx.self === null) return;
  const beyond = step(ctx.self, d);
  if (beyond !== null && ctx.board[beyond] && rankAt(ctx, beyond) !== 'L') destroyAt(ctx, beyond);
});

/** The Chieftain's combat move, then up to 3 of your other pieces one step the same way (`n`: its direction). */
export const centaurChieftain = upTo(
  () => 4,
  (ctx, p) => {
    if (p.i === 0) return selfCombat(ctx);
    const d = assertDefined(DIRS8[p.n], "the Chieftain's direction");
    const opts: Mv[] = [];
    for (const f of pieceSquares(ctx, (o, _r, s) => o === ctx.me && s !== ctx.self)) {
      const to = step(f, d);
      const piece = ctx.board[f];
      if (to !== null && piece && canEnter(ctx.board, piece.r, to, 'combat')) opts.push({ from: f, to });
    }
    return askMoves('ask.move', opts, true);
  },
  (ctx, p, c) => {
    const m = moveOf(c);
    doMove(ctx, m);
    return p.i === 0 ? next(p, { n: dirIndex(assertDefined(dirBetween(m.from, m.to), 'a move direction')) }) : next(p);
  },
);

/** One of your pieces (`sq`): a common is upgraded, a hero may make a combat move, a legend a standard move. */
export const treeShepherd = upTo(
  () => 2,
  (ctx, p) => {
    if (p.sq === null)
      return askSquares(
        'ask.pick',
        pieceSquares(ctx, (o) => o === ctx.me),
        false,
      );
    return askMoves('ask.move', movesOf(ctx, [p.sq], rankAt(ctx, p.sq) === 'h' ? 'combat' : 'standard'), true);
  },
  (ctx, p, c) => {
    if (p.sq !== null) {
      doMove(ctx, moveOf(c));
      return next(p);
    }
    const s = squareOf(c);
    if (rankAt(ctx, s) !== 'c') return next(p, { sq: s });
    upgradeAt(ctx, s);
    return stopped(next(p));
  },
);

/** Place a piece of a chosen rank (`opt`) within 3 (`sq`), run it in a straight line (5/3/1 squares), destroy it. */
export const stormElemental: Process = {
  ask(ctx, p) {
    const self = ctx.self;
    if (self === null || p.i >= 3) return null;
    if (p.i === 0)
      return askOptions(
        'ask.stormRank',
        (['c', 'h', 'L'] as const).filter((r) => hasSupply(ctx.board, ctx.me, r)),
        true,
      );
    const r = stormRank(p);
    if (p.i === 1) {
      const empties = SQUARES.filter((s) => s !== self && distance(s, self) <= 3 && canPlace(ctx.board, ctx.me, r, s));
      return askSquares('ask.place', empties, false);
    }
    const s = assertDefined(p.sq, 'the storm piece');
    const max = r === 'L' ? 1 : r === 'h' ? 3 : 5;
    return askMoves(
      'ask.slide',
      slideTargets(ctx.board, s, 'combat', false, max).map((to) => ({ from: s, to })),
      true,
    );
  },
  take(ctx, p, c) {
    if (p.i === 0) return c === null ? stopped(p) : next(p, { opt: optOf(c) });
    if (p.i === 1) {
      const s = sqOf(c);
      if (s === null) return stopped(p);
      placeAt(ctx, ctx.me, stormRank(p), s);
      return next(p, { sq: s });
    }
    const start = assertDefined(p.sq, 'the storm piece');
    const m = mvOf(c);
    let end = start;
    const d = m === null ? null : dirBetween(m.from, m.to);
    while (m !== null && d && end !== m.to) {
      const n = step(end, d);
      if (n === null) break;
      movePiece(ctx, end, n);
      end = n;
    }
    destroyAt(ctx, end);
    return next(p);
  },
};

function stormRank(p: Progress): Rank {
  const r = p.opt;
  if (r !== 'c' && r !== 'h' && r !== 'L') throw new Error(`the Storm Elemental's rank ${r}`);
  return r;
}
