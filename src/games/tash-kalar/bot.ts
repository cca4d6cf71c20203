// A computer player: summons whenever it can (legends first, onto enemy pieces), places pieces where they open up
// summons, claims the best task, and in effects prefers hitting enemy pieces of high rank and sparing its own.

import type { Bot } from '../../engine/bot';
import type { Seat } from '../../engine/game';
import { randomInt } from '../../engine/random';
import { SQUARES } from './data';
import { being, flare, task } from './rules/cards';
import { adjacent, distance } from './rules/geometry';
import { findMatches } from './rules/patterns';
import type { Board, Choice, TkMove, TkView } from './rules/types';
import type { Rank } from './vocabulary';

const VALUE: Readonly<Record<Rank, number>> = { c: 1, h: 2, L: 4 };

/** How much a piece on `s` matters: positive for an enemy's, negative for one's own. */
function stake(board: Board, me: Seat, s: number): number {
  const p = board[s];
  if (!p) return 0;
  return p.o === me ? -VALUE[p.r] : VALUE[p.r];
}

function choiceScore(v: TkView, me: Seat, c: Choice): number {
  const code = v.effect?.pending.prompt.code ?? '';
  const b = v.board;
  switch (c.kind) {
    case 'skip':
      return 0.1;
    case 'opt':
      return c.opt === 'L' ? 3 : c.opt === 'h' ? 2 : 1;
    case 'move':
      return stake(b, me, c.to) + 0.2 + (v.effect?.self === c.from ? 0.1 : 0);
    case 'sq': {
      if (code === 'ask.upgrade') return b[c.sq]?.o === me ? 3 : -2;
      if (code === 'ask.placeEnemy') return -adjacent(c.sq).filter((n) => b[n]?.o === me).length;
      if (code === 'ask.place' || code === 'ask.eldestTree')
        return b[c.sq] ? stake(b, me, c.sq) + 1 : 1 + neighbours(b, me, c.sq) * 0.1;
      if (code === 'ask.direction') return lineStake(b, me, v.effect?.self ?? null, c.sq);
      if (code === 'ask.pick') return b[c.sq]?.r === 'c' ? 1 : 0.5;
      return stake(b, me, c.sq);
    }
    default:
      return 0;
  }
}

const neighbours = (b: Board, me: Seat, s: number) => adjacent(s).filter((n) => b[n]?.o === me).length;

/** The pieces along the line from the being through `first`: enemies count for, own ones against. */
function lineStake(b: Board, me: Seat, self: number | null, first: number): number {
  if (self === null) return 0;
  const dx = (first % 9) - (self % 9);
  const dy = Math.floor(first / 9) - Math.floor(self / 9);
  let total = 0;
  for (let k = 1; k < 9; k++) {
    const x = (self % 9) + dx * k;
    const y = Math.floor(self / 9) + dy * k;
    if (x < 0 || x > 8 || y < 0 || y > 8) break;
    total += stake(b, me, y * 9 + x) / k;
  }
  return total;
}

/** Summons the hand could make on this board. */
function summonCount(v: TkView, board: Board, me: Seat): number {
  const hand = v.hand;
  if (!hand) return 0;
  let n = 0;
  for (const ref of [...hand.beings, ...hand.legends]) n += Math.min(3, findMatches(board, me, being(ref)).length);
  return n;
}

function placeScore(v: TkView, me: Seat, sq: number): number {
  const board = v.board.map((p, i) => (i === sq ? { o: me, r: 'c' as const } : p));
  const near = SQUARES.filter((s) => v.board[s]?.o === me && distance(s, sq) <= 2).length;
  return summonCount(v, board, me) * 2 + near * 0.3;
}

function mainScore(v: TkView, me: Seat, m: TkMove): number {
  switch (m.kind) {
    case 'summon': {
      const card = being(m.card);
      return 20 + VALUE[card.rank] * 3 + stake(v.board, me, m.at) * 2;
    }
    case 'claim':
      return 100 + task(m.task).points;
    case 'flare':
      // In Deathmatch a flare hands the opponent a point; only worth it for its bigger half.
      return v.options.mode === 'deathmatch' ? (flare(m.card).bottom.n >= 5 ? 15 : -5) : 30;
    case 'endTurn':
      return 0;
    case 'discard':
      return -10;
    default:
      return 0;
  }
}

export const bot: Bot<TkView, TkMove> = {
  choose(view, seat, legal, rng) {
    const first = legal[0] as TkMove;
    if (legal.length === 1) return first;
    if (view.effect) {
      let best = first;
      let bestScore = -Infinity;
      for (const m of legal) {
        if (m.kind !== 'choose') continue;
        const sc = choiceScore(view, seat, m.choice);
        if (sc > bestScore) [best, bestScore] = [m, sc];
      }
      return best;
    }
    if (view.returning) return legal.find((m) => m.kind === 'endReturn') ?? first;
    if (view.phase === 'duelStart') return first;
    let best = first;
    let bestScore = -Infinity;
    const places = legal.filter((m) => m.kind === 'place');
    const others = legal.filter((m) => m.kind !== 'place');
    for (const m of others) {
      const sc = mainScore(view, seat, m);
      if (sc > bestScore) [best, bestScore] = [m, sc];
    }
    if (bestScore >= 15 || places.length === 0) return best;
    // Placing: try a sample of squares and keep the one that opens up most summons.
    const [offset] = randomInt(rng, places.length);
    const sample = places.filter((_, i) => (i + offset) % Math.max(1, Math.floor(places.length / 24)) === 0);
    let bestPlace = places[offset] ?? first;
    let bestPlaceScore = -Infinity;
    for (const m of sample) {
      if (m.kind !== 'place') continue;
      const sc = placeScore(view, seat, m.sq);
      if (sc > bestPlaceScore) [bestPlace, bestPlaceScore] = [m, sc];
    }
    return bestScore > 0 ? best : bestPlace;
  },
};
