// Character powers: the Assassin, the Thief, the Magician, the Warlord's destruction and the Graveyard's answer.

import { push, settle } from '../../../engine/decision';
import { type Message, type RuleError, type Seat, seatParam, termParam } from '../../../engine/game';
import { replaceAt } from '../../../engine/list';
import { ASSASSIN, BISHOP, COMPLETE_CITY, cardType, MAGICIAN, type Rank, THIEF, WARLORD } from '../data';
import { seatOf, stageAsk, useTurn } from './asks';
import {
  addGold,
  cardTerm,
  charTerm,
  cityOf,
  drawCards,
  goldOf,
  handOf,
  holderOf,
  owns,
  sortNum,
  withEvents,
  without,
} from './helpers';
import { addToHand } from './turn';
import type { AskOf, CtState, StageAsk } from './types';

type MagicAsk = AskOf<'magic'>;

function powerError(stage: StageAsk, rank: Rank): RuleError | null {
  if (stage.rank !== rank) return { code: 'error.not-your-power', params: { char: charTerm(rank) } };
  if (stage.power) return { code: 'error.power-used' };
  return null;
}

const validRank = (r: number) => Number.isInteger(r) && r >= 1 && r <= 8;
const validSeat = (s: CtState, seat: Seat) => Number.isInteger(seat) && seat >= 0 && seat < s.seats;

export function assassinateError(stage: StageAsk, target: Rank): RuleError | null {
  const e = powerError(stage, ASSASSIN);
  if (e) return e;
  if (!validRank(target) || target === ASSASSIN) return { code: 'error.bad-target' };
  return null;
}

export function applyAssassinate(s: CtState, stage: StageAsk, target: Rank): CtState {
  const state = { ...useTurn(s, stage, { power: true }), killed: target };
  const params = { seat: seatParam(seatOf(stage)), char: charTerm(target) };
  return withEvents(state, { code: 'log.assassinate', params });
}

/** The Thief may not rob the Assassin, itself, or the character the Assassin killed. */
export function robError(s: CtState, stage: StageAsk, target: Rank): RuleError | null {
  const e = powerError(stage, THIEF);
  if (e) return e;
  if (!validRank(target) || target === ASSASSIN || target === THIEF) return { code: 'error.bad-target' };
  if (target === s.killed) return { code: 'error.rob-killed', params: { char: charTerm(target) } };
  return null;
}

export function applyRob(s: CtState, stage: StageAsk, target: Rank): CtState {
  const state = { ...useTurn(s, stage, { power: true }), robbed: target };
  return withEvents(state, { code: 'log.rob', params: { seat: seatParam(seatOf(stage)), char: charTerm(target) } });
}

export function swapError(s: CtState, stage: StageAsk, other: Seat): RuleError | null {
  const e = powerError(stage, MAGICIAN);
  if (e) return e;
  if (!validSeat(s, other) || other === seatOf(stage)) return { code: 'error.bad-target' };
  return null;
}

export function applySwap(s: CtState, stage: StageAsk, other: Seat): CtState {
  const seat = seatOf(stage);
  const hands = replaceAt(replaceAt(s.hands, seat, handOf(s, other)), other, handOf(s, seat));
  const state = { ...useTurn(s, stage, { power: true }), hands };
  return withEvents(state, { code: 'log.swap', params: { seat: seatParam(seat), other: seatParam(other) } });
}

export function toggleError(s: CtState, stage: StageAsk, card: number): RuleError | null {
  const e = powerError(stage, MAGICIAN);
  if (e) return e;
  if (!handOf(s, seatOf(stage)).includes(card)) return { code: 'error.not-in-hand' };
  return null;
}

/** The first marked card opens the Magician's discard: until the redraw, only marking and redrawing are possible. */
export function applyFirstMark(s: CtState, stage: StageAsk, card: number): CtState {
  return { ...s, asks: push(s.asks, { kind: 'magic', seats: stage.seats, selected: [card] }) };
}

/** Marking again unmarks; with no card left marked the turn goes on as before. */
export function applyToggle(s: CtState, ask: MagicAsk, card: number): CtState {
  const sel = ask.selected;
  const selected = sel.includes(card) ? without(sel, card) : sortNum([...sel, card]);
  return { ...s, asks: settle(s.asks, ask, ...(selected.length > 0 ? [{ ...ask, selected }] : [])) };
}

