// Seed "#2: 航路" and reference §3 (The Journey): walls, actions, jokers, races, missions and score.
import { describe, expect, test } from 'vitest';
import type { Action } from '../../../src/games/welcome-to-the-moon/data';
import { game, type WtmMove, type WtmState } from '../../../src/games/welcome-to-the-moon/rules';
import { journey, sections } from '../../../src/games/welcome-to-the-moon/rules/adventures/2';
import { isOver } from '../../../src/games/welcome-to-the-moon/rules/asks';
import { seatScore } from '../../../src/games/welcome-to-the-moon/rules/end';
import type { SheetState } from '../../../src/games/welcome-to-the-moon/rules/types';
import { fresh, journeySheet, playMoves, withCombos, withSheet } from './builders';

const same = (n: number, action: Action) =>
  [
    [n, action],
    [n, action],
    [n, action],
  ] as const;

function start(sh: SheetState, n: number, action: Action, seats = 1): WtmState {
  return withSheet(withCombos(fresh(seats, 'journey', 2), same(n, action)), 0, sh);
}

const draftSheet = (s: WtmState): SheetState => s.drafts[0]?.sheet ?? journeySheet();
const moves = (s: WtmState) => game.legalMoves(s, 0);

describe('seed 軌道システム: one 36-slot zone, split by walls', () => {
  test.each([
    [[], [36]],
    [[93], [4, 32]],
    [
      [93, 97],
      [4, 4, 28],
    ],
    [
      [90, 124],
      [1, 34, 1],
    ],
  ])('walls %j give sections of %j slots', (walls, sizes) => {
    const marks = Object.fromEntries(walls.map((b) => [b, 'circle' as const]));
    expect(sections(journeySheet({}, marks)).map((z) => z.slots.length)).toEqual(sizes);
  });
  test('ascending order holds per section only: after a wall a smaller number may follow', () => {
    // Wall 93 sits between slots 4 and 5.
    const sh = journeySheet({ 3: 10 }, { 93: 'circle' });
    const s = playMoves(start(sh, 3, 'robot'), 0, [{ kind: 'choose', combo: 0 }]);
    const slots = moves(s).flatMap((m) => (m.kind === 'write' ? [m.slot] : []));
    expect(slots).toContain(5);
    expect(slots).not.toContain(4);
  });
});

