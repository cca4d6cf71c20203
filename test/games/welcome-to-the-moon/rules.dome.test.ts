// Reference §6 (Adventure 5, The Dome): growth from the ground, skyscraper end races, the tower's levels, the dome
// built from both ends by parity and split by planning, four upgrade tracks, missions paid by the missions track.
import { describe, expect, test } from 'vitest';
import type { Action } from '../../../src/games/welcome-to-the-moon/data';
import { game, type WtmState } from '../../../src/games/welcome-to-the-moon/rules';
import { buildable, canWrite, dome } from '../../../src/games/welcome-to-the-moon/rules/adventures/5';
import { seatScore } from '../../../src/games/welcome-to-the-moon/rules/end';
import { SOLO_TARGETS } from '../../../src/games/welcome-to-the-moon/rules/solo';
import type { Cell, SheetState } from '../../../src/games/welcome-to-the-moon/rules/types';
import { fresh, playMoves, sheet, withCombos, withSheet } from './builders';

const same = (n: number, action: Action) =>
  [
    [n, action],
    [n, action],
    [n, action],
  ] as const;
function domeSheet(
  cells: Readonly<Record<number, Cell>> = {},
  marks: SheetState['marks'] = {},
  extra: Partial<SheetState> = {},
): SheetState {
  return { ...sheet(cells, extra, 5), marks };
}
const crossed = (...boxes: number[]) => Object.fromEntries(boxes.map((b) => [b, 'cross' as const]));
const circled = (...boxes: number[]) => Object.fromEntries(boxes.map((b) => [b, 'circle' as const]));
function start(sh: SheetState, n: number, action: Action, seats = 1): WtmState {
  return withSheet(withCombos(fresh(seats, 'dome', 5), same(n, action)), 0, sh);
}
const write = (sh: SheetState, action: Action, slot: number, n = 8) =>
  playMoves(start(sh, n, action), 0, [
    { kind: 'choose', combo: 0 },
    { kind: 'write', slot, number: n },
  ]);
const draft = (s: WtmState) => s.drafts[0]?.sheet ?? domeSheet();
const writable = (s: WtmState) =>
  game
    .legalMoves(s, 0)
    .flatMap((m) => (m.kind === 'write' ? [m.slot] : []))
    .sort((a, b) => a - b);

describe('reference §6 growth rule: ground-level slots, or next to a filled slot of the same skyscraper', () => {
  test('an empty sheet takes numbers on the eight ground-level slots only', () => {
    const s = playMoves(start(domeSheet(), 8, 'astronaut'), 0, [{ kind: 'choose', combo: 0 }]);
    expect([...new Set(writable(s))]).toEqual([6, 7, 13, 14, 22, 23, 34, 35]);
  });
  test('a filled slot opens its neighbours above and below, never across skyscrapers', () => {
    const sh = domeSheet({ 7: 5, 14: 5 });
    expect(canWrite(sh, 8)).toBe(true);
    expect(canWrite(sh, 5)).toBe(false);
    expect(canWrite(sh, 15)).toBe(true);
    // 9 is the top of skyscraper 1, 10 the bottom of skyscraper 2: not neighbours.
    expect(canWrite(domeSheet({ 9: 5 }), 10)).toBe(false);
  });
  test('a write off the growth rule is refused with its reason', () => {
    const s = playMoves(start(domeSheet(), 8, 'robot'), 0, [{ kind: 'choose', combo: 0 }]);
    expect(game.validate(s, 0, { kind: 'write', slot: 3, number: 8 })?.code).toBe('error.not-grown');
  });
});

describe('reference §6 skyscraper end bonuses (first / later race)', () => {
  test('reaching the bottom of skyscraper 1 first circles box 92 (20 points)', () => {
    const s = write(domeSheet({ 2: 3, 3: 4, 4: 5, 5: 6, 6: 7, 7: 8 }), 'robot', 1, 1);
    expect(draft(s).marks[92]).toBe('circle');
    expect(seatScore(fresh(1, 'sc', 5), domeSheet({}, circled(92)), 0).categories).toContainEqual({
      code: 'score.skyscrapers',
      value: 20,
    });
  });
  test('at the reveal the others cross the first box; a later arrival circles the later box', () => {
    const others = dome.resolveTurn([
      { combo: 0, action: 'robot', systemError: false, slot: 1, sheet: domeSheet({}, circled(92)), races: [92] },
      { combo: 0, action: 'robot', systemError: false, slot: 6, sheet: domeSheet(), races: [] },
    ]);
    expect(others[1]?.marks[92]).toBe('cross');
    const s = write(domeSheet({ 2: 3, 3: 4, 4: 5, 5: 6, 6: 7, 7: 8 }, crossed(92)), 'robot', 1, 1);
    expect(draft(s).marks[93]).toBe('circle');
  });
});

