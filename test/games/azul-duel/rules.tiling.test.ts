// Seed "4.2 タイル配置＆得点フェイズ" (tiling and scoring): chips, wall moves, adjacency, special tiles, floor, carry-over.
import { describe, expect, test } from 'vitest';
import { game } from '../../../src/games/azul-duel/rules';
import { adjacencyPoints } from '../../../src/games/azul-duel/rules/board';
import type { WallTile } from '../../../src/games/azul-duel/rules/types';
import { board, move, tiles, tiling, wallingOf } from './builders';

// Plate 0 unturned: yellow black / turquoise special. Plate 1: wild blue / turquoise black.
describe('seed 4.2.2 moving the rightmost tile of a full line to the wall', () => {
  test('only to a free cell of the line colour (or a wild cell) in the same row', () => {
    const b = board({
      plates: [
        [0, 0, 0],
        [1, 1, 0],
      ],
      lines: { 0: ['black', 1], 1: ['turquoise', 2] },
    });
    const moves = game.legalMoves(tiling(b), 0).filter((m) => m.kind === 'wall');
    expect(moves).toEqual([
      { kind: 'wall', line: 0, col: 1 },
      { kind: 'wall', line: 0, col: 2 },
      { kind: 'wall', line: 1, col: 0 },
      { kind: 'wall', line: 1, col: 2 },
    ]);
  });

  test('a line that is not full stays for the next round', () => {
    const b = board({ plates: [[0, 0, 0]], lines: { 0: ['yellow', 1], 2: ['red', 2] } });
    const t = move(tiling(b), { kind: 'wall', line: 0, col: 0 });
    expect(t.boards[0]?.lines[2]).toEqual({ color: 'red', count: 2, chips: 0 });
  });

  test('the rest of the line goes to the tower', () => {
    const b = board({ plates: [[3, 0, 0]], lines: { 2: ['yellow', 3] } });
    const s = tiling(b);
    const t = move(s, { kind: 'wall', line: 2, col: 0 });
    expect(t.tower.length - s.tower.length).toBe(2);
    expect(t.boards[0]?.wall[12]).toBe('yellow');
  });

  test('no cell for a full line whose row band is fully plated: it is discarded to the tower', () => {
    const b = board({
      plates: [
        [0, 0, 0],
        [1, 1, 0],
        [2, 2, 0],
      ],
      lines: { 0: ['red', 1] },
    });
    // Row 0 cells: Y K / W B / T R -> red fits at col 5. Fill it so no red cell is free.
    const filled = board({
      ...b,
      plates: [
        [0, 0, 0],
        [1, 1, 0],
        [2, 2, 0],
      ],
      lines: { 0: ['red', 1] },
      wall: { '0,5': 'red', '0,2': 'blue' },
    });
    const t = game.apply(tiling(filled), 0, { kind: 'endChips' });
    expect(t.boards[0]?.lines[0]).toEqual({ color: null, count: 0, chips: 0 });
  });
});

type Cells = readonly (readonly [number, number])[];
const wallOf = (cells: Cells): WallTile[] => {
  const w: WallTile[] = Array(36).fill(null);
  for (const [r, c] of cells) w[r * 6 + c] = 'blue';
  return w;
};

describe('seed 4.2.2 adjacency scoring (as in Azul)', () => {
  test.each([
    ['alone', [[2, 2]], 2, 2, 1],
    [
      'two in a row',
      [
        [2, 2],
        [2, 3],
      ],
      2,
      3,
      2,
    ],
    [
      'three in a column',
      [
        [1, 2],
        [2, 2],
        [3, 2],
      ],
      3,
      2,
      3,
    ],
    [
      'cross: both runs, the tile counted twice',
      [
        [2, 1],
        [2, 2],
        [2, 3],
        [1, 2],
      ],
      2,
      2,
      5,
    ],
    [
      'corner of an L',
      [
        [0, 0],
        [0, 1],
        [1, 0],
      ],
      0,
      0,
      4,
    ],
  ] as const)('%s', (_name, cells, row, col, points) => {
    expect(adjacencyPoints(wallOf(cells), row, col)).toBe(points);
  });

  test('the points are added at once', () => {
    const b = board({ plates: [[0, 0, 0]], lines: { 0: ['black', 1] }, wall: { '0,0': 'yellow' } });
    const t = move(tiling(b), { kind: 'wall', line: 0, col: 1 });
    expect(t.boards[0]?.score).toBe(7);
  });
});

