// Seed "#4: 鉱山" and reference §5 (The Mine): layers, gems, symbols, extraction in phase 5, factories, missions, score.
import { describe, expect, test } from 'vitest';
import type { Action } from '../../../src/games/welcome-to-the-moon/data';
import { game, type WtmState } from '../../../src/games/welcome-to-the-moon/rules';
import { extract, mine } from '../../../src/games/welcome-to-the-moon/rules/adventures/4';
import { seatScore } from '../../../src/games/welcome-to-the-moon/rules/end';
import type { Cell, SheetState } from '../../../src/games/welcome-to-the-moon/rules/types';
import { fresh, playMoves, sheet, withCombos, withSheet } from './builders';

const same = (n: number, action: Action) =>
  [
    [n, action],
    [n, action],
    [n, action],
  ] as const;
function mineSheet(
  cells: Readonly<Record<number, Cell>> = {},
  marks: SheetState['marks'] = {},
  counters: Readonly<Record<string, number>> = {},
  extra: Partial<SheetState> = {},
): SheetState {
  const base = sheet(cells, extra, 4);
  return { ...base, marks, counters: { ...base.counters, ...counters } };
}
const crossed = (...boxes: number[]) => Object.fromEntries(boxes.map((b) => [b, 'cross' as const]));
const circled = (...boxes: number[]) => Object.fromEntries(boxes.map((b) => [b, 'circle' as const]));
function start(sh: SheetState, n: number, action: Action, seats = 1): WtmState {
  return withSheet(withCombos(fresh(seats, 'mine', 4), same(n, action)), 0, sh);
}
const write = (sh: SheetState, action: Action, slot: number, n = 8) =>
  playMoves(start(sh, n, action), 0, [
    { kind: 'choose', combo: 0 },
    { kind: 'write', slot, number: n },
  ]);
const draftSheet = (s: WtmState) => s.drafts[0]?.sheet ?? mineSheet();

describe('seed 鉱山構造: three layers, each ascending left to right', () => {
  test.each([
    [{ 1: 5 }, 2, 7, true],
    [{ 3: 5 }, 2, 7, false],
    [{ 1: 9 }, 13, 2, true],
  ] as const)('layer cells %j: slot %i takes %i -> %s', (cells, slot, n, ok) => {
    const s = playMoves(start(mineSheet(cells), n, 'robot'), 0, [{ kind: 'choose', combo: 0 }]);
    expect(game.legalMoves(s, 0).some((m) => m.kind === 'write' && m.slot === slot)).toBe(ok);
  });
});

describe('reference §5 actions', () => {
  test('a gem printed in the slot is circled when the slot is filled', () => {
    expect(draftSheet(write(mineSheet(), 'robot', 1)).marks[158]).toBe('circle');
  });
  test('水: circle one water symbol touching the written slot; with two the player picks', () => {
    const s = write(mineSheet(), 'water', 20);
    expect(game.legalMoves(s, 0)).toEqual([
      { kind: 'mark', box: 184 },
      { kind: 'mark', box: 186 },
      { kind: 'skip' },
      { kind: 'cancel' },
    ]);
    expect(draftSheet(playMoves(s, 0, [{ kind: 'mark', box: 186 }])).marks[186]).toBe('circle');
  });
  test('植物: a slot without a plant symbol offers nothing (the action is dropped)', () => {
    const s = write(mineSheet(), 'plant', 2);
    expect(game.legalMoves(s, 0)).toEqual([{ kind: 'confirm' }, { kind: 'cancel' }]);
  });
  test('ロボット/エネルギー: cross a box of any factory; a complete set upgrades it', () => {
    let s = write(mineSheet({}, crossed(69, 70)), 'robot', 5);
    expect(game.legalMoves(s, 0).filter((m) => m.kind === 'mark')).toHaveLength(14);
    s = playMoves(s, 0, [{ kind: 'mark', box: 71 }]);
    expect(draftSheet(s).marks[218]).toBeUndefined();
    const e = playMoves(write(mineSheet({}, crossed(69, 70, 71)), 'energy', 5), 0, [{ kind: 'mark', box: 85 }]);
    expect(draftSheet(e).marks[218]).toBe('circle');
  });
  test('secondary factories: 1-4 circle two boxes of their track, 5 gives three free robot crossings', () => {
    const one = playMoves(write(mineSheet({}, crossed(63)), 'energy', 5), 0, [{ kind: 'mark', box: 79 }]);
    expect(draftSheet(one).counters.plants).toBe(2);
    let five = playMoves(write(mineSheet({}, crossed(83)), 'energy', 5), 0, [{ kind: 'mark', box: 84 }]);
    expect(draftSheet(five).marks[155]).toBe('circle');
    expect(game.view(five, 0).draft?.tasks).toEqual([{ kind: 'robot' }, { kind: 'robot' }, { kind: 'robot' }]);
    five = playMoves(five, 0, [
      { kind: 'mark', box: 63 },
      { kind: 'mark', box: 64 },
      { kind: 'mark', box: 65 },
    ]);
    expect(draftSheet(five).counters.plants).toBe(0);
    expect(draftSheet(five).marks[147]).toBeUndefined();
  });
  test('宇宙飛行士/計画: modifier + marker; X + marker', () => {
    expect(draftSheet(write(mineSheet(), 'astronaut', 5)).counters.astro).toBe(1);
    const p = playMoves(write(mineSheet(), 'planning', 5), 0, [{ kind: 'placeX', slot: 1 }]);
    expect(draftSheet(p).counters.plan).toBe(1);
    expect(draftSheet(p).marks[158]).toBe('circle');
  });
});

