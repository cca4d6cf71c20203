// Seed "3. ゲームの準備" (setup) and the opening plate placement.
import { describe, expect, test } from 'vitest';
import { COLORS, TABLET_PAIRS } from '../../../src/games/azul-duel/data';
import { game } from '../../../src/games/azul-duel/rules';
import { fillWorkshops } from '../../../src/games/azul-duel/rules/setup';
import { fresh, move, phaseOf, tiles, turnOf } from './builders';

describe('seed 3 setup', () => {
  const s = fresh('setup');

  test('3.3/3.4: the bag holds the 65 regular tiles; the large workshop gets 5, each small one 4', () => {
    expect(s.workshops.map((w) => w.sun.length)).toEqual([5, 4, 4, 4, 4]);
    expect(s.bag.length + 21).toBe(65);
    const all = [...s.bag, ...s.workshops.flatMap((w) => w.sun)];
    for (const c of COLORS) expect(all.filter((t) => t === c)).toHaveLength(13);
    expect(s.specialsLeft).toBe(9);
  });

  test('3.4: when the large workshop would be all one colour, it draws until another colour appears', () => {
    const rigged = { ...s, bag: tiles('BBBBBBRYKT'), tower: [], workshops: [], chipSupply: [] };
    const large = fillWorkshops(rigged).workshops[0]?.sun ?? [];
    expect(large).toEqual(tiles('BBBBR'));
  });

  test('3.6: a face-down bonus chip under each small workshop, none under the large one; 16 stay in the supply', () => {
    expect(s.workshops[0]?.chip).toBeNull();
    for (const w of s.workshops.slice(1)) expect(w.chip?.faceUp).toBe(false);
    expect(s.chipSupply).toHaveLength(16);
  });

  test('3.7: three dome plates face up, the other 15 in the stack', () => {
    expect(s.display).toHaveLength(3);
    expect(s.stack).toHaveLength(15);
  });

  test('3.8: the beginner tablets are rows 3, columns 7 and diagonals 10', () => {
    expect(s.tablets).toEqual([1, 2, 3]);
  });

  test.each([
    ['random3', 3],
    ['random4', 4],
  ] as const)('3.8: %s reveals %i tablets, never both sides of one', (tablets, n) => {
    for (let i = 0; i < 20; i++) {
      const t = game.setup(2, { tablets }, `tab${i}`).tablets;
      expect(t).toHaveLength(n);
      for (const [a, b] of TABLET_PAIRS) expect(t.includes(a) && t.includes(b)).toBe(false);
    }
  });

  test('3.9: the start player is random', () => {
    const starts = new Set(Array.from({ length: 20 }, (_, i) => fresh(`start${i}`).startPlayer));
    expect([...starts].sort()).toEqual([0, 1]);
  });

  test('score markers on 0 and 5: both players start with 5 points', () => {
    expect(s.boards.map((b) => b.score)).toEqual([5, 5]);
  });
});

describe('seed 3.10 opening placement', () => {
  test('the non-start player chooses a face-up plate first, in any empty slot and rotation', () => {
    const s = fresh('open');
    expect(game.status(s)).toMatchObject({ kind: 'turn', active: [1 - s.startPlayer] });
    const moves = game.legalMoves(s, turnOf(s));
    expect(moves.every((m) => m.kind === 'takePlate')).toBe(true);
    expect(moves).toHaveLength(3);
    expect(game.validate(s, turnOf(s), { kind: 'drawPlate' })).toEqual({ code: 'error.opening-face-up' });
    const took = move(s, { kind: 'takePlate', plate: s.display[1] ?? 0 });
    expect(game.legalMoves(took, turnOf(took))).toHaveLength(9 * 4);
  });

  test('the display is refilled from the stack after each placement; then round 1 starts with the start player', () => {
    let s = fresh('open');
    const first = turnOf(s);
    s = move(s, { kind: 'takePlate', plate: s.display[0] ?? 0 });
    s = move(s, { kind: 'placePlate', slot: 4, rotation: 2 });
    expect(s.display).toHaveLength(3);
    expect(s.stack).toHaveLength(14);
    expect(turnOf(s)).toBe(1 - first);
    s = move(s, { kind: 'takePlate', plate: s.display[0] ?? 0 });
    s = move(s, { kind: 'placePlate', slot: 0, rotation: 0 });
    expect(phaseOf(s)).toBe('acquire');
    expect(turnOf(s)).toBe(s.startPlayer);
    expect(s.boards.map((b) => b.tokensUsed)).toEqual([0, 0]);
    expect(s.boards[first]?.plates[4]).toMatchObject({ rotation: 2 });
  });
});

describe('setup options', () => {
  test.each([
    [undefined, { tablets: 'beginner' }],
    [{ tablets: 'random4' }, { tablets: 'random4' }],
    [{ tablets: 'nine' }, null],
    ['x', null],
  ] as const)('options %j parse to %j', (raw, parsed) => {
    expect(game.parseOptions(raw, 2)).toEqual(parsed);
  });

  test('two players only', () => {
    expect(game.parseOptions(undefined, 3)).toBeNull();
  });
});
