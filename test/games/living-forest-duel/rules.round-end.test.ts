// ラウンドの終了: fire total against unused water, Varans into the discard, new fire, tokens back, lines discarded.
import { describe, expect, test } from 'vitest';
import { turnOf } from '../../../src/games/living-forest-duel/rules/asks';
import { endRound, onibiNeighbours } from '../../../src/games/living-forest-duel/rules/flow';
import { firePower, waterFor } from '../../../src/games/living-forest-duel/rules/values';
import { ids, position, run, seatPatch, token } from './builders';

describe('round end (seed ==ラウンドの終了==)', () => {
  test('the fire total counts clearings with the Onibi or a fire token', () => {
    // Setup: Onibi on 0 (value 2), fire on -1 and +1 (2 each).
    expect(firePower(position({}))).toBe(6);
  });
  test('water counts your line, your trees and the shared water after the last water token', () => {
    let s = position({ shared: 'weasel raccoon', lines: ['raven', ''] });
    expect(waterFor(s, 0)).toBe(2 + 1 + 2);
    s = run(s, [token('water')]);
    expect(waterFor(s, 0)).toBe(2);
    expect(waterFor(s, 1)).toBe(0);
  });
  test('water below the fire total adds one Varan per burning clearing; equal water does not', () => {
    // Fire 6 on 3 clearings. Summer has water 6 (platypus 4 + raven 2): safe. Winter has 0.
    const s = { ...position({ lines: ['platypus hummingbird', ''] }), lastActor: 0 };
    const after = endRound(s);
    expect(after.seats[0]?.varans).toHaveLength(7);
    expect(after.seats[1]?.varans).toHaveLength(4);
    expect(after.lastRoundEnd).toMatchObject({ firePower: 6, water: [6, 0], cursed: [0, 3] });
    expect(after.discard.filter((c) => c >= 291)).toHaveLength(3);
  });
  test('new fire goes on both sides of the Onibi (an end clearing’s other side is the far end)', () => {
    expect(onibiNeighbours(3)).toEqual([2, 4]);
    expect(onibiNeighbours(0)).toEqual([6, 1]);
    const s = endRound({ ...position({}), onibi: 5, lastActor: 0 });
    expect(s.fires).toEqual([false, false, true, false, true, false, true]);
    expect(s.fireStock).toBe(18);
  });
  test('tokens come back, and both lines go to the shared discard', () => {
    let s = seatPatch(position({ shared: 'bat', lines: ['tanuki', 'wolf'] }), 0, { used: 2 });
    s = endRound({ ...seatPatch(s, 1, { used: 1, lost: 1 }), lastActor: 1 });
    expect(s.shared).toEqual([]);
    expect(s.seats.map((st) => [st.line.length, st.used, st.lost])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
    ]);
    expect(s.discard).toEqual(expect.arrayContaining(ids('bat tanuki wolf')));
    expect(s.tokens).toEqual([]);
  });
  test('the next round starts with the player who did not act last', () => {
    expect(turnOf(endRound({ ...position({}), asks: [], lastActor: 1 }))).toBe(0);
    expect(turnOf(endRound({ ...position({}), asks: [], lastActor: 0 }))).toBe(1);
  });
});
