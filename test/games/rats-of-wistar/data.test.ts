import { describe, expect, test } from 'vitest';
import {
  ADVANCED_POWER_VP,
  BED_VP,
  CHEESE_VP,
  GUESTS,
  INVENTIONS,
  OBJECTIVES,
} from '../../../src/games/rats-of-wistar/data';

// The designed values changed by balance round 3 (NOTES.md "Balance", round 3; each marked in data.ts).
describe('Rats of Wistar designed balance values (NOTES.md balance round 3)', () => {
  test('beds: the second and third beds pay 6 and 9 (were 4 and 6); highest 16', () => {
    expect(BED_VP).toEqual([2, 6, 9, 12, 14, 16]);
  });
  test('cheese tiles 4, 3, 2, 1 (were 6, 5, 4, 3); advanced power 4 VP (was 2)', () => {
    expect(CHEESE_VP).toEqual([4, 3, 2, 1]);
    expect(ADVANCED_POWER_VP).toBe(4);
  });
  test('guests: none is worth more than 3 VP; the guests objective starts at 3 guests (was 2)', () => {
    expect(Math.max(...GUESTS.map((g) => g.vp))).toBe(3);
    expect(GUESTS.filter((g) => g.vp === 3)).toHaveLength(2);
    expect(OBJECTIVES.find((o) => o.measure === 'guests')?.needs).toEqual([3, 4, 5, 6]);
  });
  test('inventions #38 1 VP, #45 1 per room + 3 VP, #46 1 per guest + 2 VP, #50 6 VP, #51 7 VP, #55 4 VP', () => {
    expect(INVENTIONS[38]?.vp).toBe(1);
    expect([INVENTIONS[45]?.vp, INVENTIONS[45]?.effect]).toEqual([3, { kind: 'end', per: 'rooms', vp: 1 }]);
    expect([INVENTIONS[46]?.vp, INVENTIONS[46]?.effect]).toEqual([2, { kind: 'end', per: 'guests', vp: 1 }]);
    expect([INVENTIONS[50]?.vp, INVENTIONS[51]?.vp, INVENTIONS[55]?.vp]).toEqual([6, 7, 4]);
  });
});
