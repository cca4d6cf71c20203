// Seed "ミッションシステム", "ゲーム終了条件" and reference §1 ranking and tie-break.
import { describe, expect, test } from 'vitest';
import { game } from '../../../src/games/welcome-to-the-moon/rules';
import { isOver } from '../../../src/games/welcome-to-the-moon/rules/asks';
import { majorityRanks, rankSeats } from '../../../src/games/welcome-to-the-moon/rules/end';
import type { WtmState } from '../../../src/games/welcome-to-the-moon/rules/types';
import { fresh, playMoves, run, sheet, withCombos, withSheet } from './builders';

const waterTurn = [
  [2, 'water'],
  [2, 'water'],
  [2, 'water'],
] as const;

/** Everyone writes the combination's number in slot 8 (water floor) and confirms. */
function allWrite(s: WtmState, slot = 8, n = 2): WtmState {
  let out = s;
  for (let seat = 0; seat < s.seats; seat++) {
    out = playMoves(out, seat, [{ kind: 'choose', combo: 0 }, { kind: 'write', slot, number: n }, { kind: 'confirm' }]);
  }
  return out;
}

describe('seed ミッションシステム', () => {
  const missionA64 = (s: WtmState): WtmState => ({ ...s, missions: [64, 66, 68] });
  test('同ターン達成: everyone completing it on the same turn takes the higher reward', () => {
    let s = missionA64(withCombos(fresh(3), waterTurn));
    const nearly = sheet({ ...run(1, 6), 7: 1, 9: 10, 10: 11, 11: 12 });
    s = withSheet(withSheet(s, 0, nearly), 1, nearly);
    s = allWrite(s);
    expect(s.sheets.map((x) => x.missions[0])).toEqual(['first', 'first', null]);
    expect(s.sheets[0]?.counters.rockets).toBe((s.sheets[2]?.counters.rockets ?? 0) + 2 + 3);
  });
  test('later achievers take the lower reward; a mission is scored once', () => {
    let s = missionA64(withCombos(fresh(2), waterTurn));
    s = withSheet(s, 0, sheet({ ...run(1, 6), 7: 1, 9: 10, 10: 11, 11: 12 }));
    s = allWrite(s);
    s = withCombos(withSheet(s, 1, sheet({ ...run(1, 6), 7: 1, 9: 10, 10: 11, 11: 12 })), waterTurn);
    const before0 = s.sheets[0]?.counters.rockets;
    s = playMoves(s, 0, [{ kind: 'choose', combo: 0 }, { kind: 'write', slot: 48, number: 2 }, { kind: 'confirm' }]);
    s = playMoves(s, 1, [{ kind: 'choose', combo: 0 }, { kind: 'write', slot: 8, number: 2 }, { kind: 'confirm' }]);
    expect(s.sheets.map((x) => x.missions[0])).toEqual(['first', 'later']);
    expect(s.sheets[0]?.counters.rockets).toBe(before0);
  });
});

describe('seed ゲーム終了条件 (checked at the end of the turn; everyone finishes it)', () => {
  test('all System Error boxes marked', () => {
    let s = withCombos(fresh(2), waterTurn);
    s = withSheet(s, 0, sheet({}, { errors: 7 }));
    s = withSheet(s, 0, sheet({ ...run(7, 11, 11), ...run(46, 53, 10) }, { errors: 7 }));
    s = playMoves(s, 0, [{ kind: 'systemError' }, { kind: 'confirm' }]);
    expect(isOver(s)).toBe(false);
    s = playMoves(s, 1, [{ kind: 'choose', combo: 0 }, { kind: 'write', slot: 8, number: 2 }, { kind: 'confirm' }]);
    expect(isOver(s)).toBe(true);
    expect(game.status(s).kind).toBe('over');
  });
  test('all three missions accomplished', () => {
    let s: WtmState = { ...withCombos(fresh(1), waterTurn), missions: [64, 66, 68] };
    s = withSheet(s, 0, sheet({ 8: 2 }, { missions: [null, 'first', 'first'] }));
    s = withSheet(s, 0, {
      ...(s.sheets[0] ?? sheet()),
      cells: sheet({ ...run(1, 6), 7: 1, 9: 10, 10: 11, 11: 12 }).cells,
    });
    s = allWrite(s);
    expect(isOver(s)).toBe(true);
  });
  test('no empty slot left', () => {
    const cells: Record<number, number | 'X'> = {};
    for (let slot = 1; slot <= 53; slot++) if (slot !== 50) cells[slot] = slot < 46 ? slot : 'X';
    let s = withSheet(withCombos(fresh(1), waterTurn), 0, sheet(cells));
    s = allWrite(s, 50, 2);
    expect(isOver(s)).toBe(true);
  });
  test('特殊勝利条件: the rocket is launched (150 crossed, no open error)', () => {
    const counters = { rockets: 31, bought: 1, extra: 0, buildX: 0 };
    let s = withSheet(withCombos(fresh(2), waterTurn), 1, sheet({}, { errors: 1, counters }));
    s = allWrite(s);
    expect(isOver(s)).toBe(true);
    const st = game.status(s);
    expect(st.kind === 'over' && st.ranking[0]).toEqual([1]);
  });
  test('the game goes on otherwise', () => {
    expect(isOver(allWrite(withCombos(fresh(2), waterTurn)))).toBe(false);
  });
});

describe('reference §1 ranking', () => {
  const sc = (seat: number, total: number) => ({ seat, total, categories: [] });
  test('tie-break: more unused System Error boxes', () => {
    const r = rankSeats([sc(0, 30), sc(1, 30), sc(2, 10)], [2, 5, 8]);
    expect(r.ranking).toEqual([[1], [0], [2]]);
    expect(r.tieBreak?.code).toBe('tiebreak.errors');
  });
  test('equal on both share a place', () => {
    expect(rankSeats([sc(0, 30), sc(1, 30)], [4, 4])).toEqual({ ranking: [[0, 1]] });
  });
  test.each([
    [
      [3, 5, 5, 0],
      [2, 1, 1, null],
    ],
    [
      [1, 2, 3, 4],
      [4, 3, 2, 1],
    ],
    [
      [0, 0],
      [null, null],
    ],
  ])('majority ranks of %j are %j (dense, 0 earns nothing)', (counts, ranks) => {
    expect(majorityRanks(counts)).toEqual(ranks);
  });
});
