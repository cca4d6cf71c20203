// Reference §8 (Adventure 8, The Battle): sheets shared by neighbours, who writes where each turn, number → planet,
// stackable astronauts, planet control, asteroids and bonuses, actions, missions 106-111, scoring per half, end.
import { describe, expect, test } from 'vitest';
import type { Action } from '../../../src/games/welcome-to-the-moon/data';
import { game, type WtmState } from '../../../src/games/welcome-to-the-moon/rules';
import { battle, halfScore } from '../../../src/games/welcome-to-the-moon/rules/adventures/8';
import { boardsOf } from '../../../src/games/welcome-to-the-moon/rules/asks';
import { resolvePlanet } from '../../../src/games/welcome-to-the-moon/rules/battle';
import { seatScore } from '../../../src/games/welcome-to-the-moon/rules/end';
import { BATTLE_SHEET } from '../../../src/games/welcome-to-the-moon/rules/sheets/battle';
import type { Cell, Mark, SheetState } from '../../../src/games/welcome-to-the-moon/rules/types';
import { expectedBattle } from './battle-formula';
import { fresh, playMoves, sheet, withCombos } from './builders';

const same = (n: number, action: Action) =>
  [
    [n, action],
    [n, action],
    [n, action],
  ] as const;
const marks = (m: Readonly<Record<number, Mark>>) => m;
function board(cells: Readonly<Record<number, Cell>> = {}, m: Readonly<Record<number, Mark>> = {}): SheetState {
  return { ...sheet(cells, {}, 8), marks: m };
}
/** A game of `seats` on turn `turn` (odd: everyone is a guest on the next sheet; even: on its own). */
function start(n: number, action: Action, turn = 2, seats = 2, boards?: SheetState[]): WtmState {
  const s = withCombos(fresh(seats, 'battle', 8), same(n, action));
  return { ...s, turn, sheets: boards ?? s.sheets };
}
const choose = (s: WtmState, seat = 0) => playMoves(s, seat, [{ kind: 'choose', combo: 0 }]);
const writes = (s: WtmState, seat = 0) =>
  game.legalMoves(s, seat).flatMap((m) => (m.kind === 'write' ? [[m.slot, m.number]] : []));
const draft = (s: WtmState, seat = 0) => s.drafts[seat]?.sheet ?? board();
/** Play a whole write (choose, write, skip the optional action if offered). */
function writeAt(s: WtmState, slot: number, n: number, seat = 0): WtmState {
  return playMoves(s, seat, [
    { kind: 'choose', combo: 0 },
    { kind: 'write', slot, number: n },
  ]);
}

describe('reference §8 "Each sheet is shared by two neighbouring players" — who writes where (open question 4)', () => {
  test('odd turns: every seat is the guest (side 1) on the next seat’s sheet; even turns: own sheet, side 0', () => {
    expect(battle.boardFor?.(1, 0, 3)).toEqual({ sheet: 1, side: 1 });
    expect(battle.boardFor?.(1, 2, 3)).toEqual({ sheet: 0, side: 1 });
    expect(battle.boardFor?.(2, 2, 3)).toEqual({ sheet: 2, side: 0 });
  });
  test('a seat’s draft is a copy of the board it writes this turn and the reveal puts it back there', () => {
    let s = start(8, 'water', 1, 3);
    s = writeAt(s, 14, 8, 0);
    expect(s.drafts[0]?.on).toEqual({ sheet: 1, side: 1 });
    s = writeAt(s, 14, 8, 1);
    s = writeAt(s, 14, 8, 2);
    for (const seat of [0, 1, 2]) s = playMoves(s, seat, [{ kind: 'confirm' }]);
    // Each sheet got exactly one guest insignia (a cross) on planet 3's first slot; none on their own half.
    for (const b of s.sheets) expect(b.marks[14]).toBe('cross');
    expect(s.turn).toBe(2);
  });
  test('no seat sees another’s draft: the previous seat writes on my sheet, my view shows it as of the turn start', () => {
    let s = start(8, 'water', 1, 3);
    s = writeAt(s, 14, 8, 2); // seat 2 writes on sheet 0, seat 0's own sheet
    const mine = game.view(s, 0);
    expect(mine.boards?.[0]?.cells[13]).toBeNull();
    expect(mine.seats[0]?.sheet.cells[13]).toBeNull();
    expect(JSON.stringify(mine)).not.toContain('"on":{"sheet":0');
    // Seat 2's own view has it.
    expect(game.view(s, 2).boards?.[0]?.marks[14]).toBe('cross');
  });
});

