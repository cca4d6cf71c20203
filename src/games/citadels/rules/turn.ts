// A character's turn: the action (gold or cards), building, district income, purple districts and ending the turn.

import type { RuleError, Seat } from '../../../engine/game';
import { ARCHITECT, COMPLETE_CITY, type Color, cardType, INCOME_COLOR, MERCHANT } from '../data';
import { callFrom } from './calling';
import {
  addGold,
  cardTerm,
  cityOf,
  drawable,
  drawCards,
  handOf,
  owns,
  seatParam,
  setAt,
  sortNum,
  withEvents,
  without,
} from './helpers';
import type { CtState, TurnState } from './types';

/** The turn in progress, asserted: only called for moves that passed turnError. */
export function turnOf(s: CtState): TurnState {
  if (!s.turn) throw new Error('no turn in progress');
  return s.turn;
}

export const withTurn = (s: CtState, patch: Partial<TurnState>): CtState => ({
  ...s,
  turn: { ...turnOf(s), ...patch },
});

export const smithyCost = (s: CtState) => (s.options.smithy === 'classic' ? 2 : 3);
export const smithyDraw = (s: CtState) => (s.options.smithy === 'classic' ? 3 : 2);

export function addToHand(s: CtState, seat: Seat, cards: readonly number[]): CtState {
  return { ...s, hands: setAt(s.hands, seat, sortNum([...handOf(s, seat), ...cards])) };
}

/** Districts of that colour in the city, plus one for the School of Magic (it counts as any colour for income). */
export function incomeFor(s: CtState, seat: Seat, color: Color): number {
  const city = cityOf(s, seat);
  const plain = city.filter((b) => cardType(b.card).color === color).length;
  return plain + (owns(s, seat, 'schoolOfMagic') ? 1 : 0);
}

export function actionError(s: CtState, draw: boolean): RuleError | null {
  if (turnOf(s).action !== 'none') return { code: 'error.action-done' };
  if (draw && drawable(s) === 0) return { code: 'error.deck-empty' };
  return null;
}

/** Bonuses that come with the action: the Merchant's extra gold, the Architect's two cards. */
function afterAction(s: CtState): CtState {
  const t = turnOf(s);
  let state = withTurn(s, { action: 'done' });
  if (t.rank === MERCHANT) {
    state = withEvents(
      { ...state, gold: addGold(state.gold, t.seat, 1) },
      { code: 'log.merchant', params: seatParam(t.seat) },
    );
  }
  if (t.rank === ARCHITECT) {
    const { state: drawn, cards } = drawCards(state, 2);
    state = withEvents(addToHand(drawn, t.seat, cards), {
      code: 'log.architect',
      params: { ...seatParam(t.seat), count: cards.length },
    });
  }
  return state;
}

export function applyTakeGold(s: CtState): CtState {
  const t = turnOf(s);
  const state = withEvents(
    { ...s, gold: addGold(s.gold, t.seat, 2) },
    { code: 'log.take-gold', params: seatParam(t.seat) },
  );
  return afterAction(state);
}

/** Draw 2 keep 1; the Observatory draws 3, the Library keeps 2 (both together: draw 3, keep 2). */
export function applyDrawCards(s: CtState): CtState {
  const t = turnOf(s);
  const n = owns(s, t.seat, 'observatory') ? 3 : 2;
  const keep = owns(s, t.seat, 'library') ? 2 : 1;
  const { state, cards } = drawCards(s, n);
  const logged = withEvents(state, { code: 'log.draw', params: { ...seatParam(t.seat), count: cards.length } });
  if (cards.length <= keep) return afterAction(addToHand(logged, t.seat, cards));
  return withTurn(logged, { action: 'drawing', drawn: cards, keep });
}

export function keepError(s: CtState, card: number): RuleError | null {
  const t = turnOf(s);
  if (t.action !== 'drawing') return { code: 'error.not-now' };
  if (!t.drawn.includes(card)) return { code: 'error.not-drawn' };
  return null;
}

export function applyKeepCard(s: CtState, card: number): CtState {
  const t = turnOf(s);
  const drawn = without(t.drawn, card);
  let state = withTurn(addToHand(s, t.seat, [card]), { drawn, keep: t.keep - 1 });
  state = withEvents(state, { code: 'log.kept', params: { card: cardTerm(card) }, visibleTo: [t.seat] });
  if (t.keep > 1) return state;
  // The cards not kept go to the bottom of the deck.
  state = withTurn({ ...state, deck: [...state.deck, ...drawn] }, { drawn: [] });
  return afterAction(state);
}

