// Every legend's effect on a small position (reference "Legends"; seed 「クリーチャーや焔の効果の解決」).
// Legend at (5,5) in the printed orientation; enemy pieces belong to seat 1.
import { describe, expect, test } from 'vitest';
import { game } from '../../../src/games/tash-kalar/rules';
import { C, effectOf, pieceAt, summonWith } from './harness';

const L = (id: string) => `legend:${id}`;

describe('Legends', () => {
  test('Fire Dragon: non-legends within 2 in a marked direction and the two beside it are destroyed', () => {
    const s = summonWith(
      L('fireDragon'),
      5,
      5,
      [
        [5, 7, 1, 'h'],
        [3, 7, 0],
        [6, 6, 1, 'L'],
        [7, 7, 1],
        [5, 8, 1],
      ],
      [C.sq(5, 6)],
    );
    expect([pieceAt(s, 5, 7), pieceAt(s, 3, 7), pieceAt(s, 7, 7)]).toEqual([null, null, null]);
    expect(pieceAt(s, 6, 6)).toEqual({ o: 1, r: 'L' });
    expect(pieceAt(s, 5, 8)).toEqual({ o: 1, r: 'c' });
  });

  test('Hell Bull: combat moves straight on, stopping once it destroys a legend', () => {
    const s = summonWith(L('hellBull'), 5, 5, [[5, 3, 1, 'L']], [C.mv(5, 5, 5, 3)]);
    expect(pieceAt(s, 5, 3)).toEqual({ o: 0, r: 'L' });
    expect(s.log.destroyed.L).toBe(1);
    const t = summonWith(L('hellBull'), 5, 5, [[5, 3, 1, 'L']]);
    expect(JSON.stringify(effectOf(t)?.pending.options)).not.toContain(JSON.stringify(C.mv(5, 5, 5, 2)));
  });

  test('Angel of Death: another piece is upgraded, then the Angel leaps onto it', () => {
    const s = summonWith(L('angelOfDeath'), 5, 5, [[8, 8, 1, 'h']], [C.sq(8, 8)]);
    expect(pieceAt(s, 8, 8)).toEqual({ o: 0, r: 'L' });
    expect(pieceAt(s, 5, 5)).toBeNull();
    expect(s.log.destroyed.L).toBe(1);
  });

  test('The Eldest Tree: up to 3 adjacent squares: destroy an enemy, upgrade an own common, place on empty', () => {
    const s = summonWith(
      L('eldestTree'),
      5,
      5,
      [
        [5, 4, 1],
        [6, 6, 0],
      ],
      [C.sq(5, 4), C.sq(6, 6), C.sq(5, 6)],
    );
    expect([pieceAt(s, 5, 4), pieceAt(s, 6, 6), pieceAt(s, 5, 6)]).toEqual([null, { o: 0, r: 'h' }, { o: 0, r: 'c' }]);
  });

  test('Bone Catapult: a piece along a marked line, with every common next to it', () => {
    const s = summonWith(
      L('boneCatapult'),
      5,
      5,
      [
        [5, 2, 1, 'h'],
        [4, 2, 1],
        [6, 1, 0],
        [6, 2, 1, 'h'],
      ],
      [C.sq(5, 2)],
    );
    expect([pieceAt(s, 5, 2), pieceAt(s, 4, 2), pieceAt(s, 6, 1)]).toEqual([null, null, null]);
    expect(pieceAt(s, 6, 2)).toEqual({ o: 1, r: 'h' });
  });

  test('Fire Elemental: adjacent enemy non-legends, or enemy commons within 2', () => {
    const pieces = [
      [5, 4, 1, 'h'],
      [6, 4, 1, 'L'],
      [5, 3, 1],
    ] as const;
    const a = summonWith(L('fireElemental'), 5, 5, pieces, [C.opt('option0')]);
    expect([pieceAt(a, 5, 4), pieceAt(a, 6, 4), pieceAt(a, 5, 3)]).toEqual([null, { o: 1, r: 'L' }, { o: 1, r: 'c' }]);
    const b = summonWith(L('fireElemental'), 5, 5, pieces, [C.opt('option1')]);
    expect([pieceAt(b, 5, 4), pieceAt(b, 5, 3)]).toEqual([{ o: 1, r: 'h' }, null]);
  });

  test('Leviathan: a connected group of up to 3 upgraded pieces downgraded (or up to 4 commons destroyed)', () => {
    const s = summonWith(
      L('leviathan'),
      5,
      5,
      [
        [8, 2, 1, 'h'],
        [8, 3, 1, 'h'],
        [2, 2, 1],
      ],
      [C.sq(8, 2), C.sq(8, 3)],
    );
    expect([pieceAt(s, 8, 2), pieceAt(s, 8, 3)]).toEqual([
      { o: 1, r: 'c' },
      { o: 1, r: 'c' },
    ]);
    const t = summonWith(
      L('leviathan'),
      5,
      5,
      [
        [2, 3, 1],
        [3, 2, 1],
      ],
      [C.sq(2, 3), C.sq(3, 2)],
    );
    expect([pieceAt(t, 2, 3), pieceAt(t, 3, 2)]).toEqual([null, null]);
  });

  test('Two-Headed Dragon: upgrade a marked pattern piece, then may destroy a hero next to it', () => {
    const s = summonWith(L('twoHeadedDragon'), 5, 5, [[7, 6, 1, 'h']], [C.sq(6, 6), C.sq(7, 6)]);
    expect(pieceAt(s, 6, 6)).toEqual({ o: 0, r: 'L' });
    expect(pieceAt(s, 7, 6)).toBeNull();
  });

  test('Earth Elemental: a non-legend on or next to red destroyed, then an own common on or next to green upgraded', () => {
    const s = summonWith(
      L('earthElemental'),
      5,
      5,
      [
        [8, 5, 1, 'h'],
        [3, 4, 0],
      ],
      [C.sq(8, 5)],
    );
    expect(pieceAt(s, 8, 5)).toBeNull();
    expect(pieceAt(s, 3, 4)).toEqual({ o: 0, r: 'h' });
    expect(effectOf(s)).toBeNull();
  });

  test('Time Elemental: the same player takes another turn', () => {
    const s = summonWith(L('timeElemental'), 5, 5, [], [], { actions: 1 });
    expect(s.turn).toBe(0);
    expect(s.extra).toBe(true);
    expect(s.actions).toBe(2);
  });

  test('Storm Elemental: place a piece within 3, run it straight (5/3/1 squares), then it is destroyed', () => {
    const s = summonWith(L('stormElemental'), 5, 5, [[7, 8, 1]], [C.opt('c'), C.sq(5, 8), C.mv(5, 8, 8, 8)]);
    expect([pieceAt(s, 5, 8), pieceAt(s, 7, 8), pieceAt(s, 8, 8)]).toEqual([null, null, null]);
    expect(s.log.destroyed.c).toBe(1);
  });

  test('Titan: every orthogonal neighbour and every non-legendary diagonal one, not counted as destroyed by you', () => {
    const s = summonWith(L('titan'), 5, 5, [
      [5, 4, 1, 'L'],
      [4, 5, 1],
      [4, 4, 1, 'h'],
      [6, 6, 1, 'L'],
    ]);
    expect([pieceAt(s, 5, 4), pieceAt(s, 4, 5), pieceAt(s, 4, 4), pieceAt(s, 5, 6)]).toEqual([null, null, null, null]);
    expect(pieceAt(s, 6, 6)).toEqual({ o: 1, r: 'L' });
    expect(s.log.destroyed).toEqual({ c: 0, h: 0, L: 0 });
  });

  test('a legend summoned counts for the turn (Deathmatch +1)', () => {
    const s = summonWith(L('titan'), 5, 5, [], [], { mode: 'deathmatch', actions: 1 });
    expect(s.points[0]).toBe(1);
    expect(game.status(s).kind).toBe('turn');
  });
});
