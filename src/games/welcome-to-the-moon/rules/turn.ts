// A turn: every seat privately chooses a combination, writes its number and resolves bonuses, then confirms;
// once all have confirmed the choices are revealed together, races and sabotage resolve, missions are checked.

import { assertNever } from '../../../engine/assert';
import type { RuleError, Seat } from '../../../engine/game';
import { canonicalJson } from '../../../engine/json';
import { ACTIONS, type Action, ASTRA_LAUNCH } from '../data';
import { adventureRules } from './adventures';
import { flipAll } from './deck';
import { checkMissions, endTriggered, recordTotals } from './end';
import {
  applySoloEffect,
  bonusLeft,
  drawSolo,
  finishSoloTurn,
  racesWon,
  settleSolo,
  soloEffectBoxes,
  turnCombos,
} from './solo';
import type { Draft, Revealed, SheetState, WtmMove, WtmState } from './types';
import { fitsAscending } from './zones';

export function emptyDraft(sheet: SheetState): Draft {
  return { combo: null, action: null, systemError: false, slot: null, sheet, tasks: [], races: [] };
}

export function draftOf(s: WtmState, seat: Seat): Draft {
  const sheet = s.sheets[seat];
  if (!sheet) throw new Error(`No seat ${seat}`);
  return s.drafts[seat] ?? emptyDraft(sheet);
}

/** Every (slot, number) the combination lets this sheet write, with the printed action or the one a joker buys. */
export function writeOptions(
  s: WtmState,
  sheet: SheetState,
  combo: number,
  joker?: Action,
): { slot: number; number: number }[] {
  const c = turnCombos(s)[combo];
  if (!c) return [];
  const action = joker ?? c.action;
  const rules = adventureRules(s.options.adventure);
  const zones = rules.zonesFor?.(sheet);
  const out: { slot: number; number: number }[] = [];
  for (const n of rules.numbersFor(c.number, action)) {
    for (const slot of rules.slotsForAction(action)) {
      if (fitsAscending(rules.sheet, sheet.cells, slot, n, zones)) out.push({ slot, number: n });
    }
  }
  return out;
}

/** Every choose move: each writable combination, and with a joker left each other action that makes it writable. */
function chooseMoves(s: WtmState, sheet: SheetState): WtmMove[] {
  const rules = adventureRules(s.options.adventure);
  const jokers = rules.jokers?.(sheet) ?? 0;
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
  return [
    ...out,
    ...out.map((m): WtmMove => ({ ...m, kind: 'choose', combo: m.kind === 'choose' ? m.combo : 0, remove: true })),
  ];
}

function isActive(s: WtmState, seat: Seat): boolean {
  return !s.over && s.confirmed[seat] === false;
}

export function legalMoves(s: WtmState, seat: Seat): WtmMove[] {
  if (!isActive(s, seat)) return [];
  if (s.solo && s.solo.pending.length > 0) return soloEffectBoxes(s).map((box) => ({ kind: 'mark', box }));
  const d = draftOf(s, seat);
  const cancel: WtmMove[] = s.drafts[seat] ? [{ kind: 'cancel' }] : [];
  if (d.combo === null && !d.systemError) {
    const chooses = chooseMoves(s, d.sheet);
    return chooses.length > 0 ? chooses : [{ kind: 'systemError' }];
  }
  if (d.combo !== null && d.slot === null) {
    const writes = writeOptions(s, d.sheet, d.combo, d.action ?? undefined).map(
      (o): WtmMove => ({ kind: 'write', ...o }),
    );
    return [...writes, ...cancel];
  }
  if (d.tasks.length > 0) return [...adventureRules(s.options.adventure).taskMoves(d), ...cancel];
  return [{ kind: 'confirm' }, ...cancel];
}

