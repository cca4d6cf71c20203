// Legal moves and why a move is illegal, for each thing the rules ask: the opening, the turn, returning cards and
// an effect's question.

import type { RuleError, Seat } from '../../../engine/game';
import { DUEL_START, SQUARES } from '../data';
import { being } from './cards';
import { findMatches } from './patterns';
import { hasSupply } from './pieces';
import { choiceError } from './run';
import { claimable, handOf, placeError, summonError, usableFlares } from './turn';
import type { EffectAsk, TkMove, TkState } from './types';

type Move<K extends TkMove['kind']> = Extract<TkMove, { kind: K }>;

function placeMoves(s: TkState, seat: Seat): TkMove[] {
  const empty = SQUARES.filter((q) => !s.board[q]);
  if (hasSupply(s.board, seat, 'c')) return empty.map((q) => ({ kind: 'place', sq: q }));
  const mine = SQUARES.filter((q) => s.board[q]?.o === seat && s.board[q]?.r !== 'L');
  return empty.flatMap((q) => mine.map((from) => ({ kind: 'place' as const, sq: q, from })));
}

function summonMoves(s: TkState, seat: Seat): TkMove[] {
  const hand = handOf(s, seat);
  const out: TkMove[] = [];
  for (const card of new Set([...hand.beings, ...hand.legends])) {
    const b = being(card);
    for (const m of findMatches(s.board, seat, b, s.log.borrow)) {
      const board = [...s.board];
      board[m.at] = null;
      if (hasSupply(board, seat, b.rank)) {
        out.push({ kind: 'summon', card, at: m.at, o: m.o });
        continue;
      }
      for (const q of SQUARES) {
        const p = board[q];
        if (p && p.o === seat && p.r === b.rank && !m.pieces.includes(q))
          out.push({ kind: 'summon', card, at: m.at, o: m.o, reuse: q });
      }
    }
  }
  return out;
}

export const duelStartMoves = (): TkMove[] => DUEL_START.map((q) => ({ kind: 'duelStart', sq: q }));

/** With actions left: flares, place, summon, discard (once); then flares, task claims and the end of the turn. */
export function turnMoves(s: TkState, seat: Seat): TkMove[] {
  const out: TkMove[] = usableFlares(s).map((card) => ({ kind: 'flare', card }));
  if (s.actions > 0) {
    out.push(...placeMoves(s, seat), ...summonMoves(s, seat));
    if (!s.log.discarded) for (const card of new Set(handOf(s, seat).beings)) out.push({ kind: 'discard', card });
    return out;
  }
  out.push(...claimable(s).map((task) => ({ kind: 'claim' as const, task })), { kind: 'endTurn' });
  return out;
}

export function returnMoves(s: TkState, seat: Seat): TkMove[] {
  const hand = handOf(s, seat);
  const cards = [...new Set([...hand.beings, ...hand.legends, ...hand.flares])];
  return [...cards.map((card) => ({ kind: 'returnCard' as const, card })), { kind: 'endReturn' }];
}

export function effectMoves(ask: EffectAsk): TkMove[] {
  const p = ask.pending;
  const opts: TkMove[] = p.options.map((choice) => ({ kind: 'choose', choice }));
  return p.optional ? [...opts, { kind: 'choose', choice: { kind: 'skip' } }] : opts;
}

const e = (code: string | null): RuleError | null => (code === null ? null : { code });

export const duelStartError = (m: Move<'duelStart'>): RuleError | null =>
  DUEL_START.includes(m.sq) ? null : e('error.not-now');

export function turnError(s: TkState, seat: Seat, m: TkMove): RuleError | null {
  const hand = handOf(s, seat);
  switch (m.kind) {
    case 'place':
      return s.actions > 0 ? e(placeError(s, seat, m)) : e('error.no-actions');
    case 'summon':
      return s.actions > 0 ? e(summonError(s, seat, m)) : e('error.no-actions');
    case 'discard':
      if (s.actions <= 0) return e('error.no-actions');
      if (s.log.discarded) return e('error.discard-once');
      return hand.beings.includes(m.card) ? null : e('error.not-in-hand');
    case 'flare':
      if (!hand.flares.includes(m.card)) return e('error.not-in-hand');
      return usableFlares(s).includes(m.card) ? null : e('error.flare-condition');
    case 'claim':
      if (s.actions > 0) return e('error.actions-left');
      return claimable(s).includes(m.task) ? null : e('error.task-not-met');
    case 'endTurn':
      return s.actions > 0 ? e('error.actions-left') : null;
    default:
      return e('error.not-now');
  }
}

export function returnError(s: TkState, seat: Seat, m: TkMove): RuleError | null {
  if (m.kind !== 'returnCard') return null;
  const hand = handOf(s, seat);
  return [...hand.beings, ...hand.legends, ...hand.flares].includes(m.card) ? null : e('error.not-in-hand');
}

export const effectError = (ask: EffectAsk, m: Move<'choose'>): RuleError | null =>
  e(choiceError(ask.pending, m.choice));
