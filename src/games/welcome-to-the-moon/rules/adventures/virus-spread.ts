// Adventure 6, The Virus (reference §7 "Virus rules"): quarters, infections, evacuation and the spread, where the
// player picks which empty slot a virus takes whenever more than one is free.

import { mark, on } from '../marks';
import { VIRUS_SHEET, type VirusQuarter } from '../sheets/virus';
import type { Draft, SheetState } from '../types';
import { withCell } from '../zones';

const S = VIRUS_SHEET;

export const quarterAt = (q: number): VirusQuarter => {
  const quarter = S.quarters[q];
  if (!quarter) throw new Error(`No quarter ${q}`);
  return quarter;
};
export const quarterOf = (slot: number): number => Math.floor((slot - 1) / 5);
export const isInfected = (sheet: SheetState, slot: number): boolean => sheet.marks[slot] === 'cross';
export const isEvacuated = (sheet: SheetState, q: number): boolean => on(sheet, quarterAt(q).evacuated);
/** Every walkway of the quarter closed (crossed). */
export const isQuarantined = (sheet: SheetState, q: number): boolean =>
  Object.keys(quarterAt(q).walkways).every((b) => sheet.marks[Number(b)] === 'cross');

/** An infection: the slot is filled (it counts as an X for the order) and crossed as infected. */
export function infect(sheet: SheetState, slot: number): SheetState {
  return mark(withCell(sheet, slot, 'X'), slot, 'cross');
}

/** Quarters whose five slots are all filled are evacuated (their energy is frozen, their virus spills over). */
export function evacuate(sheet: SheetState): SheetState {
  let out = sheet;
  S.quarters.forEach((q, i) => {
    if (!isEvacuated(out, i) && q.slots.every((slot) => out.cells[slot - 1] !== null)) {
      out = mark(out, q.evacuated, 'circle');
    }
  });
  return out;
}

export const emptyIn = (sheet: SheetState, q: number): number[] =>
  quarterAt(q).slots.filter((slot) => sheet.cells[slot - 1] === null);

/** The slots a seat has picked for this reveal's spreads, in order; a draft asked for no pick yet has none. */
export const picksOf = (draft: Draft): readonly number[] => draft.infections ?? [];

/** The counter that says a spread waits for the player's pick: the quarter + 1, 0 when nothing waits. */
const WAITING = 'infectAt';

/** The quarter and its empty slots where a spread waits for the player to pick, or null. */
export function waitingInfection(sheet: SheetState): { quarter: number; slots: number[] } | null {
  const at = sheet.counters[WAITING] ?? 0;
  return at > 0 ? { quarter: at - 1, slots: emptyIn(sheet, at - 1) } : null;
}

/**
 * A virus takes one empty slot of quarter q: the only one on its own, else the player's pick. `picks` are the
 * slots the player has picked so far for these spreads, in order; each one infects its slot, so the first pick
 * still empty is the one for this choice. None left: the sheet waits (and every later spread with it) until the
 * player picks (reference §7: "crosses one empty slot"; BGA lets the player choose, NOTES.md).
 */
function infectOne(sheet: SheetState, q: number, picks: readonly number[]): SheetState {
  const empty = emptyIn(sheet, q);
  if (empty.length <= 1) return empty[0] === undefined ? sheet : infect(sheet, empty[0]);
  const pick = picks.find((slot) => sheet.cells[slot - 1] === null);
  if (pick === undefined) return { ...sheet, counters: { ...sheet.counters, [WAITING]: q + 1 } };
  if (!empty.includes(pick)) throw new Error(`The infection pick ${pick} is not an empty slot of quarter ${q}`);
  return infect(sheet, pick);
}

/**
 * One propagation: every active virus takes an empty slot of its quarter, or, once its quarter is evacuated, one of
 * each neighbour behind an open walkway, quarters 0→10, evacuations checked after each virus. A quarantined quarter
 * (every walkway closed) neither passes the virus on nor catches it (NOTES.md, open question 3). A sheet waiting for
 * a pick spreads no further.
 */
export function spread(sheet: SheetState, picks: readonly number[] = []): SheetState {
  if (waitingInfection(sheet)) return sheet;
  let out = evacuate(sheet);
  for (const [i, q] of S.quarters.entries()) {
    if (!q.virus || !on(out, q.virus.box) || isQuarantined(out, i)) continue;
    const targets = isEvacuated(out, i)
      ? Object.entries(q.walkways)
          .filter(([box]) => out.marks[Number(box)] !== 'cross')
          .map(([, nb]) => nb)
      : [i];
    for (const t of targets) {
      out = infectOne(out, t, picks);
      if (waitingInfection(out)) return out;
    }
    out = evacuate(out);
  }
  return out;
}
