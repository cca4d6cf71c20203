// A character's turn: the action (gold or cards), building, district income, purple districts and ending the turn.

import { assertDefined } from '../../../engine/assert';
import { settle } from '../../../engine/decision';
import { type RuleError, type Seat, seatParam, termParam } from '../../../engine/game';
import { replaceAt, updateAt } from '../../../engine/list';
import { ARCHITECT, COMPLETE_CITY, type Color, cardType, INCOME_COLOR, MERCHANT } from '../data';
import { buildLimit, seatOf, stageAsk, turnAsk, useTurn } from './asks';
import { callFrom } from './calling';
import {
  addGold,
  cardTerm,
  cityOf,
  drawable,
  drawCards,
  goldOf,
  handOf,
  owns,
  sortNum,
  withEvents,
  without,
} from './helpers';
import type { AskOf, CtState, StageAsk } from './types';

export const smithyCost = (s: CtState) => (s.options.smithy === 'classic' ? 2 : 3);
export const smithyDraw = (s: CtState) => (s.options.smithy === 'classic' ? 3 : 2);

export function addToHand(s: CtState, seat: Seat, cards: readonly number[]): CtState {
  return { ...s, hands: updateAt(s.hands, seat, (h) => sortNum([...h, ...cards])) };
}

/** Districts of that colour in the city, plus one for the School of Magic (it counts as any colour for income). */
export function incomeFor(s: CtState, seat: Seat, color: Color): number {
  const city = cityOf(s, seat);
  const plain = city.filter((b) => cardType(b.card).color === color).length;
  return plain + (owns(s, seat, 'schoolOfMagic') ? 1 : 0);
}

export function actionError(s: CtState, draw: boolean): RuleError | null {
  return draw && drawable(s) === 0 ? { code: 'error.deck-empty' } : null;
}

/** Bonuses that come with the action: the Merchant's extra gold, the Architect's two cards. */
function afterAction(s: CtState): CtState {
  const stage = stageAsk(s);
  const seat = seatOf(stage);
  let state = s;
  if (stage.rank === MERCHANT) {
    state = withEvents(
      { ...state, gold: addGold(state.gold, seat, 1) },
      { code: 'log.merchant', params: { seat: seatParam(seat) } },
    );
  }
  if (stage.rank === ARCHITECT) {
    const { state: drawn, cards } = drawCards(state, 2);
    state = withEvents(addToHand(drawn, seat, cards), {
      code: 'log.architect',
      params: { seat: seatParam(seat), count: cards.length },
    });
  }
  return state;
}

export function applyTakeGold(s: CtState, stage: StageAsk): CtState {
  const seat = seatOf(stage);
  const state = withEvents(
    { ...s, gold: addGold(s.gold, seat, 2), asks: settle(s.asks, stage, turnAsk(stage)) },
    { code: 'log.take-gold', params: { seat: seatParam(seat) } },
  );
  return afterAction(state);
}

/** Draw 2 keep 1; the Observatory draws 3, the Library keeps 2 (both together: draw 3, keep 2). */
export function applyDrawCards(s: CtState, stage: StageAsk): CtState {
  const seat = seatOf(stage);
  const n = owns(s, seat, 'observatory') ? 3 : 2;
  const keep = owns(s, seat, 'library') ? 2 : 1;
  const { state, cards } = drawCards(s, n);
  const logged = withEvents(state, { code: 'log.draw', params: { seat: seatParam(seat), count: cards.length } });
  if (cards.length <= keep) {
    return afterAction(addToHand({ ...logged, asks: settle(s.asks, stage, turnAsk(stage)) }, seat, cards));
  }
  const choose: AskOf<'keep'> = { kind: 'keep', seats: [seat], drawn: cards, keep };
  return { ...logged, asks: settle(s.asks, stage, choose, turnAsk(stage)) };
}

export function keepError(ask: AskOf<'keep'>, card: number): RuleError | null {
  return ask.drawn.includes(card) ? null : { code: 'error.not-drawn' };
}

export function applyKeepCard(s: CtState, ask: AskOf<'keep'>, card: number): CtState {
  const seat = seatOf(ask);
  const drawn = without(ask.drawn, card);
  const more = ask.keep > 1;
  const next = more ? [{ ...ask, drawn, keep: ask.keep - 1 }] : [];
  let state = addToHand({ ...s, asks: settle(s.asks, ask, ...next) }, seat, [card]);
  state = withEvents(state, { code: 'log.kept', params: { card: cardTerm(card) }, visibleTo: [seat] });
  if (more) return state;
  // The cards not kept go to the bottom of the deck.
  return afterAction({ ...state, deck: [...state.deck, ...drawn] });
}

