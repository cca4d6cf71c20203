// Costs (seed 新しいアクションカードを獲得する): payments with wood/metal/stone choices, VP copies, achievement costs.
import { type CardOption, type CostSym, CULTURE, type Res } from '../data';
import { cardType, WMS } from './helpers';
import type { AlState, Card } from './types';

/** Resources to pay for `cost` with `pay` filling the X (wood/metal/stone) slots, or null if it does not fit. */
export function payment(cost: readonly CostSym[], pay: readonly Res[]): number[] | null {
  const x = cost.filter((c) => c === 'X').length;
  if (pay.length !== x || pay.some((r, i) => !WMS.includes(r) || (i > 0 && r < (pay[i - 1] as Res)))) return null;
  const need = [0, 0, 0, 0, 0];
  for (const c of cost) if (c !== 'X') need[c] = (need[c] as number) + 1;
  for (const r of pay) need[r] = (need[r] as number) + 1;
  return need;
}
export const affords = (res: readonly number[], need: readonly number[]) =>
  need.every((n, i) => (res[i] as number) >= n);
/** The multisets of X payments of size n, sorted. */
export function xChoices(n: number): Res[][] {
  if (n === 0) return [[]];
  const out: Res[][] = [];
  const rec = (from: number, acc: Res[]) => {
    if (acc.length === n) {
      out.push(acc);
      return;
    }
    for (let i = from; i < WMS.length; i++) rec(i, [...acc, WMS[i] as Res]);
  };
  rec(0, []);
  return out;
}
export function cardCost(s: AlState, id: number): CostSym[] {
  const c = s.cards[id] as Card;
  return [...cardType(s, id).cost, ...Array.from({ length: c.vp }, () => CULTURE)];
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

export const storeOption = (s: AlState, card: number) =>
  cardType(s, card).options.find((o) => o.op === 'store') as Extract<CardOption, { op: 'store' }>;
