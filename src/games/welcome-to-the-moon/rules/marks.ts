// Marking a sheet: circle or cross a box, read or move one of the counters its adventure keeps.

import { assertDefined } from '../../../engine/assert';
import type { Mark, SheetState } from './types';

export const mark = (sheet: SheetState, box: number, m: Mark): SheetState => ({
  ...sheet,
  marks: { ...sheet.marks, [box]: m },
});

export const on = (sheet: SheetState, box: number): boolean => sheet.marks[box] === 'circle';

/** One of the counters a fresh sheet of its adventure starts with (a broken invariant if it has no such counter). */
export const count = (sheet: SheetState, key: string): number => assertDefined(sheet.counters[key], `counter ${key}`);

export const bump = (sheet: SheetState, key: string, by = 1): SheetState => ({
  ...sheet,
  counters: { ...sheet.counters, [key]: count(sheet, key) + by },
});
