// What an action in progress may do with the value it has left, and why a move of that action is refused.

import type { RuleError } from '../../../engine/game';
import { animal, CLEARINGS, ELEMENTS, type Element, tree } from '../data';
import { seatOf } from './asks';
import { legalSquares, placeError } from './forest';
import type { LfActionAsk, LfAskOf, LfMove, LfMoveOf, LfState } from './types';
import { seatOfState } from './values';

/** The face-up top card of a tree pile (a move read from outside may name a pile that does not exist). */
export function topTree(s: LfState, pile: Element): string | undefined {
  const cards = Object.hasOwn(s.trees, pile) ? s.trees[pile] : [];
  return cards[cards.length - 1];
}

/** The action's options as moves (without "finish"). */
export function actionOptions(s: LfState, ask: LfActionAsk): LfMove[] {
  switch (ask.kind) {
    case 'recruit':
      return s.recruit.flatMap((id, slot) =>
        id !== null && animal(id).cost <= ask.value ? [{ kind: 'recruit' as const, slot }] : [],
      );
    case 'extinguish':
      return CLEARINGS.flatMap((c, clearing) =>
        s.fires[clearing] && c.fire <= ask.value ? [{ kind: 'extinguish' as const, clearing }] : [],
      );
    case 'plant':
      return ELEMENTS.flatMap((pile) => {
        const id = topTree(s, pile);
        if (id === undefined || ask.piles.includes(pile) || tree(id).cost > ask.value) return [];
        const forest = seatOfState(s, seatOf(ask)).forest;
        return legalSquares(forest, id).map((p) => ({ kind: 'plant' as const, pile, ...p }));
      });
    case 'advance':
      return Array.from({ length: Math.max(0, ask.value) }, (_, i) => ({ kind: 'advance' as const, steps: i + 1 }));
  }
}

const tooExpensive = (cost: number, value: number): RuleError => ({
  code: 'error.too-expensive',
  params: { cost, value },
});

export function recruitError(s: LfState, ask: LfAskOf<'recruit'>, m: LfMoveOf<'recruit'>): RuleError | null {
  const id = s.recruit[m.slot];
  if (id === undefined || id === null) return { code: 'error.empty-slot' };
  return animal(id).cost > ask.value ? tooExpensive(animal(id).cost, ask.value) : null;
}

export function extinguishError(s: LfState, ask: LfAskOf<'extinguish'>, m: LfMoveOf<'extinguish'>): RuleError | null {
  const c = CLEARINGS[m.clearing];
  if (!c || !s.fires[m.clearing]) return { code: 'error.no-fire' };
  return c.fire > ask.value ? tooExpensive(c.fire, ask.value) : null;
}

export function plantError(s: LfState, ask: LfAskOf<'plant'>, m: LfMoveOf<'plant'>): RuleError | null {
  const id = topTree(s, m.pile);
  if (id === undefined) return { code: 'error.pile-empty' };
  if (ask.piles.includes(m.pile)) return { code: 'error.pile-used' };
  if (tree(id).cost > ask.value) return tooExpensive(tree(id).cost, ask.value);
  const err = placeError(seatOfState(s, seatOf(ask)).forest, id, m.x, m.y);
  return err ? { code: err } : null;
}

export function advanceError(_s: LfState, ask: LfAskOf<'advance'>, m: LfMoveOf<'advance'>): RuleError | null {
  return Number.isInteger(m.steps) && m.steps >= 1 && m.steps <= ask.value
    ? null
    : { code: 'error.too-far', params: { value: ask.value } };
}
