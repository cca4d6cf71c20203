// A greedy bot: it plays the write (and bonus) that best keeps its zones open for future numbers and gains rockets.

import type { Bot } from '../../engine/bot';
import type { Seat } from '../../engine/game';
import { STARSHIP_CARDS } from './data';
import type { WtmMove, WtmView } from './rules';
import { adventureRules } from './rules/adventures';
import { seatScore } from './rules/end';
import { emptyDraft } from './rules/turn';
import type { Draft, SheetState } from './rules/types';

/** cardsUpTo[n] = how many starship cards show a number ≤ n (numbers are 1..15). */
const cardsUpTo: number[] = Array.from({ length: 18 }, (_, n) => STARSHIP_CARDS.filter((c) => c.number <= n).length);
const cardsBetween = (lo: number, hi: number): number =>
  hi <= lo + 1 ? 0 : (cardsUpTo[Math.min(hi - 1, 17)] ?? 63) - (cardsUpTo[Math.max(lo, 0)] ?? 0);

/** How open the sheet stays: for each empty slot, the share of cards whose number would still fit there. */
function openness(adventure: WtmView['adventure'], sheet: SheetState): number {
  let total = 0;
  const rules = adventureRules(adventure);
  for (const zone of rules.zonesFor?.(sheet) ?? rules.sheet.zones) {
    let lo = 0;
    let gap = 0;
    for (const slot of zone.slots) {
      const c = sheet.cells[slot - 1];
      if (c === null) gap++;
      else if (typeof c === 'number') {
        total += (gap * cardsBetween(lo, c)) / 63;
        lo = c;
        gap = 0;
      }
    }
    total += (gap * cardsBetween(lo, 16)) / 63;
  }
  return total;
}

/** The bot's judgement of a sheet: its score, rockets toward the next rows, build Xs and openness. */
function value(view: WtmView, d: Draft): number {
  const sheet = d.sheet;
  const sheets = view.seats.map((sv) => sv.sheet);
  const me = typeof view.me === 'number' ? view.me : 0;
  const score = seatScore({ options: { adventure: view.adventure }, missions: view.missions, sheets }, sheet, me).total;
  const rockets = sheet.counters.rockets ?? 0;
  // Marks made (robots, plants, walls, markers…) are progress toward later points in the adventures that have them.
  const progress = view.adventure === 1 ? 0 : Object.keys(sheet.marks).length + (sheet.counters.energy ?? 0);
  const open = openness(view.adventure, sheet);
  return score + 4 * rockets + 3 * d.races.length + 3 * d.tasks.length + 1.5 * progress + 1.5 * open;
}

/** The draft after this move, without its randomness or the reveal (the bot only looks at its own sheet). */
function simulate(view: WtmView, d: Draft, m: WtmMove): Draft {
  const rules = adventureRules(view.adventure);
  switch (m.kind) {
    case 'choose':
      return { ...d, combo: m.combo, action: m.joker ?? view.combos[m.combo]?.action ?? null };
    case 'write': {
      const cells = d.sheet.cells.slice();
      cells[m.slot - 1] = m.number;
      return rules.afterWrite({ ...d, slot: m.slot, sheet: { ...d.sheet, cells } }, m.slot);
    }
    case 'placeX':
    case 'activate':
    case 'mark':
    case 'skip':
      return rules.applyTask(d, m);
    default:
      return d;
  }
}

/** A choice is judged by its best write. */
function moveValue(view: WtmView, d: Draft, m: WtmMove): number {
  if (m.kind !== 'choose') return value(view, simulate(view, d, m));
  const c = view.combos[m.combo];
  if (!c) return Number.NEGATIVE_INFINITY;
  const rules = adventureRules(view.adventure);
  let best = Number.NEGATIVE_INFINITY;
  const action = m.joker ?? c.action;
  for (const n of rules.numbersFor(c.number, action)) {
    for (const slot of rules.slotsForAction(action)) {
      if (d.sheet.cells[slot - 1] !== null) continue;
      const w = simulate(view, simulate(view, d, m), { kind: 'write', slot, number: n });
      best = Math.max(best, value(view, w) - orderPenalty(d.sheet, w.sheet, rules, slot));
    }
  }
  return best;
}

/** A write that breaks the ascending order is not a real option: rule it out cheaply. */
function orderPenalty(
  before: SheetState,
  after: SheetState,
  rules: ReturnType<typeof adventureRules>,
  slot: number,
): number {
  const n = after.cells[slot - 1];
  if (typeof n !== 'number') return 0;
  const zone = rules.sheet.zones.find((z) => z.slots.includes(slot));
  if (!zone) return 0;
  const i = zone.slots.indexOf(slot);
  const bad = zone.slots.some((other, j) => {
    const c = before.cells[other - 1];
    return typeof c === 'number' && (j < i ? c >= n : j > i && c <= n);
  });
  return bad ? 1e6 : 0;
}

export const bot: Bot<WtmView, WtmMove> = {
  choose(view: WtmView, seat: Seat, legal: readonly WtmMove[]): WtmMove {
    const first = legal[0];
    if (!first) throw new Error('no legal move');
    const confirm = legal.find((m) => m.kind === 'confirm');
    if (confirm) return confirm;
    const sheet = view.seats[seat]?.sheet;
    if (!sheet) return first;
    const d = view.draft ?? emptyDraft(sheet);
    let best = first;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const m of legal) {
      if (m.kind === 'cancel') continue;
      const v = moveValue(view, d, m);
      if (v > bestValue) {
        best = m;
        bestValue = v;
      }
    }
    return best;
  },
};
