// The effect vocabulary, implemented once: each step of a card's effect (see vocabulary.ts) acts on the
// working copy and asks the player where the card leaves a choice, one question at a time.

import { assertDefined } from '../../../engine/assert';
import type { Area, Mover, Step } from '../vocabulary';
import { askMoves, askSquares, type Ctx, type Mv, mvOf, next, once, type Process, sqOf, stopped } from './context';
import { DIAGS, type Dir, dirBetween, ray, step as stepFrom } from './geometry';
import { canConvert, canPlace, canUpgrade, convertAt, destroyAt, movePiece, placeAt, upgradeAt } from './pieces';
import { adjacentTo, areaSquares, canEnter, leapTargets, moveTargets, selected, slideTargets } from './targets';
import type { Pending, Progress } from './types';

type Op<K extends Step['op']> = Extract<Step, { op: K }>;
export const stepOf = <K extends Step['op']>(p: Progress, _op: K): Op<K> => p.step as Op<K>;

function mark(ctx: Ctx, s: number | null): void {
  ctx.did = s !== null;
  if (s !== null) {
    ctx.last = s;
    ctx.lastRank = ctx.board[s]?.r ?? ctx.lastRank;
  }
}

/** Up to `n` answers, each acting on one square; the step did something when one was chosen (a destroy step
 * also counts how many: `counts`). */
function repeated(
  n: (p: Progress) => number,
  ask: (ctx: Ctx, p: Progress) => Pending | null,
  act: (ctx: Ctx, p: Progress, s: number) => void,
  counts = false,
): Process {
  return {
    ask: (ctx, p) => (p.i >= n(p) ? null : ask(ctx, p)),
    take(ctx, p, c) {
      const s = sqOf(c);
      if (s === null) return stopped(p);
      act(ctx, p, s);
      return next(p);
    },
    end(ctx, p) {
      ctx.did = p.i > 0;
      if (counts) ctx.count = p.i;
    },
  };
}

export const place = repeated(
  (p) => stepOf(p, 'place').n,
  (ctx, p) => {
    const st = stepOf(p, 'place');
    const owner = st.who === 'own' ? ctx.me : ctx.opp;
    const opts = areaSquares(ctx, st.area).filter((s) => canPlace(ctx.board, owner, st.rank, s));
    return askSquares(st.who === 'own' ? 'ask.place' : 'ask.placeEnemy', opts, st.upTo);
  },
  (ctx, p, s) => {
    const st = stepOf(p, 'place');
    placeAt(ctx, st.who === 'own' ? ctx.me : ctx.opp, st.rank, s);
    ctx.last = s;
  },
);

export const destroy = repeated(
  (p) => stepOf(p, 'destroy').n,
  (ctx, p) => {
    const st = stepOf(p, 'destroy');
    return askSquares('ask.destroy', selected(ctx, st.sel, st.area), st.upTo);
  },
  (ctx, _p, s) => {
    ctx.last = s;
    ctx.lastRank = assertDefined(ctx.board[s], `the piece to destroy on ${s}`).r;
    destroyAt(ctx, s);
  },
  true,
);

export const upgrade = repeated(
  (p) => stepOf(p, 'upgrade').n,
  (ctx, p) => {
    const st = stepOf(p, 'upgrade');
    return askSquares(
      'ask.upgrade',
      selected(ctx, st.sel, st.area).filter((s) => canUpgrade(ctx.board, s)),
      st.upTo,
    );
  },
  (ctx, _p, s) => {
    upgradeAt(ctx, s);
    ctx.last = s;
  },
);

/** One question, whose answer (a square, or null) the process marks as the step's square. */
const marking = (
  ask: (ctx: Ctx, p: Progress) => Pending | null,
  act: (ctx: Ctx, p: Progress, s: number) => void = () => undefined,
): Process =>
  once(ask, (ctx, p, c) => {
    const s = sqOf(c);
    if (s !== null) act(ctx, p, s);
    mark(ctx, s);
  });

export const convert = marking(
  (ctx, p) => {
    const st = stepOf(p, 'convert');
    const opts = selected(ctx, st.sel, st.area).filter((s) => canConvert(ctx.board, ctx.me, s, st.sameRank));
    return askSquares('ask.convert', opts, st.upTo);
  },
  (ctx, p, s) => convertAt(ctx, s, stepOf(p, 'convert').sameRank),
);

export const pick = marking((ctx, p) => {
  const st = stepOf(p, 'pick');
  return askSquares('ask.pick', selected(ctx, st.sel, st.area), false);
});

/** The squares whose pieces may act as movers now. */
function movers(ctx: Ctx, mover: Mover, area?: Area): number[] {
  if (mover === 'self') return ctx.self === null ? [] : [ctx.self];
  if (mover === 'last') return ctx.last === null || !ctx.board[ctx.last] ? [] : [ctx.last];
  return selected(ctx, mover.sel, mover.area ?? area ?? { at: 'any' });
}

