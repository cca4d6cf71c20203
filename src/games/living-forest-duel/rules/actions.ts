// The four actions (recruit, extinguish, plant, move the Onibi), their bonuses and the victories they can bring.

import type { Seat } from '../../../engine/game';
import {
  animal,
  CLEARINGS,
  type ClearingBonus,
  ELEMENTS,
  type Element,
  type Season,
  seasonOf,
  type TreeBonus,
  tree,
} from '../data';
import { endTurn } from './flow';
import { hasThreeByThree, legalSquares, neighbourCards, placeTree } from './forest';
import { gainSanki, spendSanki } from './reveal';
import type { Frame, LfMove, LfState, WinCondition } from './types';
import { other, ownValue, seatOfState, tokenPreview, updateSeat } from './values';

export function newFrame(kind: Element, value: number, bonus: boolean): Frame {
  return { kind, value, bonus, piles: [], emptied: [] };
}

const top = (s: LfState): Frame | undefined => s.frames[s.frames.length - 1];
const withTop = (s: LfState, f: Frame): LfState => ({ ...s, frames: [...s.frames.slice(0, -1), f] });

function win(s: LfState, seat: Seat, won: WinCondition): LfState {
  return { ...s, phase: 'over', winner: seat, won, frames: [] };
}

/** Place an action token (from the turn, or with a Sanki card right after a reveal) and start its action. */
export function applyToken(s: LfState, seat: Seat, e: Element): LfState {
  const p = tokenPreview(s, seat, e);
  const paid = s.phase === 'sanki' ? spendSanki(s, seat) : s;
  const used = updateSeat(paid, seat, (st) => ({ ...st, used: st.used + 1 }));
  const tokens = [...used.tokens, { seat, element: e, index: p.index ?? 0 }];
  return settle({ ...used, tokens, phase: 'action', frames: [newFrame(e, p.total, false)] });
}

/** The current action's options as moves (without "finish"). */
export function frameOptions(s: LfState, seat: Seat, f: Frame): LfMove[] {
  switch (f.kind) {
    case 'sun':
      return s.recruit.flatMap((id, slot) =>
        id !== null && animal(id).cost <= f.value ? [{ kind: 'recruit' as const, slot }] : [],
      );
    case 'water':
      return s.fires.flatMap((on, clearing) =>
        on && (CLEARINGS[clearing]?.fire ?? 99) <= f.value ? [{ kind: 'extinguish' as const, clearing }] : [],
      );
    case 'plant':
      return ELEMENTS.flatMap((pile) => {
        const id = s.trees[pile][s.trees[pile].length - 1];
        if (id === undefined || f.piles.includes(pile) || tree(id).cost > f.value) return [];
        return legalSquares(seatOfState(s, seat).forest, id).map((p) => ({ kind: 'plant' as const, pile, ...p }));
      });
    case 'wind':
      return Array.from({ length: Math.max(0, f.value) }, (_, i) => ({ kind: 'advance' as const, steps: i + 1 }));
  }
}

/** Close finished actions (nothing left to do) until one has options; no action left ends the turn. */
export function settle(s: LfState): LfState {
  let out = s;
  for (let f = top(out); f && out.phase === 'action'; f = top(out)) {
    if (frameOptions(out, out.turn, f).length > 0) return out;
    out = closeFrame(out);
  }
  if (out.phase !== 'action') return out;
  return endTurn(out);
}

/** End the current action; a recruit refills its empty slots from the player's own pile. */
export function closeFrame(s: LfState): LfState {
  const f = top(s);
  if (!f) return s;
  const popped: LfState = { ...s, frames: s.frames.slice(0, -1) };
  if (f.kind !== 'sun' || f.emptied.length === 0) return popped;
  return refill(popped, s.turn, f.emptied);
}