export function buildError(s: CtState, seat: Seat, card: number): RuleError | null {
  const t = turnOf(s);
  if (t.action !== 'done') return { code: 'error.action-first' };
  if (t.builds >= t.buildLimit) return { code: 'error.build-limit', params: { limit: t.buildLimit } };
  if (!handOf(s, seat).includes(card)) return { code: 'error.not-in-hand' };
  const d = cardType(card);
  if (owns(s, seat, d.key)) return { code: 'error.duplicate', params: { card: cardTerm(card) } };
  if (d.cost > (s.gold[seat] ?? 0)) return { code: 'error.cannot-afford', params: { cost: d.cost } };
  return null;
}

export function applyBuild(s: CtState, seat: Seat, card: number): CtState {
  const t = turnOf(s);
  const city = [...cityOf(s, seat), { card, round: s.round }];
  let state: CtState = {
    ...s,
    hands: setAt(s.hands, seat, without(handOf(s, seat), card)),
    gold: addGold(s.gold, seat, -cardType(card).cost),
    cities: setAt(s.cities, seat, city),
  };
  state = withTurn(state, { builds: t.builds + 1 });
  state = withEvents(state, { code: 'log.build', params: { ...seatParam(seat), card: cardTerm(card) } });
  if (city.length >= COMPLETE_CITY && state.firstComplete === null) {
    state = withEvents({ ...state, firstComplete: seat }, { code: 'log.complete', params: seatParam(seat) });
  }
  return state;
}

export function incomeError(s: CtState): RuleError | null {
  const t = turnOf(s);
  if (INCOME_COLOR[t.rank] === undefined) return { code: 'error.no-income' };
  if (t.income) return { code: 'error.income-taken' };
  return null;
}

export function applyIncome(s: CtState): CtState {
  const t = turnOf(s);
  const color = INCOME_COLOR[t.rank] ?? 'yellow';
  const amount = incomeFor(s, t.seat, color);
  const state = withTurn({ ...s, gold: addGold(s.gold, t.seat, amount) }, { income: true });
  return withEvents(state, {
    code: 'log.income',
    params: { ...seatParam(t.seat), amount, color: { term: `color.${color}` } },
  });
}

export function laboratoryError(s: CtState, seat: Seat, card: number): RuleError | null {
  if (!owns(s, seat, 'laboratory'))
    return { code: 'error.no-district', params: { card: { term: 'district.laboratory' } } };
  if (turnOf(s).laboratory) return { code: 'error.district-used' };
  if (!handOf(s, seat).includes(card)) return { code: 'error.not-in-hand' };
  return null;
}

export function applyLaboratory(s: CtState, seat: Seat, card: number): CtState {
  const state: CtState = {
    ...s,
    hands: setAt(s.hands, seat, without(handOf(s, seat), card)),
    discard: [...s.discard, card],
    gold: addGold(s.gold, seat, 1),
  };
  return withEvents(withTurn(state, { laboratory: true }), { code: 'log.laboratory', params: seatParam(seat) });
}

export function smithyError(s: CtState, seat: Seat): RuleError | null {
  if (!owns(s, seat, 'smithy')) return { code: 'error.no-district', params: { card: { term: 'district.smithy' } } };
  if (turnOf(s).smithy) return { code: 'error.district-used' };
  if ((s.gold[seat] ?? 0) < smithyCost(s)) return { code: 'error.cannot-afford', params: { cost: smithyCost(s) } };
  if (drawable(s) === 0) return { code: 'error.deck-empty' };
  return null;
}

export function applySmithy(s: CtState, seat: Seat): CtState {
  const paid: CtState = { ...s, gold: addGold(s.gold, seat, -smithyCost(s)) };
  const { state, cards } = drawCards(paid, smithyDraw(s));
  const next = withTurn(addToHand(state, seat, cards), { smithy: true });
  return withEvents(next, {
    code: 'log.smithy',
    params: { ...seatParam(seat), cost: smithyCost(s), count: cards.length },
  });
}

export function endTurnError(s: CtState): RuleError | null {
  return turnOf(s).action === 'done' ? null : { code: 'error.action-first' };
}

export function applyEndTurn(s: CtState): CtState {
  const t = turnOf(s);
  return callFrom(withEvents(s, { code: 'log.end-turn', params: seatParam(t.seat) }), t.rank + 1);
}
