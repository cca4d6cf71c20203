// The four actions (recruit, extinguish, plant, move the Onibi), their bonuses and the victories they can bring.

import { assertDefined } from '../../../engine/assert';
import { settle } from '../../../engine/decision';
import type { Seat } from '../../../engine/game';
import { replaceAt } from '../../../engine/list';
import {
  animal,
  CLEARINGS,
  type ClearingBonus,
  clearing,
  type Element,
  type Season,
  seasonOf,
  type TreeBonus,
  tree,
} from '../data';
import { actionAsk, bonusAsk, isAction, seatOf } from './asks';
import { actionOptions, topTree } from './choices';
import { endTurn } from './flow';
import { hasThreeByThree, neighbourCards, placeTree } from './forest';
import { gainSanki, spendSanki } from './reveal';
import type { LfActionAsk, LfAskOf, LfMoveOf, LfState, WinCondition } from './types';
import { other, ownValue, seatOfState, tokenPreview, updateSeat } from './values';

function win(s: LfState, seat: Seat, won: WinCondition): LfState {
  return { ...s, asks: [], winner: seat, won };
}

/** Place an action token (on the turn, or with a Sanki card right after a reveal) and start its action. */
export function applyToken(s: LfState, ask: LfAskOf<'turn' | 'sanki'>, e: Element): LfState {
  const seat = seatOf(ask);
  const p = tokenPreview(s, seat, e);
  const index = assertDefined(p.index, `the shared card showing ${e}`);
  const paid = ask.kind === 'sanki' ? spendSanki(s, seat) : s;
  const used = updateSeat(paid, seat, (st) => ({ ...st, used: st.used + 1 }));
  const tokens = [...used.tokens, { seat, element: e, index }];
  return goOn({ ...used, tokens, asks: settle(used.asks, ask, actionAsk(seat, e, p.total)) }, seat);
}

/** Close the actions left with nothing to do (the top first) until one has options; with none left the turn ends. */
function goOn(s: LfState, seat: Seat): LfState {
  let out = s;
  while (out.winner === null) {
    const top = out.asks[out.asks.length - 1];
    if (top === undefined) return endTurn(out, seat);
    if (!isAction(top) || actionOptions(out, top).length > 0) return out;
    out = closeAction(out, top);
  }
  return out;
}

/** "Done": the action ends, even with value left. */
export const finishAction = (s: LfState, ask: LfActionAsk): LfState => goOn(closeAction(s, ask), seatOf(ask));

/** End an action; a recruit refills its empty slots from the player's own pile. */
function closeAction(s: LfState, ask: LfActionAsk): LfState {
  const closed: LfState = { ...s, asks: settle(s.asks, ask) };
  return ask.kind === 'recruit' && ask.emptied.length > 0 ? refill(closed, seatOf(ask), ask.emptied) : closed;
}

export function lineIsAll(recruit: readonly (number | null)[], season: Season): boolean {
  const present = recruit.filter((id): id is number => id !== null);
  return present.length > 0 && present.every((id) => animal(id).season === season && animal(id).kind === 'season');
}

/** Empty slots are refilled left to right from the top of the player's pile, while it lasts. */
function refill(s: LfState, seat: Seat, slots: readonly number[]): LfState {
  let pile = seatOfState(s, seat).pile;
  let recruit = s.recruit;
  for (const slot of [...slots].sort((a, b) => a - b)) {
    const id = pile[pile.length - 1];
    if (id === undefined) break;
    recruit = replaceAt(recruit, slot, id);
    pile = pile.slice(0, -1);
  }
  const out = updateSeat({ ...s, recruit }, seat, (st) => ({ ...st, pile }));
  return lineIsAll(recruit, seasonOf(seat)) ? win(out, seat, 'recruitment') : out;
}

