// 2.トリックの進行: following the led colour, who wins a trick, and the seal the winner hands back at once.

import type { RuleError, Seat } from '../../../engine/game';
import { type Card, type Color, nextSeat, type ReturnKind, TRUMP } from '../data';
import { term } from './codes';
import { endRound } from './scoring';
import { addSeal, replaceAt, returnChoices, sealToSeat } from './seals';
import type { CompletedTrick, TrickEffect, TrickPlay, WeState } from './types';

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
  let best = plays[0];
  if (!best) throw new Error('trickWinner needs at least one card');
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

export function playError(s: WeState, seat: Seat, card: Card): RuleError | null {
  const hand = s.hands[seat] ?? [];
  if (findCard(hand, card) < 0) return { code: 'error.card-not-in-hand' };
  const led = ledColor(s.trick);
  if (led !== null && card.color !== led && hand.some((c) => c.color === led)) {
    return { code: 'error.must-follow', params: { color: term(led) } };
  }
  return null;
}

export function applyPlay(s: WeState, seat: Seat, card: Card): WeState {
  const hand = s.hands[seat] ?? [];
  const at = findCard(hand, card);
  const rest = hand.slice(0, at).concat(hand.slice(at + 1));
  const hands = replaceAt(s.hands, seat, rest);
  const trick = s.trick.concat({ seat, card });
  if (trick.length < s.seats) return { ...s, hands, trick, turn: nextSeat(seat, s.seats) };
  return completeTrick({ ...s, hands }, trick);
}

interface Settlement {
  readonly effect: TrickEffect;
  readonly options: readonly ReturnKind[];
}

/** What the winner of this trick must do with seals; a real choice stays pending as a move. */
export function settleTrick(s: WeState, plays: readonly TrickPlay[]): Settlement & { readonly winner: Seat } {
  const win = trickWinner(plays);
  const led = ledColor(plays) ?? TRUMP;
  const winner = win.seat;
  // The black wizard never returns nor takes seals.
  if (s.wizard === winner) return { winner, effect: { kind: 'wizard' }, options: [] };
  const held = s.seals[winner];
  if (!held) throw new Error(`No seals for seat ${winner}`);
  const trumped = win.card.color === TRUMP && led !== TRUMP;
  const options = returnChoices(held, led, trumped);
  const only = options[0];
  if (options.length >= 2) return { winner, effect: { kind: 'pending' }, options };
  if (only !== undefined) return { winner, effect: { kind: 'returned', seal: only, chosen: false }, options: [] };
  // Nothing to hand back: a black penalty seal, as long as the supply has one.
  return { winner, effect: { kind: s.supply.black > 0 ? 'black' : 'noBlackLeft' }, options: [] };
}

function completeTrick(s: WeState, plays: readonly TrickPlay[]): WeState {
  const { winner, effect, options } = settleTrick(s, plays);
  const lastTrick: CompletedTrick = { plays, winner, effect };
  let next: WeState = {
    ...s,
    trick: [],
    lastTrick,
    played: s.played.concat(plays.map((p) => p.card)),
    tricksWon: replaceAt(s.tricksWon, winner, (s.tricksWon[winner] ?? 0) + 1),
  };
  if (effect.kind === 'pending') return { ...next, phase: 'return', turn: winner, returnOptions: options };
  if (effect.kind === 'returned') next = { ...next, ...sealToSeat(next, winner, effect.seal, -1) };
  if (effect.kind === 'black') next = { ...next, ...sealToSeat(next, winner, 'black') };
  return afterTrick(next, winner);
}

export function applyReturnSeal(s: WeState, seat: Seat, kind: ReturnKind): WeState {
  const held = s.seals[seat];
  if (!held || !s.lastTrick) throw new Error('No trick to return a seal for');
  const next: WeState = {
    ...s,
    seals: replaceAt(s.seals, seat, addSeal(held, kind, -1)),
    supply: addSeal(s.supply, kind, 1),
    lastTrick: { ...s.lastTrick, effect: { kind: 'returned', seal: kind, chosen: true } },
    returnOptions: [],
  };
  return afterTrick(next, seat);
}

export function returnError(s: WeState, kind: ReturnKind): RuleError | null {
  if (s.returnOptions.includes(kind)) return null;
  return { code: 'error.not-returnable', params: { color: term(kind) } };
}

/** The winner leads the next trick; when the hands are empty the round is scored. */
function afterTrick(s: WeState, winner: Seat): WeState {
  if ((s.hands[winner]?.length ?? 0) === 0) return endRound(s);
  return { ...s, phase: 'play', turn: winner, returnOptions: [] };
}
