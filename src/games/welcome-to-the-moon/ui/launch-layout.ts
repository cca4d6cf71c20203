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
}

function build(): LaunchLayout {
  const rows: FloorRow[] = [];
  const slots: SlotBox[] = [];
  const bonuses: BonusBox[] = [];
  const arrows: { box: number; x: number; y: number }[] = [];
  let width = 0;
  LAUNCH_SHEET.floors.forEach((floor, i) => {
    const y = TOP + i * ROW_H;
    rows.push({ zone: floor.zone, action: floor.action, y });
    const zone = LAUNCH_SHEET.zones.find((z) => z.id === floor.zone);
    let x = LABEL_W;
    LAUNCH_SHEET.quarters.forEach((q, qi) => {
      if (!q.slots.every((s) => zone?.slots.includes(s))) return;
      const qx = x;
      for (const slot of q.slots) {
        slots.push({ slot, x, y });
        x += SLOT;
      }
      let bx = qx + 2;
      const arrow = LAUNCH_SHEET.arrows.find((a) => a.quarter === qi);
      if (arrow) {
        arrows.push({ box: arrow.box, x: bx, y: y + SLOT + 2 });
        bx += 22;
      }
      for (const bonus of q.bonuses) {
        bonuses.push({ bonus, x: bx, y: y + SLOT + 2 });
        bx += bonus.kind === 'rockets' ? 30 : 22;
      }
      x = Math.max(x, bx) + QUARTER_GAP;
    });
    width = Math.max(width, x);
  });
  const trackY = TOP + LAUNCH_SHEET.floors.length * ROW_H + 4;
  return { width: width + 4, height: trackY + 150, rows, slots, bonuses, arrows, trackY };
}

export const LAUNCH_LAYOUT: LaunchLayout = build();
