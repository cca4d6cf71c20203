// Every flare, both halves (reference "Flares"; seed 「焔の発動」: top then bottom, conditions checked when declared).
import { describe, expect, test } from 'vitest';
import { FLARES } from '../../../src/games/tash-kalar/data';
import { game } from '../../../src/games/tash-kalar/rules';
import type { Choice } from '../../../src/games/tash-kalar/rules/types';
import type { P } from './builders';
import { answer, C, pieceAt, play, position } from './harness';

const HEROES: readonly (readonly [number, number])[] = [
  [3, 1],
  [4, 1],
  [5, 1],
  [6, 1],
  [7, 1],
  [3, 2],
];
const COMMONS: readonly (readonly [number, number])[] = [
  [3, 9],
  [4, 9],
  [5, 9],
  [6, 9],
  [7, 9],
  [2, 8],
];

/** The opponent leads by `up` upgraded pieces and by `all` pieces in total; you have one common at (5,5). */
function behind(up: number, all: number, ref: string, mode: 'highForm' | 'deathmatch' = 'highForm') {
  const pieces: P[] = [[5, 5, 0]];
  for (const [x, y] of HEROES.slice(0, up)) pieces.push([x, y, 1, 'h']);
  for (const [x, y] of COMMONS.slice(0, Math.max(0, all + 1 - up))) pieces.push([x, y, 1]);
  return position({ pieces, flares: [ref], mode });
}

function both(i: number, choices: readonly Choice[]) {
  const f = FLARES[i];
  if (!f) throw new Error('flare');
  const s = behind(f.top.n, f.bottom.n, `flare:${f.id}`);
  return answer(play(s, { kind: 'flare', card: `flare:${f.id}` }), choices);
}

describe('Flares (both halves apply: top first, then bottom)', () => {
  test('flare 1: a common piece, then a heroic piece', () => {
    const s = both(0, [C.sq(5, 3), C.sq(5, 7)]);
    expect([pieceAt(s, 5, 3), pieceAt(s, 5, 7)]).toEqual([
      { o: 0, r: 'c' },
      { o: 0, r: 'h' },
    ]);
  });
  test('flare 2: a common piece, and another', () => {
    const s = both(1, [C.sq(5, 3), C.sq(5, 7)]);
    expect([pieceAt(s, 5, 3), pieceAt(s, 5, 7)]).toEqual([
      { o: 0, r: 'c' },
      { o: 0, r: 'c' },
    ]);
  });
  test('flare 3: up to 3 standard moves of own commons, then one more action', () => {
    const s = both(2, [C.mv(5, 5, 5, 4), C.skip]);
    expect(pieceAt(s, 5, 4)).toEqual({ o: 0, r: 'c' });
    expect(s.actions).toBe(3);
  });
  test('flare 4: a common piece, then a common piece or converting an enemy common', () => {
    const s = both(3, [C.sq(5, 3), C.opt('option1'), C.sq(3, 9)]);
    expect([pieceAt(s, 5, 3), pieceAt(s, 3, 9)]).toEqual([
      { o: 0, r: 'c' },
      { o: 0, r: 'c' },
    ]);
  });
  test('flare 5: a standard move or an upgrade, then two common pieces', () => {
    const s = both(4, [C.opt('option1'), C.sq(5, 3), C.sq(5, 7)]);
    expect([pieceAt(s, 5, 5), pieceAt(s, 5, 3), pieceAt(s, 5, 7)]).toEqual([
      { o: 0, r: 'h' },
      { o: 0, r: 'c' },
      { o: 0, r: 'c' },
    ]);
  });
  test('flare 6: a common piece or an upgrade, then a combat leap of an own common', () => {
    const s = both(5, [C.opt('option0'), C.sq(5, 3), C.mv(5, 5, 3, 9)]);
    expect([pieceAt(s, 5, 5), pieceAt(s, 3, 9)]).toEqual([null, { o: 0, r: 'c' }]);
  });
  test('flare 7: a common piece, then an upgrade and one more action', () => {
    const s = both(6, [C.sq(5, 3), C.sq(5, 5)]);
    expect(pieceAt(s, 5, 5)).toEqual({ o: 0, r: 'h' });
    expect(s.actions).toBe(3);
  });
  test('flare 8: one more action, then a common piece', () => {
    const s = both(7, [C.sq(5, 3)]);
    expect(s.actions).toBe(3);
    expect(pieceAt(s, 5, 3)).toEqual({ o: 0, r: 'c' });
  });
  test('flare 9: a heroic piece, then a standard and a combat move of own commons', () => {
    const s = both(8, [C.sq(5, 3), C.mv(5, 5, 5, 6), C.skip]);
    expect([pieceAt(s, 5, 3), pieceAt(s, 5, 6)]).toEqual([
      { o: 0, r: 'h' },
      { o: 0, r: 'c' },
    ]);
  });
  test('flare 10: two common pieces, then one more', () => {
    const s = both(9, [C.sq(5, 3), C.sq(5, 7), C.sq(4, 4)]);
    expect([pieceAt(s, 5, 3), pieceAt(s, 5, 7), pieceAt(s, 4, 4)].every((p) => p?.o === 0)).toBe(true);
  });
  test('flare 11: a common piece, then 1 combat move or 2 standard moves', () => {
    const s = both(10, [C.sq(5, 3), C.opt('option1'), C.mv(5, 5, 5, 6), C.mv(5, 6, 5, 7)]);
    expect(pieceAt(s, 5, 7)).toEqual({ o: 0, r: 'c' });
  });
  test('flare 12: a standard leap of an own common, then one more action', () => {
    const s = both(11, [C.mv(5, 5, 2, 5)]);
    expect(pieceAt(s, 2, 5)).toEqual({ o: 0, r: 'c' });
    expect(s.actions).toBe(3);
  });

  test('seed: a flare needs at least one of its conditions when declared', () => {
    const s = behind(0, 0, 'flare:flare0');
    expect(game.validate(s, 0, { kind: 'flare', card: 'flare:flare0' })?.code).toBe('error.flare-condition');
  });

  test('seed: only the half whose condition holds is resolved', () => {
    // Flare 8: top needs 4 upgraded more, bottom 5 more pieces; only the bottom holds here.
    const s = behind(0, 5, 'flare:flare7');
    const t = answer(play(s, { kind: 'flare', card: 'flare:flare7' }), [C.sq(5, 3)]);
    expect(t.actions).toBe(2);
    expect(pieceAt(t, 5, 3)).toEqual({ o: 0, r: 'c' });
  });

  test('seed (Deathmatch): the opponent scores 1 when you invoke a flare', () => {
    const s = behind(4, 0, 'flare:flare7', 'deathmatch');
    const t = play(s, { kind: 'flare', card: 'flare:flare7' });
    expect(t.points).toEqual([0, 1]);
    expect(t.flareDiscard).toContain('flare:flare7');
  });
});
