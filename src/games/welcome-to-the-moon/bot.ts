// A greedy bot: it plays the write (and bonus) that best keeps its zones open for future numbers and scores; solo, it
// also weighs the card it hands to ASTRA (bot/solo.ts).

import { assertDefined } from '../../engine/assert';
import type { Bot } from '../../engine/bot';
import type { Seat } from '../../engine/game';
import { battleValue } from './bot/battle';
import { asSoloState, chooseTerm, costsFor, soloMark } from './bot/solo';
import { STARSHIP_CARDS } from './data';
import type { WtmMove, WtmView } from './rules';
import { adventureRules } from './rules/adventures';
import { emptyDraft, workOf } from './rules/asks';
import { seatScore } from './rules/end';
import { count } from './rules/marks';
import type { SheetState, Work } from './rules/types';
import { fitsAscending, withCell } from './rules/zones';

/** cardsUpTo[n] = how many starship cards show a number ≤ n (numbers are 1..15). */
const cardsUpTo: number[] = Array.from({ length: 18 }, (_, n) => STARSHIP_CARDS.filter((c) => c.number <= n).length);
const upTo = (n: number): number => assertDefined(cardsUpTo[Math.max(0, Math.min(n, 17))], 'cards up to a number');
const cardsBetween = (lo: number, hi: number): number => (hi <= lo + 1 ? 0 : upTo(hi - 1) - upTo(lo));
/** One slot's entry of a per-slot table (every slot has one). */
const at = (table: readonly number[], i: number): number => assertDefined(table[i], 'a slot of the sheet');

/**
 * How open the sheet stays: for each empty slot, the share of cards whose number would still fit there, between the
 * nearest numbers around it in every zone it belongs to (The Colony's rows and columns). A gap counts no more slots
 * than there are distinct numbers left between its ends.
 */
function openness(adventure: WtmView['adventure'], sheet: SheetState): number {
  const rules = adventureRules(adventure);
  const n = sheet.cells.length;
  const lo = new Array<number>(n).fill(0);
  const hi = new Array<number>(n).fill(16);
  const room = new Array<number>(n).fill(1);
  const close = (gap: readonly number[], from: number, to: number) => {
    const share = Math.min(1, Math.max(0, to - from - 1) / Math.max(1, gap.length));
    for (const i of gap) {
      lo[i] = Math.max(at(lo, i), from);
      hi[i] = Math.min(at(hi, i), to);
      room[i] = Math.min(at(room, i), share);
    }
  };
  for (const zone of rules.zonesFor?.(sheet) ?? rules.sheet.zones) {
    let from = 0;
    let gap: number[] = [];
    for (const slot of zone.slots) {
      const c = sheet.cells[slot - 1];
      if (c === null) gap.push(slot - 1);
      else if (typeof c === 'number') {
        close(gap, from, c);
        from = c;
        gap = [];
      }
    }
    close(gap, from, 16);
  }
  let total = 0;
  sheet.cells.forEach((c, i) => {
    if (c === null) total += (at(room, i) * cardsBetween(at(lo, i), at(hi, i))) / 63;
  });
  // Rounded so that equal sheets compare equal whatever the order of the sum (ties then go to the first move).
  return Math.round(total * 1e6) / 1e6;
}

/**
 * Weights of openness and progress marks against points, tuned by seeded playouts. Solo games run longer (until the
 * deck runs out twice), so keeping the sheet open is worth more there; in The Mine counting marks only hurt.
 */
const WEIGHTS: Readonly<Record<number, { open: number; progress: number }>> = {
  1: { open: 4, progress: 1.5 },
  2: { open: 1.5, progress: 1.5 },
  3: { open: 1.5, progress: 1.5 },
  4: { open: 2, progress: 0 },
};
const SOLO_WEIGHTS: Readonly<Record<number, { open: number; progress: number }>> = {
  1: { open: 6, progress: 1.5 },
  2: { open: 1.5, progress: 1.5 },
  3: { open: 4, progress: 3 },
  4: { open: 2, progress: 0 },
};

/** Empty slots a number may go in now (The Escape's reachability). */
function reachableEmpty(sheet: SheetState): number {
  const writable = adventureRules(7).writable?.(sheet);
  return sheet.cells.filter((c, i) => c === null && (!writable || writable(i + 1))).length;
}

