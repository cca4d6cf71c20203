// A turn: the actions (place, summon, discard), flares, and the end of the turn (task or Deathmatch points,
// refilling the hand, the end trigger and the final turns).

import type { Seat } from '../../../engine/game';
import { ACTIONS_PER_TURN, DUEL_START, HAND, SQUARES, TARGET } from '../data';
import { being, flare, isLegend, task } from './cards';
import { findMatches, matchAt } from './patterns';
import { countPieces, destroyAt, hasSupply, type World } from './pieces';
import { opponent, runEffect } from './run';
import { drawShared, freshLog } from './setup';
import { claimTask, taskMet } from './tasks';
import type { Hand, Piece, TkMove, TkState } from './types';

type Summon = Extract<TkMove, { kind: 'summon' }>;

/** Current score: High Form adds 1 per own legendary piece on the board. */
export function scoreOf(s: TkState, seat: Seat): number {
  const base = s.points[seat] ?? 0;
  return s.options.mode === 'highForm' ? base + countPieces(s.board, seat).legend : base;
}

/** Which flare halves hold now: the opponent leads by N upgraded pieces (top) or N pieces in all (bottom). */
export function flareHalves(s: TkState, seat: Seat, ref: string): ('top' | 'bottom')[] {
  const f = flare(ref);
  const me = countPieces(s.board, seat);
  const them = countPieces(s.board, opponent(seat));
  const out: ('top' | 'bottom')[] = [];
  if (them.upgraded - me.upgraded >= f.top.n) out.push('top');
  if (them.all - me.all >= f.bottom.n) out.push('bottom');
  return out;
}

export const idle = (s: TkState): boolean => s.phase === 'play' && s.effect === null && !s.returning;

export function usableFlares(s: TkState): string[] {
  if (!idle(s)) return [];
  return (s.hands[s.turn]?.flares ?? []).filter((f) => flareHalves(s, s.turn, f).length > 0);
}

export function claimable(s: TkState): string[] {
  if (!s.tasks || !idle(s) || s.actions > 0) return [];
  return s.tasks.current.filter((id) => taskMet(id, s.board, s.turn, s.log));
}

/** With no action left, the player still decides when a flare or a task claim is possible. */
export const awaitingEnd = (s: TkState): boolean =>
  idle(s) && s.actions === 0 && (usableFlares(s).length > 0 || claimable(s).length > 0);

const setAt = <T>(xs: readonly T[], i: number, v: T): T[] => xs.map((x, j) => (j === i ? v : x));
const withHand = (s: TkState, h: Hand): TkState => ({ ...s, hands: setAt(s.hands, s.turn, h) });

/** The summoning square's piece goes first; if the rank is still out of stock a piece of yours is reused. */
export function summonError(s: TkState, seat: Seat, m: Summon): string | null {
  const hand = s.hands[seat];
  if (!hand || ![...hand.beings, ...hand.legends].includes(m.card)) return 'error.not-in-hand';
  const card = being(m.card);
  const match = matchAt(s.board, seat, card, m.at, m.o, s.log.borrow);
  if (!match) return 'error.no-pattern';
  // Orientations that use the very same squares are one summon: only the first of them is a move.
  if (!findMatches(s.board, seat, card, s.log.borrow).some((x) => x.at === m.at && x.o === m.o))
    return 'error.same-summon';
  const board = [...s.board];
  board[m.at] = null;
  if (hasSupply(board, seat, card.rank)) return m.reuse === undefined ? null : 'error.supply-left';
  if (m.reuse === undefined) return 'error.reuse-needed';
  const p = board[m.reuse];
  if (!p || p.o !== seat || p.r !== card.rank || match.pieces.includes(m.reuse)) return 'error.bad-reuse';
  return null;
}

export function applySummon(s: TkState, m: Summon): TkState {
  const seat = s.turn;
  const card = being(m.card);
  const match = matchAt(s.board, seat, card, m.at, m.o, s.log.borrow);
  if (!match) return s;
  const w: World = { me: seat, board: [...s.board], destroyed: { ...s.log.destroyed }, self: null, markedPieces: [] };
  destroyAt(w, m.at);
  if (m.reuse !== undefined) w.board[m.reuse] = null;
  const piece: Piece = { o: seat, r: card.rank };
  w.board[m.at] = piece;
  const hand = s.hands[seat] ?? { beings: [], legends: [], flares: [] };
  const legend = isLegend(m.card);
  const next: TkState = {
    ...withHand(s, {
      ...hand,
      beings: hand.beings.filter((c) => c !== m.card),
      legends: hand.legends.filter((c) => c !== m.card),
    }),
    board: w.board,
    actions: s.actions - 1,
    log: {
      ...s.log,
      destroyed: w.destroyed,
      summons: [...s.log.summons, { at: m.at, legend }],
      borrow: false,
    },
  };
  return runEffect(
    next,
    { card: m.card, halves: [], self: m.at, marks: match.marks, markedPieces: match.markedPieces },
    [],
  );
}

export function placeError(s: TkState, seat: Seat, m: Extract<TkMove, { kind: 'place' }>): string | null {
  if (!SQUARES.includes(m.sq) || s.board[m.sq]) return 'error.not-empty';
  if (hasSupply(s.board, seat, 'c')) return m.from === undefined ? null : 'error.supply-left';
  if (m.from === undefined) return 'error.reuse-needed';
  const p = s.board[m.from];
  return p && p.o === seat && p.r !== 'L' ? null : 'error.bad-reuse';
}

export function applyPlace(s: TkState, m: Extract<TkMove, { kind: 'place' }>): TkState {
  const board = [...s.board];
  if (m.from !== undefined) board[m.from] = null;
  board[m.sq] = { o: s.turn, r: 'c' };
  return { ...s, board, actions: s.actions - 1 };
}