function writeError(s: WtmState, d: Draft, slot: number, n: number): RuleError | null {
  if (s.solo && s.solo.pending.length > 0) return { code: 'error.solo-first' };
  if (d.systemError) return { code: 'error.not-now' };
  if (d.combo === null) return { code: 'error.choose-first' };
  if (d.slot !== null) return { code: 'error.already-written' };
  const rules = adventureRules(s.options.adventure);
  const c = turnCombos(s)[d.combo];
  const action = d.action;
  if (!c || !action) return { code: 'error.not-now' };
  if (!rules.numbersFor(c.number, action).includes(n)) {
    return { code: 'error.wrong-number', params: { number: c.number } };
  }
  if (!rules.slotsForAction(action).includes(slot)) {
    return { code: 'error.wrong-zone', params: { action: { term: `term.${action}` } } };
  }
  if (d.sheet.cells[slot - 1] !== null) return { code: 'error.slot-taken' };
  if (!fitsAscending(rules.sheet, d.sheet.cells, slot, n, rules.zonesFor?.(d.sheet))) {
    return { code: 'error.not-ascending', params: { number: n } };
  }
  return null;
}

/** Why a sheet tap (X, arrow, mark) is refused, in terms of what the turn is waiting for. */
function taskError(s: WtmState, d: Draft, kind: WtmMove['kind']): RuleError {
  if (kind === 'mark' && s.solo && s.solo.pending.length > 0) return { code: 'error.mark-solo' };
  const task = d.tasks[0];
  if (!task) return { code: 'error.not-now' };
  if (kind === 'placeX' && task.kind === 'x') return { code: 'error.x-slot' };
  if (kind === 'activate' && task.kind === 'activate') return { code: 'error.arrow' };
  if (kind !== 'mark') return { code: 'error.not-now' };
  if (task.kind === 'wall') return { code: 'error.mark-wall' };
  if (task.kind === 'action' && d.action) {
    return { code: 'error.mark-action', params: { action: { term: `term.${d.action}` } } };
  }
  return { code: 'error.mark-other' };
}

export function validate(s: WtmState, seat: Seat, m: WtmMove): RuleError | null {
  const d = draftOf(s, seat);
  switch (m.kind) {
    case 'choose':
      if (d.combo !== null || d.systemError) return { code: 'error.already-chosen' };
      if (s.solo && s.solo.pending.length > 0) return { code: 'error.solo-first' };
      if (!Number.isInteger(m.combo) || m.combo < 0 || m.combo >= turnCombos(s).length)
        return { code: 'error.not-now' };
      if (m.remove && (!s.solo || bonusLeft(s.solo) === 0)) return { code: 'error.no-astra-bonus' };
      if (m.joker !== undefined && (adventureRules(s.options.adventure).jokers?.(d.sheet) ?? 0) === 0) {
        return { code: 'error.no-joker' };
      }
      if (m.joker !== undefined && m.joker === turnCombos(s)[m.combo]?.action) return { code: 'error.not-now' };
      return writeOptions(s, d.sheet, m.combo, m.joker).length > 0 ? null : { code: 'error.combo-unwritable' };
    case 'write':
      return writeError(s, d, m.slot, m.number);
    case 'systemError':
    case 'placeX':
    case 'activate':
    case 'mark':
    case 'skip':
    case 'cancel':
    case 'confirm': {
      const want = canonicalJson(m);
      if (legalMoves(s, seat).some((l) => canonicalJson(l) === want)) return null;
      if (m.kind === 'systemError') return { code: 'error.must-write' };
      if (m.kind === 'confirm') return { code: 'error.unfinished' };
      return taskError(s, d, m.kind);
    }
    default:
      return assertNever(m, 'move');
  }
}

/** Drop leading tasks that cannot be done (no empty slot for an X, no arrow left to activate). */
function settle(s: WtmState, d: Draft): Draft {
  const rules = adventureRules(s.options.adventure);
  let out = d;
  while (out.tasks.length > 0 && rules.taskMoves(out).length === 0) out = { ...out, tasks: out.tasks.slice(1) };
  return out;
}

function setDraft(s: WtmState, seat: Seat, d: Draft | null): WtmState {
  const drafts = s.drafts.slice();
  drafts[seat] = d;
  return { ...s, drafts };
}