/** The bot's judgement of a sheet: its score, rockets toward the next rows, build Xs and openness. */
function value(view: WtmView, d: Work): number {
  if (view.boards) return battleValue(view, view.boards, d);
  const sheet = d.sheet;
  const sheets = view.seats.map((sv) => sv.sheet);
  const me = typeof view.me === 'number' ? view.me : 0;
  // Solo: majorities are shared with ASTRA, so the rules need its cards.
  const solo = view.solo ? asSoloState(view.solo) : null;
  const ctx = { options: { adventure: view.adventure }, missions: view.missions, sheets, solo };
  const score = seatScore(ctx, sheet, me).total;
  // Rockets are The Launch's counter, energy The Journey's.
  const rockets = view.adventure === 1 ? count(sheet, 'rockets') : 0;
  // Marks made (robots, plants, walls, markers…) are progress toward later points in the adventures that have them.
  const energy = view.adventure === 2 ? count(sheet, 'energy') : 0;
  const progress = view.adventure === 1 ? 0 : Object.keys(sheet.marks).length + energy;
  const open = openness(view.adventure, sheet);
  const w = (view.solo ? SOLO_WEIGHTS : WEIGHTS)[view.adventure] ?? { open: 1.5, progress: 1.5 };
  // The Escape: empty slots the sheet can reach are room to write next turns (airlocks open it up).
  const room = view.adventure === 7 ? 0.6 * reachableEmpty(sheet) : 0;
  return score + 4 * rockets + 3 * d.races.length + 3 * d.tasks.length + w.progress * progress + w.open * open + room;
}

/** The draft after this move, without its randomness or the reveal (the bot only looks at its own sheet). */
function simulate(view: WtmView, d: Work, m: WtmMove): Work {
  const rules = adventureRules(view.adventure);
  switch (m.kind) {
    case 'choose': {
      const c = assertDefined(view.combos[m.combo], 'the combination');
      // The Battle's write spends astronauts against the card's number.
      return { ...d, combo: m.combo, action: m.joker ?? c.action, ...(rules.writes ? { card: c.number } : {}) };
    }
    case 'write':
      return rules.afterWrite({ ...d, slot: m.slot, sheet: withCell(d.sheet, m.slot, m.number) }, m.slot);
    case 'placeX':
    case 'activate':
    case 'mark':
    case 'skip':
      return rules.applyTask(d, m);
    default:
      return d;
  }
}

/** A choice is judged by its best write (only writes the ascending order allows, walls and all). */
function moveValue(view: WtmView, d: Work, m: WtmMove): number {
  if (m.kind !== 'choose') return value(view, simulate(view, d, m));
  const c = view.combos[m.combo];
  if (!c) return Number.NEGATIVE_INFINITY;
  const rules = adventureRules(view.adventure);
  const zones = rules.zonesFor?.(d.sheet);
  const writable = rules.writable?.(d.sheet);
  const chosen = simulate(view, d, m);
  let best = Number.NEGATIVE_INFINITY;
  const action = m.joker ?? c.action;
  if (rules.writes) {
    for (const w of rules.writes(
      d.sheet,
      c.number,
      action,
      assertDefined(d.on, 'the half this draft writes on').side,
    )) {
      best = Math.max(best, value(view, simulate(view, chosen, { kind: 'write', ...w })));
    }
    return best;
  }
  for (const n of rules.numbersFor(c.number, action)) {
    for (const slot of rules.slotsForAction(action)) {
      if (writable && !writable(slot)) continue;
      if (!fitsAscending(rules.sheet, d.sheet.cells, slot, n, zones)) continue;
      best = Math.max(best, value(view, simulate(view, chosen, { kind: 'write', slot, number: n })));
    }
  }
  return best;
}

export const bot: Bot<WtmView, WtmMove> = {
  choose(view: WtmView, seat: Seat, legal: readonly WtmMove[]): WtmMove {
    const first = legal[0];
    if (!first) throw new Error('no legal move');
    const confirm = legal.find((m) => m.kind === 'confirm' || m.kind === 'nextAdventure');
    if (confirm) return confirm;
    // The Battle: the sheet written this turn may be a neighbour's.
    const sheet = view.on ? view.boards?.[view.on.sheet] : view.seats[seat]?.sheet;
    if (!sheet) return first;
    // Solo: a solo card's cross comes before the turn's choice (its spread's pick is judged like any task below).
    const picking = view.draft?.tasks[0]?.kind === 'spread';
    if (view.solo && view.solo.pending.length > 0 && !picking) return soloMark(view, sheet, legal) ?? first;
    const d = view.draft ?? workOf(emptyDraft(sheet, view.on), null);
    const costs = view.solo && d.combo === null ? costsFor(view, sheet) : null;
    // Solo offers the same number and action in several pairs (and again with `remove`): judge each write once.
    const seen = new Map<string, number>();
    const judge = (m: WtmMove): number => {
      const c = m.kind === 'choose' ? view.combos[m.combo] : undefined;
      if (m.kind !== 'choose' || !c) return moveValue(view, d, m);
      const key = `${c.number}/${m.joker ?? c.action}`;
      const known = seen.get(key);
      if (known !== undefined) return known;
      const v = moveValue(view, d, m);
      seen.set(key, v);
      return v;
    };
    let best = first;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const m of legal) {
      if (m.kind === 'cancel') continue;
      const v = judge(m) + (costs ? chooseTerm(view, sheet, m, costs) : 0);
      if (v > bestValue) {
        best = m;
        bestValue = v;
      }
    }
    return best;
  },
};
