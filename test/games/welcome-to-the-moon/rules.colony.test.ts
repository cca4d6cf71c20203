// Seed "#3: コロニー" and reference §4 (The Colony): 2-D ascending order, tunnels, antennas, greenhouses, tanks,
// energy tracks, quarter race, planning penalty, missions and score.
import { describe, expect, test } from 'vitest';
import type { Action } from '../../../src/games/welcome-to-the-moon/data';
import { game, type WtmState } from '../../../src/games/welcome-to-the-moon/rules';
import { colony, litAntennas, multiplier } from '../../../src/games/welcome-to-the-moon/rules/adventures/3';
import { seatScore } from '../../../src/games/welcome-to-the-moon/rules/end';
import type { Cell, SheetState } from '../../../src/games/welcome-to-the-moon/rules/types';
import { fresh, playMoves, sheet, withCombos, withSheet } from './builders';

const same = (n: number, action: Action) =>
  [
    [n, action],
    [n, action],
    [n, action],
  ] as const;

function colonySheet(
  cells: Readonly<Record<number, Cell>> = {},
  marks: SheetState['marks'] = {},
  extra: Partial<SheetState> = {},
) {
  return { ...sheet(cells, extra, 3), marks };
}
const circled = (...boxes: number[]) => Object.fromEntries(boxes.map((b) => [b, 'circle' as const]));

function start(sh: SheetState, n: number, action: Action, seats = 1): WtmState {
  return withSheet(withCombos(fresh(seats, 'colony', 3), same(n, action)), 0, sh);
}
const draftSheet = (s: WtmState) => s.drafts[0]?.sheet ?? colonySheet();

describe('seed 2次元配置ルール: ascending left→right in rows and bottom→top in columns', () => {
  test.each([
    ['above a smaller number in its column', { 1: 5 }, 2, 7, true],
    ['below a larger number in its column is refused', { 3: 5 }, 2, 7, false],
    ['right of a smaller number in its row', { 1: 5 }, 7, 7, true],
    ['left of a smaller number in its row is refused', { 13: 5 }, 7, 7, false],
    ['both must hold: column fine, row broken', { 6: 2, 1: 9 }, 7, 8, false],
    ['an X is ignored in both directions', { 1: 'X', 6: 'X', 2: 'X' }, 7, 1, true],
  ] as const)('%s', (_n, cells, slot, n, fits) => {
    const s = playMoves(start(colonySheet(cells), n, 'robot'), 0, [{ kind: 'choose', combo: 0 }]);
    const ok = game.legalMoves(s, 0).some((m) => m.kind === 'write' && m.slot === slot);
    expect(ok).toBe(fits);
  });
});

describe('reference §4 actions', () => {
  const write = (sh: SheetState, action: Action, slot: number, n = 8) =>
    playMoves(start(sh, n, action), 0, [
      { kind: 'choose', combo: 0 },
      { kind: 'write', slot, number: n },
    ]);
  test('水: the tank of the written building is circled', () => {
    expect(draftSheet(write(colonySheet(), 'water', 5)).marks[113]).toBe('circle');
  });
  test('植物: the quarter’s next greenhouse is circled (the last one holds two plants)', () => {
    const s = write(colonySheet({}, circled(73, 74, 75)), 'plant', 7);
    expect(draftSheet(s).marks[76]).toBe('circle');
    expect(draftSheet(s).marks[77]).toBe('circle');
  });
  test('エネルギー: one step on one of the three tracks (crossed); the multiplier is the last crossed value', () => {
    let s = write(colonySheet(), 'energy', 7);
    expect(game.legalMoves(s, 0)).toEqual([
      { kind: 'mark', box: 101 },
      { kind: 'mark', box: 105 },
      { kind: 'mark', box: 109 },
      { kind: 'skip' },
      { kind: 'cancel' },
    ]);
    s = playMoves(s, 0, [{ kind: 'mark', box: 105 }]);
    expect(multiplier(draftSheet(s), 'water')).toBe(2);
    expect(multiplier(draftSheet(s), 'plants')).toBe(0);
  });
  test('ロボット: only tunnels touching the network from the start may be built', () => {
    const s = write(colonySheet(), 'robot', 20);
    const boxes = game.legalMoves(s, 0).flatMap((m) => (m.kind === 'mark' ? [m.box] : []));
    expect(boxes.sort()).toEqual([137, 141, 166, 171]);
  });
  test('antennas light when the building is filled and connected; the observatory needs the connection only', () => {
    expect(litAntennas(colonySheet({ 1: 3 }))).toEqual([129]);
    expect(litAntennas(colonySheet({ 3: 3 }, circled(137)))).toEqual([]);
    expect(litAntennas(colonySheet({ 3: 3 }, circled(137, 138)))).toEqual([125]);
    const path = circled(166, 172, 178, 184, 190, 161, 162, 163, 164, 165);
    expect(litAntennas(colonySheet({}, path))).toEqual([134, 135, 136]);
  });
  test('tunnels pass through the empty cells', () => {
    const net = circled(141, 142, 143, 174, 180);
    expect(litAntennas(colonySheet({ 19: 4 }, net))).toContain(126);
  });
  test('計画: an X anywhere and the next planning marker (penalty 1, 3, 6 …)', () => {
    const s = playMoves(write(colonySheet({}, {}, { counters: { astro: 0, plan: 2 } }), 'planning', 7), 0, [
      { kind: 'placeX', slot: 30 },
    ]);
    expect(draftSheet(s).counters.plan).toBe(3);
    const sc = seatScore(fresh(1, 'p', 3), draftSheet(s), 0).categories.find((c) => c.code === 'score.planning');
    expect(sc?.value).toBe(-6);
  });
  test('宇宙飛行士: ±2 modifier and a marker', () => {
    const s = playMoves(start(colonySheet(), 8, 'astronaut'), 0, [{ kind: 'choose', combo: 0 }]);
    const ns = [...new Set(game.legalMoves(s, 0).flatMap((m) => (m.kind === 'write' ? [m.number] : [])))].sort(
      (a, b) => a - b,
    );
    expect(ns).toEqual([6, 7, 8, 9, 10]);
  });
});

