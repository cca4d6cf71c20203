// Card effects too particular for the shared steps, each written with the same vocabulary helpers.

import { SQUARES } from '../data';
import type { Rank, Special } from '../vocabulary';
import { askMove, askOption, askSquare, type Ctx } from './context';
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

type Mv = { from: number; to: number };
const movesOf = (ctx: Ctx, from: readonly number[], kind: 'standard' | 'combat'): Mv[] =>
  from.flatMap((f) => moveTargets(ctx.board, f, kind).map((to) => ({ from: f, to })));
const pieceSquares = (ctx: Ctx, ok: (o: number, r: Rank, s: number) => boolean): number[] =>
  SQUARES.filter((s) => {
    const p = ctx.board[s];
    return p !== null && p !== undefined && ok(p.o, p.r, s);
  });

function doMove(ctx: Ctx, m: Mv): void {
  movePiece(ctx, m.from, m.to);
  ctx.last = m.to;
}

/** Up to 3 enemy commons or up to 2 enemy heroes, each making one combat move. */
function hypnotist(ctx: Ctx): void {
  const ranks = (['c', 'h'] as const).filter((r) => pieceSquares(ctx, (o, pr) => o === ctx.opp && pr === r).length > 0);
  const r = askOption(ctx, 'ask.hypnotistRank', ranks, true) as 'c' | 'h' | null;
  if (r === null) return;
  const moved: number[] = [];
  for (let i = 0; i < (r === 'c' ? 3 : 2); i++) {
    const from = pieceSquares(ctx, (o, pr, s) => o === ctx.opp && pr === r && !moved.includes(s));
    const m = askMove(ctx, 'ask.move', movesOf(ctx, from, 'combat'), true);
    if (m === null) return;
    doMove(ctx, m);
    moved.push(m.to);
  }
}

/** Up to 3 moves: the Master's standard moves or combat moves of his marked non-legendary pattern pieces. */
function masterOfIntrigue(ctx: Ctx): void {
  for (let i = 0; i < 3; i++) {
    const selfMoves = ctx.self === null ? [] : movesOf(ctx, [ctx.self], 'standard');
    const marked = ctx.markedPieces.filter((s) => ctx.board[s]?.o === ctx.me && ctx.board[s]?.r !== 'L');
    const m = askMove(ctx, 'ask.move', [...selfMoves, ...movesOf(ctx, marked, 'combat')], true);
    if (m === null) return;
    doMove(ctx, m);
  }
}

/** Up to 3 combat moves with your pieces; a third move needs the Warlord to have made one of them. */
function warlord(ctx: Ctx): void {
  let byWarlord = false;
  for (let i = 0; i < 3; i++) {
    const own = pieceSquares(ctx, (o) => o === ctx.me);
    const from = i === 2 && !byWarlord ? (ctx.self === null ? [] : [ctx.self]) : own;
    const m = askMove(ctx, 'ask.move', movesOf(ctx, from, 'combat'), true);
    if (m === null) return;
    if (m.from === ctx.self) byWarlord = true;
    doMove(ctx, m);
  }
}

/** One legendary piece, or up to two others, diagonally next to the Slayer. */
function legendSlayer(ctx: Ctx): void {
  const near = (ok: (r: Rank) => boolean) =>
    ctx.self === null ? [] : diagAdjacent(ctx.self).filter((s) => ctx.board[s] && ok(ctx.board[s]?.r ?? 'c'));
  const first = askSquare(
    ctx,
    'ask.destroy',
    near(() => true),
    true,
  );
  if (first === null) return;
  const rank = ctx.board[first]?.r;
  destroyAt(ctx, first);
  if (rank === 'L') return;
  const second = askSquare(
    ctx,
    'ask.destroy',
    near((r) => r !== 'L'),
    true,
  );
  if (second !== null) destroyAt(ctx, second);
}

/** Commons of an opponent with more commons than you, heroes of one with more upgraded pieces. */
function forestWardens(ctx: Ctx): void {
  const mine = countPieces(ctx.board, ctx.me);
  const theirs = countPieces(ctx.board, ctx.opp);
  if (theirs.common > mine.common) {
    const s = askSquare(
      ctx,
      'ask.destroy',
      pieceSquares(ctx, (o, r) => o === ctx.opp && r === 'c'),
      false,
    );
    if (s !== null) destroyAt(ctx, s);
  }
  if (theirs.upgraded > mine.upgraded) {
    const s = askSquare(
      ctx,
      'ask.destroy',
      pieceSquares(ctx, (o, r) => o === ctx.opp && r === 'h'),
      false,
    );
    if (s !== null) destroyAt(ctx, s);
  }
}