describe('seed 4.2.4 special tiles on a dome plate', () => {
  test('the special space fills once its plate’s other cells are filled, scoring the row bonus', () => {
    // Plate 0 unturned: the special cell is bottom-right, row 1: bonus 2.
    const b = board({ plates: [[0, 0, 0]], lines: { 1: ['turquoise', 2] }, wall: { '0,0': 'yellow', '0,1': 'black' } });
    const s = tiling(b);
    const t = move(s, { kind: 'wall', line: 1, col: 0 });
    expect(t.boards[0]?.wall[7]).toBe('special');
    // turquoise at (1,0): column run 2 -> 2 points; special: row 2 bonus 2.
    expect(t.boards[0]?.tally.wall).toBe(2);
    expect(t.boards[0]?.tally.special).toBe(2);
    expect(t.specialsLeft).toBe(s.specialsLeft - 1);
  });

  test('a placed special tile counts for later adjacency', () => {
    const w: WallTile[] = Array(36).fill(null);
    w[7] = 'special';
    expect(adjacencyPoints(w, 1, 0)).toBe(2);
  });
});

describe('seed 4.2.3 bonus chips, before moving tiles', () => {
  // Chip ids: 0/1 blue only, 2/3 turquoise only, 10/11 turquoise+yellow, 12/13 blue+red.
  test('two chips showing the same colour pay for one tile of it', () => {
    const b = board({ plates: [[3, 0, 0]], lines: { 2: ['yellow', 2] }, chips: [10, 11] });
    let s = move(tiling(b), { kind: 'toggleChip', chip: 10 });
    s = move(s, { kind: 'toggleChip', chip: 11 });
    // Turquoise is shared too, but no line holds a turquoise tile (chips complete a started line; NOTES.md).
    expect(game.legalMoves(s, 0).filter((m) => m.kind === 'chipFill')).toEqual([
      { kind: 'chipFill', line: 2, color: 'yellow' },
    ]);
    s = move(s, { kind: 'chipFill', line: 2, color: 'yellow' });
    expect(s.boards[0]?.lines[2]).toEqual({ color: 'yellow', count: 3, chips: 1 });
    expect(s.boards[0]?.chips).toEqual([]);
    expect(s.usedChips).toEqual([10, 11]);
  });

  test('the chip-paid space holds no tile: moving the line sends only the real tiles to the tower', () => {
    const b = board({ plates: [[3, 0, 0]], lines: { 2: ['yellow', 2] }, chips: [10, 11] });
    let s = move(move(tiling(b), { kind: 'toggleChip', chip: 10 }), { kind: 'toggleChip', chip: 11 });
    s = move(s, { kind: 'chipFill', line: 2, color: 'yellow' });
    const t = move(s, { kind: 'wall', line: 2, col: 0 });
    expect(t.tower.length - s.tower.length).toBe(1);
  });

  test('two chips without a shared colour pay for nothing; any three pay for any colour', () => {
    const b = board({ lines: { 1: ['red', 1] }, chips: [0, 2, 4] });
    let s = move(move(tiling(b), { kind: 'toggleChip', chip: 0 }), { kind: 'toggleChip', chip: 2 });
    expect(game.legalMoves(s, 0).some((m) => m.kind === 'chipFill')).toBe(false);
    expect(game.validate(s, 0, { kind: 'chipFill', line: 1, color: 'red' })).toEqual({ code: 'error.chip-selection' });
    s = move(s, { kind: 'toggleChip', chip: 4 });
    expect(game.legalMoves(s, 0)).toContainEqual({ kind: 'chipFill', line: 1, color: 'red' });
  });

  test('chips cannot be used after a tile has moved to the wall', () => {
    const b = board({ plates: [[0, 0, 0]], lines: { 0: ['yellow', 1], 1: ['turquoise', 2] }, chips: [6, 7, 8] });
    const t = move(tiling(b), { kind: 'wall', line: 0, col: 0 });
    expect(wallingOf(t)).toBe(true);
    expect(game.validate(t, 0, { kind: 'toggleChip', chip: 6 })).toEqual({ code: 'error.chips-before-wall' });
    expect(game.validate(t, 0, { kind: 'endChips' })).toEqual({ code: 'error.chips-before-wall' });
    expect(game.validate(t, 0, { kind: 'placeTiles', line: 0 })).toEqual({ code: 'error.not-now' });
  });
});

describe('seed 4.2.5 floor penalties (first 4 tiles only)', () => {
  test.each([
    [1, 1],
    [2, 3],
    [3, 6],
    [4, 10],
  ])('%i floor tiles cost %i points', (n, cost) => {
    const b = board({ floor: tiles('RRRR').slice(0, n), score: 20 });
    const t = game.apply(tiling(b), 0, { kind: 'endChips' });
    expect(t.boards[0]?.tally.floor).toBe(-cost);
    expect(t.boards[0]?.floor).toEqual([]);
  });

  test('the score never drops below 0', () => {
    const t = game.apply(tiling(board({ floor: tiles('RRRR'), score: 3 })), 0, { kind: 'endChips' });
    expect(t.boards[0]?.score).toBe(0);
    expect(t.boards[0]?.tally.zeroFloor).toBe(7);
  });
});
