// 2.トリックの進行: following the led colour, who wins a trick, and the seal the winner hands back at once.

import { assertDefined } from '../../../engine/assert';
import { push, settle } from '../../../engine/decision';
import { type Message, type RuleError, type Seat, seatParam } from '../../../engine/game';
import { updateAt } from '../../../engine/list';
import { type Card, type Color, nextSeat, type ReturnKind, TRUMP } from '../data';
import { playAsk, returnAsk } from './asks';
import { term } from './codes';
import { endRound } from './scoring';
import { addSeal, returnChoices, sealToSeat } from './seals';
import type { CompletedTrick, PlayAsk, ReturnAsk, TrickEffect, TrickPlay, WeMove, WeState } from './types';

/** The colour of the trick's first card; null before anyone has led (a fact of the trick, not a default). */
export function ledColor(trick: readonly TrickPlay[]): Color | null {
  return trick[0]?.card.color ?? null;
}

/** Must follow the led colour when able; otherwise any card, red trumps included. */
export function playableCards(hand: readonly Card[], trick: readonly TrickPlay[]): readonly Card[] {
  const led = ledColor(trick);
  if (led === null) return hand;
  const follow = hand.filter((c) => c.color === led);
  return follow.length > 0 ? follow : hand;
}

/** The highest red wins if any red was played, otherwise the highest card of the led colour. */
export function trickWinner(plays: readonly TrickPlay[]): TrickPlay {
  let best = assertDefined(plays[0], 'the first card of a trick');
  for (const p of plays) {
    const beatsByTrump = p.card.color === TRUMP && best.card.color !== TRUMP;
    const beatsInColour = p.card.color === best.card.color && p.card.value > best.card.value;
    if (beatsByTrump || beatsInColour) best = p;
  }
  return best;
}

export function findCard(hand: readonly Card[], card: Card): number {
  return hand.findIndex((c) => c.color === card.color && c.value === card.value);
}

const handOf = (s: WeState, seat: Seat): readonly Card[] => assertDefined(s.hands[seat], `the hand of seat ${seat}`);

export function playPrompt(s: WeState, ask: PlayAsk): Message {
  const seat = { seat: seatParam(ask.seats[0]) };
  const led = ledColor(s.trick);
  return led === null
    ? { code: 'prompt.lead', params: seat }
    : { code: 'prompt.follow', params: { ...seat, color: term(led) } };
}

export function playMoves(s: WeState, ask: PlayAsk): WeMove[] {
  return playableCards(handOf(s, ask.seats[0]), s.trick).map((card) => ({ kind: 'play', card }));
}

export function playError(s: WeState, ask: PlayAsk, card: Card): RuleError | null {
  const hand = handOf(s, ask.seats[0]);
  if (findCard(hand, card) < 0) return { code: 'error.card-not-in-hand' };
  const led = ledColor(s.trick);
  if (led !== null && card.color !== led && hand.some((c) => c.color === led)) {
    return { code: 'error.must-follow', params: { color: term(led) } };
  }
  return null;
}

/** The card joins the trick; the next seat to the left plays, or the full trick is settled. */
export function applyPlay(s: WeState, ask: PlayAsk, card: Card): WeState {
  const seat = ask.seats[0];
  const at = findCard(handOf(s, seat), card);
  const hands = updateAt(s.hands, seat, (hand) => hand.filter((_, i) => i !== at));
  const trick = s.trick.concat({ seat, card });
  if (trick.length < s.seats)
    return { ...s, hands, trick, asks: settle(s.asks, ask, playAsk(nextSeat(seat, s.seats))) };
  return completeTrick({ ...s, hands, asks: settle(s.asks, ask) }, trick);
}

interface Settlement {
  readonly effect: TrickEffect;
  readonly options: readonly ReturnKind[];
}

/** What the winner of this trick must do with seals; a real choice stays pending as an ask. */
export function settleTrick(s: WeState, plays: readonly TrickPlay[]): Settlement & { readonly winner: Seat } {
  const win = trickWinner(plays);
  const led = assertDefined(ledColor(plays), 'the led colour of a full trick');
  const winner = win.seat;
  // The black wizard never returns nor takes seals.
  if (s.wizard === winner) return { winner, effect: { kind: 'wizard' }, options: [] };
  const held = assertDefined(s.seals[winner], `the seals of seat ${winner}`);
  const trumped = win.card.color === TRUMP && led !== TRUMP;
  const options = returnChoices(held, led, trumped);
  const only = options[0];
  if (options.length >= 2) return { winner, effect: { kind: 'pending' }, options };
  if (only !== undefined) return { winner, effect: { kind: 'returned', seal: only, chosen: false }, options: [] };
  // Nothing to hand back: a black penalty seal, as long as the supply has one.
  return { winner, effect: { kind: s.supply.black > 0 ? 'black' : 'noBlackLeft' }, options: [] };
}

/** The trick is won: a seal goes back (or a black one comes) at once, or the winner is asked which to return. */
function completeTrick(s: WeState, plays: readonly TrickPlay[]): WeState {
  const { winner, effect, options } = settleTrick(s, plays);
  const lastTrick: CompletedTrick = { plays, winner, effect };
  let next: WeState = {
    ...s,
    trick: [],
    lastTrick,
    played: s.played.concat(plays.map((p) => p.card)),
    tricksWon: updateAt(s.tricksWon, winner, (n) => n + 1),
  };
  if (effect.kind === 'pending') return { ...next, asks: push(next.asks, returnAsk(winner, options)) };
  if (effect.kind === 'returned') next = { ...next, ...sealToSeat(next, winner, effect.seal, -1) };
  if (effect.kind === 'black') next = { ...next, ...sealToSeat(next, winner, 'black') };
  return afterTrick(next, winner);
}

export function returnPrompt(s: WeState, ask: ReturnAsk): Message {
  const plays = assertDefined(s.lastTrick, 'the trick a seal is returned for').plays;
  const led = assertDefined(ledColor(plays), 'the led colour of the last trick');
  return { code: 'prompt.return', params: { seat: seatParam(ask.seats[0]), color: term(led) } };
}

export function returnMoves(ask: ReturnAsk): WeMove[] {
  return ask.options.map((color) => ({ kind: 'returnSeal', color }));
}

export function returnError(ask: ReturnAsk, kind: ReturnKind): RuleError | null {
  if (ask.options.includes(kind)) return null;
  return { code: 'error.not-returnable', params: { color: term(kind) } };
}

export function applyReturnSeal(s: WeState, ask: ReturnAsk, kind: ReturnKind): WeState {
  const seat = ask.seats[0];
  const lastTrick = assertDefined(s.lastTrick, 'the trick a seal is returned for');
  const next: WeState = {
    ...s,
    seals: updateAt(s.seals, seat, (held) => addSeal(held, kind, -1)),
    supply: addSeal(s.supply, kind, 1),
    lastTrick: { ...lastTrick, effect: { kind: 'returned', seal: kind, chosen: true } },
    asks: settle(s.asks, ask),
  };
  return afterTrick(next, seat);
}

/** The winner leads the next trick; when the hands are empty the round is scored. */
function afterTrick(s: WeState, winner: Seat): WeState {
  if (handOf(s, winner).length === 0) return endRound(s);
  return { ...s, asks: push(s.asks, playAsk(winner)) };
}
