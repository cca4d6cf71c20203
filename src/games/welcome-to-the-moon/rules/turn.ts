// A seat's turn, first steps: choose a combination (or declare a System Error when none fits), then write its
// number; what the writing gives (bonuses, the action) is queued as tasks (rules/steps.ts).

import { assertDefined } from '../../../engine/assert';
import { type AskRules, settle } from '../../../engine/decision';
import { type RuleError, termParam } from '../../../engine/game';
import { replaceAt } from '../../../engine/list';
import { ACTIONS, type Action } from '../data';
import { adventureRules } from './adventures';
import { type AskOf, draftOf, freshDraft, seatOf, sheetOf, turnPrompt, workOf, writeAsk } from './asks';
import { refusal } from './refusal';
import { bonusLeft, turnCombos } from './solo';
import { nextStep, startOver } from './steps';
import type { Combo, Draft, SheetState, WtmMove, WtmState } from './types';
import { fitsAscending, withCell } from './zones';

type Rules<K extends 'choose' | 'write'> = AskRules<WtmState, WtmMove, AskOf<K>>;

const comboAt = (s: WtmState, combo: number): Combo => assertDefined(turnCombos(s)[combo], `combination ${combo}`);

/** Every (slot, number) the combination lets this sheet write, with the printed action or the one a joker buys. */
export function writeOptions(
  s: WtmState,
  sheet: SheetState,
  combo: number,
  joker?: Action,
): { slot: number; number: number }[] {
  const c = comboAt(s, combo);
  const action = joker ?? c.action;
  const rules = adventureRules(s.options.adventure);
  if (rules.writes) return rules.writes(sheet, c.number, action, battleSide(s));
  const zones = rules.zonesFor?.(sheet);
  const writable = rules.writable?.(sheet);
  const out: { slot: number; number: number }[] = [];
  for (const n of rules.numbersFor(c.number, action)) {
    for (const slot of rules.slotsForAction(action)) {
      if (writable && !writable(slot)) continue;
      if (fitsAscending(rules.sheet, sheet.cells, slot, n, zones)) out.push({ slot, number: n });
    }
  }
  return out;
}

/** Adventure 8: the half written this turn (everyone writes the same half on a given turn). */
function battleSide(s: WtmState): 0 | 1 {
  return assertDefined(adventureRules(s.options.adventure).boardFor, 'the Battle board rule')(s.turn, 0, 2).side;
}

/** Unspent jokers; an adventure without jokers has none. */
function jokersOf(s: WtmState, sheet: SheetState): number {
  const jokers = adventureRules(s.options.adventure).jokers;
  return jokers ? jokers(sheet) : 0;
}

/** Every choose move: each writable combination, and with a joker left each other action that makes it writable. */
function chooseMoves(s: WtmState, sheet: SheetState): WtmMove[] {
  const jokers = jokersOf(s, sheet);
  const out: WtmMove[] = [];
  turnCombos(s).forEach((c, combo) => {
    if (writeOptions(s, sheet, combo).length > 0) out.push({ kind: 'choose', combo });
    if (jokers === 0) return;
    for (const joker of ACTIONS) {
      if (joker !== c.action && writeOptions(s, sheet, combo, joker).length > 0)
        out.push({ kind: 'choose', combo, joker });
    }
  });
  // Solo: each choice may also spend a circled ASTRA bonus to remove the third card instead of giving it to ASTRA.
  if (!s.solo || bonusLeft(s.solo) === 0) return out;
  return [...out, ...out.map((m): WtmMove => (m.kind === 'choose' ? { ...m, remove: true } : m))];
}

function chooseError(s: WtmState, sheet: SheetState, m: Extract<WtmMove, { kind: 'choose' }>): RuleError | null {
  if (!Number.isInteger(m.combo) || m.combo < 0 || m.combo >= turnCombos(s).length) return { code: 'error.not-now' };
  if (m.remove !== undefined && (m.remove !== true || !s.solo || bonusLeft(s.solo) === 0)) {
    return { code: 'error.no-astra-bonus' };
  }
  if (m.joker !== undefined && jokersOf(s, sheet) === 0) return { code: 'error.no-joker' };
  if (m.joker !== undefined && (!ACTIONS.includes(m.joker) || m.joker === comboAt(s, m.combo).action)) {
    return { code: 'error.not-now' };
  }
  return writeOptions(s, sheet, m.combo, m.joker).length > 0 ? null : { code: 'error.combo-unwritable' };
}

