// The bot's judgement in The Battle: its score over its two halves (the sheet it writes replaced by its draft),
// plus what planets it is winning but has not won yet, and the astronauts it keeps for later.

import type { WtmView } from '../rules';
import { controls, halfOf, halvesOf, insignias, multiplier, other, resolved, storedAstronauts } from '../rules/battle';
import { seatScore } from '../rules/end';
import { BATTLE_SHEET } from '../rules/sheets/battle';
import type { SheetState, Work } from '../rules/types';
import { asSoloState } from './solo';

/** Unresolved planets the seat leads on, weighed by its multiplier (a tie half, it would share the flag). */
function prospects(sheet: SheetState, side: 0 | 1): number {
  let v = 0;
  for (const p of BATTLE_SHEET.planets) {
    if (resolved(sheet, p) || controls(sheet, p, side)) continue;
    const boxes = [...p.slots, ...p.moons];
    const lead = insignias(sheet, boxes, side) - insignias(sheet, boxes, other(side));
    const open = p.slots.filter((s) => sheet.cells[s - 1] === null).length;
    // A lead counts more when few slots are left to overturn it.
    const sure = lead > 0 ? Math.min(1, 0.35 + lead / (open + 1)) : lead === 0 && open < p.slots.length ? 0.25 : 0;
    v += sure * multiplier(sheet, side, p.type);
  }
  return v;
}

/** The Battle's value of a draft: `shown` is every board as the view has it, the one the draft writes replaced. */
export function battleValue(view: WtmView, shown: readonly SheetState[], d: Work): number {
  const me = typeof view.me === 'number' ? view.me : 0;
  const on = view.on ?? d.on;
  const boards = shown.map((b, i) => (on && i === on.sheet ? d.sheet : b));
  if (boards.length === 0) return 0;
  const solo = view.solo ? asSoloState(view.solo) : null;
  const ctx = {
    options: { adventure: view.adventure },
    missions: view.missions,
    sheets: view.seats.map((s) => s.sheet),
    solo,
  };
  const own = boards[me] ?? d.sheet;
  const score = seatScore(ctx, own, me, boards).total;
  const future = halvesOf(boards, me).reduce(
    (a, h) =>
      a +
      prospects(h.sheet, h.side) +
      1.2 * storedAstronauts(h.sheet, h.side) +
      // Asteroids and moons taken are insignias the other side cannot have.
      0.3 * insignias(h.sheet, halfOf(h.side).asteroids, h.side),
    0,
  );
  return score + future + 3 * d.tasks.length;
}
