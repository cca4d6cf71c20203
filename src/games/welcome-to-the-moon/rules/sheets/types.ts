// The part of every adventure's sheet that the shared core reads: number slots, zones and System Error boxes.

/** A zone: slots whose numbers must strictly ascend in this reading order (an X is ignored). */
export interface Zone {
  readonly id: number;
  readonly slots: readonly number[];
}

export interface SheetDef {
  readonly adventure: number;
  /** Number slots are ids 1..slotCount (the reference's ids); boxes use other ids of the same space. */
  readonly slotCount: number;
  /** Every slot is in at least one zone; in adventure 3 a slot is in a row zone and a column zone. */
  readonly zones: readonly Zone[];
  /** The System Error boxes, marked top to bottom. */
  readonly errorBoxes: readonly number[];
}
