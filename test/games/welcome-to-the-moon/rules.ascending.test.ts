// Seed "数字配置ルール": strictly ascending per zone, no duplicates, gaps allowed, X ignores the order.
import { describe, expect, test } from 'vitest';
import { LAUNCH_SHEET } from '../../../src/games/welcome-to-the-moon/data';
import type { Cell } from '../../../src/games/welcome-to-the-moon/rules/types';
import { fitsAscending } from '../../../src/games/welcome-to-the-moon/rules/zones';

/** Zone 3 of The Launch (slots 7..11) written as a 5-cell row. */
function row(cells: readonly Cell[]): Cell[] {
  const out: Cell[] = Array.from({ length: 53 }, () => null);
  cells.forEach((c, i) => {
    out[6 + i] = c;
  });
  return out;
}

describe('seed 数字配置ルール', () => {
  test.each([
    // [zone row, slot (7..11), number, fits]
    ['empty zone: any number anywhere', [null, null, null, null, null], 9, 0, true],
    ['昇順: larger to the right of a smaller', [3, null, null, null, null], 8, 5, true],
    ['昇順: smaller right of a larger is refused', [9, null, null, null, null], 8, 5, false],
    ['重複禁止: the same number twice is refused', [5, null, null, null, null], 8, 5, false],
    ['スペース許可: gaps between numbers are fine', [2, null, null, null, 10], 9, 4, true],
    ['must be below the number on its right', [null, null, null, null, 4], 7, 6, false],
    ['between two numbers: strictly inside', [2, null, 6, null, null], 8, 4, true],
    ['between two numbers: equal to the right one refused', [2, null, 6, null, null], 8, 6, false],
    ['X記入: an X is not compared', ['X', null, null, null, null], 8, 0, true],
    ['X between numbers changes nothing', [3, 'X', null, null, null], 9, 2, false],
    ['a filled slot is refused', [3, null, null, null, null], 7, 4, false],
    ['0 and 17 are writable numbers', [0, null, null, null, null], 11, 17, true],
  ])('%s', (_name, cells, slot, n, fits) => {
    expect(fitsAscending(LAUNCH_SHEET, row(cells as Cell[]), slot as number, n as number)).toBe(fits);
  });

  test('zones are independent: a number in another floor does not constrain', () => {
    const cells = row([null, null, null, null, null]);
    cells[0] = 15; // slot 1, floor 1
    expect(fitsAscending(LAUNCH_SHEET, cells, 7, 1)).toBe(true);
  });
});
