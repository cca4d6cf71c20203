// Geometry of The Launch's sheet, worked out from the sheet data: where each floor, slot, bonus box and arrow is drawn.

import { LAUNCH_SHEET } from '../data';
import type { LaunchBonus } from '../rules/sheets/launch';

export const SLOT = 44;
const QUARTER_GAP = 10;
const LABEL_W = 70;
const BONUS_H = 24;
const ROW_GAP = 10;
export const ROW_H = SLOT + BONUS_H + ROW_GAP;
const TOP = 8;

export interface SlotBox {
  readonly slot: number;
  readonly x: number;
  readonly y: number;
}

export interface BonusBox {
  readonly bonus: LaunchBonus;
  readonly x: number;
  readonly y: number;
}

export interface FloorRow {
  readonly zone: number;
  readonly action: string;
  readonly y: number;
  /** Height of the floor's label: one slot, or more when its quarters wrap onto further lines. */
  readonly height: number;
}

export interface LaunchLayout {
  readonly width: number;
  readonly height: number;
  readonly rows: readonly FloorRow[];
  readonly slots: readonly SlotBox[];
  readonly bonuses: readonly BonusBox[];
  /** Arrow box id -> position (next to the quarter it unlocks). */
  readonly arrows: readonly { readonly box: number; readonly x: number; readonly y: number }[];
  /** Top of the rocket track and error area, below the floors. */
  readonly trackY: number;
  /** Rocket rows per line of the track (all ten on a wide layout, five on a narrow one). */
  readonly trackRowsPerLine: number;
}

/** Track lines' height: a row of up to 6 rockets (2 × 3) and its value. */
export const TRACK_LINE_H = 62;

/**
 * Lays the floors out left to right. `maxWidth` wraps a floor's quarters onto another line when they would not fit
 * (phones), so slots stay big; the floor's label then spans all its lines.
 */
function build(maxWidth: number, minWidth: number): LaunchLayout {
  const rows: FloorRow[] = [];
  const slots: SlotBox[] = [];
  const bonuses: BonusBox[] = [];
  const arrows: { box: number; x: number; y: number }[] = [];
  let width = 0;
  let y = TOP;
  for (const floor of LAUNCH_SHEET.floors) {
    const zone = LAUNCH_SHEET.zones.find((z) => z.id === floor.zone);
    const top = y;
    let x = LABEL_W;
    LAUNCH_SHEET.quarters.forEach((q, qi) => {
      if (!q.slots.every((s) => zone?.slots.includes(s))) return;
      const arrow = LAUNCH_SHEET.arrows.find((a) => a.quarter === qi);
      const bonusW = (arrow ? 22 : 0) + q.bonuses.reduce((w, b) => w + (b.kind === 'rockets' ? 30 : 22), 0);
      const quarterW = Math.max(q.slots.length * SLOT, bonusW + 2);
      if (x > LABEL_W && x + quarterW > maxWidth) {
        x = LABEL_W;
        y += ROW_H;
      }
      const qx = x;
      for (const slot of q.slots) {
        slots.push({ slot, x, y });
        x += SLOT;
      }
      let bx = qx + 2;
      if (arrow) {
        arrows.push({ box: arrow.box, x: bx, y: y + SLOT + 2 });
        bx += 22;
      }
      for (const bonus of q.bonuses) {
        bonuses.push({ bonus, x: bx, y: y + SLOT + 2 });
        bx += bonus.kind === 'rockets' ? 30 : 22;
      }
      x = Math.max(x, bx) + QUARTER_GAP;
      width = Math.max(width, x);
    });
    rows.push({ zone: floor.zone, action: floor.action, y: top, height: y - top + SLOT });
    y += ROW_H;
  }
  const trackRowsPerLine = maxWidth < 600 ? 5 : LAUNCH_SHEET.rocketRows.length;
  const lines = Math.ceil(LAUNCH_SHEET.rocketRows.length / trackRowsPerLine);
  const trackY = y + 4;
  return {
    width: Math.max(width + 4, 4 + trackRowsPerLine * 53, minWidth),
    height: trackY + lines * TRACK_LINE_H + 88,
    rows,
    slots,
    bonuses,
    arrows,
    trackY,
    trackRowsPerLine,
  };
}

export const LAUNCH_LAYOUT: LaunchLayout = build(Number.POSITIVE_INFINITY, 370);
/**
 * Phones: floors wrap so the sheet is at most about 350 units wide, the width of a 390 px phone's sheet frame, and
 * a slot (44 units) is a 44 px target.
 */
export const LAUNCH_LAYOUT_NARROW: LaunchLayout = build(350, 340);
