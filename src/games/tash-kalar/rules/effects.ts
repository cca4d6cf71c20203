// The effect vocabulary, implemented once: each step of a card's effect (see vocabulary.ts) acts on the
// working copy and asks the player where the card leaves a choice.

import { assertNever } from '../../../engine/assert';
import { GREEN, RED } from '../data';
import type { Area, Mover, Step } from '../vocabulary';
import { askMove, askOption, askSquare, type Ctx } from './context';
import { DIAGS, type Dir, dirBetween, ray, step as stepFrom } from './geometry';
import {
  canConvert,
  canDowngrade,
  canPlace,
  canUpgrade,
  convertAt,
  destroyAt,
  downgradeAt,
  movePiece,
  placeAt,
  upgradeAt,
} from './pieces';
import { runSpecial } from './specials';
import {
  adjacentTo,
  areaSquares,
  canEnter,
  isColouredNotCentre,
  leapTargets,
  moveTargets,
  selected,
  slideTargets,
} from './targets';

export function runSteps(ctx: Ctx, steps: readonly Step[]): void {
  for (const s of steps) runStep(ctx, s);
}

function mark(ctx: Ctx, s: number | null, did = s !== null): void {
  ctx.did = did;
  if (s !== null) {
    ctx.last = s;
    ctx.lastRank = ctx.board[s]?.r ?? ctx.lastRank;
  }
}

function runStep(ctx: Ctx, st: Step): void {
  switch (st.op) {
    case 'place':
      place(ctx, st);
      return;
    case 'destroy':
      destroy(ctx, st);
      return;
    case 'destroyAll': {
      const hit = selected(ctx, st.sel, st.area);
      for (const s of hit) destroyAt(ctx, s, st.uncounted);
      ctx.did = hit.length > 0;
      ctx.count = hit.length;
      return;
    }
    case 'upgrade':
      upgrade(ctx, st);
      return;
    case 'convert': {
      const opts = selected(ctx, st.sel, st.area).filter((s) => canConvert(ctx.board, ctx.me, s, st.sameRank));
      const s = askSquare(ctx, 'ask.convert', opts, st.upTo);
      if (s !== null) convertAt(ctx, s, st.sameRank);
      mark(ctx, s);
      return;
    }
    case 'move':
      moves(ctx, st);
      return;
    case 'leap':
      leaps(ctx, st);
      return;
    case 'slide':
      slide(ctx, st);
      return;
    case 'shoot':
      shoot(ctx, st);
      return;
    case 'gainAction':
      ctx.actions += st.n;
      return;
    case 'draw':
      ctx.extraDeck += st.deck;
      ctx.extraLegends += st.legends;
      return;
    case 'extraTurn':
      ctx.extraTurn = true;
      return;
    case 'upgradeSelf':
      if (ctx.self !== null) upgradeAt(ctx, ctx.self);
      return;
    case 'downgradeSelf':
      if (ctx.self !== null) downgradeAt(ctx, ctx.self);
      return;
    case 'destroySelf':
      if (ctx.self !== null) destroyAt(ctx, ctx.self);
      return;
    case 'borrowEnemy':
      ctx.borrow = true;
      return;
    case 'pick': {
      const s = askSquare(ctx, 'ask.pick', selected(ctx, st.sel, st.area), false);
      mark(ctx, s);
      return;
    }
    case 'when':
      runSteps(ctx, holds(ctx, st.cond) ? st.do : (st.else ?? []));
      return;
    case 'may':
      if (askOption(ctx, 'ask.may', ['yes'], true) === 'yes') runSteps(ctx, st.do);
      return;
    case 'oneOf': {
      const o = askOption(
        ctx,
        'ask.oneOf',
        st.options.map((_, i) => `option${i}`),
        false,
      );
      const chosen = st.options[Number(o?.slice(6) ?? 0)] ?? [];
      runSteps(ctx, chosen);
      return;
    }
    case 'special':
      runSpecial(ctx, st.name);
      return;
    default:
      assertNever(st, 'step');
  }
}

function holds(ctx: Ctx, cond: Extract<Step, { op: 'when' }>['cond']): boolean {
  switch (cond) {
    case 'selfOnGreen':
      return ctx.self !== null && GREEN.includes(ctx.self);
    case 'selfOnRed':
      return ctx.self !== null && RED.includes(ctx.self);
    case 'selfOnColourNotCentre':
      return ctx.self !== null && isColouredNotCentre(ctx.self);
    case 'notLastAction':
      return ctx.actions > 0;
    case 'did':
      return ctx.did;
    case 'lastWasLegend':
      return ctx.did && ctx.lastRank === 'L';
    case 'lastOnRed':
      return ctx.did && ctx.last !== null && RED.includes(ctx.last);
    case 'destroyedTwo':
      return ctx.count >= 2;
    case 'markOccupied':
      return ctx.marks.some((s) => ctx.board[s] !== null);
    default:
      return assertNever(cond, 'condition');
  }
}

function place(ctx: Ctx, st: Extract<Step, { op: 'place' }>): void {
  const owner = st.who === 'own' ? ctx.me : ctx.opp;
  let did = false;
  for (let i = 0; i < st.n; i++) {
    const opts = areaSquares(ctx, st.area).filter((s) => canPlace(ctx.board, owner, st.rank, s));
    const s = askSquare(ctx, st.who === 'own' ? 'ask.place' : 'ask.placeEnemy', opts, st.upTo);
    if (s === null) break;
    placeAt(ctx, owner, st.rank, s);
    ctx.last = s;
    did = true;
  }
  ctx.did = did;
}