describe('reference §6 actions', () => {
  test('plant circles the next plant box of the written slot’s level; water its water box', () => {
    expect(draft(write(domeSheet(), 'plant', 6)).marks[74]).toBe('circle');
    expect(draft(write(domeSheet({}, circled(74)), 'plant', 13)).marks[75]).toBe('circle');
    expect(draft(write(domeSheet(), 'water', 7)).marks[85]).toBe('circle');
  });
  test('astronaut: modifier ±2 and the next astronaut marker', () => {
    const s = playMoves(start(domeSheet(), 8, 'astronaut'), 0, [{ kind: 'choose', combo: 0 }]);
    const numbers = game.legalMoves(s, 0).flatMap((m) => (m.kind === 'write' && m.slot === 6 ? [m.number] : []));
    expect(numbers.sort((a, b) => a - b)).toEqual([6, 7, 8, 9, 10]);
    expect(draft(write(domeSheet(), 'astronaut', 6)).counters.astro).toBe(1);
  });
  test('robot builds the first or last unbuilt section of the number’s parity (114 odd … 121 even)', () => {
    expect(buildable(domeSheet(), 7)).toEqual([114]);
    expect(buildable(domeSheet(), 8)).toEqual([121]);
    expect(buildable(domeSheet({}, circled(114)), 8)).toEqual([115, 121]);
    const s = write(domeSheet(), 'robot', 6, 7);
    expect(game.legalMoves(s, 0)).toEqual(expect.arrayContaining([{ kind: 'mark', box: 114 }, { kind: 'skip' }]));
    expect(draft(playMoves(s, 0, [{ kind: 'mark', box: 114 }])).marks[114]).toBe('circle');
  });
  test('planning: an X anywhere (growth does not apply), then one section may be split into two halves', () => {
    const s = write(domeSheet(), 'planning', 6);
    expect(game.legalMoves(s, 0)).toContainEqual({ kind: 'placeX', slot: 2 });
    const x = playMoves(s, 0, [{ kind: 'placeX', slot: 2 }]);
    expect(game.legalMoves(x, 0)).toContainEqual({ kind: 'mark', box: 121 });
    const split = draft(playMoves(x, 0, [{ kind: 'mark', box: 121 }]));
    expect(split.marks[121]).toBe('cross');
    expect(split.counters.plan).toBe(1);
    // The halves keep the parent's parity: an even robot now builds the last half, 137.
    expect(buildable(split, 4)).toEqual([137]);
  });
  test('energy crosses one whole column of one track', () => {
    const s = write(domeSheet(), 'energy', 6);
    const marks = game.legalMoves(s, 0).flatMap((m) => (m.kind === 'mark' ? [m.box] : []));
    expect(marks.sort((a, b) => a - b)).toEqual([138, 146, 158, 166]);
    const t = draft(playMoves(s, 0, [{ kind: 'mark', box: 146 }]));
    expect([t.marks[146], t.marks[147], t.marks[148]]).toEqual(['cross', 'cross', 'cross']);
  });
});

describe('reference §6 missions 88-93', () => {
  test.each([
    [88, domeSheet({ 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 9 }), true],
    [88, domeSheet({ 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8 }), false],
    [89, domeSheet({ 9: 9, 19: 9 }), true],
    [89, domeSheet({ 9: 9, 18: 9 }), false],
    [90, domeSheet({}, circled(66, 67, 68, 83, 70, 71)), true],
    [90, domeSheet({}, circled(66, 67, 68, 83, 70)), false],
    [91, domeSheet({}, circled(66, 67, 82, 68, 69, 83)), true],
    [91, domeSheet({}, circled(66, 67, 82, 68, 69)), false],
    [92, domeSheet({}, { ...circled(114, 115, 116, 117, 118, 119, 120, 136, 137), ...crossed(121) }), true],
    [92, domeSheet({}, { ...circled(114, 115, 116, 117, 118, 119, 120, 136), ...crossed(121) }), false],
    [93, domeSheet({}, {}, { counters: { astro: 0, plan: 4 } }), true],
    [93, domeSheet({}, {}, { counters: { astro: 0, plan: 3 } }), false],
  ] as const)('mission %i on a hand-built sheet: %s', (id, sh, met) => {
    expect(dome.missionMet(id, sh)).toBe(met);
  });
});

describe('reference §6 scoring', () => {
  test('a hand-built sheet scores by the tracks in force', () => {
    const marks = {
      // missions track 2 columns (first 12, later 8); tower 1 column (1: 2, 2: 6, 3: 10); dome track 0 (6 each).
      ...crossed(138, 139, 140, 141, 146, 147, 148),
      // tower: level 0 three symbols, level 1 two, level 2 one.
      ...circled(66, 67, 82, 68, 83, 70),
      // skyscraper ends: 90 first (6), 95 later (10); dome: 7 of 8 sections built.
      ...circled(90, 95, 114, 115, 116, 117, 118, 119, 120),
    };
    const sh = domeSheet({}, marks, { missions: ['first', 'later', null], errors: 1 });
    const s = { ...fresh(1, 'sc', 5), missions: [88, 90, 92] };
    const score = seatScore(s, sh, 0);
    const by = Object.fromEntries(score.categories.map((c) => [c.code, c.value]));
    expect(by['score.missions']).toBe(12 + 8);
    expect(by['score.tower']).toBe(10 + 6 + 2);
    expect(by['score.skyscrapers']).toBe(16);
    expect(by['score.dome']).toBe(-6);
    expect(by['score.errors']).toBe(-5);
    expect(score.total).toBe(20 + 18 + 16 - 6 - 5);
  });
  test('astronaut majority: 1st takes the track’s first row (−10 before any upgrade), 2nd the second row', () => {
    const a = domeSheet({}, {}, { counters: { astro: 3, plan: 0 } });
    const b = domeSheet({}, crossed(158, 159), { counters: { astro: 1, plan: 0 } });
    const s = { ...fresh(2, 'sc', 5), sheets: [a, b] };
    const astro = (seat: number, sh: SheetState) =>
      seatScore(s, sh, seat).categories.find((c) => c.code === 'score.astronauts')?.value;
    expect(astro(0, a)).toBe(-10);
    expect(astro(1, b)).toBe(2);
  });
});

test('reference §6 A5 solo: every solo card crosses a skyscraper first-completion box', () => {
  expect(SOLO_TARGETS[5]).toEqual([90, 92, 94, 96, 98, 100, 102, 104]);
});
