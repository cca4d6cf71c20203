// A turn: the actions (place, summon, discard), flares, and the end of the turn (task or Deathmatch points,
// refilling the hand, the end trigger and the final turns).

import { assertDefined } from '../../../engine/assert';
import { settle } from '../../../engine/decision';
import type { Seat } from '../../../engine/game';
import { replaceAt, updateAt } from '../../../engine/list';
import { ACTIONS_PER_TURN, DUEL_START, HAND, SQUARES, TARGET } from '../data';
import { being, flare, isLegend, task } from './cards';
import { findMatches, matchAt } from './patterns';
import { countPieces, destroyAt, hasSupply, type World } from './pieces';
import { opponent, runEffect } from './run';
import { drawShared, freshLog } from './setup';
import { claimTask, taskMet } from './tasks';
import type { Hand, Piece, TkAsk, TkMove, TkState } from './types';

type Summon = Extract<TkMove, { kind: 'summon' }>;

/** Current score: High Form adds 1 per own legendary piece on the board. */
export function scoreOf(s: TkState, seat: Seat): number {
  const base = assertDefined(s.points[seat], `the points of seat ${seat}`);
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

export const handOf = (s: TkState, seat: Seat): Hand => assertDefined(s.hands[seat], `the hand of seat ${seat}`);

/** The flares whose condition holds now. */
export function usableFlares(s: TkState): string[] {
  return handOf(s, s.turn).flares.filter((f) => flareHalves(s, s.turn, f).length > 0);
}

/** The tasks met at the end of the turn, once no action is left (High Form). */
export function claimable(s: TkState): string[] {
  if (!s.tasks || s.actions > 0) return [];
  return s.tasks.current.filter((id) => taskMet(id, s.board, s.turn, s.log));
}

/** With no action left, the player still decides when a flare or a task claim is possible. */
export const awaitingEnd = (s: TkState): boolean =>
  s.actions === 0 && (usableFlares(s).length > 0 || claimable(s).length > 0);

const withHand = (s: TkState, h: Hand): TkState => ({ ...s, hands: replaceAt(s.hands, s.turn, h) });
const addPoints = (points: readonly number[], seat: Seat, n: number): number[] => updateAt(points, seat, (p) => p + n);
const turnAsk = (seat: Seat): TkAsk => ({ kind: 'turn', seats: [seat] });

/** The summoning square's piece goes first; if the rank is still out of stock a piece of yours is reused. */
export function summonError(s: TkState, seat: Seat, m: Summon): string | null {
  const hand = handOf(s, seat);
  if (![...hand.beings, ...hand.legends].includes(m.card)) return 'error.not-in-hand';
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
  const hand = handOf(s, seat);
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
  return runEffect(next, {
    card: m.card,
    halves: [],
    self: m.at,
    marks: match.marks,
    markedPieces: match.markedPieces,
  });
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

/** Discarding is an action; then the player is asked which other cards go to the bottom of their decks. */
export function applyDiscard(s: TkState, card: string): TkState {
  const hand = handOf(s, s.turn);
  const next = withHand(s, { ...hand, beings: hand.beings.filter((c) => c !== card) });
  return {
    ...next,
    discards: updateAt(s.discards, s.turn, (d) => [...d, card]),
    actions: s.actions - 1,
    asks: [...s.asks, { kind: 'return', seats: [s.turn] }],
    log: { ...s.log, discarded: true },
  };
}

/** A returned card goes to the bottom of its own deck. */
export function applyReturn(s: TkState, card: string): TkState {
  const hand = handOf(s, s.turn);
  const h: Hand = {
    beings: hand.beings.filter((c) => c !== card),
    legends: hand.legends.filter((c) => c !== card),
    flares: hand.flares.filter((c) => c !== card),
  };
  const next = withHand(s, h);
  if (card.startsWith('flare:')) return { ...next, flareDeck: [...s.flareDeck, card] };
  if (isLegend(card)) return { ...next, legendDeck: [...s.legendDeck, card] };
  return { ...next, decks: updateAt(s.decks, s.turn, (d) => [...d, card]) };
}

export function applyFlare(s: TkState, card: string): TkState {
  const seat = s.turn;
  const halves = flareHalves(s, seat, card);
  const hand = handOf(s, seat);
  let next: TkState = {
    ...withHand(s, { ...hand, flares: hand.flares.filter((c) => c !== card) }),
    log: { ...s.log, flared: true },
  };
  // Deathmatch: the opponent scores a point for every flare you invoke.
  if (s.options.mode === 'deathmatch') next = { ...next, points: addPoints(next.points, opponent(seat), 1) };
  return runEffect(next, { card, halves, self: null, marks: [], markedPieces: [] });
}

export function applyDuelStart(s: TkState, at: number): TkState {
  const board = [...s.board];
  const other = assertDefined(
    DUEL_START.find((q) => q !== at),
    'the other opening square',
  );
  board[at] = { o: s.turn, r: 'c' };
  board[other] = { o: opponent(s.turn), r: 'c' };
  return { ...s, board, asks: [turnAsk(0)], turn: 0, actions: 1 };
}

/** Deathmatch points for this turn: 2 per legend, 1 per hero, 1 per pair of commons, 1 per legend summoned. */
export function deathmatchGain(s: TkState): number {
  const d = s.log.destroyed;
  return 2 * d.L + d.h + Math.floor(d.c / 2) + s.log.summons.filter((x) => x.legend).length;
}

function refill(s: TkState): TkState {
  const seat = s.turn;
  const hand = handOf(s, seat);
  const deck = [...assertDefined(s.decks[seat], `the deck of seat ${seat}`)];
  const wantBeings = Math.max(0, HAND.deck + s.log.extraDeck - hand.beings.length);
  const beings = [...hand.beings, ...deck.splice(0, wantBeings)];
  const wantLegends = Math.max(0, HAND.legends + s.log.extraLegends - hand.legends.length);
  const l = drawShared(s.legendDeck, s.legendDiscard, wantLegends, s.rng);
  const f = drawShared(s.flareDeck, s.flareDiscard, Math.max(0, HAND.flares - hand.flares.length), l.rng);
  return {
    ...withHand(s, { beings, legends: [...hand.legends, ...l.drawn], flares: [...hand.flares, ...f.drawn] }),
    decks: replaceAt(s.decks, seat, deck),
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
      points: addPoints(next.points, seat, task(claim).points),
    };
  }
  if (s.options.mode === 'deathmatch') next = { ...next, points: addPoints(next.points, seat, deathmatchGain(s)) };
  next = refill(next);
  let { finalTurns, trigger } = next;
  if (finalTurns !== null && !s.extra) finalTurns--;
  if (finalTurns === null) {
    const target = s.options.mode === 'highForm' ? TARGET.highForm : TARGET.deathmatch;
    const deckOut = assertDefined(next.decks[seat], `the deck of seat ${seat}`).length === 0;
    const scored = [0, 1].some((p) => scoreOf(next, p) >= target);
    if (deckOut || scored) {
      finalTurns = 2;
      trigger = { seat, why: scored ? 'score' : 'deck' };
    }
  }
  const over = finalTurns !== null && finalTurns <= 0;
  const extra = s.log.extraTurn;
  const turn = extra ? seat : opponent(seat);
  return {
    ...next,
    asks: over ? [] : [turnAsk(turn)],
    turn,
    turnNo: s.turnNo + 1,
    actions: ACTIONS_PER_TURN,
    log: freshLog(),
    finalTurns,
    trigger,
    extra,
    lastLog: s.log,
  };
}

/** After a move: with nothing left to do or decide (only the turn itself is asked), the turn ends by itself. */
export function endIfDone(s: TkState): TkState {
  if (s.asks.at(-1)?.kind === 'turn' && s.actions === 0 && !awaitingEnd(s)) return endTurn(s, null);
  return s;
}

/** Returning cards is over; the turn goes on. */
export function endReturn(s: TkState, ask: TkAsk): TkState {
  return endIfDone({ ...s, asks: settle(s.asks, ask) });
}
