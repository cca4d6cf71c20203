// Card effects too particular for the shared steps, written as questions and answers like the steps in effects.ts:
// `i` counts the answers taken, and what a card keeps between answers is said where it is kept. The cards that move
// pieces are in specials-moves.ts.

import { assertDefined } from '../../../engine/assert';
import { SQUARES } from '../data';
import type { Rank, Special } from '../vocabulary';
import { askOptions, askSquares, next, once, optOf, type Process, sqOf, squareOf, stopped, upTo } from './context';
import { adjacent, DIRS8, diagAdjacent, dirBetween, distance, ray, step } from './geometry';
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
import {
  centaurChieftain,
  centaurSpearman,
  dirIndex,
  hypnotist,
  masterOfIntrigue,
  pieceSquares,
  rankAt,
  stormElemental,
  treeShepherd,
  warlord,
} from './specials-moves';

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