describe('reference §8 "Number → planet" and "The insignia goes in the planet’s first empty slot"', () => {
  test('3 reaches P0 and P1, 5 reaches P1 and P2, 15 reaches P6; the slot is the first empty one', () => {
    expect(writes(choose(start(3, 'water')))).toEqual([
      [1, 3],
      [4, 3],
    ]);
    expect(writes(choose(start(5, 'water', 2, 2, [board({ 4: 5 }, marks({ 4: 'circle' })), board()])))).toEqual([
      [5, 5],
      [9, 5],
    ]);
    expect(writes(choose(start(15, 'water')))).toEqual([[31, 15]]);
  });
  test('a slot out of order or off the number’s planets is refused with the reason', () => {
    const s = choose(start(3, 'water'));
    expect(game.validate(s, 0, { kind: 'write', slot: 2, number: 3 })?.code).toBe('error.planet-order');
    expect(game.validate(s, 0, { kind: 'write', slot: 9, number: 3 })?.code).toBe('error.planet-order');
  });
  test('a full planet takes no more insignias: with every reachable planet full, only a System Error is left', () => {
    const full = board({ 31: 14, 32: 14, 33: 14 }, marks({ 31: 'circle', 32: 'circle', 33: 'circle' }));
    expect(game.legalMoves(start(15, 'water', 2, 2, [full, board()]), 0)).toEqual([{ kind: 'systemError' }]);
  });
});

describe('reference §8 Actions, astronaut: "each stored astronaut may be spent for ±2 more; an astronaut action gives one ±2"', () => {
  test('the astronaut action reaches two more planets on either side and circles a marker after writing', () => {
    const s = choose(start(8, 'astronaut'));
    expect(writes(s).map(([slot]) => slot)).toEqual([14, 9, 21]);
    // Each reachable slot is listed once, with the number closest to the card (9 reaches P4 as well as 10).
    expect(writes(s)).toContainEqual([21, 9]);
    const after = playMoves(s, 0, [{ kind: 'write', slot: 21, number: 9 }]);
    expect(draft(after).marks[38]).toBe('circle');
  });
  test('a stored astronaut stretches another action and is crossed when spent; two stack to ±4', () => {
    const two = board({}, marks({ 38: 'circle', 39: 'circle' }));
    const s = choose(start(8, 'water', 2, 2, [two, board()]));
    expect(writes(s).map(([slot]) => slot)).toEqual([14, 9, 21, 4, 26]);
    const after = playMoves(s, 0, [{ kind: 'write', slot: 26, number: 11 }]);
    expect(draft(after).marks[38]).toBe('cross');
    expect(draft(after).marks[39]).toBe('cross');
    const one = playMoves(s, 0, [{ kind: 'write', slot: 21, number: 9 }]);
    expect([draft(one).marks[38], draft(one).marks[39]]).toEqual(['cross', 'circle']);
  });
});

describe('reference §8 "Planet control" (most insignias on the planet plus its 2 moons; a tie: both)', () => {
  test('filling the last slot resolves the planet at once: the moons count', () => {
    // P0: slots 1, 2 guest's; moons 79, 80 own; the owner fills slot 3: 3 against 2.
    const b = board({ 1: 1, 2: 2 }, marks({ 1: 'cross', 2: 'cross', 79: 'circle', 80: 'circle' }));
    const s = writeAt(start(2, 'water', 2, 2, [b, board()]), 3, 2);
    expect(draft(s).marks[93]).toBe('circle');
    expect(draft(s).marks[293]).toBeUndefined();
    expect(draft(s).marks[223]).toBe('circle');
  });
  test('a tie gives both the flag; solo, the player wins the tie; an empty planet nobody', () => {
    const tie = board({ 1: 1, 2: 2 }, marks({ 1: 'cross', 2: 'circle' }));
    const p0 = BATTLE_SHEET.planets[0];
    if (!p0) throw new Error('no planet');
    const both = resolvePlanet(tie, p0);
    expect([both.marks[93], both.marks[293]]).toEqual(['circle', 'circle']);
    const solo = resolvePlanet({ ...tie, counters: { astra: 1 } }, p0);
    expect([solo.marks[93], solo.marks[293]]).toEqual(['circle', undefined]);
    const empty = resolvePlanet(board(), p0);
    expect([empty.marks[93], empty.marks[293], empty.marks[223]]).toEqual([undefined, undefined, 'circle']);
  });
  test('planets still open at the end are resolved the same way', () => {
    const b = board({ 4: 4 }, marks({ 4: 'cross' }));
    const [after] = battle.atEnd?.([b, board()]) ?? [];
    expect(after?.marks[294]).toBe('circle');
  });
});