export function apply(s: WtmState, seat: Seat, m: WtmMove): WtmState {
  const rules = adventureRules(s.options.adventure);
  const d = draftOf(s, seat);
  switch (m.kind) {
    case 'choose': {
      const action = m.joker ?? turnCombos(s)[m.combo]?.action ?? null;
      const spend = m.joker !== undefined && rules.spendJoker ? rules.spendJoker : (x: SheetState) => x;
      const chosen: Draft = { ...d, combo: m.combo, action, sheet: spend(d.sheet) };
      return setDraft(s, seat, m.remove ? { ...chosen, remove: true } : chosen);
    }
    case 'systemError': {
      const marked: Draft = { ...d, systemError: true, sheet: rules.circleError(d.sheet) };
      return setDraft(s, seat, settle(s, rules.afterError ? rules.afterError(marked) : marked));
    }
    case 'write': {
      const cells = d.sheet.cells.slice();
      cells[m.slot - 1] = m.number;
      const written = rules.afterWrite({ ...d, slot: m.slot, sheet: { ...d.sheet, cells } }, m.slot);
      return setDraft(s, seat, settle(s, written));
    }
    case 'mark':
      if (s.solo && s.solo.pending.length > 0) {
        return settleSolo(applySoloEffect(s, m.box, rules.circleError), rules.circleError);
      }
      return setDraft(s, seat, settle(s, rules.applyTask(d, m)));
    case 'placeX':
    case 'activate':
    case 'skip':
      return setDraft(s, seat, settle(s, rules.applyTask(d, m)));
    case 'cancel':
      return setDraft(s, seat, null);
    case 'confirm': {
      const confirmed = s.confirmed.slice();
      confirmed[seat] = true;
      const next = { ...s, confirmed };
      return confirmed.every(Boolean) ? reveal(next) : next;
    }
    default:
      return assertNever(m, 'move');
  }
}

/** Everyone has confirmed: reveal all choices, resolve phase 5 and 6, then end the game or start the next turn. */
function reveal(s: WtmState): WtmState {
  const rules = adventureRules(s.options.adventure);
  const drafts = s.drafts.map((d, seat) => d ?? draftOf(s, seat));
  const cs = turnCombos(s);
  const lastTurn: Revealed[] = drafts.map((d, seat) => ({
    seat,
    combo: d.combo,
    slot: d.slot,
    number: d.slot === null ? null : (numberAt(d.sheet, d.slot) ?? cs[d.combo ?? 0]?.number ?? null),
    systemError: d.systemError,
  }));
  const resolved = rules.resolveTurn(drafts);
  const { sheets, claimed } = checkMissions(s, resolved);
  const base = {
    ...s,
    sheets,
    missionClaimed: claimed,
    drafts: s.drafts.map(() => null),
    lastTurn,
  };
  if (s.solo) return nextSoloTurn(s, base, drafts[0]);
  const scored = recordTotals(base);
  if (endTriggered(s, sheets)) return { ...scored, over: true };
  const [piles, rng] = flipAll(s.piles, s.rng);
  return { ...scored, piles, rng, turn: s.turn + 1, confirmed: s.confirmed.map(() => false) };
}

/** Solo: ASTRA takes its card, the usual and ASTRA's end triggers are checked, then the next three cards. */
function nextSoloTurn(s: WtmState, base: WtmState, draft: Draft | undefined): WtmState {
  const rules = adventureRules(s.options.adventure);
  const start = s.sheets[0];
  const after = base.sheets[0];
  if (!draft || !start || !after) return { ...base, over: true };
  const won = racesWon(s.options.adventure, start, after);
  const done = recordTotals(finishSoloTurn(base, draft, draft.remove === true, won));
  const astraLaunched = s.options.adventure === 1 && (done.solo?.astraRockets ?? 0) >= ASTRA_LAUNCH.rockets;
  if (endTriggered(s, base.sheets) || astraLaunched) return { ...done, over: true };
  const [drawn, rng] = drawSolo(done, s.rng);
  if (drawn.solo?.ending) return { ...drawn, rng, over: true };
  const next = { ...drawn, rng, turn: s.turn + 1, confirmed: [false] };
  return settleSolo(next, rules.circleError);
}

function numberAt(sheet: SheetState, slot: number): number | null {
  const c = sheet.cells[slot - 1];
  return typeof c === 'number' ? c : null;
}