describe('reference §3 actions', () => {
  test('宇宙飛行士: the number may be written as it is or changed by ±1 or ±2 (0..17); a marker is circled', () => {
    let s = playMoves(start(journeySheet(), 1, 'astronaut'), 0, [{ kind: 'choose', combo: 0 }]);
    const numbers = [...new Set(moves(s).flatMap((m) => (m.kind === 'write' ? [m.number] : [])))].sort();
    expect(numbers).toEqual([0, 1, 2, 3]);
    s = playMoves(s, 0, [{ kind: 'write', slot: 1, number: 3 }]);
    expect(draftSheet(s).counters.astro).toBe(1);
  });
  test('jokers: every second astronaut or planning marker gives one; spending it uses any action', () => {
    const sh = journeySheet({}, {}, { astro: 2 });
    expect(journey.jokers?.(sh)).toBe(1);
    const s = start(sh, 5, 'robot');
    expect(moves(s)).toContainEqual({ kind: 'choose', combo: 0, joker: 'water' });
    const after = playMoves(s, 0, [
      { kind: 'choose', combo: 0, joker: 'water' },
      { kind: 'write', slot: 2, number: 5 },
    ]);
    expect(draftSheet(after).marks[62]).toBe('circle');
    expect(journey.jokers?.(draftSheet(after))).toBe(0);
  });
  test('no joker: no joker choice is offered and one is refused', () => {
    const s = start(journeySheet(), 5, 'robot');
    expect(moves(s).every((m) => m.kind !== 'choose' || m.joker === undefined)).toBe(true);
    expect(game.validate(s, 0, { kind: 'choose', combo: 0, joker: 'water' })?.code).toBe('error.no-joker');
  });
  test('エネルギー: the next symbol is circled; the second of a column lets the player draw a wall anywhere', () => {
    // The first symbol (133) is printed circled: one energy completes the first column.
    let s = playMoves(start(journeySheet(), 5, 'energy'), 0, [
      { kind: 'choose', combo: 0 },
      { kind: 'write', slot: 10, number: 5 },
    ]);
    expect(draftSheet(s).counters.energy).toBe(2);
    expect(moves(s)).toContainEqual({ kind: 'mark', box: 100 });
    expect(moves(s)).toContainEqual({ kind: 'skip' });
    s = playMoves(s, 0, [{ kind: 'mark', box: 100 }]);
    // Wall 100 sits between slots 11 and 12.
    expect(sections(draftSheet(s)).map((z) => z.slots.length)).toEqual([11, 25]);
  });
  test('水: the tank of the written slot is circled; a slot without tank gives nothing', () => {
    const tank = playMoves(start(journeySheet(), 5, 'water'), 0, [
      { kind: 'choose', combo: 0 },
      { kind: 'write', slot: 7, number: 5 },
    ]);
    expect(draftSheet(tank).marks[64]).toBe('circle');
    const none = playMoves(start(journeySheet(), 5, 'water'), 0, [
      { kind: 'choose', combo: 0 },
      { kind: 'write', slot: 8, number: 5 },
    ]);
    expect(draftSheet(none).marks).toEqual({});
  });
  test('植物: only a station in the same section as the written number gets a plant', () => {
    const s = playMoves(start(journeySheet({}, { 99: 'circle' }), 5, 'plant'), 0, [
      { kind: 'choose', combo: 0 },
      { kind: 'write', slot: 3, number: 5 },
    ]);
    // Wall 99 sits between slots 9 and 10: only station 1 (slot 6) shares the section of slot 3.
    expect(moves(s)).toEqual([{ kind: 'mark', box: 74 }, { kind: 'skip' }, { kind: 'cancel' }]);
  });
  test('計画: an X anywhere and a planning marker; the action may also be left', () => {
    let s = playMoves(start(journeySheet(), 5, 'planning'), 0, [
      { kind: 'choose', combo: 0 },
      { kind: 'write', slot: 3, number: 5 },
    ]);
    expect(moves(s)).toContainEqual({ kind: 'skip' });
    s = playMoves(s, 0, [{ kind: 'placeX', slot: 20 }]);
    expect(draftSheet(s).cells[19]).toBe('X');
    expect(draftSheet(s).counters.plan).toBe(1);
  });
  test('ロボット: completing a station’s robots circles its big multiplier; later completers get the small one', () => {
    const robots = (s: WtmState, seat: number, box: number): WtmState =>
      playMoves(s, seat, [
        { kind: 'choose', combo: 0 },
        { kind: 'write', slot: 1 + seat, number: 5 },
        { kind: 'mark', box },
        { kind: 'confirm' },
      ]);
    let s = withCombos(fresh(2, 'robots', 2), same(5, 'robot'));
    s = withSheet(withSheet(s, 0, journeySheet({}, { 50: 'cross' })), 1, journeySheet({}, {}));
    s = robots(robots(s, 0, 51), 1, 50);
    expect(s.sheets[0]?.marks[125]).toBe('circle');
    expect(s.sheets[1]?.marks[125]).toBe('cross');
    s = withCombos(s, same(9, 'robot'));
    s = playMoves(s, 0, [
      { kind: 'choose', combo: 0 },
      { kind: 'write', slot: 20, number: 9 },
      { kind: 'skip' },
      { kind: 'confirm' },
    ]);
    s = playMoves(s, 1, [
      { kind: 'choose', combo: 0 },
      { kind: 'write', slot: 20, number: 9 },
      { kind: 'mark', box: 51 },
      { kind: 'confirm' },
    ]);
    expect(s.sheets[1]?.marks[129]).toBe('circle');
  });
  test('システムエラー補償: errors 1 and 2 each circle one energy, the 3rd does not', () => {
    const full = Object.fromEntries(Array.from({ length: 36 }, (_, i) => [i + 1, 'X' as const]));
    delete full[36];
    const sh = journeySheet({ ...full, 35: 17 });
    let s = start(sh, 5, 'robot');
    expect(moves(s)).toEqual([{ kind: 'systemError' }]);
    s = playMoves(s, 0, [{ kind: 'systemError' }]);
    expect(draftSheet(s).counters.energy).toBe(2);
    expect(moves(s)).toContainEqual({ kind: 'skip' });
  });
});

