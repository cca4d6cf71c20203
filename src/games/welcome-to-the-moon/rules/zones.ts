// The shared writing rule: numbers strictly ascend in every zone a slot belongs to, and an X ignores the order.

import { assertDefined } from '../../../engine/assert';
import { replaceAt } from '../../../engine/list';
import type { SheetDef, Zone } from './sheets/types';
import type { Cell, SheetState } from './types';

const zoneCache = new WeakMap<SheetDef, readonly (readonly number[])[][]>();

/** For each slot id, the zones (as slot lists) it belongs to. Cached per sheet definition. */
function zonesBySlot(def: SheetDef): readonly (readonly number[])[][] {
  const cached = zoneCache.get(def);
  if (cached) return cached;
  const bySlot: (readonly number[])[][] = Array.from({ length: def.slotCount + 1 }, () => []);
  for (const z of def.zones) for (const slot of z.slots) bySlot[slot]?.push(z.slots);
  zoneCache.set(def, bySlot);
  return bySlot;
}

/** The slot's cell (empty is null); a slot outside the sheet is a broken invariant. */
export function cellAt(cells: readonly Cell[], slot: number): Cell {
  const c = cells[slot - 1];
  if (c === undefined) throw new Error(`Expected slot ${slot} to be on the sheet`);
  return c;
}

/** May `n` go in this empty slot? Every number before it in each of its zones is smaller, every one after larger. */
export function fitsAscending(
  def: SheetDef,
  cells: readonly Cell[],
  slot: number,
  n: number,
  zones?: readonly Zone[],
): boolean {
  if (slot < 1 || slot > def.slotCount || cellAt(cells, slot) !== null) return false;
  const mine = zones
    ? zones.filter((z) => z.slots.includes(slot)).map((z) => z.slots)
    : assertDefined(zonesBySlot(def)[slot], `the zones of slot ${slot}`);
  for (const zone of mine) {
    let before = true;
    for (const other of zone) {
      if (other === slot) {
        before = false;
        continue;
      }
      const c = cellAt(cells, other);
      if (typeof c !== 'number') continue;
      if (before ? c >= n : c <= n) return false;
    }
  }
  return true;
}

export function emptySlots(def: SheetDef, cells: readonly Cell[]): number[] {
  const out: number[] = [];
  for (let slot = 1; slot <= def.slotCount; slot++) if (cellAt(cells, slot) === null) out.push(slot);
  return out;
}

export function isFilled(cells: readonly Cell[], slots: readonly number[]): boolean {
  return slots.every((s) => cellAt(cells, s) !== null);
}

export function withCell(sheet: SheetState, slot: number, value: Cell): SheetState {
  return { ...sheet, cells: replaceAt(sheet.cells, slot - 1, value) };
}