/** A move step keeps the piece that moves on (`sq`), the pieces moved (`sqs`) and mixed moves left (`n`, `m`). */
function moveOptions(ctx: Ctx, p: Progress): Mv[] {
  const st = stepOf(p, 'move');
  let from = p.sq === null ? movers(ctx, st.mover) : [p.sq];
  if (st.pieces === 'each') from = from.filter((s) => !p.sqs.includes(s));
  const kinds = st.mix
    ? [...(p.n > 0 ? ['standard' as const] : []), ...(p.m > 0 ? ['combat' as const] : [])]
    : [st.kind];
  const opts: Mv[] = [];
  for (const f of from) {
    const tos = new Set(kinds.flatMap((k) => moveTargets(ctx.board, f, k, st.avoid)));
    for (const to of tos) {
      if (p.dest && !p.dest.includes(to)) continue;
      if (st.nearOwn && !adjacentTo(ctx, to, f)) continue;
      opts.push({ from: f, to });
    }
  }
  return opts;
}

export const move: Process = {
  start(ctx, p) {
    const st = stepOf(p, 'move');
    // Whether a mixed move is standard or combat counts down separately.
    const mix = st.mix ? { n: st.mix.standard, m: st.mix.combat } : {};
    return { ...p, ...mix, dest: st.dest ? areaSquares(ctx, st.dest) : null };
  },
  ask(ctx, p) {
    const st = stepOf(p, 'move');
    return p.i >= st.n ? null : askMoves('ask.move', moveOptions(ctx, p), st.upTo);
  },
  take(ctx, p, c) {
    const st = stepOf(p, 'move');
    const m = mvOf(c);
    if (m === null) return stopped(p);
    const piece = ctx.board[m.from];
    const wasEmpty = ctx.board[m.to] === null;
    let { n: std, m: cmb } = p;
    if (st.mix && piece) {
      if (std > 0 && canEnter(ctx.board, piece.r, m.to, 'standard')) std--;
      else cmb--;
    }
    movePiece(ctx, m.from, m.to);
    ctx.last = m.to;
    const moved = next(p, { n: std, m: cmb, sq: st.pieces === 'one' ? m.to : p.sq, sqs: [...p.sqs, m.to] });
    return st.stopOnEmpty && wasEmpty ? stopped(moved) : moved;
  },
  end(ctx, p) {
    ctx.did = p.i > 0;
  },
};

/** Leaps keep the leaping piece in `sq`: once it has leapt, only it leaps on. */
export const leap: Process = {
  ask(ctx, p) {
    const st = stepOf(p, 'leap');
    if (p.i >= st.n) return null;
    const from = p.sq === null ? movers(ctx, st.mover) : [p.sq];
    const opts = from.flatMap((f) => leapTargets(ctx.board, f, st.kind, st.dist).map((to) => ({ from: f, to })));
    return askMoves('ask.leap', opts, st.upTo);
  },
  take(ctx, p, c) {
    const m = mvOf(c);
    if (m === null) return stopped(p);
    movePiece(ctx, m.from, m.to);
    ctx.last = m.to;
    return next(p, { sq: m.to });
  },
  end(ctx, p) {
    ctx.did = p.i > 0;
  },
};

/** Walk from `from` to `to` one square at a time, destroying what stands in the way. */
export function walk(ctx: Ctx, from: number, to: number): void {
  const d = dirBetween(from, to);
  if (!d) return;
  let at = from;
  while (at !== to) {
    const n = stepFrom(at, d);
    if (n === null) return;
    movePiece(ctx, at, n);
    at = n;
  }
}

export const slide = once(
  (ctx, p) => {
    const st = stepOf(p, 'slide');
    const opts = movers(ctx, st.mover).flatMap((f) =>
      slideTargets(ctx.board, f, st.kind, st.stopAfterLegend ?? false).map((to) => ({ from: f, to })),
    );
    return askMoves('ask.slide', opts, st.upTo);
  },
  (ctx, _p, c) => {
    const m = mvOf(c);
    if (m !== null) {
      walk(ctx, m.from, m.to);
      ctx.last = m.to;
    }
    ctx.did = m !== null;
  },
);

/** The directions toward the card's marked squares next to the being (or the four diagonals). */
export function markDirs(ctx: Ctx, dirs: 'marks' | 'diag'): Dir[] {
  if (dirs === 'diag') return [...DIAGS];
  const self = ctx.self;
  if (self === null) return [];
  return ctx.marks.flatMap((m) => {
    const d = dirBetween(self, m);
    return d && stepFrom(self, d) === m ? [d] : [];
  });
}

/** Each shot asks for a direction; the shots end when none is chosen. */
export const shoot: Process = {
  ask(ctx, p) {
    const st = stepOf(p, 'shoot');
    const self = ctx.self;
    if (p.i >= st.times || self === null) return null;
    const firsts = markDirs(ctx, st.dirs).flatMap((d) => {
      const s = stepFrom(self, d);
      return s === null ? [] : [s];
    });
    return askSquares('ask.direction', firsts, true);
  },
  take(ctx, p, c) {
    const st = stepOf(p, 'shoot');
    const self = assertDefined(ctx.self, 'the shooting being');
    const aim = sqOf(c);
    const d = aim === null ? null : dirBetween(self, aim);
    if (!d) return stopped(p);
    let hits = 0;
    for (const s of ray(self, d)) {
      const piece = ctx.board[s];
      if (!piece) continue;
      if (st.blockedBy.includes(piece.r)) break;
      if (!st.hits.includes(piece.r)) continue;
      destroyAt(ctx, s);
      if (++hits >= st.max) break;
    }
    return next(p);
  },
};
