// Counting: element values of lines and forests, what a token would give, isolation, water and fire power.

import { assertDefined } from '../../../engine/assert';
import type { Seat } from '../../../engine/game';
import { updateAt } from '../../../engine/list';
import { ACTION_TOKENS, animal, CLEARINGS, ELEMENTS, type Element, ISOLATION_LOSS, isLake, tree } from '../data';
import type { ForestCell, LfState, SeatState, TokenPreview } from './types';

export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

export const seatOfState = (s: LfState, seat: Seat): SeatState => assertDefined(s.seats[seat], `seat ${seat}`);

export function updateSeat(s: LfState, seat: Seat, patch: (st: SeatState) => SeatState): LfState {
  return { ...s, seats: updateAt(s.seats, seat, patch) };
}

export const tokensLeft = (st: SeatState): number => Math.max(0, ACTION_TOKENS - st.used - st.lost);

export function lineValue(cards: readonly number[], e: Element): number {
  return cards.reduce((sum, id) => sum + animal(id).values[e], 0);
}

/** The visible card of a forest square. */
export const topCard = (cell: ForestCell): string =>
  assertDefined(cell.cards[cell.cards.length - 1], `a card on forest square ${cell.x},${cell.y}`);

/** Each visible tree adds 1 of its pile's element; a covered tree gives nothing (NOTES.md). */
export function treeValue(forest: readonly ForestCell[], e: Element): number {
  let n = 0;
  for (const cell of forest) {
    const top = topCard(cell);
    if (!isLake(top) && tree(top).pile === e) n++;
  }
  return n;
}

/** What the player brings to any action of that element: personal line and visible trees. */
export function ownValue(s: LfState, seat: Seat, e: Element): number {
  const st = seatOfState(s, seat);
  return lineValue(st.line, e) + treeValue(st.forest, e);
}

/**
 * A token on element e goes on the rightmost shared card showing e. It counts the shared cards after the
 * last token already on e (either player's) up to that card. A player's second token on the same element
 * needs, between its own earlier token and the new one, at least one card showing e that no token on e
 * designates (seed: 2つのアクショントークンの間にはトークンで指定されていない自然力が1つ以上).
 */
export function tokenPreview(s: LfState, seat: Seat, e: Element): TokenPreview {
  const shows = (id: number) => animal(id).values[e] !== 0;
  const index = s.shared.findLastIndex(shows);
  const onE = s.tokens.filter((t) => t.element === e);
  const prev = onE.reduce((m, t) => Math.max(m, t.index), -1);
  const mine = onE.filter((t) => t.seat === seat).reduce((m, t) => Math.max(m, t.index), -1);
  const from = prev + 1;
  const counted = index >= from ? s.shared.slice(from, index + 1) : [];
  const shared = lineValue(counted, e);
  const st = seatOfState(s, seat);
  const personal = lineValue(st.line, e);
  const trees = treeValue(st.forest, e);
  const designated = (i: number) => onE.some((t) => t.index === i);
  const between = mine < 0 || s.shared.some((id, i) => i > mine && i < index && shows(id) && !designated(i));
  const legal = index >= 0 && index > prev && between && tokensLeft(st) > 0;
  return {
    element: e,
    index: index >= 0 ? index : null,
    from,
    shared,
    personal,
    trees,
    total: shared + personal + trees,
    legal,
  };
}

export const previews = (s: LfState, seat: Seat): TokenPreview[] => ELEMENTS.map((e) => tokenPreview(s, seat, e));

/** Solitary icons in the shared line and the player's own line, less the gregarious icons there. */
export function isolation(s: LfState, seat: Seat): number {
  let n = 0;
  for (const id of [...s.shared, ...seatOfState(s, seat).line]) {
    const herd = animal(id).herd;
    if (herd === 'solitary') n++;
    else if (herd === 'gregarious') n--;
  }
  return n;
}

/** Tokens lost so far this round by the isolation count: 1 at 3, 2 at 4; never given back. */
export function applyIsolation(s: LfState): LfState {
  let out = s;
  for (const seat of [0, 1]) {
    const iso = isolation(out, seat);
    const loss = ISOLATION_LOSS.filter((at) => iso >= at).length;
    if (loss > seatOfState(out, seat).lost) out = updateSeat(out, seat, (st) => ({ ...st, lost: loss }));
  }
  return out;
}

/** Round-end water: own line and trees, plus the shared water not counted by any water token. */
export function waterFor(s: LfState, seat: Seat): number {
  const last = s.tokens.filter((t) => t.element === 'water').reduce((m, t) => Math.max(m, t.index), -1);
  return lineValue(s.shared.slice(last + 1), 'water') + ownValue(s, seat, 'water');
}

export const burning = (s: LfState, i: number): boolean => s.fires[i] === true || s.onibi === i;

/** Sum of the fire values of clearings with a fire token or the Onibi. */
export function firePower(s: LfState): number {
  return CLEARINGS.reduce((sum, c, i) => sum + (burning(s, i) ? c.fire : 0), 0);
}
