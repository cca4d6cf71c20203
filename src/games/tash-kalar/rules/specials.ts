// Card effects too particular for the shared steps, each written as questions and answers like the steps in
// effects.ts: `i` counts the answers taken, and what a card keeps between answers is said where it is kept.

import { assertDefined } from '../../../engine/assert';
import { SQUARES } from '../data';
import type { Rank, Special } from '../vocabulary';
import {
  askMoves,
  askOptions,
  askSquares,
  type Ctx,
  type Mv,
  mvOf,
  next,
  once,
  optOf,
  type Process,
  sqOf,
  stopped,
} from './context';
import { adjacent, DIRS8, type Dir, diagAdjacent, dirBetween, distance, ray, step } from './geometry';
import {
  canDowngrade,
  canPlace,
  canUpgrade,
  countPieces,
  destroyAt,
  downgradeAt,
  hasSupply,
  movePiece,
  placeAt,
  upgradeAt,
} from './pieces';
import { canEnter, moveTargets, slideTargets } from './targets';
import type { Pending, Progress } from './types';

const dirIndex = (d: Dir): number => DIRS8.findIndex((e) => e[0] === d[0] && e[1] === d[1]);
const movesOf = (ctx: Ctx, from: readonly number[], kind: 'standard' | 'combat'): Mv[] =>
  from.flatMap((f) => moveTargets(ctx.board, f, kind).map((to) => ({ from: f, to })));
const pieceSquares = (ctx: Ctx, ok: (o: number, r: Rank, s: number) => boolean): number[] =>
  SQUARES.filter((s) => {
    const p = ctx.board[s];
    return p !== null && p !== undefined && ok(p.o, p.r, s);
  });
const rankAt = (ctx: Ctx, s: number): Rank => assertDefined(ctx.board[s], `a piece on ${s}`).r;

function doMove(ctx: Ctx, m: Mv): void {
  movePiece(ctx, m.from, m.to);
  ctx.last = m.to;
}

/** Up to `n` answers while one is given; `act` does what each says. */
function upTo(
  n: (p: Progress) => number,
  ask: (ctx: Ctx, p: Progress) => Pending | null,
  act: (ctx: Ctx, p: Progress, c: Choice) => Progress,
): Process {
  return {
    ask: (ctx, p) => (p.i >= n(p) ? null : ask(ctx, p)),
    take: (ctx, p, c) => (c === null ? stopped(p) : act(ctx, p, c)),
  };
}
type Choice = NonNullable<Parameters<Process['take']>[2]>;
const moveOf = (c: Choice): Mv => assertDefined(mvOf(c), 'a move answer');
const squareOf = (c: Choice): number => assertDefined(sqOf(c), 'a square answer');

