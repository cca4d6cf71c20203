// The Journey's walls drawn from a slot: after tapping a slot, the sides of it a wall may be drawn on now are offered
// as big buttons in the decision bar (the wall gaps on the drawing are too thin to hit reliably on a phone).

import { JOURNEY_SHEET as J } from '../rules/sheets/journey';
import type { LegalOptions } from './legal-options';

/** Wall boxes of The Journey, by the slot they follow. */
const WALL_AFTER = new Map(J.walls.map((w) => [w.after, w.box]));

/** True when a wall may be drawn now (some wall box is among the legal marks). */
export function wallsOpen(options: LegalOptions): boolean {
  return J.walls.some((w) => options.marks.has(w.box));
}

export interface WallSide {
  readonly side: 'before' | 'after';
  readonly box: number;
}

/** The sides of `slot` whose wall may be drawn now, before first. */
export function wallSides(slot: number, options: LegalOptions): WallSide[] {
  const sides: WallSide[] = [];
  const before = WALL_AFTER.get(slot - 1);
  const after = WALL_AFTER.get(slot);
  if (before !== undefined && options.marks.has(before)) sides.push({ side: 'before', box: before });
  if (after !== undefined && options.marks.has(after)) sides.push({ side: 'after', box: after });
  return sides;
}
