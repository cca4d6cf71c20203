// Summoning patterns: any rotation or mirror image, higher ranks satisfy lower ones, the being's square.
import { describe, expect, test } from 'vitest';
import { at, BEING_DECKS, LEGENDS } from '../../../src/games/tash-kalar/data';
import { orient } from '../../../src/games/tash-kalar/rules/geometry';
import { findMatches, matchAt, parsePattern } from '../../../src/games/tash-kalar/rules/patterns';
import { boardOf, type P } from './builders';

const card = (id: string) => {
  const c = [...BEING_DECKS.imperial, ...BEING_DECKS.highland, ...BEING_DECKS.sylvan, ...LEGENDS].find(
    (k) => k.id === id,
  );
  if (!c) throw new Error(id);
  return c;
};

// The Charging Buck: '. @' / 'c c' / 'c .' has 8 distinct orientations. Being at (5,5).
// Cells relative to the being: (-1,+1), (0,+1), (-1,+2).
const BUCK_CELLS: readonly (readonly [number, number])[] = [
  [-1, 1],
  [0, 1],
  [-1, 2],
];

describe('seed 「クリーチャー召還」: the pattern may be rotated 90/180/270 degrees and mirrored', () => {
  test.each([0, 1, 2, 3, 4, 5, 6, 7])('orientation %i of the Charging Buck matches at the centre', (o) => {
    const pieces: P[] = BUCK_CELLS.map(([dx, dy]) => {
      const [x, y] = orient(dx, dy, o);
      return [5 + x, 5 + y, 0] as const;
    });
    const board = boardOf(pieces);
    const m = matchAt(board, 0, card('chargingBuck'), at(5, 5), o, false);
    expect(m).not.toBeNull();
    const all = findMatches(board, 0, card('chargingBuck'));
    expect(all.map((x) => x.at)).toContain(at(5, 5));
  });

  test('the 8 orientations of an asymmetric pattern are all different', () => {
    const shapes = new Set(
      [0, 1, 2, 3, 4, 5, 6, 7].map((o) =>
        BUCK_CELLS.map(([dx, dy]) => orient(dx, dy, o).join(','))
          .sort()
          .join(' '),
      ),
    );
    expect(shapes.size).toBe(8);
  });

  test('a shape that is not a rotation or mirror image does not match', () => {
    // (-1,+1), (0,+1), (+1,+2): a different L.
    const board = boardOf([
      [4, 6, 0],
      [5, 6, 0],
      [6, 7, 0],
    ]);
    expect(findMatches(board, 0, card('chargingBuck')).filter((m) => m.at === at(5, 5))).toEqual([]);
  });
});

describe('seed 「クリーチャー召還」: ranks and squares', () => {
  const sapling = card('sapling'); // '@' / 'c' / 'c'
  test('a heroic or legendary piece counts as the common piece the pattern shows', () => {
    const board = boardOf([
      [5, 6, 0, 'h'],
      [5, 7, 0, 'L'],
    ]);
    expect(matchAt(board, 0, sapling, at(5, 5), 0, false)).not.toBeNull();
  });
  test('a common piece does not count as a heroic one (Fire Dragon needs h)', () => {
    const dragon = card('fireDragon');
    const cells = parsePattern(dragon).cells.filter((c) => c.need !== null);
    const pieces: P[] = cells.map((c) => [5 + c.dx, 5 + c.dy, 0, c.need === 'h' ? 'h' : 'c'] as const);
    expect(matchAt(boardOf(pieces), 0, dragon, at(5, 5), 0, false)).not.toBeNull();
    const weak: P[] = cells.map((c) => [5 + c.dx, 5 + c.dy, 0, 'c'] as const);
    expect(matchAt(boardOf(weak), 0, dragon, at(5, 5), 0, false)).toBeNull();
  });
  test('enemy pieces do not count, unless the War Summoner lets one in', () => {
    const board = boardOf([
      [5, 6, 0],
      [5, 7, 1],
    ]);
    expect(matchAt(board, 0, sapling, at(5, 5), 0, false)).toBeNull();
    expect(matchAt(board, 0, sapling, at(5, 5), 0, true)?.borrowed).toBe(at(5, 7));
  });
  test('the being square may hold a piece of equal or lower rank, never higher', () => {
    const base: P[] = [
      [5, 6, 0],
      [5, 7, 0],
    ];
    expect(matchAt(boardOf([...base, [5, 5, 1, 'c']]), 0, sapling, at(5, 5), 0, false)).not.toBeNull();
    expect(matchAt(boardOf([...base, [5, 5, 1, 'h']]), 0, sapling, at(5, 5), 0, false)).toBeNull();
  });
  test('empty squares of the pattern are ignored: pieces there do not matter', () => {
    // Messenger '@ . .' / '. c .' / '. . c' with pieces on the dots.
    const board = boardOf([
      [6, 6, 0],
      [7, 7, 0],
      [6, 5, 1, 'L'],
      [5, 6, 1, 'L'],
    ]);
    expect(matchAt(board, 0, card('messenger'), at(5, 5), 0, false)).not.toBeNull();
  });
  test('a [c] being is summoned onto your own piece', () => {
    const dryad = card('dryad'); // 'c .' / '. [c]' / '. c'
    const board = boardOf([
      [4, 4, 0],
      [5, 6, 0],
    ]);
    expect(matchAt(board, 0, dryad, at(5, 5), 0, false)).toBeNull();
    expect(
      matchAt(
        boardOf([
          [4, 4, 0],
          [5, 6, 0],
          [5, 5, 0],
        ]),
        0,
        dryad,
        at(5, 5),
        0,
        false,
      ),
    ).not.toBeNull();
    expect(
      matchAt(
        boardOf([
          [4, 4, 0],
          [5, 6, 0],
          [5, 5, 1],
        ]),
        0,
        dryad,
        at(5, 5),
        0,
        false,
      ),
    ).toBeNull();
  });
  test('pattern squares off the board never match', () => {
    const board = boardOf([
      [5, 2, 0],
      [5, 3, 0],
    ]);
    // Sapling at (5,1) pointing down works; pointing up would need (5,0) and (5,-1).
    const ms = findMatches(board, 0, sapling).filter((m) => m.at === at(5, 1));
    expect(ms).toHaveLength(1);
  });
  test('marked squares turn with the pattern (Time Mage ring centre)', () => {
    const tm = card('timeMage'); // '. c @' / 'c * c' / '. c .'
    for (let o = 0; o < 8; o++) {
      const pieces: P[] = parsePattern(tm)
        .cells.filter((c) => c.need)
        .map((c) => {
          const [x, y] = orient(c.dx, c.dy, o);
          return [5 + x, 5 + y, 0] as const;
        });
      const m = matchAt(boardOf(pieces), 0, tm, at(5, 5), o, false);
      const [mx, my] = orient(-1, 1, o);
      expect(m?.marks).toEqual([at(5 + mx, 5 + my)]);
    }
  });
});