/** Up to 3 enemy commons or up to 2 enemy heroes, each making one combat move (`opt` the rank, `sqs` moved). */
const hypnotist = upTo(
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
const masterOfIntrigue = upTo(
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
const warlord = upTo(
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

/** One legendary piece, or up to two others, diagonally next to the Slayer. */
const legendSlayer = upTo(
  () => 2,
  (ctx, p) => {
    const near = ctx.self === null ? [] : diagAdjacent(ctx.self).filter((s) => ctx.board[s]);
    return askSquares('ask.destroy', p.i === 0 ? near : near.filter((s) => rankAt(ctx, s) !== 'L'), true);
  },
  (ctx, p, c) => {
    const s = squareOf(c);
    const rank = rankAt(ctx, s);
    destroyAt(ctx, s);
    return rank === 'L' ? stopped(next(p)) : next(p);
  },
);

/** Commons of an opponent with more commons than you, heroes of one with more upgraded pieces. */
const forestWardens: Process = {
  ask(ctx, p) {
    if (p.i >= 2) return null;
    const mine = countPieces(ctx.board, ctx.me);
    const theirs = countPieces(ctx.board, ctx.opp);
    // Destroying the common does not change who has more upgraded pieces: both counts hold from the start.
    const holds = p.i === 0 ? theirs.common > mine.common : theirs.upgraded > mine.upgraded;
    const rank: Rank = p.i === 0 ? 'c' : 'h';
    return askSquares('ask.destroy', holds ? pieceSquares(ctx, (o, r) => o === ctx.opp && r === rank) : [], false);
  },
  take(ctx, p, c) {
    const s = sqOf(c);
    if (s !== null) destroyAt(ctx, s);
    return next(p);
  },
};

/** A card from your discard pile back on top of your deck; then one more card at the end of the turn. */
const kiskinSpirit: Process = {
  start(ctx, p) {
    if (ctx.discard.length > 0) return p;
    ctx.extraDeck++;
    return stopped(p);
  },
  ask: (ctx, p) => (p.i > 0 ? null : askOptions('ask.fromDiscard', [...new Set(ctx.discard)], true)),
  take(ctx, p, c) {
    const card = optOf(c);
    if (card === null) return stopped(p);
    ctx.discard.splice(ctx.discard.indexOf(card), 1);
    ctx.deck.unshift(card);
    ctx.extraDeck++;
    return next(p);
  },
};

/** The being's own combat move (the first question of the centaurs). */
const selfCombat = (ctx: Ctx): Pending | null =>
  ctx.self === null ? null : askMoves('ask.move', movesOf(ctx, [ctx.self], 'combat'), true);

const centaurSpearman = once(selfCombat, (ctx, _p, c) => {
  const m = mvOf(c);
  if (m === null) return;
  doMove(ctx, m);
  const d = dirBetween(m.from, m.to);
  if (d === null || ctx.self === null) return;
  const beyond = step(ctx.self, d);
  if (beyond !== null && ctx.board[beyond] && rankAt(ctx, beyond) !== 'L') destroyAt(ctx, beyond);
});

/** The Chieftain's combat move, then up to 3 of your other pieces one step the same way (`n`: its direction). */
const centaurChieftain = upTo(
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

/** One common piece of every colour is upgraded: yours, then the opponent's. */
const woodlandDruid: Process = {
  ask(ctx, p) {
    if (p.i >= 2) return null;
    const seat = p.i === 0 ? ctx.me : ctx.opp;
    const opts = pieceSquares(ctx, (o, r, s) => o === seat && r === 'c' && canUpgrade(ctx.board, s));
    return askSquares('ask.upgrade', opts, false);
  },
  take(ctx, p, c) {
    const s = sqOf(c);
    if (s !== null) upgradeAt(ctx, s);
    return next(p);
  },
};

/** Two enemy commons placed within distance 2, then two enemy commons destroyed within distance 3. */
const forestAncient: Process = {
  ask(ctx, p) {
    const self = ctx.self;
    if (self === null || p.i >= 4) return null;
    if (p.i < 2) {
      const opts = SQUARES.filter((s) => distance(s, self) <= 2 && s !== self && canPlace(ctx.board, ctx.opp, 'c', s));
      return askSquares('ask.placeEnemy', opts, false);
    }
    const opts = pieceSquares(ctx, (o, r, s) => o === ctx.opp && r === 'c' && distance(s, self) <= 3);
    return askSquares('ask.destroy', opts, false);
  },
  take(ctx, p, c) {
    const s = sqOf(c);
    if (s !== null && p.i < 2) placeAt(ctx, ctx.opp, 'c', s);
    else if (s !== null) destroyAt(ctx, s);
    return next(p);
  },
};

/** One of your pieces (`sq`): a common is upgraded, a hero may make a combat move, a legend a standard move. */
const treeShepherd = upTo(
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

/** A marked direction and the two beside it: every non-legendary piece within 2 squares there is destroyed. */
const fireDragon = once(
  (ctx) => {
    const self = ctx.self;
    return self === null
      ? null
      : askSquares(
          'ask.direction',
          ctx.marks.filter((m) => adjacent(self).includes(m)),
          false,
        );
  },
  (ctx, _p, c) => {
    const self = assertDefined(ctx.self, 'the Fire Dragon');
    const aim = sqOf(c);
    const d = aim === null ? null : dirBetween(self, aim);
    if (!d) return;
    const i = dirIndex(d);
    for (const k of [i - 1, i, i + 1]) {
      const dir = assertDefined(DIRS8[(k + 8) % 8], 'a direction beside the aim');
      for (const s of ray(self, dir).slice(0, 2)) if (ctx.board[s] && rankAt(ctx, s) !== 'L') destroyAt(ctx, s);
    }
  },
);

/** Any other piece is upgraded, then the Angel leaps onto it. */
const angelOfDeath = once(
  (ctx) => {
    const self = ctx.self;
    return self === null
      ? null
      : askSquares(
          'ask.destroy',
          pieceSquares(ctx, (_o, _r, q) => q !== self),
          true,
        );
  },
  (ctx, _p, c) => {
    const s = sqOf(c);
    if (s === null) return;
    upgradeAt(ctx, s);
    movePiece(ctx, assertDefined(ctx.self, 'the Angel of Death'), s);
  },
);

/** Up to 3 adjacent squares (`sqs`): destroy an enemy non-legend, upgrade an own common, or place on an empty one. */
const eldestTree = upTo(
  () => 3,
  (ctx, p) => {
    if (ctx.self === null) return null;
    const opts = adjacent(ctx.self).filter((s) => {
      if (p.sqs.includes(s)) return false;
      const piece = ctx.board[s];
      if (!piece) return hasSupply(ctx.board, ctx.me, 'c');
      if (piece.o !== ctx.me) return piece.r !== 'L';
      return piece.r === 'c';
    });
    return askSquares('ask.eldestTree', opts, true);
  },
  (ctx, p, c) => {
    const s = squareOf(c);
    const piece = ctx.board[s];
    if (!piece) placeAt(ctx, ctx.me, 'c', s);
    else if (piece.o !== ctx.me) destroyAt(ctx, s);
    else upgradeAt(ctx, s);
    return next(p, { sqs: [...p.sqs, s] });
  },
);

/** Any piece along the 4 marked lines is destroyed, with every common piece next to it. */
const boneCatapult = once(
  (ctx) => {
    const self = ctx.self;
    if (self === null) return null;
    const lines = ctx.marks.flatMap((m) => {
      const d = dirBetween(self, m);
      return d && step(self, d) === m ? ray(self, d) : [];
    });
    return askSquares(
      'ask.destroy',
      lines.filter((q) => ctx.board[q]),
      true,
    );
  },
  (ctx, _p, c) => {
    const s = sqOf(c);
    if (s === null) return;
    destroyAt(ctx, s);
    for (const n of adjacent(s)) if (ctx.board[n]?.r === 'c') destroyAt(ctx, n);
  },
);

/** A connected group (`sqs`): up to 3 upgraded pieces downgraded, or up to 4 common pieces destroyed (`flag`). */
const leviathan = upTo(
  (p) => (p.i === 0 ? 1 : p.flag ? 4 : 3),
  (ctx, p) => {
    if (p.i === 0)
      return askSquares(
        'ask.leviathan',
        pieceSquares(ctx, (_o, r, s) => r === 'c' || canDowngrade(ctx.board, s)),
        true,
      );
    const opts = SQUARES.filter((s) => {
      const piece = ctx.board[s];
      if (!piece || p.sqs.includes(s) || !p.sqs.some((g) => adjacent(g).includes(s))) return false;
      return p.flag ? piece.r === 'c' : piece.r !== 'c' && canDowngrade(ctx.board, s);
    });
    return askSquares('ask.leviathan', opts, true);
  },
  (ctx, p, c) => {
    const s = squareOf(c);
    const destroying = p.i === 0 ? rankAt(ctx, s) === 'c' : p.flag;
    if (destroying) destroyAt(ctx, s);
    else downgradeAt(ctx, s);
    return next(p, { flag: destroying, sqs: [...p.sqs, s] });
  },
);

/** Place a piece of a chosen rank (`opt`) within 3 (`sq`), run it in a straight line (5/3/1 squares), destroy it. */
const stormElemental: Process = {
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

const SPECIALS: Readonly<Record<Special, Process>> = {
  hypnotist,
  masterOfIntrigue,
  warlord,
  legendSlayer,
  forestWardens,
  kiskinSpirit,
  centaurSpearman,
  centaurChieftain,
  woodlandDruid,
  forestAncient,
  treeShepherd,
  fireDragon,
  angelOfDeath,
  eldestTree,
  boneCatapult,
  leviathan,
  stormElemental,
};

export const specialProcess = (name: Special): Process => SPECIALS[name];
