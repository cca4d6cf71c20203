// 1.予想フェイズ (seeds/wizard-extreme.ja.txt): seals per predicted trick, steals for white, and the black wizard.
import { describe, expect, test } from 'vitest';
import { game, type WeMove } from '../../../src/games/wizard-extreme/rules';
import { done, fresh, phase, run, steal, take, turn, wizard } from './builders';

describe('1.予想フェイズ', () => {
  test('1.予想フェイズ: players predict in turn from the dealer’s left, one turn each', () => {
    const s0 = fresh(4, 'order');
    const order: number[] = [];
    let s = s0;
    for (let i = 0; i < 4; i++) {
      order.push(turn(s));
      s = run(s, [done]);
    }
    expect(order).toEqual([1, 2, 3, 4].map((k) => (s0.dealer + k) % 4));
    expect(phase(s)).toBe('play');
    // 2.トリックの進行: the start player (dealer's left) leads the first trick.
    expect(turn(s)).toBe((s0.dealer + 1) % 4);
  });

  test('1.予想フェイズ: a seal of a colour is taken from the middle, several and of several colours', () => {
    const s0 = fresh(3);
    const s = run(s0, [take('blue'), take('blue'), take('red')]);
    expect(s.seals[turn(s0)]).toMatchObject({ blue: 2, red: 1 });
    expect(s.supply).toMatchObject({ blue: 1, red: 4 });
    expect(turn(s)).toBe(turn(s0));
  });

  // 1.予想フェイズ "取る予定のトリックごとにカードの色に対応する色トークンを取ります": only a card colour's seal is
  // taken, so validate refuses white and black on its own (it accepted them while only legalMoves left them out).
  test.each(['white', 'black'] as const)('1.予想フェイズ: no %s seal is taken, nor stolen, in prediction', (kind) => {
    const s0 = fresh(3);
    const a = turn(s0);
    const takeIt = { kind: 'takeSeal', color: kind } as unknown as WeMove;
    expect(game.validate(s0, a, takeIt)).toMatchObject({ code: 'error.not-a-colour' });
    expect(game.legalMoves(s0, a)).not.toContainEqual(takeIt);
    const s = run(s0, [take('red'), done]);
    const stealIt = { kind: 'stealSeal', color: kind, from: a } as unknown as WeMove;
    expect(game.validate(s, turn(s), stealIt)).toMatchObject({ code: 'error.not-a-colour' });
  });

  test('1.予想フェイズ: a seal is only taken from another player at the table', () => {
    const s = run(fresh(3), [take('green'), take('green'), take('green'), done]);
    for (const from of [-1, 3, 0.5]) {
      expect(game.validate(s, turn(s), steal('green', from))).toMatchObject({ code: 'error.no-such-player' });
    }
  });

  test('1.予想フェイズ: taking no seals at all is allowed', () => {
    const s0 = fresh(3);
    const s = run(s0, [done]);
    expect(s.seals[turn(s0)]).toMatchObject({ red: 0, yellow: 0, blue: 0, purple: 0, green: 0 });
    expect(turn(s)).toBe((turn(s0) + 1) % 3);
  });

  test('1.予想フェイズ: with a colour gone from the middle, take it from a player, who gets a white seal', () => {
    const s0 = fresh(3);
    const a = turn(s0);
    const b = (a + 1) % 3;
    let s = run(s0, [take('green'), take('green'), take('green'), done]);
    expect(game.validate(s, b, take('green'))).toMatchObject({ code: 'error.supply-empty' });
    expect(game.legalMoves(s, b)).toContainEqual(steal('green', a));
    s = run(s, [steal('green', a)]);
    expect(s.seals[a]).toMatchObject({ green: 2, white: 1 });
    expect(s.seals[b]).toMatchObject({ green: 1 });
    expect(s.supply).toMatchObject({ green: 0, white: 3 });
  });

  test('1.予想フェイズ: no steal while that colour is still in the middle', () => {
    const s0 = fresh(3);
    const s = run(s0, [take('red'), done]);
    expect(game.validate(s, turn(s), steal('red', turn(s0)))).toMatchObject({ code: 'error.supply-not-empty' });
  });

  test.each([
    ['from a player holding none of it', 2, 'error.victim-has-none'],
    ['from oneself', 1, 'error.steal-from-self'],
  ] as const)('1.予想フェイズ: no steal %s', (_why, offset, code) => {
    const s0 = fresh(3);
    const s = run(s0, [take('red'), take('red'), take('red'), take('red'), take('red'), done]);
    expect(game.validate(s, turn(s), steal('red', (turn(s0) + offset) % 3))).toMatchObject({ code });
  });

  test('1.予想フェイズ: a steal when no white seal is left compensates nothing (NOTES.md)', () => {
    let s = fresh(5, 'white');
    s = { ...s, supply: { ...s.supply, white: 0 } };
    const a = turn(s);
    s = run(s, [take('purple'), take('purple'), take('purple'), done]);
    s = run(s, [steal('purple', a)]);
    expect(s.seals[a]).toMatchObject({ purple: 2, white: 0 });
    expect(s.supply.white).toBe(0);
  });

  test('1.予想フェイズ: taking the black wizard instead of seals; it takes no seals afterwards', () => {
    const s0 = fresh(3);
    const s = run(s0, [wizard]);
    expect(s.wizard).toBe(turn(s0));
    expect(game.legalMoves(s, turn(s0))).toEqual([done]);
    expect(game.validate(s, turn(s0), take('red'))).toMatchObject({ code: 'error.wizard-holds-no-seals' });
    expect(game.status(s)).toMatchObject({ prompt: { code: 'prompt.confirm-wizard' } });
  });

  test('1.予想フェイズ: only one player per round may take the black wizard', () => {
    const s = run(fresh(3), [wizard, done]);
    expect(game.validate(s, turn(s), wizard)).toMatchObject({ code: 'error.wizard-taken' });
    expect(game.legalMoves(s, turn(s))).not.toContainEqual(wizard);
  });

  test('1.予想フェイズ: the black wizard is chosen instead of seals, not after taking some', () => {
    const s = run(fresh(3), [take('yellow')]);
    expect(game.validate(s, turn(s), wizard)).toMatchObject({ code: 'error.wizard-after-seals' });
  });

  test('1.予想フェイズ: nobody has to take the black wizard', () => {
    const s = run(fresh(3), [done, done, done]);
    expect(phase(s)).toBe('play');
    expect(s.wizard).toBeNull();
  });

  test('NOTES.md: one prediction takes at most 15 seals (one per trick)', () => {
    let s = fresh(3);
    const colours = ['red', 'red', 'red', 'red', 'red', 'yellow', 'yellow', 'yellow', 'blue', 'blue', 'blue'] as const;
    s = run(s, colours.map(take));
    s = run(s, [take('purple'), take('purple'), take('purple'), take('green')]);
    expect(game.view(s, 'table').takenThisTurn).toBe(15);
    expect(game.validate(s, turn(s), take('green'))).toMatchObject({ code: 'error.seal-limit' });
    expect(game.legalMoves(s, turn(s))).toEqual([done]);
  });

  test('prediction moves are not allowed during trick play, and cards not during prediction', () => {
    const s = fresh(3);
    const c = s.hands[turn(s)]?.[0];
    if (!c) throw new Error('empty hand');
    expect(game.validate(s, turn(s), { kind: 'play', card: c })).toMatchObject({ code: 'error.not-now' });
    const p = run(s, [done, done, done]);
    expect(game.validate(p, turn(p), take('red'))).toMatchObject({ code: 'error.not-now' });
  });
});