function destroy(ctx: Ctx, st: Extract<Step, { op: 'destroy' }>): void {
  let n = 0;
  for (let i = 0; i < st.n; i++) {
    const s = askSquare(ctx, 'ask.destroy', selected(ctx, st.sel, st.area), st.upTo);
    if (s === null) break;
    ctx.last = s;
    ctx.lastRank = ctx.board[s]?.r ?? null;
    destroyAt(ctx, s);
    n++;
  }
  ctx.did = n > 0;
  ctx.count = n;
}

function upgrade(ctx: Ctx, st: Extract<Step, { op: 'upgrade' }>): void {
  let did = false;
  for (let i = 0; i < st.n; i++) {
    const opts = selected(ctx, st.sel, st.area).filter((s) => canUpgrade(ctx.board, s));
    const s = askSquare(ctx, 'ask.upgrade', opts, st.upTo);
    if (s === null) break;
    upgradeAt(ctx, s);
    ctx.last = s;
    did = true;
  }
  ctx.did = did;
}

/** The squares whose pieces may act as movers now. */
function movers(ctx: Ctx, mover: Mover, area?: Area): number[] {
  if (mover === 'self') return ctx.self === null ? [] : [ctx.self];
  if (mover === 'last') return ctx.last === null || !ctx.board[ctx.last] ? [] : [ctx.last];
  return selected(ctx, mover.sel, mover.area ?? area ?? { at: 'any' });
}

function moves(ctx: Ctx, st: Extract<Step, { op: 'move' }>): void {
  let left = st.n;
  let std = st.mix?.standard ?? 0;
  let cmb = st.mix?.combat ?? 0;
  let piece: number | null = null;
  const moved: number[] = [];
  const dest = st.dest ? new Set(areaSquares(ctx, st.dest)) : null;
  while (left > 0) {
    let from = piece === null ? movers(ctx, st.mover) : [piece];
    if (st.pieces === 'each') from = from.filter((s) => !moved.includes(s));
    const opts: { from: number; to: number }[] = [];
    for (const f of from) {
      const kinds = st.mix
        ? [...(std > 0 ? ['standard' as const] : []), ...(cmb > 0 ? ['combat' as const] : [])]
        : [st.kind];
      const tos = new Set(kinds.flatMap((k) => moveTargets(ctx.board, f, k, st.avoid)));
      for (const to of tos) {
        if (dest && !dest.has(to)) continue;
        if (st.nearOwn && !adjacentTo(ctx, to, f)) continue;
        opts.push({ from: f, to });
      }
    }
    const m = askMove(ctx, 'ask.move', opts, st.upTo);
    if (m === null) break;
    const p = ctx.board[m.from];
    const wasEmpty = ctx.board[m.to] === null;
    if (st.mix && p) {
      if (std > 0 && canEnter(ctx.board, p.r, m.to, 'standard')) std--;
      else cmb--;
    }
    movePiece(ctx, m.from, m.to);
    ctx.last = m.to;
    if (st.pieces === 'one') piece = m.to;
    moved.push(m.to);
    left--;
    if (st.stopOnEmpty && wasEmpty) break;
  }
  ctx.did = moved.length > 0;
}

function leaps(ctx: Ctx, st: Extract<Step, { op: 'leap' }>): void {
  let piece: number | null = null;
  let did = false;
  for (let i = 0; i < st.n; i++) {
    const from = piece === null ? movers(ctx, st.mover) : [piece];
    const opts = from.flatMap((f) => leapTargets(ctx.board, f, st.kind, st.dist).map((to) => ({ from: f, to })));
    const m = askMove(ctx, 'ask.leap', opts, st.upTo);
    if (m === null) break;
    movePiece(ctx, m.from, m.to);
    piece = m.to;
    ctx.last = m.to;
    did = true;
  }
  ctx.did = did;
}

/** Walk from `from` to `to` one square at a time, destroying what stands in the way. */
export function walk(ctx: Ctx, from: number, to: number): void {
  const d = dirBetween(from, to);
  if (!d) return;
  let at = from;
  while (at !== to) {
    const next = stepFrom(at, d);
    if (next === null) return;
    movePiece(ctx, at, next);
    at = next;
  }
}

function slide(ctx: Ctx, st: Extract<Step, { op: 'slide' }>): void {
  const from = movers(ctx, st.mover);
  const opts = from.flatMap((f) =>
    slideTargets(ctx.board, f, st.kind, st.stopAfterLegend ?? false).map((to) => ({ from: f, to })),
  );
  const m = askMove(ctx, 'ask.slide', opts, st.upTo);
  if (m !== null) {
    walk(ctx, m.from, m.to);
    ctx.last = m.to;
  }
  ctx.did = m !== null;
}

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

function shoot(ctx: Ctx, st: Extract<Step, { op: 'shoot' }>): void {
  for (let t = 0; t < st.times; t++) {
    const self = ctx.self;
    if (self === null) return;
    const firsts = markDirs(ctx, st.dirs).flatMap((d) => {
      const s = stepFrom(self, d);
      return s === null ? [] : [s];
    });
    const aim = askSquare(ctx, 'ask.direction', firsts, true);
    const d = aim === null ? null : dirBetween(self, aim);
    if (!d) return;
    let hits = 0;
    for (const s of ray(self, d)) {
      const p = ctx.board[s];
      if (!p) continue;
      if (st.blockedBy.includes(p.r)) break;
      if (!st.hits.includes(p.r)) continue;
      destroyAt(ctx, s);
      if (++hits >= st.max) break;
    }
  }
}

export { canDowngrade, downgradeAt };