export function buildError(s: CtState, stage: StageAsk, card: number): RuleError | null {
  const seat = seatOf(stage);
  const limit = buildLimit(stage.rank);
  if (stage.builds >= limit) return { code: 'error.build-limit', params: { limit } };
  if (!handOf(s, seat).includes(card)) return { code: 'error.not-in-hand' };
  const d = cardType(card);
  if (owns(s, seat, d.key)) return { code: 'error.duplicate', params: { card: cardTerm(card) } };
  if (d.cost > goldOf(s, seat)) return { code: 'error.cannot-afford', params: { cost: d.cost } };
  return null;
}

export function applyBuild(s: CtState, stage: StageAsk, card: number): CtState {
  const seat = seatOf(stage);
  const city = [...cityOf(s, seat), { card, round: s.round }];
  let state: CtState = {
    ...useTurn(s, stage, { builds: stage.builds + 1 }),
    hands: replaceAt(s.hands, seat, without(handOf(s, seat), card)),
    gold: addGold(s.gold, seat, -cardType(card).cost),
    cities: replaceAt(s.cities, seat, city),
  };
  state = withEvents(state, { code: 'log.build', params: { seat: seatParam(seat), card: cardTerm(card) } });
  if (city.length >= COMPLETE_CITY && state.firstComplete === null) {
    state = withEvents({ ...state, firstComplete: seat }, { code: 'log.complete', params: { seat: seatParam(seat) } });
  }
  return state;
}

export function incomeError(stage: StageAsk): RuleError | null {
  if (INCOME_COLOR[stage.rank] === undefined) return { code: 'error.no-income' };
  if (stage.income) return { code: 'error.income-taken' };
  return null;
}

export function applyIncome(s: CtState, stage: StageAsk): CtState {
  const seat = seatOf(stage);
  const color = assertDefined(INCOME_COLOR[stage.rank], `the income colour of character ${stage.rank}`);
  const amount = incomeFor(s, seat, color);
  const state = { ...useTurn(s, stage, { income: true }), gold: addGold(s.gold, seat, amount) };
  return withEvents(state, {
    code: 'log.income',
    params: { seat: seatParam(seat), amount, color: termParam(`color.${color}`) },
  });
}

export function laboratoryError(s: CtState, stage: StageAsk, card: number): RuleError | null {
  const seat = seatOf(stage);
  if (!owns(s, seat, 'laboratory'))
    return { code: 'error.no-district', params: { card: termParam('district.laboratory') } };
  if (stage.laboratory) return { code: 'error.district-used' };
  if (!handOf(s, seat).includes(card)) return { code: 'error.not-in-hand' };
  return null;
}

export function applyLaboratory(s: CtState, stage: StageAsk, card: number): CtState {
  const seat = seatOf(stage);
  const state: CtState = {
    ...useTurn(s, stage, { laboratory: true }),
    hands: replaceAt(s.hands, seat, without(handOf(s, seat), card)),
    discard: [...s.discard, card],
    gold: addGold(s.gold, seat, 1),
  };
  return withEvents(state, { code: 'log.laboratory', params: { seat: seatParam(seat) } });
}

export function smithyError(s: CtState, stage: StageAsk): RuleError | null {
  const seat = seatOf(stage);
  if (!owns(s, seat, 'smithy')) return { code: 'error.no-district', params: { card: termParam('district.smithy') } };
  if (stage.smithy) return { code: 'error.district-used' };
  if (goldOf(s, seat) < smithyCost(s)) return { code: 'error.cannot-afford', params: { cost: smithyCost(s) } };
  if (drawable(s) === 0) return { code: 'error.deck-empty' };
  return null;
}

export function applySmithy(s: CtState, stage: StageAsk): CtState {
  const seat = seatOf(stage);
  const paid: CtState = { ...useTurn(s, stage, { smithy: true }), gold: addGold(s.gold, seat, -smithyCost(s)) };
  const { state, cards } = drawCards(paid, smithyDraw(s));
  return withEvents(addToHand(state, seat, cards), {
    code: 'log.smithy',
    params: { seat: seatParam(seat), cost: smithyCost(s), count: cards.length },
  });
}

export function applyEndTurn(s: CtState, stage: StageAsk): CtState {
  const ended = withEvents(
    { ...s, asks: settle(s.asks, stage) },
    { code: 'log.end-turn', params: { seat: seatParam(seatOf(stage)) } },
  );
  return callFrom(ended, stage.rank + 1);
}