/** A card from your discard pile back on top of your deck; then one more card at the end of the turn. */
function kiskinSpirit(ctx: Ctx): void {
  if (ctx.discard.length === 0) {
    ctx.extraDeck++;
    return;
  }
  const card = askOption(ctx, 'ask.fromDiscard', [...new Set(ctx.discard)], true);
  if (card === null) return;
  ctx.discard.splice(ctx.discard.indexOf(card), 1);
  ctx.deck.unshift(card);
  ctx.extraDeck++;
}

/** One combat move by the being; returns its direction. */
function selfCombatMove(ctx: Ctx): Dir | null {
  if (ctx.self === null) return null;
  const m = askMove(ctx, 'ask.move', movesOf(ctx, [ctx.self], 'combat'), true);
  if (m === null) return null;
  doMove(ctx, m);
  return dirBetween(m.from, m.to);
}

function centaurSpearman(ctx: Ctx): void {
  const d = selfCombatMove(ctx);
  if (d === null || ctx.self === null) return;
  const beyond = step(ctx.self, d);
  if (beyond !== null && ctx.board[beyond] && ctx.board[beyond]?.r !== 'L') destroyAt(ctx, beyond);
}

function centaurChieftain(ctx: Ctx): void {
  const d = selfCombatMove(ctx);
  if (d === null) return;
  for (let i = 0; i < 3; i++) {
    const opts: Mv[] = [];
    for (const f of pieceSquares(ctx, (o, _r, s) => o === ctx.me && s !== ctx.self)) {
      const to = step(f, d);
      const p = ctx.board[f];
      if (to !== null && p && canEnter(ctx.board, p.r, to, 'combat')) opts.push({ from: f, to });
    }
    const m = askMove(ctx, 'ask.move', opts, true);
    if (m === null) return;
    doMove(ctx, m);
  }
}

/** One common piece of every colour is upgraded. */
function woodlandDruid(ctx: Ctx): void {
  for (const seat of [ctx.me, ctx.opp]) {
    const opts = pieceSquares(ctx, (o, r, s) => o === seat && r === 'c' && canUpgrade(ctx.board, s));
    const s = askSquare(ctx, 'ask.upgrade', opts, false);
    if (s !== null) upgradeAt(ctx, s);
  }
}

/** Two enemy commons placed within distance 2, then two enemy commons destroyed within distance 3. */
function forestAncient(ctx: Ctx): void {
  const self = ctx.self;
  if (self === null) return;
  for (let i = 0; i < 2; i++) {
    const opts = SQUARES.filter((s) => distance(s, self) <= 2 && s !== self && canPlace(ctx.board, ctx.opp, 'c', s));
    const s = askSquare(ctx, 'ask.placeEnemy', opts, false);
    if (s !== null) placeAt(ctx, ctx.opp, 'c', s);
  }
  for (let i = 0; i < 2; i++) {
    const opts = pieceSquares(ctx, (o, r, s) => o === ctx.opp && r === 'c' && distance(s, self) <= 3);
    const s = askSquare(ctx, 'ask.destroy', opts, false);
    if (s !== null) destroyAt(ctx, s);
  }
}

/** One of your pieces: a common is upgraded, a hero may make a combat move, a legend a standard move. */
function treeShepherd(ctx: Ctx): void {
  const s = askSquare(
    ctx,
    'ask.pick',
    pieceSquares(ctx, (o) => o === ctx.me),
    false,
  );
  if (s === null) return;
  const r = ctx.board[s]?.r;
  if (r === 'c') {
    upgradeAt(ctx, s);
    return;
  }
  const m = askMove(ctx, 'ask.move', movesOf(ctx, [s], r === 'h' ? 'combat' : 'standard'), true);
  if (m !== null) doMove(ctx, m);
}

const dirIndex = (d: Dir): number => DIRS8.findIndex((e) => e[0] === d[0] && e[1] === d[1]);

/** A marked direction and the two beside it: every non-legendary piece within 2 squares there is destroyed. */
function fireDragon(ctx: Ctx): void {
  const self = ctx.self;
  if (self === null) return;
  const aims = ctx.marks.filter((m) => adjacent(self).includes(m));
  const aim = askSquare(ctx, 'ask.direction', aims, false);
  const d = aim === null ? null : dirBetween(self, aim);
  if (!d) return;
  const i = dirIndex(d);
  for (const k of [i - 1, i, i + 1]) {
    const dir = DIRS8[(k + 8) % 8];
    if (!dir) continue;
    for (const s of ray(self, dir).slice(0, 2)) if (ctx.board[s] && ctx.board[s]?.r !== 'L') destroyAt(ctx, s);
  }
}