describe('reference §8 bonus slots and asteroids ("filled in order, from the owner’s end … reversed for the other")', () => {
  test('slot 8 gives a robot: the owner takes asteroid 50, the guest asteroid 62', () => {
    const b = board({ 4: 4, 5: 4, 6: 4, 7: 4 }, marks({ 4: 'circle', 5: 'circle', 6: 'circle', 7: 'circle' }));
    expect(draft(writeAt(start(4, 'water', 2, 2, [b, board()]), 8, 4)).marks[50]).toBe('circle');
    expect(draft(writeAt(start(4, 'water', 1, 2, [board(), b]), 8, 4)).marks[62]).toBe('cross');
  });
  test('asteroid 51 (the owner’s second) crosses the next plant score box of the writer’s half', () => {
    const b = board(
      { 4: 4, 5: 4, 6: 4, 7: 4 },
      marks({ 4: 'circle', 5: 'circle', 6: 'circle', 7: 'circle', 50: 'circle' }),
    );
    const d = draft(writeAt(start(4, 'water', 2, 2, [b, board()]), 8, 4));
    expect([d.marks[51], d.marks[63], d.marks[100]]).toEqual(['circle', 'circle', 'cross']);
  });
  test('the robot action is optional: the next asteroid, or skip', () => {
    const s = writeAt(start(6, 'robot'), 9, 6);
    expect(game.legalMoves(s, 0)).toEqual([{ kind: 'mark', box: 50 }, { kind: 'skip' }, { kind: 'cancel' }]);
  });
  test('asteroid 56 gives two moons without planning penalty', () => {
    const rocks = Object.fromEntries([50, 51, 52, 53, 54, 55].map((b) => [b, 'circle' as const]));
    let s = writeAt(start(6, 'robot', 2, 2, [board({}, rocks), board()]), 9, 6);
    s = playMoves(s, 0, [{ kind: 'mark', box: 56 }]);
    expect(game.legalMoves(s, 0)[0]).toEqual({ kind: 'mark', box: 79 });
    s = playMoves(s, 0, [
      { kind: 'mark', box: 79 },
      { kind: 'mark', box: 80 },
    ]);
    expect([draft(s).marks[79], draft(s).marks[80], draft(s).marks[164]]).toEqual(['circle', 'circle', undefined]);
  });
});

describe('reference §8 Actions: plant, water, energy, planning', () => {
  test('plant crosses the written planet’s next plant symbol and the next plant score box', () => {
    const d = draft(writeAt(start(6, 'plant'), 9, 6));
    expect([d.marks[185], d.marks[100]]).toEqual(['cross', 'cross']);
  });
  test('with no symbol left on the planet the plant action gives nothing', () => {
    const d = draft(writeAt(start(1, 'plant', 2, 2, [board({}, marks({ 181: 'cross' })), board()]), 1, 1));
    expect(d.marks[100]).toBeUndefined();
  });
  test('energy raises one planet type’s multiplier one step on the writer’s half', () => {
    let s = writeAt(start(6, 'energy'), 9, 6);
    expect(game.legalMoves(s, 0).filter((m) => m.kind === 'mark')).toEqual([
      { kind: 'mark', box: 140 },
      { kind: 'mark', box: 144 },
      { kind: 'mark', box: 148 },
    ]);
    s = playMoves(s, 0, [{ kind: 'mark', box: 144 }]);
    expect(draft(s).marks[144]).toBe('cross');
  });
  test('planning draws on a free moon of an unresolved planet and crosses the next planning penalty', () => {
    let s = writeAt(start(6, 'planning'), 9, 6);
    s = playMoves(s, 0, [{ kind: 'mark', box: 83 }]);
    expect([draft(s).marks[83], draft(s).marks[164]]).toEqual(['circle', 'cross']);
  });
});

