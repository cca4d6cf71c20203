import { describe, expect, test } from 'vitest';
import {
  ADVANCED_POWER_VP,
  BED_VP,
  CHEESE_VP,
  GUESTS,
  INVENTIONS,
  OBJECTIVES,
  SECTORS,
} from '../../../src/games/rats-of-wistar/data';

// The designed values changed by balance rounds 3 and 4 (NOTES.md "Balance"; each marked in data.ts and
// data-inventions.ts).
describe('Rats of Wistar designed balance values (NOTES.md balance rounds 3 and 4)', () => {
  test('beds 3, 7, 10, 13, 15, 17 (round 4: one more each, beds were the weakest plan with inventions)', () => {
    expect(BED_VP).toEqual([3, 7, 10, 13, 15, 17]);
  });
  test('cheese tiles 3, 2, 1, 1 (round 4; were 4, 3, 2, 1); advanced power 4 VP (round 3; was 2)', () => {
    expect(CHEESE_VP).toEqual([3, 2, 1, 1]);
    expect(ADVANCED_POWER_VP).toBe(4);
  });
  test('guests: none is worth more than 3 VP; the guests objective starts at 3 guests (was 2)', () => {
    expect(Math.max(...GUESTS.map((g) => g.vp))).toBe(3);
    expect(GUESTS.filter((g) => g.vp === 3)).toHaveLength(2);
    expect(OBJECTIVES.find((o) => o.measure === 'guests')?.needs).toEqual([3, 4, 5, 6]);
  });
  test('round 4: #38 pays 1 wood for its potion; #32 and #59 cost 3 wood 3 metal; #46 costs 3 wood 2 metal', () => {
    expect(INVENTIONS[38]?.effect).toEqual({ kind: 'once', gain: { potion: 1 }, pay: { wood: 1 } });
    expect([INVENTIONS[32]?.cost, INVENTIONS[32]?.vp]).toEqual([{ wood: 3, metal: 3 }, 3]);
    expect(INVENTIONS[59]?.cost).toEqual({ wood: 3, metal: 3 });
    expect([INVENTIONS[46]?.cost, INVENTIONS[46]?.effect]).toEqual([
      { wood: 3, metal: 2 },
      { kind: 'end', per: 'guests', vp: 1 },
    ]);
  });
  test('round 4 VP: #45 1 (+1 per room), #47 0 (+2 per mission), #50 5, #51 7, #52 6, #53 4, #55 4, #56 2', () => {
    expect([INVENTIONS[45]?.vp, INVENTIONS[45]?.effect]).toEqual([1, { kind: 'end', per: 'rooms', vp: 1 }]);
    expect([INVENTIONS[47]?.vp, INVENTIONS[47]?.effect]).toEqual([0, { kind: 'end', per: 'missions', vp: 2 }]);
    expect([50, 51, 52, 53, 55, 56].map((d) => INVENTIONS[d]?.vp)).toEqual([5, 7, 6, 4, 4, 2]);
    expect([INVENTIONS[56]?.cost, INVENTIONS[56]?.effect]).toEqual([
      { wood: 3, metal: 3 },
      { kind: 'now', gain: { wild: 2 } },
    ]);
  });
});

// NOTES.md "The design": the wheel's spaces in play by player count, and how many of them play an invention.
describe('Rats of Wistar wheel spaces by player count (NOTES.md, The design: sectors)', () => {
  const inPlay = (seats: number) => SECTORS.flatMap((sec) => sec.spaces.filter((sp) => sp.minSeats <= seats));
  test.each([
    [1, 6, 1],
    [2, 9, 2],
    [3, 12, 3],
    [4, 14, 5],
  ])('%i player(s): %i spaces, %i of them with "play an invention"', (seats, spaces, play) => {
    expect(inPlay(seats)).toHaveLength(spaces);
    expect(inPlay(seats).filter((sp) => sp.bonuses.includes('play'))).toHaveLength(play);
  });
  test('six sectors of 1 to 3 spaces, 14 spaces in all', () => {
    expect(SECTORS.map((sec) => sec.spaces.length)).toEqual([3, 2, 3, 1, 3, 2]);
  });
});
