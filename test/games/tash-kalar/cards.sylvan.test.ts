// Every Sylvan being's effect on a small position (reference "Beings / Sylvan deck"; seed 「クリーチャーや焔の効果の解決」).
// Being at (5,5) in the printed orientation; enemy pieces belong to seat 1.
import { describe, expect, test } from 'vitest';
import { at } from '../../../src/games/tash-kalar/data';
import { C, effectOf, pieceAt, summonWith, targets } from './harness';

const S = (id: string) => `sylvan:${id}`;
const has = (s: Parameters<typeof targets>[0], c: ReturnType<typeof C.sq>) => targets(s).includes(JSON.stringify(c));

describe('Sylvan deck', () => {
  test('Sapling: upgraded to heroic once summoned', () => {
    expect(pieceAt(summonWith(S('sapling'), 5, 5, []), 5, 5)).toEqual({ o: 0, r: 'h' });
  });

  test('Kiskin Farseeders: may place a common next to any own piece', () => {
    const s = summonWith(S('kiskinFarseeders'), 5, 5, []);
    expect(has(s, C.sq(7, 5))).toBe(true);
    expect(has(s, C.sq(9, 5))).toBe(false);
    expect(pieceAt(summonWith(S('kiskinFarseeders'), 5, 5, [], [C.sq(7, 5)]), 7, 5)).toEqual({ o: 0, r: 'c' });
  });

  test('Charging Buck: up to 2 combat leaps of exactly distance 2', () => {
    const s = summonWith(S('chargingBuck'), 5, 5, [[5, 3, 1]]);
    expect(has(s, C.mv(5, 5, 5, 4))).toBe(false);
    const t = summonWith(S('chargingBuck'), 5, 5, [[5, 3, 1]], [C.mv(5, 5, 5, 3), C.mv(5, 3, 7, 2)]);
    expect(pieceAt(t, 7, 2)).toEqual({ o: 0, r: 'c' });
    expect(t.log.destroyed.c).toBe(1);
  });

  test('Forest Wardens: a common of an opponent with more commons, a hero of one with more upgraded pieces', () => {
    const s = summonWith(
      S('forestWardens'),
      5,
      5,
      [
        [1, 5, 1],
        [9, 5, 1],
        [5, 1, 1],
        [5, 9, 1],
        [2, 5, 1, 'h'],
      ],
      [C.sq(1, 5)],
    );
    expect([pieceAt(s, 1, 5), pieceAt(s, 2, 5)]).toEqual([null, null]);
    const t = summonWith(S('forestWardens'), 5, 5, [[1, 5, 1]]);
    expect(pieceAt(t, 1, 5)).toEqual({ o: 1, r: 'c' });
  });

  test('Naiad: up to 2 different own pieces next to her each make a standard move', () => {
    const s = summonWith(S('naiad'), 5, 5, [], [C.mv(4, 6, 4, 5)]);
    const froms = (effectOf(s)?.pending.options ?? []).map((c) => (c.kind === 'move' ? c.from : -1));
    expect(froms).not.toContain(at(4, 5));
    expect(froms).toContain(at(5, 6));
  });

  test('Kiskin Spirit: a discarded card back on top of the deck, then one more card at the end of the turn', () => {
    const s = summonWith(S('kiskinSpirit'), 5, 5, [], [C.opt('sylvan:dryad')], { discard: ['sylvan:dryad'] });
    expect(s.decks[0]?.[0]).toBe('sylvan:dryad');
    expect(s.discards[0]).toEqual(['sylvan:kiskinSpirit']);
    expect(s.log.extraDeck).toBe(1);
    expect(summonWith(S('kiskinSpirit'), 5, 5, []).log.extraDeck).toBe(1);
  });

  test('Dryad: may convert an adjacent non-legendary enemy into an own common', () => {
    const s = summonWith(S('dryad'), 5, 5, [[6, 5, 1, 'h']], [C.sq(6, 5)]);
    expect(pieceAt(s, 6, 5)).toEqual({ o: 0, r: 'c' });
    expect(s.log.destroyed.h).toBe(1);
  });

  test('Centaur Spearman: a combat move, then the next piece beyond is destroyed unless legendary', () => {
    const s = summonWith(S('centaurSpearman'), 5, 5, [[5, 3, 1, 'h']], [C.mv(5, 5, 5, 4)]);
    expect(pieceAt(s, 5, 3)).toBeNull();
    const t = summonWith(S('centaurSpearman'), 5, 5, [[5, 3, 1, 'L']], [C.mv(5, 5, 5, 4)]);
    expect(pieceAt(t, 5, 3)).toEqual({ o: 1, r: 'L' });
  });

  test('Centaur Chieftain: after his combat move, up to 3 combat moves the same way by other own pieces', () => {
    const s = summonWith(S('centaurChieftain'), 5, 5, [], [C.mv(5, 5, 5, 4)]);
    expect(has(s, C.mv(4, 5, 4, 4))).toBe(true);
    expect(has(s, C.mv(4, 5, 3, 5))).toBe(false);
    const t = summonWith(
      S('centaurChieftain'),
      5,
      5,
      [],
      [C.mv(5, 5, 5, 4), C.mv(4, 5, 4, 4), C.mv(3, 4, 3, 3), C.mv(5, 6, 5, 5)],
    );
    expect(pieceAt(t, 5, 5)).toEqual({ o: 0, r: 'c' });
    expect(effectOf(t)).toBeNull();
  });

  test('Unicorn: a combat move, or one more action', () => {
    expect(summonWith(S('unicorn'), 5, 5, [], [C.opt('option1')]).actions).toBe(2);
    const s = summonWith(S('unicorn'), 5, 5, [[5, 4, 1, 'h']], [C.opt('option0'), C.mv(5, 5, 5, 4)]);
    expect(pieceAt(s, 5, 4)).toEqual({ o: 0, r: 'h' });
  });

  test('Sylvan Queen: converts a diagonally adjacent non-legend into an own piece of the same rank', () => {
    const s = summonWith(S('sylvanQueen'), 5, 5, [[4, 4, 1, 'h']], [C.sq(4, 4)]);
    expect(pieceAt(s, 4, 4)).toEqual({ o: 0, r: 'h' });
  });

  test('Sylvan Princess: converts a diagonally adjacent enemy common only', () => {
    const s = summonWith(S('sylvanPrincess'), 5, 5, [
      [4, 4, 1, 'h'],
      [6, 4, 1],
    ]);
    expect(targets(s)).toEqual([JSON.stringify(C.sq(6, 4))]);
    expect(pieceAt(summonWith(S('sylvanPrincess'), 5, 5, [[6, 4, 1]], [C.sq(6, 4)]), 6, 4)).toEqual({ o: 0, r: 'c' });
  });

  test('Woodland Druid: one common piece of each colour is upgraded', () => {
    const s = summonWith(S('woodlandDruid'), 5, 5, [[8, 8, 1]], [C.sq(4, 4)]);
    expect(pieceAt(s, 4, 4)).toEqual({ o: 0, r: 'h' });
    expect(pieceAt(s, 8, 8)).toEqual({ o: 1, r: 'h' });
  });

  test('Forest Ancient: 2 enemy commons placed within 2, then 2 enemy commons destroyed within 3', () => {
    const s = summonWith(S('forestAncient'), 5, 5, [[8, 5, 1]], [C.sq(7, 7), C.sq(3, 3), C.sq(7, 7), C.sq(8, 5)]);
    expect(pieceAt(s, 3, 3)).toEqual({ o: 1, r: 'c' });
    expect([pieceAt(s, 7, 7), pieceAt(s, 8, 5)]).toEqual([null, null]);
    expect(s.log.destroyed.c).toBe(2);
  });

  test('Forest Mystic: one more deck card and one more legend at the end of the turn', () => {
    const s = summonWith(S('forestMystic'), 5, 5, []);
    expect([s.log.extraDeck, s.log.extraLegends]).toEqual([1, 1]);
  });

  test('Kiskin Leafsplitter: up to twice, the first piece along a diagonal is destroyed', () => {
    const s = summonWith(
      S('kiskinLeafsplitter'),
      5,
      5,
      [
        [7, 3, 1, 'L'],
        [4, 6, 0],
      ],
      [C.sq(6, 4), C.sq(4, 6)],
    );
    expect([pieceAt(s, 7, 3), pieceAt(s, 4, 6)]).toEqual([null, null]);
    expect(s.log.destroyed.L).toBe(1);
  });

  test('Kiskin Boughrunner: up to 3 combat moves, each ending next to another own piece', () => {
    const s = summonWith(S('kiskinBoughrunner'), 5, 5, []);
    expect(has(s, C.mv(5, 5, 4, 5))).toBe(true);
    expect(has(s, C.mv(5, 5, 5, 4))).toBe(false);
  });

  test('Tree Shepherd: an own common is upgraded; a hero may make a combat move', () => {
    expect(pieceAt(summonWith(S('treeShepherd'), 5, 5, [], [C.sq(4, 5)]), 4, 5)).toEqual({ o: 0, r: 'h' });
    const s = summonWith(
      S('treeShepherd'),
      5,
      5,
      [
        [2, 2, 0, 'h'],
        [2, 3, 1, 'h'],
      ],
      [C.sq(2, 2), C.mv(2, 2, 2, 3)],
    );
    expect(pieceAt(s, 2, 3)).toEqual({ o: 0, r: 'h' });
  });
});