describe('seed 区画ボーナス: first to complete a quarter 15, later 5', () => {
  test('same-turn completers both take 15; later ones 5', () => {
    const nearly = colonySheet({ 1: 1, 2: 2, 6: 0, 7: 3, 8: 4, 12: 5, 13: 6 });
    let s = withCombos(fresh(3, 'q', 3), same(7, 'robot'));
    s = withSheet(withSheet(s, 0, nearly), 1, nearly);
    const finish = (st: WtmState, seat: number, slot: number, n: number) =>
      playMoves(st, seat, [
        { kind: 'choose', combo: 0 },
        { kind: 'write', slot, number: n },
        { kind: 'skip' },
        { kind: 'confirm' },
      ]);
    s = finish(finish(s, 0, 14, 7), 1, 14, 7);
    s = playMoves(s, 2, [
      { kind: 'choose', combo: 0 },
      { kind: 'write', slot: 30, number: 7 },
      { kind: 'skip' },
      { kind: 'confirm' },
    ]);
    expect(s.sheets.map((x) => x.marks[57])).toEqual(['circle', 'circle', 'cross']);
  });
  test('after the race, a completer circles the 5-point box', () => {
    const d = colony.afterWrite(
      {
        combo: 0,
        action: 'robot',
        systemError: false,
        slot: 14,
        sheet: colonySheet({ 1: 1, 2: 2, 6: 0, 7: 3, 8: 4, 12: 5, 13: 6, 14: 7 }, { 57: 'cross' }),
        tasks: [],
        races: [],
      },
      14,
    );
    expect(d.sheet.marks[61]).toBe('circle');
  });
});

describe('reference §4 missions', () => {
  const col = (from: number, to: number) =>
    Object.fromEntries(Array.from({ length: to - from + 1 }, (_, i) => [from + i, 'X' as const]));
  test.each([
    [76, colonySheet({ ...col(1, 5), ...col(6, 11), ...col(12, 16) }), true],
    [76, colonySheet({ ...col(1, 5), ...col(6, 11) }), false],
    [
      77,
      colonySheet({
        6: 'X',
        12: 'X',
        17: 'X',
        22: 'X',
        28: 'X',
        1: 'X',
        7: 'X',
        13: 'X',
        18: 'X',
        23: 'X',
        29: 'X',
        5: 'X',
        11: 'X',
        16: 'X',
        21: 'X',
        27: 'X',
      }),
      true,
    ],
    [78, colonySheet({}, circled(166, 172, 178, 184, 190, 161, 162, 163, 164, 165)), true],
    [78, colonySheet({}, circled(166, 172, 178)), false],
    [79, colonySheet({ 1: 1, 8: 3, 6: 2 }, circled(137, 142)), false],
    [80, colonySheet({}, circled(63, 64, 65, 66, 67, 68, 69, 70, 71, 72)), true],
    [80, colonySheet({}, circled(63, 64, 65, 66, 67, 68, 69, 70, 71)), false],
    [81, colonySheet({}, circled(113, 114, 117, 118)), true],
    [81, colonySheet({}, circled(113, 115, 117, 119)), false],
  ])('mission %i -> %s', (id, sh, met) => {
    expect(colony.missionMet(id, sh)).toBe(met);
  });
  test('mission 79: all antennas of the bottom-left and bottom-right quarters', () => {
    const cells = { 1: 1, 8: 3, 6: 2, 18: 1, 22: 1, 24: 5, 29: 2 };
    const net = circled(166, 142, 172, 178, 184, 190, 156, 157);
    expect(colony.missionMet(79, colonySheet(cells, net))).toBe(true);
  });
});

describe('reference §4 score', () => {
  test('a hand-built sheet: plants, water, antennas by multiplier, quarters, astronaut majority, planning, errors', () => {
    const marks = {
      ...circled(73, 74, 113, 114, 117, 55),
      101: 'cross' as const,
      102: 'cross' as const, // plants ×2
      105: 'cross' as const, // water ×2
      109: 'cross' as const, // antennas ×1
    };
    const mine = colonySheet({ 1: 1, 6: 2 }, marks, {
      errors: 1,
      counters: { astro: 3, plan: 2 },
      missions: [null, 'first', null],
    });
    const other = colonySheet({}, {}, { counters: { astro: 1, plan: 0 } });
    const s = { ...fresh(2, 'sc', 3), missions: [76, 78, 80], sheets: [mine, other] };
    const sc = seatScore(s, mine, 0);
    expect(Object.fromEntries(sc.categories.map((c) => [c.code, c.value]))).toEqual({
      'score.missions': 9,
      'score.plants': 4,
      'score.water': 6,
      'score.antennas': 2,
      'score.quarters': 15,
      'score.astronauts': 20,
      'score.planning': -3,
      'score.errors': -5,
    });
    expect(seatScore(s, other, 1).categories.find((c) => c.code === 'score.astronauts')?.value).toBe(10);
  });
});
