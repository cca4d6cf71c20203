// Every Highland being's effect on a small position (reference "Beings / Highland deck"; seed 「クリーチャーや焔の効果の解決」).
// Being at (5,5) in the printed orientation unless said; enemy pieces belong to seat 1.
import { describe, expect, test } from 'vitest';
import { at } from '../../../src/games/tash-kalar/data';
import { C, effectOf, pieceAt, play, summonWith, targets } from './harness';

const H = (id: string) => `highland:${id}`;
const has = (s: Parameters<typeof targets>[0], c: ReturnType<typeof C.sq>) => targets(s).includes(JSON.stringify(c));

describe('Highland deck', () => {
  test('Wild Eagle: a combat leap anywhere', () => {
    const s = summonWith(H('wildEagle'), 5, 5, [[9, 5, 1]], [C.mv(5, 5, 9, 5)]);
    expect(pieceAt(s, 9, 5)).toEqual({ o: 0, r: 'c' });
  });

  test('Clan Axeman: may destroy an orthogonally adjacent non-legendary piece', () => {
    const s = summonWith(H('clanAxeman'), 5, 5, [
      [5, 4, 1, 'h'],
      [4, 4, 1],
      [6, 5, 1, 'L'],
    ]);
    expect(targets(s)).toEqual([JSON.stringify(C.sq(5, 4))]);
    const t = summonWith(H('clanAxeman'), 5, 5, [[5, 4, 1, 'h']], [C.sq(5, 4)]);
    expect(pieceAt(t, 5, 4)).toBeNull();
  });

  test('Clan Healer: up to 2 own commons on empty squares next to green squares', () => {
    const s = summonWith(H('clanHealer'), 5, 5, [], [C.sq(2, 5)]);
    expect(has(s, C.sq(7, 2))).toBe(true);
    expect(has(s, C.sq(5, 1))).toBe(false);
    const t = summonWith(H('clanHealer'), 5, 5, [], [C.sq(2, 5), C.sq(7, 2)]);
    expect(pieceAt(t, 7, 2)).toEqual({ o: 0, r: 'c' });
  });

  test('Dire Wolf: up to 2 combat moves', () => {
    const s = summonWith(H('direWolf'), 5, 5, [[5, 4, 1]], [C.mv(5, 5, 5, 4), C.mv(5, 4, 5, 3)]);
    expect(pieceAt(s, 5, 3)).toEqual({ o: 0, r: 'c' });
    expect(s.log.destroyed.c).toBe(1);
  });

  test('Ritual Keeper: on green, upgrade an own common; on red, one piece may make a combat move; elsewhere nothing', () => {
    const g = summonWith(H('ritualKeeper'), 3, 3, [], [C.sq(2, 3)]);
    expect(pieceAt(g, 2, 3)).toEqual({ o: 0, r: 'h' });
    const r = summonWith(H('ritualKeeper'), 4, 2, [[3, 1, 1]], [C.mv(3, 2, 3, 1)]);
    expect(pieceAt(r, 3, 1)).toEqual({ o: 0, r: 'c' });
    const n = summonWith(H('ritualKeeper'), 5, 6, []);
    expect(effectOf(n)).toBeNull();
  });

  test('Eagle Lord: a combat leap anywhere', () => {
    const s = summonWith(H('eagleLord'), 5, 5, [[1, 5, 1, 'h']], [C.mv(5, 5, 1, 5)]);
    expect(pieceAt(s, 1, 5)).toEqual({ o: 0, r: 'h' });
  });

  test('Wolf Rider: up to 2 combat moves', () => {
    const s = summonWith(H('wolfRider'), 5, 5, [[5, 4, 1, 'h']], [C.mv(5, 5, 5, 4), C.skip]);
    expect(pieceAt(s, 5, 4)).toEqual({ o: 0, r: 'h' });
    expect(s.log.destroyed.h).toBe(1);
  });

  test('Blood Shaman: destroys a non-legend anywhere; on a red square, all commons next to it too', () => {
    const s = summonWith(
      H('bloodShaman'),
      5,
      5,
      [
        [8, 6, 1, 'h'],
        [9, 6, 0],
        [7, 7, 1],
        [8, 7, 1, 'h'],
      ],
      [C.sq(8, 6)],
    );
    expect([pieceAt(s, 8, 6), pieceAt(s, 9, 6), pieceAt(s, 7, 7)]).toEqual([null, null, null]);
    expect(pieceAt(s, 8, 7)).toEqual({ o: 1, r: 'h' });
  });

  test('War Drummer: either 1 combat move or up to 2 standard moves with other own pieces', () => {
    const a = summonWith(H('warDrummer'), 5, 5, [[7, 5, 1]], [C.opt('option0'), C.mv(6, 5, 7, 5)]);
    expect(pieceAt(a, 7, 5)).toEqual({ o: 0, r: 'c' });
    const b = summonWith(H('warDrummer'), 5, 5, [[7, 5, 1]], [C.opt('option1')]);
    expect(has(b, C.mv(6, 5, 7, 5))).toBe(false);
  });

  test('Hill Giant: every non-legendary piece orthogonally next to it is destroyed, own ones too', () => {
    const s = summonWith(H('hillGiant'), 5, 5, [
      [5, 4, 1, 'h'],
      [4, 5, 1, 'L'],
      [6, 5, 0],
      [4, 4, 1],
    ]);
    expect([pieceAt(s, 5, 4), pieceAt(s, 6, 5), pieceAt(s, 5, 6)]).toEqual([null, null, null]);
    expect(pieceAt(s, 4, 5)).toEqual({ o: 1, r: 'L' });
    expect(pieceAt(s, 4, 4)).toEqual({ o: 1, r: 'c' });
  });

  test('Warlord: 3 combat moves; if the first two were not his, the third must be', () => {
    const s = summonWith(H('warlord'), 5, 5, [], [C.mv(3, 7, 3, 8), C.mv(7, 7, 7, 8)]);
    const froms = new Set((effectOf(s)?.pending.options ?? []).map((c) => (c.kind === 'move' ? c.from : -1)));
    expect([...froms]).toEqual([at(5, 5)]);
  });

  test('War Summoner: one more action, and the next summon may use one enemy piece', () => {
    const s = summonWith(
      H('warSummoner'),
      5,
      5,
      [
        [8, 4, 0],
        [8, 5, 1],
      ],
      [],
      { hand: [H('warSummoner'), 'sylvan:sapling'] },
    );
    expect(s.actions).toBe(2);
    expect(s.log.borrow).toBe(true);
    const t = play(s, { kind: 'summon', card: 'sylvan:sapling', at: at(8, 3), o: 0 });
    expect(pieceAt(t, 8, 3)).toEqual({ o: 0, r: 'h' });
    expect(t.log.borrow).toBe(false);
  });

  test('Ritual Master: on green, 2 more actions; on red, may destroy a hero and a common anywhere', () => {
    const g = summonWith(H('ritualMaster'), 7, 3, []);
    expect(g.actions).toBe(3);
    const r = summonWith(
      H('ritualMaster'),
      5,
      5,
      [
        [9, 5, 1, 'h'],
        [1, 5, 1],
      ],
      [C.sq(9, 5), C.sq(1, 5)],
    );
    expect([pieceAt(r, 9, 5), pieceAt(r, 1, 5)]).toEqual([null, null]);
  });

  test('Legend Slayer: one diagonally adjacent legend, or up to two other pieces', () => {
    const a = summonWith(
      H('legendSlayer'),
      5,
      5,
      [
        [4, 4, 1, 'L'],
        [6, 4, 1],
      ],
      [C.sq(4, 4)],
    );
    expect(pieceAt(a, 4, 4)).toBeNull();
    expect(pieceAt(a, 6, 4)).toEqual({ o: 1, r: 'c' });
    expect(effectOf(a)).toBeNull();
    const b = summonWith(
      H('legendSlayer'),
      5,
      5,
      [
        [4, 4, 1, 'h'],
        [6, 4, 1],
      ],
      [C.sq(4, 4), C.sq(6, 4)],
    );
    expect([pieceAt(b, 4, 4), pieceAt(b, 6, 4)]).toEqual([null, null]);
  });

  test('Mountain Troll: adjacent enemy commons destroyed; two or more give an action', () => {
    const s = summonWith(H('mountainTroll'), 5, 5, [
      [4, 4, 1],
      [6, 5, 1],
      [6, 4, 1, 'h'],
    ]);
    expect([pieceAt(s, 4, 4), pieceAt(s, 6, 5)]).toEqual([null, null]);
    expect(pieceAt(s, 6, 4)).toEqual({ o: 1, r: 'h' });
    expect(s.actions).toBe(2);
  });

  test('Hungry Bear: up to 2 standard moves; a move onto an empty square ends them', () => {
    const s = summonWith(H('hungryBear'), 5, 5, [[4, 4, 1]], [C.mv(5, 5, 4, 4)]);
    expect(effectOf(s)).not.toBeNull();
    const t = summonWith(H('hungryBear'), 5, 5, [[4, 4, 1]], [C.mv(5, 5, 4, 5)]);
    expect(effectOf(t)).toBeNull();
  });

  test('Werewolf: on a coloured square other than the centre, up to 3 combat moves; otherwise 1 standard move', () => {
    const a = summonWith(H('werewolf'), 8, 6, [[8, 5, 1, 'h']], [C.mv(8, 6, 8, 5), C.mv(8, 5, 8, 4), C.mv(8, 4, 8, 3)]);
    expect(pieceAt(a, 8, 3)).toEqual({ o: 0, r: 'h' });
    const b = summonWith(H('werewolf'), 5, 5, [[5, 4, 1, 'h']]);
    expect(has(b, C.mv(5, 5, 5, 4))).toBe(false);
    expect(has(b, C.mv(5, 5, 6, 4))).toBe(true);
  });

  test('Clan Guardian: may upgrade one of the marked common pieces of its pattern', () => {
    const s = summonWith(H('clanGuardian'), 5, 5, [[5, 7, 0]]);
    expect(has(s, C.sq(5, 7))).toBe(false);
    const t = summonWith(H('clanGuardian'), 5, 5, [], [C.sq(3, 5)]);
    expect(pieceAt(t, 3, 5)).toEqual({ o: 0, r: 'h' });
  });
});
