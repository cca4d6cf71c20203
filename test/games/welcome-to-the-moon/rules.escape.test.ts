// Reference §7b (Adventure 7, The Escape): reachability through opened airlocks, free airlocks, each action, the
// greenhouses' x2 race, scoring of greenhouses and modules, planning penalty, missions, solo.
import { describe, expect, test } from 'vitest';
import type { Action } from '../../../src/games/welcome-to-the-moon/data';
import { game, type WtmState } from '../../../src/games/welcome-to-the-moon/rules';
import { canWrite, connected, escapeRules, openable } from '../../../src/games/welcome-to-the-moon/rules/adventures/7';
import { seatScore } from '../../../src/games/welcome-to-the-moon/rules/end';
import { SOLO_TARGETS } from '../../../src/games/welcome-to-the-moon/rules/solo';
import type { Cell, SheetState } from '../../../src/games/welcome-to-the-moon/rules/types';
import { adventureSheet, circled, fresh, playMoves, startWith, writeAt } from './builders';
import { expectedEscape } from './escape-formula';

const eSheet = (
  cells: Readonly<Record<number, Cell>> = {},
  marks: SheetState['marks'] = {},
  extra: Partial<SheetState> = {},
) => adventureSheet(7, cells, marks, extra);
const start = (sheets: readonly SheetState[], n: number, action: Action) => startWith(7, sheets, [n, action]);
const draft = (s: WtmState, seat = 0) => s.drafts[seat]?.sheet ?? eSheet();
const slotsOffered = (s: WtmState) =>
  [...new Set(game.legalMoves(s, 0).flatMap((m) => (m.kind === 'write' ? [m.slot] : [])))].sort((a, b) => a - b);

describe('reference §7b reachability: numbers only in blocks connected to b0 and b2 through opened airlocks', () => {
  test('a fresh sheet offers only starship 1’s two modules (slots 1-4 and 6-9)', () => {
    const s = playMoves(start([eSheet()], 8, 'energy'), 0, [{ kind: 'choose', combo: 0 }]);
    expect(slotsOffered(s)).toEqual([1, 2, 3, 4, 6, 7, 8, 9]);
  });
  test('an opened airlock joins the block behind it, and further blocks through it', () => {
    const sh = eSheet({}, circled(132, 138));
    expect([...connected(sh)].sort((a, b) => a - b)).toEqual([0, 2, 3, 8]);
    expect(canWrite(sh, 21)).toBe(true);
    expect(canWrite(sh, 5)).toBe(false);
  });
  test('a write into an unreachable block is refused with its reason', () => {
    const s = playMoves(start([eSheet()], 8, 'energy'), 0, [{ kind: 'choose', combo: 0 }]);
    expect(game.validate(s, 0, { kind: 'write', slot: 5, number: 8 })?.code).toBe('error.not-reachable');
  });
});

describe('reference §7b "Actions"', () => {
  test('robot opens one airlock touching the connected area (optional)', () => {
    const s = playMoves(start([eSheet()], 8, 'robot'), 0, writeAt(2));
    const boxes = game.legalMoves(s, 0).flatMap((m) => (m.kind === 'mark' ? [m.box] : []));
    expect(boxes).toEqual(openable(eSheet()));
    expect(boxes).toEqual([130, 131, 132, 133, 134]);
    expect(game.legalMoves(s, 0).some((m) => m.kind === 'skip')).toBe(true);
    const after = playMoves(s, 0, [{ kind: 'mark', box: 134 }]);
    expect(draft(after).marks[134]).toBe('circle');
  });
  test('writing slot 1, 8, 12, 19, 24, 28, 38 or 40 opens an airlock for free', () => {
    const s = playMoves(start([eSheet()], 8, 'astronaut'), 0, writeAt(8));
    expect(s.asks.find((a) => a.kind === 'task' && a.seats[0] === 0)).toMatchObject({ task: { kind: 'airlock' } });
  });
  test('System Errors 1 and 2 each open an airlock for free, the 3rd does not', () => {
    const work = (errors: number) =>
      escapeRules.afterError?.({
        combo: null,
        action: null,
        systemError: true,
        slot: null,
        sheet: escapeRules.circleError(eSheet({}, {}, { errors })),
        races: [],
        tasks: [],
      });
    expect(work(0)?.tasks).toEqual([{ kind: 'airlock' }]);
    expect(work(1)?.tasks).toEqual([{ kind: 'airlock' }]);
    expect(work(2)?.tasks).toEqual([]);
  });
  test('energy circles the next reactor of the slot’s starship; plant the next plant of its greenhouse', () => {
    const e = playMoves(start([eSheet({}, circled(116))], 8, 'energy'), 0, writeAt(3));
    expect(draft(e).marks[117]).toBe('circle');
    const p = playMoves(start([eSheet()], 8, 'plant'), 0, writeAt(3));
    expect(draft(p).marks[85]).toBe('circle');
  });
  test('water circles the written slot’s tank, if it has one', () => {
    const w = playMoves(start([eSheet()], 8, 'water'), 0, writeAt(3));
    expect(draft(w).marks[72]).toBe('circle');
    const none = playMoves(start([eSheet()], 8, 'water'), 0, writeAt(2));
    expect(Object.keys(draft(none).marks)).toEqual([]);
  });
  test('astronaut: every 2nd marker earns a joker; planning: an X anywhere and a penalty marker', () => {
    const a = playMoves(
      start([eSheet({}, {}, { counters: { astro: 1, plan: 0, jokersUsed: 0 } })], 8, 'astronaut'),
      0,
      writeAt(2),
    );
    expect(escapeRules.jokers?.(draft(a))).toBe(1);
    const x = playMoves(start([eSheet()], 8, 'planning'), 0, [...writeAt(2), { kind: 'placeX', slot: 43 }]);
    expect(draft(x).cells[42]).toBe('X');
    expect(draft(x).counters.plan).toBe(1);
  });
});