export function lineIsAll(recruit: readonly (number | null)[], season: Season): boolean {
  const present = recruit.filter((id): id is number => id !== null);
  return present.length > 0 && present.every((id) => animal(id).season === season && animal(id).kind === 'season');
}

function refill(s: LfState, seat: Seat, slots: readonly number[]): LfState {
  let pile = seatOfState(s, seat).pile;
  const recruit = s.recruit.slice();
  for (const slot of [...slots].sort((a, b) => a - b)) {
    const id = pile[pile.length - 1];
    if (id === undefined) break;
    recruit[slot] = id;
    pile = pile.slice(0, -1);
  }
  const out = updateSeat({ ...s, recruit }, seat, (st) => ({ ...st, pile }));
  return lineIsAll(recruit, seasonOf(seat)) ? win(out, seat, 'recruitment') : out;
}

export function applyRecruit(s: LfState, _seat: Seat, slot: number): LfState {
  const f = top(s);
  const id = s.recruit[slot];
  if (!f || id === undefined || id === null) return s;
  const recruit = s.recruit.map((c, i) => (i === slot ? null : c));
  const next = { ...f, value: f.value - animal(id).cost, emptied: [...f.emptied, slot] };
  return settle(withTop({ ...s, recruit, discard: [...s.discard, id] }, next));
}

export function applyExtinguish(s: LfState, seat: Seat, clearing: number): LfState {
  const f = top(s);
  if (!f) return s;
  const fires = s.fires.map((on, i) => (i === clearing ? false : on));
  const out = updateSeat(
    withTop({ ...s, fires }, { ...f, value: f.value - (CLEARINGS[clearing]?.fire ?? 0) }),
    seat,
    (st) => ({
      ...st,
      fire: st.fire + 1,
    }),
  );
  if (seatOfState(out, seat).fire >= s.options.fireTarget) return win(out, seat, 'fire');
  return settle(out);
}

const BONUS_ELEMENT: Readonly<Record<Exclude<ClearingBonus | TreeBonus, 'sanki'>, Element>> = {
  recruit: 'sun',
  extinguish: 'water',
  plant: 'plant',
};

/** A bonus: a Sanki card at once, or an action of its element worth the player's own line and trees. */
function bonus(s: LfState, seat: Seat, b: ClearingBonus | TreeBonus): LfState {
  if (b === 'sanki') return gainSanki(s, seat);
  const e = BONUS_ELEMENT[b];
  return { ...s, frames: [...s.frames, newFrame(e, ownValue(s, seat, e), true)] };
}

export function applyPlant(s: LfState, seat: Seat, pile: Element, x: number, y: number): LfState {
  const f = top(s);
  const id = s.trees[pile][s.trees[pile].length - 1];
  if (!f || id === undefined) return s;
  const t = tree(id);
  const forest = placeTree(seatOfState(s, seat).forest, id, x, y);
  const trees = { ...s.trees, [pile]: s.trees[pile].slice(0, -1) };
  let out = updateSeat(
    withTop({ ...s, trees }, { ...f, value: f.value - t.cost, piles: [...f.piles, pile] }),
    seat,
    (st) => ({
      ...st,
      forest,
    }),
  );
  if (hasThreeByThree(forest)) return win(out, seat, 'forest');
  // Each neighbour showing the same half-icon completes one bonus; bonus actions run before the planting goes on.
  for (const n of neighbourCards(forest, x, y)) {
    if (!n.startsWith('lake-') && tree(n).bonus === t.bonus) out = bonus(out, seat, t.bonus);
  }
  return settle(out);
}

/** Steps toward the opponent's end; passing it re-enters at the own end, with the Onibi card cases. */
export function applyAdvance(s: LfState, seat: Seat, steps: number): LfState {
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
  const moved: LfState = { ...s, onibi: pos, onibiCard: card, frames: s.frames.slice(0, -1) };
  return settle(bonus(moved, seat, CLEARINGS[pos]?.bonus ?? 'sanki'));
}