describe('reference §3 missions', () => {
  const circled = (...boxes: number[]) => Object.fromEntries(boxes.map((b) => [b, 'circle' as const]));
  const filled = (from: number, to: number) =>
    Object.fromEntries(Array.from({ length: to - from + 1 }, (_, i) => [from + i, from + i]));
  test.each([
    [70, circled(125, 130, 127), true],
    [70, circled(125, 130), false],
    [71, circled(74, 75, 76, 77, 78, 79, 80, 81), true],
    [71, circled(74, 75, 76, 77, 78, 79, 80), false],
    [74, circled(62, 63, 64, 65, 66, 67), true],
    [75, circled(65, 66, 67, 68), true],
    [75, circled(62, 63, 64, 66), false],
  ])('mission %i with marks -> %s', (id, marks, met) => {
    expect(journey.missionMet(id, journeySheet({}, marks))).toBe(met);
  });
  test.each([
    [72, { ...filled(1, 6), ...filled(11, 16) }, circled(95, 99, 105), true],
    [72, { ...filled(1, 6), ...filled(11, 15) }, circled(95, 99, 105), false],
    [73, { ...filled(1, 6), ...filled(7, 10), ...filled(11, 12) }, circled(95, 99, 101), true],
  ])('mission %i on complete sections -> %s', (id, cells, marks, met) => {
    expect(journey.missionMet(id, journeySheet(cells, marks))).toBe(met);
  });
});

describe('reference §3 score', () => {
  test('a hand-built sheet: missions, stations, tanks, longest section, majority, errors', () => {
    const cells = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [i + 1, i + 1]));
    const marks = {
      97: 'circle', // wall after slot 8: section 1..8 is complete (8 slots)
      125: 'circle', // station 1 big ×6
      74: 'circle',
      75: 'circle', // two plants: 12
      130: 'circle', // station 2 small ×7
      79: 'circle', // one plant: 7
      62: 'circle', // tank 4
      66: 'circle', // tank 7
    } as const;
    const mine = journeySheet(cells, marks, {}, { errors: 1, missions: ['first', null, null] });
    const s = { ...fresh(2, 'score', 2), missions: [70, 72, 74] };
    const both = withSheet(s, 0, mine);
    const sc = seatScore(both, mine, 0);
    expect(Object.fromEntries(sc.categories.map((c) => [c.code, c.value]))).toEqual({
      'score.missions': 9,
      'score.stations': 19,
      'score.water': 11,
      'score.longest-section': 8,
      'score.most-sections': 20,
      'score.errors': -5,
    });
    expect(sc.total).toBe(62);
  });
  test.each([
    [
      [3, 1, 3, 0],
      [20, 10, 20, 0],
    ],
    [
      [1, 2, 3, 4],
      [0, 5, 10, 20],
    ],
  ])('most complete sections %j pay %j (1st 20, 2nd 10, 3rd 5; none for 0)', (counts, pays) => {
    const sheets = counts.map((n) => {
      const cells = Object.fromEntries(Array.from({ length: n }, (_, i) => [i + 1, 'X' as const]));
      const marks = Object.fromEntries(Array.from({ length: n }, (_, i) => [90 + i, 'circle' as const]));
      return journeySheet(cells, marks);
    });
    const s = { ...fresh(4, 'maj', 2), sheets };
    const got = sheets.map(
      (sh, seat) => seatScore(s, sh, seat).categories.find((c) => c.code === 'score.most-sections')?.value,
    );
    expect(got).toEqual(pays);
  });
});

describe('a Journey turn end to end', () => {
  test('the game can be played to the end by random moves', () => {
    let s = fresh(2, 'e2e', 2);
    for (let i = 0; i < 3000 && !isOver(s); i++) {
      const st = game.status(s);
      if (st.kind !== 'turn') break;
      const seat = st.active[0] ?? 0;
      const m = game.legalMoves(s, seat).find((x: WtmMove) => x.kind !== 'cancel');
      if (!m) throw new Error('no move');
      s = playMoves(s, seat, [m]);
    }
    expect(isOver(s)).toBe(true);
  });
});
