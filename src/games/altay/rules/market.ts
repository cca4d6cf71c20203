// Costs (seed 新しいアクションカードを獲得する): payments with wood/metal/stone choices, VP copies, achievement costs.
import { type CostSym, CULTURE, type Res } from '../data';
import { cardOf, cardType, NO_RES, RES5, WMS } from './helpers';
import type { AlState, ResCounts } from './types';

/** Resources to pay for `cost` with `pay` filling the X (wood/metal/stone) slots, or null if it does not fit. */
export function payment(cost: readonly CostSym[], pay: readonly Res[]): ResCounts | null {
  const x = cost.filter((c) => c === 'X').length;
  if (pay.length !== x || pay.some((r) => !WMS.includes(r))) return null;
  // the X choices as one multiset, written in ascending order
  const sorted = [...pay].sort((a, b) => a - b);
  if (pay.some((r, i) => r !== sorted[i])) return null;
  const need: [number, number, number, number, number] = [...NO_RES];
  for (const c of cost) if (c !== 'X') need[c] += 1;
  for (const r of pay) need[r] += 1;
  return need;
}
export const affords = (res: ResCounts, need: ResCounts) => RES5.every((r) => res[r] >= need[r]);
/** The multisets of X payments of size n, sorted. */
export function xChoices(n: number): Res[][] {
  if (n === 0) return [[]];
  const out: Res[][] = [];
  const rec = (from: number, acc: readonly Res[]) => {
    if (acc.length === n) {
      out.push([...acc]);
      return;
    }
    WMS.forEach((r, i) => {
      if (i >= from) rec(i, [...acc, r]);
    });
  };
  rec(0, []);
  return out;
}
export function cardCost(s: AlState, id: number): CostSym[] {
  return [...cardType(s, id).cost, ...Array.from({ length: cardOf(s, id).vp }, () => CULTURE)];
}

/** What is still missing on an achievement in progress, as cost symbols. */
export function remaining(cost: readonly CostSym[], placed: readonly Res[]): CostSym[] {
  const left: CostSym[] = [...cost];
  // exact matches first, then wood/metal/stone into X slots
  const rest: Res[] = [];
  for (const r of placed) {
    const i = left.indexOf(r);
    if (i >= 0) left.splice(i, 1);
    else rest.push(r);
  }
  for (const r of rest) {
    const i = left.indexOf('X');
    if (i >= 0 && WMS.includes(r)) left.splice(i, 1);
  }
  return left;
}
export const fits = (left: readonly CostSym[], r: Res) => left.includes(r) || (WMS.includes(r) && left.includes('X'));