describe('reference §7b greenhouses: the first to number one circles its x2, everyone else crosses it', () => {
  test('race at the reveal', () => {
    const open = eSheet({}, circled(130));
    const s0 = start([open, open], 8, 'astronaut');
    let s = playMoves(s0, 0, [...writeAt(5), { kind: 'confirm' }]);
    s = playMoves(s, 1, [...writeAt(6), { kind: 'confirm' }]);
    expect(s.sheets[0]?.marks[154]).toBe('circle');
    expect(s.sheets[1]?.marks[154]).toBe('cross');
  });
});

describe('reference §7b "Scoring"', () => {
  test('greenhouses and modules score 0/2/4/7 (printed ones count), doubled by x2 / the tank; planning penalty', () => {
    // Starship 3 (index 2): greenhouse 20 with 1 printed + 91 circled = 2 plants, x2 won: 8.
    // Module 1-4 full with its tank 72 circled and 2 reactors of starship 1: 4 × 2 = 8. Module 6-9 full: 4.
    const cells: Record<number, Cell> = { 1: 1, 2: 2, 3: 3, 4: 4, 6: 6, 7: 7, 8: 8, 9: 9, 20: 5 };
    const marks = circled(91, 156, 72, 116, 117);
    const sh = eSheet(cells, marks, {
      counters: { astro: 0, plan: 3, jokersUsed: 0 },
      errors: 1,
      missions: ['first', null, null],
    });
    const s = { ...fresh(2, 'sc', 7), missions: [100, 102, 104] };
    const by = Object.fromEntries(seatScore(s, sh, 0).categories.map((c) => [c.code, c.value]));
    expect(by['score.greenhouses']).toBe(8);
    expect(by['score.modules']).toBe(8 + 4);
    expect(by['score.planning']).toBe(-6);
    expect(by['score.missions']).toBe(10);
    expect(by['score.errors']).toBe(-5);
    expect(seatScore(s, sh, 0).total).toBe(expectedEscape(s.missions, sh));
  });
});

describe('reference §7b "Missions"', () => {
  const met = (id: number, sh: SheetState) => escapeRules.missionMet(id, sh);
  test('100 three numbered greenhouses with 3 plants; 101 the top greenhouse with 3 plants', () => {
    const three = eSheet({ 5: 1, 16: 1, 20: 1 }, circled(85, 86, 87, 88, 89, 90, 91, 92));
    expect(met(100, three)).toBe(true);
    expect(met(100, eSheet({ 5: 1, 16: 1 }, circled(85, 86, 87, 88, 89, 90, 91, 92)))).toBe(false);
    expect(met(101, eSheet({ 43: 2 }, circled(97)))).toBe(true);
    expect(met(101, eSheet({ 43: 2 }))).toBe(false);
  });
  test('102 seven modules full; 103 three starships full', () => {
    const cells: Record<number, Cell> = {};
    for (let slot = 1; slot <= 26; slot++) cells[slot] = 'X';
    expect(met(103, eSheet(cells))).toBe(true);
    expect(met(102, eSheet(cells))).toBe(true);
    delete cells[5];
    expect(met(103, eSheet(cells))).toBe(false);
  });
  test('104 all reactors of 3 starships; 105 all water tanks of 3 starships', () => {
    expect(met(104, eSheet({}, circled(116, 117, 118, 125, 126, 129)))).toBe(true);
    expect(met(104, eSheet({}, circled(116, 117, 125, 126, 129)))).toBe(false);
    expect(met(105, eSheet({}, circled(72, 73, 81, 82, 83, 84)))).toBe(true);
    expect(met(105, eSheet({}, circled(72, 81, 82, 83, 84)))).toBe(false);
  });
});

test('reference §7b A7 solo: every solo card crosses one greenhouse x2 box', () => {
  expect(SOLO_TARGETS[7]).toEqual([154, 155, 156, 157, 158, 159]);
});