describe('seed 採掘処理（フェーズ5）: a full column sends its circled resources to the factory tracks', () => {
  test('extraction crosses circled gems and symbols of the column and advances their tracks', () => {
    // Column 1: slots 2, 14, 26. Pearl 163 (slot 2), ruby 166 (slot 26), water 164 and plant 165 circled.
    const sh = mineSheet({ 2: 1, 14: 1, 26: 1 }, circled(163, 166, 164, 165));
    const out = extract(sh);
    expect(out.marks).toMatchObject(crossed(163, 166, 164, 165, 233));
    expect(out.counters).toMatchObject({ pearls: 1, rubies: 1, water: 1, plants: 1 });
  });
  test('an uncircled symbol is not extracted; an incomplete column is left', () => {
    const out = extract(mineSheet({ 2: 1, 14: 1 }, circled(163)));
    expect(out.marks[163]).toBe('circle');
    expect(out.marks[233]).toBeUndefined();
  });
  test('extraction happens at the end of the turn, with the filling bonus race (first reachers circle, others cross)', () => {
    let s = withCombos(fresh(2, 'fill', 4), same(3, 'robot'));
    const near = mineSheet({ 2: 1, 14: 2 }, circled(163), { pearls: 9 });
    s = withSheet(withSheet(s, 0, near), 1, mineSheet());
    s = playMoves(s, 0, [
      { kind: 'choose', combo: 0 },
      { kind: 'write', slot: 26, number: 3 },
      { kind: 'skip' },
      { kind: 'confirm' },
    ]);
    expect(s.sheets[0]?.marks[233]).toBeUndefined();
    s = playMoves(s, 1, [
      { kind: 'choose', combo: 0 },
      { kind: 'write', slot: 30, number: 3 },
      { kind: 'skip' },
      { kind: 'confirm' },
    ]);
    expect(s.sheets[0]?.counters.pearls).toBe(10);
    expect(s.sheets[0]?.marks[226]).toBe('circle');
    expect(s.sheets[1]?.marks[226]).toBe('cross');
  });
});

describe('reference §5 missions', () => {
  test.each([
    [82, mineSheet({}, crossed(232, 234, 236, 238, 240)), true],
    [82, mineSheet({}, crossed(232, 234, 236, 238)), false],
    [83, mineSheet({}, crossed(235, 236, 237, 238)), true],
    [83, mineSheet({}, crossed(235, 236, 237, 239)), false],
    [84, mineSheet({}, circled(147, 149, 151, 153, 155)), true],
    [85, mineSheet({}, circled(147, 149, 151, 218, 219, 220)), true],
    [85, mineSheet({}, circled(147, 149, 151, 218, 219)), false],
    [86, mineSheet({}, { ...circled(159, 161, 165, 167), ...crossed(172, 178, 188, 189) }), true],
    [87, mineSheet({}, circled(164, 171, 175, 182)), false],
    [87, mineSheet({}, circled(164, 171, 175, 182, 184)), true],
  ])('mission %i -> %s', (id, sh, met) => {
    expect(mine.missionMet(id, sh)).toBe(met);
  });
});

describe('reference §5 score', () => {
  test.each([
    ['before any upgrade', {}, 3 * 2 + 2 * 3 + 4 * 2 + 1 * 2 + 0 - 2 * 3],
    [
      'after plant, water and planning upgrades, with the pearl bonus',
      circled(218, 219, 223, 226),
      3 * 4 + 2 * 5 + 4 * 2 + 8 + 1 * 2 + 0 - 0,
    ],
    ['astronaut control upgraded', circled(222), 3 * 2 + 2 * 3 + 4 * 2 + 1 * 2 + 5 * 3 - 2 * 3],
  ])('%s', (_n, marks, total) => {
    const sh = mineSheet({}, marks, { plants: 3, water: 2, pearls: 4, rubies: 1, astro: 5, plan: 2 });
    expect(seatScore(fresh(1, 'sc', 4), sh, 0).total).toBe(total);
  });
});
