// Character powers: the Assassin, the Thief, the Magician, the Warlord's destruction and the Graveyard's answer.

import type { RuleError, Seat } from '../../../engine/game';
import { ASSASSIN, BISHOP, COMPLETE_CITY, cardType, MAGICIAN, type Rank, THIEF, WARLORD } from '../data';
import {
  addGold,
  cardTerm,
  charTerm,
  cityOf,
  drawCards,
  handOf,
  holderOf,
  owns,
  seatParam,
  setAt,
  sortNum,
  withEvents,
  without,
} from './helpers';
import { addToHand, turnOf, withTurn } from './turn';
import type { CtState } from './types';

function powerError(s: CtState, rank: Rank): RuleError | null {
  const t = turnOf(s);
  if (t.rank !== rank) return { code: 'error.not-your-power', params: { char: charTerm(rank) } };
  if (t.power) return { code: 'error.power-used' };
  return null;
}

const validRank = (r: number) => Number.isInteger(r) && r >= 1 && r <= 8;

export function assassinateError(s: CtState, target: Rank): RuleError | null {
  const e = powerError(s, ASSASSIN);
  if (e) return e;
  if (!validRank(target) || target === ASSASSIN) return { code: 'error.bad-target' };
  return null;
}

export function applyAssassinate(s: CtState, target: Rank): CtState {
  const t = turnOf(s);
  const state = withTurn({ ...s, killed: target }, { power: true });
  return withEvents(state, { code: 'log.assassinate', params: { ...seatParam(t.seat), char: charTerm(target) } });
}

/** The Thief may not rob the Assassin, itself, or the character the Assassin killed. */
export function robError(s: CtState, target: Rank): RuleError | null {
  const e = powerError(s, THIEF);
  if (e) return e;
  if (!validRank(target) || target === ASSASSIN || target === THIEF) return { code: 'error.bad-target' };
  if (target === s.killed) return { code: 'error.rob-killed', params: { char: charTerm(target) } };
  return null;
}

export function applyRob(s: CtState, target: Rank): CtState {
  const t = turnOf(s);
  const state = withTurn({ ...s, robbed: target }, { power: true });
  return withEvents(state, { code: 'log.rob', params: { ...seatParam(t.seat), char: charTerm(target) } });
}

export function swapError(s: CtState, seat: Seat, other: Seat): RuleError | null {
  const e = powerError(s, MAGICIAN);
  if (e) return e;
  if (!Number.isInteger(other) || other < 0 || other >= s.seats || other === seat) return { code: 'error.bad-target' };
  return null;
}

export function applySwap(s: CtState, seat: Seat, other: Seat): CtState {
  const mine = handOf(s, seat);
  const theirs = handOf(s, other);
  const state = withTurn({ ...s, hands: setAt(setAt(s.hands, seat, theirs), other, mine) }, { power: true });
  return withEvents(state, { code: 'log.swap', params: { ...seatParam(seat), other: { seat: other } } });
}

export function toggleError(s: CtState, seat: Seat, card: number): RuleError | null {
  const e = powerError(s, MAGICIAN);
  if (e) return e;
  if (!handOf(s, seat).includes(card)) return { code: 'error.not-in-hand' };
  return null;
}

export function applyToggle(s: CtState, card: number): CtState {
  const sel = turnOf(s).selected;
  return withTurn(s, { selected: sel.includes(card) ? without(sel, card) : sortNum([...sel, card]) });
}

export function redrawError(s: CtState): RuleError | null {
  const e = powerError(s, MAGICIAN);
  if (e) return e;
  if (turnOf(s).selected.length === 0) return { code: 'error.nothing-selected' };
  return null;
}

/** Draw as many as were marked, then put the marked cards on the bottom (so they cannot come straight back). */
export function applyRedraw(s: CtState, seat: Seat): CtState {
  const sel = turnOf(s).selected;
  const kept = handOf(s, seat).filter((c) => !sel.includes(c));
  const { state, cards } = drawCards({ ...s, hands: setAt(s.hands, seat, kept) }, sel.length);
  const next = withTurn(addToHand({ ...state, deck: [...state.deck, ...sel] }, seat, cards), {
    power: true,
    selected: [],
  });
  return withEvents(next, { code: 'log.redraw', params: { ...seatParam(seat), count: sel.length } });
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

export function destroyError(s: CtState, seat: Seat, target: Seat, card: number): RuleError | null {
  const e = powerError(s, WARLORD);
  if (e) return e;
  if (!Number.isInteger(target) || target < 0 || target >= s.seats || target === seat)
    return { code: 'error.bad-target' };
  const city = cityOf(s, target);
  if (!city.some((b) => b.card === card)) return { code: 'error.not-in-city' };
  if (city.length >= COMPLETE_CITY) return { code: 'error.city-complete', params: seatParam(target) };
  if (cardType(card).key === 'keep') return { code: 'error.keep' };
  if (bishopProtects(s, target)) return { code: 'error.bishop', params: seatParam(target) };
  const cost = destroyCost(s, target, card);
  if (cost > (s.gold[seat] ?? 0)) return { code: 'error.cannot-afford', params: { cost } };
  return null;
}

export function applyDestroy(s: CtState, seat: Seat, target: Seat, card: number): CtState {
  const cost = destroyCost(s, target, card);
  let state: CtState = {
    ...s,
    cities: setAt(
      s.cities,
      target,
      cityOf(s, target).filter((b) => b.card !== card),
    ),
    gold: addGold(s.gold, seat, -cost),
    discard: [...s.discard, card],
  };
  state = withTurn(state, { power: true });
  state = withEvents(state, {
    code: 'log.destroy',
    params: { ...seatParam(seat), other: { seat: target }, card: cardTerm(card), cost },
  });
  // Whoever else owns a Graveyard (still standing) may buy the card back for 1 gold.
  for (let g = 0; g < s.seats; g++) {
    if (g !== seat && owns(state, g, 'graveyard') && (state.gold[g] ?? 0) >= 1) {
      return { ...state, phase: 'graveyard', graveyard: { seat: g, card } };
    }
  }
  return state;
}

export function applyGraveyard(s: CtState, take: boolean): CtState {
  const g = s.graveyard;
  if (!g) throw new Error('no graveyard decision pending');
  const back: CtState = { ...s, phase: 'turn', graveyard: null };
  if (!take) return withEvents(back, { code: 'log.graveyard-no', params: seatParam(g.seat) });
  const state = addToHand({ ...back, gold: addGold(s.gold, g.seat, -1), discard: without(s.discard, g.card) }, g.seat, [
    g.card,
  ]);
  return withEvents(state, { code: 'log.graveyard', params: { ...seatParam(g.seat), card: cardTerm(g.card) } });
}