export function redrawError(stage: StageAsk): RuleError {
  // Outside the Magician's discard no card is marked.
  return powerError(stage, MAGICIAN) ?? { code: 'error.nothing-selected' };
}

export function magicPrompt(s: CtState, ask: MagicAsk): Message {
  return {
    code: 'prompt.magician-discard',
    params: { seat: seatParam(seatOf(ask)), char: charTerm(stageAsk(s).rank) },
  };
}

/** Draw as many as were marked, then put the marked cards on the bottom (so they cannot come straight back). */
export function applyRedraw(s: CtState, ask: MagicAsk): CtState {
  const seat = seatOf(ask);
  const sel = ask.selected;
  const settled: CtState = { ...s, asks: settle(s.asks, ask) };
  const marked = useTurn(settled, stageAsk(settled), { power: true });
  const kept = handOf(s, seat).filter((c) => !sel.includes(c));
  const { state, cards } = drawCards({ ...marked, hands: replaceAt(s.hands, seat, kept) }, sel.length);
  const next = addToHand({ ...state, deck: [...state.deck, ...sel] }, seat, cards);
  return withEvents(next, { code: 'log.redraw', params: { seat: seatParam(seat), count: sel.length } });
}

/** A living Bishop's districts are safe from the Warlord. */
export function bishopProtects(s: CtState, seat: Seat): boolean {
  return holderOf(s, BISHOP) === seat && s.killed !== BISHOP;
}

/** Cost minus one (University and Dragon Gate: 5), plus one more if the target owns another Great Wall. */
export function destroyCost(s: CtState, seat: Seat, card: number): number {
  const wall = owns(s, seat, 'greatWall') && cardType(card).key !== 'greatWall' ? 1 : 0;
  return Math.max(0, cardType(card).cost - 1) + wall;
}

export function destroyError(s: CtState, stage: StageAsk, target: Seat, card: number): RuleError | null {
  const e = powerError(stage, WARLORD);
  if (e) return e;
  if (!validSeat(s, target) || target === seatOf(stage)) return { code: 'error.bad-target' };
  const city = cityOf(s, target);
  if (!city.some((b) => b.card === card)) return { code: 'error.not-in-city' };
  if (city.length >= COMPLETE_CITY) return { code: 'error.city-complete', params: { seat: seatParam(target) } };
  if (cardType(card).key === 'keep') return { code: 'error.keep' };
  if (bishopProtects(s, target)) return { code: 'error.bishop', params: { seat: seatParam(target) } };
  const cost = destroyCost(s, target, card);
  if (cost > goldOf(s, seatOf(stage))) return { code: 'error.cannot-afford', params: { cost } };
  return null;
}

export function applyDestroy(s: CtState, stage: StageAsk, target: Seat, card: number): CtState {
  const seat = seatOf(stage);
  const cost = destroyCost(s, target, card);
  let state: CtState = {
    ...useTurn(s, stage, { power: true }),
    cities: replaceAt(
      s.cities,
      target,
      cityOf(s, target).filter((b) => b.card !== card),
    ),
    gold: addGold(s.gold, seat, -cost),
    discard: [...s.discard, card],
  };
  state = withEvents(state, {
    code: 'log.destroy',
    params: { seat: seatParam(seat), other: seatParam(target), card: cardTerm(card), cost },
  });
  // Whoever else owns a Graveyard (still standing) may buy the card back for 1 gold.
  for (let g = 0; g < s.seats; g++) {
    if (g !== seat && owns(state, g, 'graveyard') && goldOf(state, g) >= 1) {
      return { ...state, asks: push(state.asks, { kind: 'graveyard', seats: [g], card }) };
    }
  }
  return state;
}

export function graveyardPrompt(_s: CtState, ask: AskOf<'graveyard'>): Message {
  return { code: 'prompt.graveyard', params: { seat: seatParam(seatOf(ask)), card: termParam('district.graveyard') } };
}

export function applyGraveyard(s: CtState, ask: AskOf<'graveyard'>, take: boolean): CtState {
  const seat = seatOf(ask);
  const back: CtState = { ...s, asks: settle(s.asks, ask) };
  if (!take) return withEvents(back, { code: 'log.graveyard-no', params: { seat: seatParam(seat) } });
  const paid = { ...back, gold: addGold(s.gold, seat, -1), discard: without(s.discard, ask.card) };
  return withEvents(addToHand(paid, seat, [ask.card]), {
    code: 'log.graveyard',
    params: { seat: seatParam(seat), card: cardTerm(ask.card) },
  });
}
