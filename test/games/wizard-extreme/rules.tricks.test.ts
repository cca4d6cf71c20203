// 2.トリックの進行 (seeds/wizard-extreme.ja.txt): following, winning, and handing back a seal at once.
import { describe, expect, test } from 'vitest';
import { game } from '../../../src/games/wizard-extreme/rules';
import { trickWinner } from '../../../src/games/wizard-extreme/rules/tricks';
import { card, phase, play, playing, run, seals, turn } from './builders';

describe('2.トリックの進行', () => {
  test('2.トリックの進行: must follow the led colour when able', () => {
    const s = playing({ hands: ['y3 b9 r9', 'y1 y2 b1', 'g1 g2 g3'], trick: [[0, 'y5']], turn: 1 });
    expect(game.validate(s, 1, play('b1'))).toMatchObject({ code: 'error.must-follow' });
    expect(game.legalMoves(s, 1)).toEqual([play('y1'), play('y2')]);
  });

  test('2.トリックの進行: without the led colour any card may be played, red trump included', () => {
    const s = playing({ hands: ['y3', 'r1 b1 g4', 'g1'], trick: [[0, 'y5']], turn: 1 });
    expect(game.legalMoves(s, 1)).toEqual([play('r1'), play('b1'), play('g4')]);
  });

  test('2.トリックの進行: the leader may lead any card', () => {
    const s = playing({ hands: ['r2 y3 b9', 'y1', 'g1'], turn: 0 });
    expect(game.legalMoves(s, 0)).toHaveLength(3);
  });

  test.each([
    ['highest of the led colour without trumps', 'y5 y9 b9', 1],
    ['a red trump beats any other colour', 'y5 y9 r1', 2],
    ['the highest red wins among trumps', 'y5 r3 r2', 1],
    ['another colour never wins, however high', 'b2 g9 y9', 0],
    ['red led: highest red', 'r4 r8 y9', 1],
  ])('2.トリックの進行: %s', (_rule, codes, winner) => {
    const plays = codes.split(' ').map((c, seat) => ({ seat, card: card(c) }));
    expect(trickWinner(plays).seat).toBe(winner);
  });

  test('2.トリックの進行: the winner leads the next trick', () => {
    const s = playing({
      hands: ['y3 y4', 'y9 b1', 'y1 b2'],
      seals: [seals(), seals({ yellow: 1 }), seals()],
      turn: 0,
    });
    const after = run(s, [play('y3'), play('y9'), play('y1')]);
    expect(turn(after)).toBe(1);
    expect(phase(after)).toBe('play');
    expect(after.tricksWon).toEqual([0, 1, 0]);
    expect(after.lastTrick?.winner).toBe(1);
  });
});

describe('2.トリックの進行: returning a seal', () => {
  const trick = (hands: string[], held: ReturnType<typeof seals>, lead: string[]) =>
    run(playing({ hands, seals: [held, seals(), seals()], turn: 1 }), lead.map(play));

  test('2.トリックの進行: the winner returns one seal of the led colour (only option: automatic)', () => {
    const s = trick(['y9 b1', 'y2 b2', 'y3 b3'], seals({ yellow: 2 }), ['y2', 'y3', 'y9']);
    expect(s.seals[0]).toMatchObject({ yellow: 1 });
    expect(s.supply.yellow).toBe(3 - 1);
    expect(s.lastTrick?.effect).toEqual({ kind: 'returned', seal: 'yellow', chosen: false });
  });

  test('2.トリックの進行: it is the led colour that counts, not other seals of the winner', () => {
    const s = trick(['y9 b1', 'y2 b2', 'y3 b3'], seals({ blue: 1 }), ['y2', 'y3', 'y9']);
    expect(s.seals[0]).toMatchObject({ blue: 1, black: 1 });
  });

  test('2.トリックの進行: won with a red trump on another lead: choose red or the led colour', () => {
    const s = trick(['r1 b1', 'y2 b2', 'y3 b3'], seals({ yellow: 1, red: 1 }), ['y2', 'y3', 'r1']);
    expect(phase(s)).toBe('return');
    expect(game.legalMoves(s, 0)).toEqual([
      { kind: 'returnSeal', color: 'yellow' },
      { kind: 'returnSeal', color: 'red' },
    ]);
    const back = run(s, [{ kind: 'returnSeal', color: 'red' }]);
    expect(back.seals[0]).toMatchObject({ yellow: 1, red: 0 });
    expect(turn(back)).toBe(0);
    expect(phase(back)).toBe('play');
  });

  test('2.トリックの進行: red won without trumping another colour: red only', () => {
    const s = trick(['y9 b1', 'y2 b2', 'y3 b3'], seals({ red: 1 }), ['y2', 'y3', 'y9']);
    expect(s.seals[0]).toMatchObject({ red: 1, black: 1 });
  });

  test('2.トリックの進行: white may always be returned as a joker', () => {
    const withColour = trick(['y9 b1', 'y2 b2', 'y3 b3'], seals({ yellow: 1, white: 1 }), ['y2', 'y3', 'y9']);
    expect(game.legalMoves(withColour, 0)).toEqual([
      { kind: 'returnSeal', color: 'yellow' },
      { kind: 'returnSeal', color: 'white' },
    ]);
    const whiteOnly = trick(['y9 b1', 'y2 b2', 'y3 b3'], seals({ white: 2 }), ['y2', 'y3', 'y9']);
    expect(whiteOnly.seals[0]).toMatchObject({ white: 1 });
    expect(game.validate(withColour, 0, { kind: 'returnSeal', color: 'blue' })).toMatchObject({
      code: 'error.not-returnable',
    });
  });

  test('2.トリックの進行: with nothing to return the winner takes a black seal as penalty', () => {
    const s = trick(['y9 b1', 'y2 b2', 'y3 b3'], seals(), ['y2', 'y3', 'y9']);
    expect(s.seals[0]).toMatchObject({ black: 1 });
    expect(s.supply.black).toBe(5);
  });

  test('reference: when all 6 black seals are out, nothing happens', () => {
    const base = playing({ hands: ['y9 b1', 'y2 b2', 'y3 b3'], turn: 1, supplyBlack: 0 });
    const s = run(base, ['y2', 'y3', 'y9'].map(play));
    expect(s.seals[0]).toMatchObject({ black: 0 });
    expect(s.lastTrick?.effect).toEqual({ kind: 'noBlackLeft' });
  });

  test('2.トリックの進行: when the black wizard wins, no seal is returned or taken', () => {
    const base = playing({ hands: ['y9 b1', 'y2 b2', 'y3 b3'], turn: 1, wizard: 0 });
    const s = run(base, ['y2', 'y3', 'y9'].map(play));
    expect(s.seals[0]).toEqual(seals());
    expect(s.supply.black).toBe(6);
    expect(s.lastTrick?.effect).toEqual({ kind: 'wizard' });
  });
});