/** Any other piece is upgraded, then the Angel leaps onto it. */
function angelOfDeath(ctx: Ctx): void {
  const self = ctx.self;
  if (self === null) return;
  const s = askSquare(
    ctx,
    'ask.destroy',
    pieceSquares(ctx, (_o, _r, q) => q !== self),
    true,
  );
  if (s === null) return;
  upgradeAt(ctx, s);
  movePiece(ctx, self, s);
}

/** Up to 3 adjacent squares: destroy an enemy non-legend, upgrade an own common, or place on an empty one. */
function eldestTree(ctx: Ctx): void {
  const used: number[] = [];
  for (let i = 0; i < 3; i++) {
    if (ctx.self === null) return;
    const opts = adjacent(ctx.self).filter((s) => {
      if (used.includes(s)) return false;
      const p = ctx.board[s];
      if (!p) return hasSupply(ctx.board, ctx.me, 'c');
      if (p.o !== ctx.me) return p.r !== 'L';
      return p.r === 'c';
    });
    const s = askSquare(ctx, 'ask.eldestTree', opts, true);
    if (s === null) return;
    used.push(s);
    const p = ctx.board[s];
    if (!p) placeAt(ctx, ctx.me, 'c', s);
    else if (p.o !== ctx.me) destroyAt(ctx, s);
    else upgradeAt(ctx, s);
  }
}

/** Any piece along the 4 marked lines is destroyed, with every common piece next to it. */
function boneCatapult(ctx: Ctx): void {
  const self = ctx.self;
  if (self === null) return;
  const lines = ctx.marks.flatMap((m) => {
    const d = dirBetween(self, m);
    return d && step(self, d) === m ? ray(self, d) : [];
  });
  const s = askSquare(
    ctx,
    'ask.destroy',
    lines.filter((q) => ctx.board[q]),
    true,
  );
  if (s === null) return;
  destroyAt(ctx, s);
  for (const n of adjacent(s)) if (ctx.board[n]?.r === 'c') destroyAt(ctx, n);
}

/** A connected group: up to 3 upgraded pieces downgraded, or up to 4 common pieces destroyed. */
function leviathan(ctx: Ctx): void {
  const first = askSquare(
    ctx,
    'ask.leviathan',
    pieceSquares(ctx, (_o, r, s) => r === 'c' || canDowngrade(ctx.board, s)),
    true,
  );
  if (first === null) return;
  const destroying = ctx.board[first]?.r === 'c';
  const group = [first];
  const act = (s: number) => (destroying ? destroyAt(ctx, s) : downgradeAt(ctx, s));
  act(first);
  for (let i = 1; i < (destroying ? 4 : 3); i++) {
    const opts = SQUARES.filter((s) => {
      const p = ctx.board[s];
      if (!p || group.includes(s) || !group.some((g) => adjacent(g).includes(s))) return false;
      return destroying ? p.r === 'c' : p.r !== 'c' && canDowngrade(ctx.board, s);
    });
    const s = askSquare(ctx, 'ask.leviathan', opts, true);
    if (s === null) return;
    group.push(s);
    act(s);
  }
}

/** Place a piece of a chosen rank within 3, run it in a straight line (5/3/1 squares), then it is destroyed. */
function stormElemental(ctx: Ctx): void {
  const self = ctx.self;
  if (self === null) return;
  const ranks = (['c', 'h', 'L'] as const).filter((r) => hasSupply(ctx.board, ctx.me, r));
  const r = askOption(ctx, 'ask.stormRank', ranks, true) as Rank | null;
  if (r === null) return;
  const empties = SQUARES.filter((s) => s !== self && distance(s, self) <= 3 && canPlace(ctx.board, ctx.me, r, s));
  const s = askSquare(ctx, 'ask.place', empties, false);
  if (s === null) return;
  placeAt(ctx, ctx.me, r, s);
  const max = r === 'L' ? 1 : r === 'h' ? 3 : 5;
  const m = askMove(
    ctx,
    'ask.slide',
    slideTargets(ctx.board, s, 'combat', false, max).map((to) => ({ from: s, to })),
    true,
  );
  let end = s;
  if (m !== null) {
    const d = dirBetween(m.from, m.to);
    while (d && end !== m.to) {
      const next = step(end, d);
      if (next === null) break;
      movePiece(ctx, end, next);
      end = next;
    }
  }
  destroyAt(ctx, end);
}

const SPECIALS: Readonly<Record<Special, (ctx: Ctx) => void>> = {
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

export function runSpecial(ctx: Ctx, name: Special): void {
  SPECIALS[name](ctx);
}