export function applyDiscard(s: TkState, card: string): TkState {
  const hand = s.hands[s.turn] ?? { beings: [], legends: [], flares: [] };
  const next = withHand(s, { ...hand, beings: hand.beings.filter((c) => c !== card) });
  return {
    ...next,
    discards: setAt(s.discards, s.turn, [...(s.discards[s.turn] ?? []), card]),
    actions: s.actions - 1,
    returning: true,
    log: { ...s.log, discarded: true },
  };
}

/** A returned card goes to the bottom of its own deck. */
export function applyReturn(s: TkState, card: string): TkState {
  const hand = s.hands[s.turn] ?? { beings: [], legends: [], flares: [] };
  const h: Hand = {
    beings: hand.beings.filter((c) => c !== card),
    legends: hand.legends.filter((c) => c !== card),
    flares: hand.flares.filter((c) => c !== card),
  };
  const next = withHand(s, h);
  if (card.startsWith('flare:')) return { ...next, flareDeck: [...s.flareDeck, card] };
  if (isLegend(card)) return { ...next, legendDeck: [...s.legendDeck, card] };
  return { ...next, decks: setAt(s.decks, s.turn, [...(s.decks[s.turn] ?? []), card]) };
}

export function applyFlare(s: TkState, card: string): TkState {
  const seat = s.turn;
  const halves = flareHalves(s, seat, card);
  const hand = s.hands[seat] ?? { beings: [], legends: [], flares: [] };
  let next: TkState = {
    ...withHand(s, { ...hand, flares: hand.flares.filter((c) => c !== card) }),
    log: { ...s.log, flared: true },
  };
  // Deathmatch: the opponent scores a point for every flare you invoke.
  if (s.options.mode === 'deathmatch')
    next = { ...next, points: setAt(next.points, opponent(seat), (next.points[opponent(seat)] ?? 0) + 1) };
  return runEffect(next, { card, halves, self: null, marks: [], markedPieces: [] }, []);
}

export function applyDuelStart(s: TkState, at: number): TkState {
  const board = [...s.board];
  const other = DUEL_START.find((q) => q !== at) ?? at;
  board[at] = { o: s.turn, r: 'c' };
  board[other] = { o: opponent(s.turn), r: 'c' };
  return { ...s, board, phase: 'play', turn: 0, actions: 1 };
}

/** Deathmatch points for this turn: 2 per legend, 1 per hero, 1 per pair of commons, 1 per legend summoned. */
export function deathmatchGain(s: TkState): number {
  const d = s.log.destroyed;
  return 2 * d.L + d.h + Math.floor(d.c / 2) + s.log.summons.filter((x) => x.legend).length;
}

function refill(s: TkState): TkState {
  const seat = s.turn;
  const hand = s.hands[seat] ?? { beings: [], legends: [], flares: [] };
  const deck = [...(s.decks[seat] ?? [])];
  const wantBeings = Math.max(0, HAND.deck + s.log.extraDeck - hand.beings.length);
  const beings = [...hand.beings, ...deck.splice(0, wantBeings)];
  const wantLegends = Math.max(0, HAND.legends + s.log.extraLegends - hand.legends.length);
  const l = drawShared(s.legendDeck, s.legendDiscard, wantLegends, s.rng);
  const f = drawShared(s.flareDeck, s.flareDiscard, Math.max(0, HAND.flares - hand.flares.length), l.rng);
  return {
    ...withHand(s, { beings, legends: [...hand.legends, ...l.drawn], flares: [...hand.flares, ...f.drawn] }),
    decks: setAt(s.decks, seat, deck),
    legendDeck: l.deck,
    legendDiscard: l.discard,
    flareDeck: f.deck,
    flareDiscard: f.discard,
    rng: f.rng,
  };
}

/** End the turn: claim (High Form, optional), Deathmatch points, refill, end trigger, next player. */
export function endTurn(s: TkState, claim: string | null): TkState {
  const seat = s.turn;
  let next = s;
  if (claim !== null && s.tasks) {
    next = {
      ...next,
      tasks: claimTask(s.tasks, claim, seat),
      points: setAt(next.points, seat, (next.points[seat] ?? 0) + task(claim).points),
    };
  }
  if (s.options.mode === 'deathmatch')
    next = { ...next, points: setAt(next.points, seat, (next.points[seat] ?? 0) + deathmatchGain(s)) };
  next = refill(next);
  let { finalTurns, trigger } = next;
  if (finalTurns !== null && !s.extra) finalTurns--;
  if (finalTurns === null) {
    const target = s.options.mode === 'highForm' ? TARGET.highForm : TARGET.deathmatch;
    const deckOut = (next.decks[seat]?.length ?? 0) === 0;
    const scored = [0, 1].some((p) => scoreOf(next, p) >= target);
    if (deckOut || scored) {
      finalTurns = 2;
      trigger = { seat, why: scored ? 'score' : 'deck' };
    }
  }
  const over = finalTurns !== null && finalTurns <= 0;
  const extra = s.log.extraTurn;
  return {
    ...next,
    phase: over ? 'over' : 'play',
    turn: extra ? seat : opponent(seat),
    turnNo: s.turnNo + 1,
    actions: ACTIONS_PER_TURN,
    log: freshLog(),
    returning: false,
    finalTurns,
    trigger,
    extra,
    lastLog: s.log,
  };
}

/** After a move: with nothing left to do or decide, the turn ends by itself. */
export function settle(s: TkState): TkState {
  if (idle(s) && s.actions === 0 && !awaitingEnd(s)) return endTurn(s, null);
  return s;
}