describe('reference §8 scoring: per half, summed over a player’s two halves', () => {
  test('plants + water + planets × multiplier − planning − 5 per error on one half', () => {
    const b = board(
      {},
      marks({
        100: 'cross',
        101: 'cross',
        122: 'cross',
        93: 'circle',
        144: 'cross',
        95: 'circle',
        164: 'cross',
        34: 'cross',
      }),
    );
    expect(halfScore(b, 0)).toEqual({ plants: 4, water: 3, green: 2, blue: 4, grey: 0, planning: -3, errors: -5 });
  });
  test('a seat scores its own half of its sheet and its guest half of the next sheet', () => {
    const own = board({}, marks({ 100: 'cross', 111: 'cross' }));
    const next = board({}, marks({ 111: 'cross', 112: 'cross', 100: 'cross' }));
    const s = { ...fresh(2, 'score', 8), sheets: [own, next] };
    const sc = seatScore(s, own, 0);
    expect(sc.categories.find((c) => c.code === 'score.battle-plants')?.value).toBe(2 + 4);
    expect(sc.total).toBe(expectedBattle(s, 0));
  });
});

describe('reference §8 missions ("on the same sheet"), paid to the player on its own sheet', () => {
  test('mission 106 (4 planets) met on the guest half counts for that player', () => {
    const flags = marks({ 293: 'circle', 294: 'circle', 295: 'circle', 296: 'circle' });
    expect(battle.missionMetBy?.(106, [board(), board({}, flags)], 0)).toBe(true);
    expect(battle.missionMetBy?.(106, [board(), board({}, flags)], 1)).toBe(false);
  });
  test('mission 109: each multiplier raised twice on one half; 110: 6 plant and 4 water boxes', () => {
    const e = marks({ 140: 'cross', 141: 'cross', 144: 'cross', 145: 'cross', 148: 'cross', 149: 'cross' });
    expect(battle.missionMetBy?.(109, [board({}, e), board()], 0)).toBe(true);
    const pw = Object.fromEntries([100, 101, 102, 103, 104, 105, 122, 123, 124, 125].map((b) => [b, 'cross' as const]));
    expect(battle.missionMetBy?.(110, [board({}, pw), board()], 0)).toBe(true);
  });
  test('missions 107, 108, 111: one planet of each type; 7 asteroids; moons of 4 planets', () => {
    expect(
      battle.missionMetBy?.(107, [board({}, marks({ 93: 'circle', 94: 'circle', 95: 'circle' })), board()], 0),
    ).toBe(true);
    const rocks = Object.fromEntries([50, 51, 52, 53, 54, 55, 56].map((b) => [b, 'circle' as const]));
    expect(battle.missionMetBy?.(108, [board({}, rocks), board()], 0)).toBe(true);
    const moons = marks({ 79: 'circle', 81: 'circle', 83: 'circle', 86: 'circle' });
    expect(battle.missionMetBy?.(111, [board({}, moons), board()], 0)).toBe(true);
  });
});

describe('reference §8 end: "when either half’s 2 error boxes are full"; System Errors go on the half written', () => {
  test('a System Error crosses the writer’s error box of the half it writes this turn', () => {
    const full = board({ 31: 14, 32: 14, 33: 14 }, marks({ 31: 'circle', 32: 'circle', 33: 'circle' }));
    const s = playMoves(start(15, 'water', 1, 2, [board(), full]), 0, [{ kind: 'systemError' }]);
    expect(draft(s).marks[36]).toBe('cross');
  });
  test('a half with both error boxes crossed ends the game; the tie-break counts both halves', () => {
    expect(battle.ownEndTrigger(board({}, marks({ 36: 'cross', 37: 'cross' })))).toBe(true);
    expect(battle.ownEndTrigger(board({}, marks({ 34: 'cross', 36: 'cross' })))).toBe(false);
    expect(battle.unusedErrorsOf?.([board({}, marks({ 34: 'cross' })), board({}, marks({ 36: 'cross' }))], 0)).toBe(2);
  });
});

describe('reference §8 A8 solo: ASTRA is the neighbour on both sides', () => {
  test('ASTRA has its own sheet and plays the first face-up card on the sheet the player writes this turn', () => {
    const s = game.setup(1, { adventure: 8, astraLevel: 1 }, 'solo-battle');
    const boards = boardsOf(s);
    expect(boards).toHaveLength(2);
    // Turn 1: the player is the guest on ASTRA's sheet (board 1), where ASTRA is the owner (side 0, circles).
    const astra = boards[1];
    const insignias = BATTLE_SHEET.planets.flatMap((p) => p.slots).filter((slot) => astra?.marks[slot] === 'circle');
    expect(insignias).toHaveLength(1);
    expect(boards[0]?.marks).toEqual({});
    expect(game.view(s, 0).on).toEqual({ sheet: 1, side: 1 });
  });
});