/** The combination taken: its action (or the joker's) is in force, the joker spent, the number still to write. */
function chosen(s: WtmState, ask: AskOf<'choose'>, m: Extract<WtmMove, { kind: 'choose' }>): WtmState {
  const seat = seatOf(ask);
  const rules = adventureRules(s.options.adventure);
  const sheet = sheetOf(s, seat);
  const spent = m.joker !== undefined && rules.spendJoker ? rules.spendJoker(sheet) : sheet;
  const draft: Draft = {
    ...freshDraft(s, seat),
    sheet: spent,
    combo: m.combo,
    action: m.joker ?? comboAt(s, m.combo).action,
    ...(m.remove ? { remove: true } : {}),
    ...(rules.writes ? { card: comboAt(s, m.combo).number } : {}),
  };
  return { ...s, drafts: replaceAt(s.drafts, seat, draft), asks: settle(s.asks, ask, writeAsk(seat)) };
}

/** No combination fits: the next System Error is circled (adventure 2 compensates the first two). */
function systemError(s: WtmState, ask: AskOf<'choose'>): WtmState {
  const rules = adventureRules(s.options.adventure);
  const fresh = freshDraft(s, seatOf(ask));
  const work = workOf({ ...fresh, sheet: rules.circleError(fresh.sheet), systemError: true }, null);
  return nextStep(s, ask, rules.afterError ? rules.afterError(work) : work);
}

export const choose: Rules<'choose'> = {
  moves: ['choose', 'systemError'],
  notNow: (_s, ask, _seat, m) => refusal(ask, null, m),
  prompt: turnPrompt,
  legal(s, _ask, seat) {
    const chooses = chooseMoves(s, sheetOf(s, seat));
    return chooses.length > 0 ? chooses : [{ kind: 'systemError' }];
  },
  validate(s, ask, seat, m) {
    if (m.kind === 'choose') return chooseError(s, sheetOf(s, seat), m);
    return chooseMoves(s, sheetOf(s, seat)).length > 0 ? refusal(ask, null, m) : null;
  },
  apply(s, ask, _seat, m) {
    if (m.kind === 'choose') return chosen(s, ask, m);
    if (m.kind === 'systemError') return systemError(s, ask);
    throw new Error(`choose: ${m.kind} is not an answer`);
  },
};

function writeError(s: WtmState, d: Draft, slot: number, n: number): RuleError | null {
  const rules = adventureRules(s.options.adventure);
  const number = comboAt(s, assertDefined(d.combo, 'the combination chosen')).number;
  const action = assertDefined(d.action, 'the action in force');
  if (rules.writes) {
    const options = rules.writes(d.sheet, number, action, assertDefined(d.on, 'the half this draft writes on').side);
    if (options.some((o) => o.slot === slot && o.number === n)) return null;
    const listed = options.find((o) => o.slot === slot);
    return listed
      ? { code: 'error.wrong-number', params: { number: listed.number } }
      : { code: 'error.planet-order', params: { number } };
  }
  if (!rules.numbersFor(number, action).includes(n)) return { code: 'error.wrong-number', params: { number } };
  if (!rules.slotsForAction(action).includes(slot)) {
    return { code: 'error.wrong-zone', params: { action: termParam(`term.${action}`) } };
  }
  if (d.sheet.cells[slot - 1] !== null) return { code: 'error.slot-taken' };
  if (rules.writable && !rules.writable(d.sheet)(slot)) return { code: rules.cannotWrite ?? 'error.not-grown' };
  if (!fitsAscending(rules.sheet, d.sheet.cells, slot, n, rules.zonesFor?.(d.sheet))) {
    return { code: 'error.not-ascending', params: { number: n } };
  }
  return null;
}

/** The number written: the slot's bonuses and the action are queued. */
function written(s: WtmState, ask: AskOf<'write'>, slot: number, n: number): WtmState {
  const d = draftOf(s, seatOf(ask));
  const work = workOf({ ...d, slot, sheet: withCell(d.sheet, slot, n) }, null);
  return nextStep(s, ask, adventureRules(s.options.adventure).afterWrite(work, slot));
}

export const write: Rules<'write'> = {
  moves: ['write', 'cancel'],
  notNow: (s, ask, seat, m) => refusal(ask, draftOf(s, seat), m),
  prompt: turnPrompt,
  legal(s, _ask, seat) {
    const d = draftOf(s, seat);
    const combo = assertDefined(d.combo, 'the combination chosen');
    const writes = writeOptions(s, d.sheet, combo, assertDefined(d.action, 'the action in force')).map(
      (o): WtmMove => ({ kind: 'write', ...o }),
    );
    return [...writes, { kind: 'cancel' }];
  },
  validate: (s, _ask, seat, m) => (m.kind === 'write' ? writeError(s, draftOf(s, seat), m.slot, m.number) : null),
  apply(s, ask, _seat, m) {
    if (m.kind === 'write') return written(s, ask, m.slot, m.number);
    if (m.kind === 'cancel') return startOver(s, ask);
    throw new Error(`write: ${m.kind} is not an answer`);
  },
};