export function applyRecruit(s: LfState, ask: LfAskOf<'recruit'>, slot: number): LfState {
  const id = assertDefined(s.recruit[slot], `the animal in recruitment slot ${slot}`);
  const next = { ...ask, value: ask.value - animal(id).cost, emptied: [...ask.emptied, slot] };
  const recruit = replaceAt(s.recruit, slot, null);
  return goOn({ ...s, recruit, discard: [...s.discard, id], asks: settle(s.asks, ask, next) }, seatOf(ask));
}

export function applyExtinguish(s: LfState, ask: LfAskOf<'extinguish'>, at: number): LfState {
  const seat = seatOf(ask);
  const next = { ...ask, value: ask.value - clearing(at).fire };
  const fires = replaceAt(s.fires, at, false);
  const out = updateSeat({ ...s, fires, asks: settle(s.asks, ask, next) }, seat, (st) => ({
    ...st,
    fire: st.fire + 1,
  }));
  if (seatOfState(out, seat).fire >= s.options.fireTarget) return win(out, seat, 'fire');
  return goOn(out, seat);
}

const BONUS_ELEMENT: Readonly<Record<Exclude<ClearingBonus | TreeBonus, 'sanki'>, Element>> = {
  recruit: 'sun',
  extinguish: 'water',
  plant: 'plant',
};

/**
 * Bonuses, each a Sanki card at once or an action of its element worth the player's own line and trees. The new
 * actions come before what was open (they run before the planting goes on).
 */
function bonuses(s: LfState, seat: Seat, ...got: readonly (ClearingBonus | TreeBonus)[]): [LfState, LfActionAsk[]] {
  let out = s;
  const asks: LfActionAsk[] = [];
  for (const b of got) {
    if (b === 'sanki') out = gainSanki(out, seat);
    else asks.push(bonusAsk(seat, BONUS_ELEMENT[b], ownValue(out, seat, BONUS_ELEMENT[b])));
  }
  return [out, asks];
}

export function applyPlant(s: LfState, ask: LfAskOf<'plant'>, m: LfMoveOf<'plant'>): LfState {
  const seat = seatOf(ask);
  const id = assertDefined(topTree(s, m.pile), `the top card of the ${m.pile} tree pile`);
  const t = tree(id);
  const forest = placeTree(seatOfState(s, seat).forest, id, m.x, m.y);
  const trees = { ...s.trees, [m.pile]: s.trees[m.pile].slice(0, -1) };
  const planted = updateSeat({ ...s, trees }, seat, (st) => ({ ...st, forest }));
  const next = { ...ask, value: ask.value - t.cost, piles: [...ask.piles, m.pile] };
  if (hasThreeByThree(forest)) return win(planted, seat, 'forest');
  // Each neighbour showing the same half-icon completes one bonus.
  const matching = neighbourCards(forest, m.x, m.y).filter((n) => !n.startsWith('lake-') && tree(n).bonus === t.bonus);
  const [out, extra] = bonuses(planted, seat, ...matching.map(() => t.bonus));
  return goOn({ ...out, asks: settle(s.asks, ask, ...extra, next) }, seat);
}

/** Steps toward the opponent's end; passing it re-enters at the own end, with the Onibi card cases. */
export function applyAdvance(s: LfState, ask: LfAskOf<'advance'>, steps: number): LfState {
  const seat = seatOf(ask);
  const dir = seat === 0 ? 1 : -1;
  const ownEnd = seat === 0 ? 0 : CLEARINGS.length - 1;
  let pos = s.onibi;
  let card = s.onibiCard;
  for (let i = 0; i < steps; i++) {
    const next = pos + dir;
    if (next >= 0 && next < CLEARINGS.length) {
      pos = next;
      continue;
    }
    if (card === other(seat)) return win({ ...s, onibi: pos }, seat, 'onibi');
    card = card === seat ? null : other(seat);
    pos = ownEnd;
  }
  const [out, extra] = bonuses({ ...s, onibi: pos, onibiCard: card }, seat, clearing(pos).bonus);
  return goOn({ ...out, asks: settle(s.asks, ask, ...extra) }, seat);
}
