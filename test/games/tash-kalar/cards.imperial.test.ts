// Every Imperial being's effect on a small position (reference "Beings / Imperial deck"; seed 「クリーチャーや焔の効果の解決」).
// Being at (5,5) in the card's printed orientation; enemy pieces belong to seat 1.
import { describe, expect, test } from 'vitest';
import { C, effectOf, pending, pieceAt, summonWith, targets } from './harness';

const I = (id: string) => `imperial:${id}`;

describe('Imperial deck', () => {
  test('Swordmaster: may destroy a diagonally adjacent enemy common, and is then upgraded', () => {
    const s = summonWith(I('swordmaster'), 5, 5, [
      [4, 4, 1],
      [6, 6, 1, 'h'],
      [5, 3, 1],
    ]);
    expect(targets(s)).toEqual([JSON.stringify(C.sq(4, 4))]);
    const done = summonWith(
      I('swordmaster'),
      5,
      5,
      [
        [4, 4, 1],
        [6, 6, 1, 'h'],
      ],
      [C.sq(4, 4)],
    );
    expect(pieceAt(done, 4, 4)).toBeNull();
    expect(pieceAt(done, 5, 5)).toEqual({ o: 0, r: 'h' });
    const skipped = summonWith(I('swordmaster'), 5, 5, [[4, 4, 1]], [C.skip]);
    expect(pieceAt(skipped, 5, 5)).toEqual({ o: 0, r: 'c' });
  });

  test('Messenger: a non-legendary piece makes standard moves in a straight line, destroying lower pieces on the way', () => {
    const s = summonWith(
      I('messenger'),
      5,
      5,
      [
        [2, 5, 0, 'h'],
        [3, 5, 1],
      ],
      [C.mv(2, 5, 4, 5)],
    );
    expect(pieceAt(s, 3, 5)).toBeNull();
    expect(pieceAt(s, 4, 5)).toEqual({ o: 0, r: 'h' });
    expect(s.log.destroyed.c).toBe(1);
  });

  test('Herald: up to 2 moves of own pieces onto empty squares only', () => {
    const s = summonWith(I('herald'), 5, 5, [[8, 7, 1]], [C.mv(7, 6, 8, 6)]);
    expect(targets(s)).not.toContain(JSON.stringify(C.mv(8, 6, 8, 7)));
    const t = summonWith(I('herald'), 5, 5, [], [C.mv(7, 6, 8, 6), C.mv(8, 6, 8, 5)]);
    expect(pieceAt(t, 8, 5)).toEqual({ o: 0, r: 'c' });
    expect(effectOf(t)).toBeNull();
  });

  test('Bomb: not the last action, it blows up with every adjacent common piece', () => {
    const s = summonWith(I('bomb'), 5, 5, [
      [4, 4, 1],
      [4, 5, 1, 'h'],
    ]);
    expect(pieceAt(s, 5, 5)).toBeNull();
    expect(pieceAt(s, 4, 4)).toBeNull();
    expect(pieceAt(s, 6, 6)).toBeNull();
    expect(pieceAt(s, 4, 5)).toEqual({ o: 1, r: 'h' });
    expect(pieceAt(s, 6, 7)).toEqual({ o: 0, r: 'c' });
  });

  test('Bomb: as the last action of the turn, nothing happens', () => {
    const s = summonWith(I('bomb'), 5, 5, [[4, 4, 1]], [], { actions: 1 });
    expect(pieceAt(s, 5, 5)).toEqual({ o: 0, r: 'c' });
    expect(pieceAt(s, 4, 4)).toEqual({ o: 1, r: 'c' });
  });

  test('Chronicler: upgrades another own common, which may then make a standard move', () => {
    const s = summonWith(I('chronicler'), 5, 5, [[3, 4, 1]], [C.sq(4, 5), C.mv(4, 5, 3, 4)]);
    expect(pieceAt(s, 3, 4)).toEqual({ o: 0, r: 'h' });
    expect(pieceAt(s, 5, 5)).toEqual({ o: 0, r: 'c' });
  });

  test('Assassin: destroys whatever stands on the marked square', () => {
    const s = summonWith(I('assassin'), 5, 5, [[4, 4, 1, 'L']]);
    expect(pieceAt(s, 4, 4)).toBeNull();
    expect(s.log.destroyed.L).toBe(1);
  });

  test('Assassin: on an empty marked square it may move there instead', () => {
    const s = summonWith(I('assassin'), 5, 5, [], [C.mv(5, 5, 4, 4)]);
    expect(pieceAt(s, 4, 4)).toEqual({ o: 0, r: 'h' });
  });

  test('Time Mage: one more action, and an enemy in the ring centre is destroyed', () => {
    const s = summonWith(I('timeMage'), 5, 5, [[4, 6, 1, 'h']]);
    expect(s.actions).toBe(2);
    expect(pieceAt(s, 4, 6)).toBeNull();
  });

  test('Summoner: up to 2 own commons on empty marked squares', () => {
    const s = summonWith(I('summoner'), 5, 5, [], [C.sq(5, 3)]);
    expect(targets(s)).not.toContain(JSON.stringify(C.sq(2, 2)));
    const t = summonWith(I('summoner'), 5, 5, [], [C.sq(5, 3), C.sq(7, 5)]);
    expect(pieceAt(t, 5, 3)).toEqual({ o: 0, r: 'c' });
    expect(pieceAt(t, 7, 5)).toEqual({ o: 0, r: 'c' });
  });

  test('Hypnotist: up to 3 enemy commons each make a combat move', () => {
    const s = summonWith(
      I('hypnotist'),
      5,
      5,
      [
        [2, 3, 1],
        [3, 3, 0],
        [8, 8, 1, 'h'],
      ],
      [C.opt('c'), C.mv(2, 3, 3, 3)],
    );
    expect(pieceAt(s, 3, 3)).toEqual({ o: 1, r: 'c' });
    expect(pieceAt(s, 2, 3)).toBeNull();
    expect(effectOf(s)).toBeNull();
  });

  test('Cannon: every common piece in the chosen marked direction is destroyed; others do not block', () => {
    const s = summonWith(
      I('cannon'),
      5,
      5,
      [
        [6, 5, 1],
        [7, 5, 1, 'h'],
        [8, 5, 0],
      ],
      [C.sq(6, 5)],
    );
    expect(pieceAt(s, 6, 5)).toBeNull();
    expect(pieceAt(s, 7, 5)).toEqual({ o: 1, r: 'h' });
    expect(pieceAt(s, 8, 5)).toBeNull();
    expect(pieceAt(s, 5, 5)).toEqual({ o: 0, r: 'h' });
  });

  test('Champion: destroying an adjacent legend costs the Champion and gives an action', () => {
    const s = summonWith(I('champion'), 5, 5, [[6, 4, 1, 'L']], [C.sq(6, 4)]);
    expect(pieceAt(s, 6, 4)).toBeNull();
    expect(pieceAt(s, 5, 5)).toBeNull();
    expect(s.actions).toBe(2);
    const t = summonWith(I('champion'), 5, 5, [[6, 4, 1, 'h']], [C.sq(6, 4)]);
    expect(pieceAt(t, 5, 5)).toEqual({ o: 0, r: 'h' });
    expect(t.actions).toBe(1);
  });

  test('Infantry Captain: up to 2 combat moves with other own pieces (the same one may move twice)', () => {
    const s = summonWith(I('infantryCaptain'), 5, 5, [[3, 7, 1]], [C.mv(3, 6, 3, 7), C.mv(3, 7, 2, 8)]);
    expect(pieceAt(s, 2, 8)).toEqual({ o: 0, r: 'c' });
    expect(s.log.destroyed.c).toBe(1);
  });

  test('Cavalry Captain: one piece, up to 1 combat move and 2 standard moves', () => {
    const s = summonWith(
      I('cavalryCaptain'),
      5,
      5,
      [
        [7, 5, 1],
        [8, 4, 1],
      ],
      [C.opt('yes'), C.sq(6, 6), C.mv(6, 6, 7, 5)],
    );
    expect(targets(s)).not.toContain(JSON.stringify(C.mv(7, 5, 8, 4)));
    const t = summonWith(
      I('cavalryCaptain'),
      5,
      5,
      [[7, 5, 1]],
      [C.opt('yes'), C.sq(6, 6), C.mv(6, 6, 7, 5), C.mv(7, 5, 8, 5), C.mv(8, 5, 9, 5)],
    );
    expect(pieceAt(t, 9, 5)).toEqual({ o: 0, r: 'c' });
    expect(effectOf(t)).toBeNull();
  });

  test('Gryphon Rider: a combat leap, then may become common and place a common next to her', () => {
    const s = summonWith(I('gryphonRider'), 5, 5, [[8, 2, 1, 'h']], [C.mv(5, 5, 8, 2), C.opt('yes'), C.sq(8, 3)]);
    expect(pieceAt(s, 8, 2)).toEqual({ o: 0, r: 'c' });
    expect(pieceAt(s, 8, 3)).toEqual({ o: 0, r: 'c' });
  });

  test('Knight: up to 3 combat moves, never onto a common piece', () => {
    const s = summonWith(I('knight'), 5, 5, [
      [5, 4, 1],
      [6, 4, 1, 'h'],
    ]);
    expect(targets(s)).not.toContain(JSON.stringify(C.mv(5, 5, 5, 4)));
    const t = summonWith(
      I('knight'),
      5,
      5,
      [
        [5, 4, 1],
        [6, 4, 1, 'h'],
      ],
      [C.mv(5, 5, 6, 4), C.mv(6, 4, 6, 3), C.skip],
    );
    expect(pieceAt(t, 6, 3)).toEqual({ o: 0, r: 'h' });
    expect(t.log.destroyed.h).toBe(1);
  });

  test('High Priestess: may move, then may upgrade an adjacent common of any colour', () => {
    const s = summonWith(I('highPriestess'), 5, 5, [[5, 3, 1]], [C.mv(5, 5, 5, 4), C.sq(5, 3)]);
    expect(pieceAt(s, 5, 4)).toEqual({ o: 0, r: 'h' });
    expect(pieceAt(s, 5, 3)).toEqual({ o: 1, r: 'h' });
  });

  test('Master of Intrigue: 3 moves, his standard moves or combat moves of his marked pattern pieces', () => {
    const s = summonWith(
      I('masterOfIntrigue'),
      5,
      5,
      [[3, 3, 1]],
      [C.mv(4, 4, 3, 3), C.mv(5, 5, 5, 4), C.mv(3, 3, 2, 3)],
    );
    expect(pieceAt(s, 2, 3)).toEqual({ o: 0, r: 'c' });
    expect(pieceAt(s, 5, 4)).toEqual({ o: 0, r: 'h' });
    expect(effectOf(s)).toBeNull();
  });

  test('Gun Tower: the first 2 non-legendary pieces in a marked direction; a legend stops the shot', () => {
    const s = summonWith(
      I('gunTower'),
      5,
      5,
      [
        [6, 5, 1],
        [7, 5, 0, 'h'],
        [8, 5, 1],
      ],
      [C.sq(6, 5)],
    );
    expect([pieceAt(s, 6, 5), pieceAt(s, 7, 5), pieceAt(s, 8, 5)]).toEqual([null, null, { o: 1, r: 'c' }]);
    const t = summonWith(
      I('gunTower'),
      5,
      5,
      [
        [4, 5, 1],
        [3, 5, 1, 'L'],
        [2, 5, 1],
      ],
      [C.sq(4, 5)],
    );
    expect([pieceAt(t, 4, 5), pieceAt(t, 3, 5), pieceAt(t, 2, 5)]).toEqual([null, { o: 1, r: 'L' }, { o: 1, r: 'c' }]);
  });

  test('the effect waits for the player while a question is open', () => {
    const s = summonWith(I('summoner'), 5, 5, []);
    expect(pending(s)?.optional).toBe(true);
  });
});
