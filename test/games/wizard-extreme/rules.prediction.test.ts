// 1.予想フェイズ (seeds/wizard-extreme.ja.txt): seals per predicted trick, steals for white, and the black wizard.
import { describe, expect, test } from 'vitest';
import { game, type WeState } from '../../../src/games/wizard-extreme/rules';
import { done, fresh, run, steal, take, wizard } from './builders';

const seatOnTurn = (s: WeState) => s.turn;

describe('1.予想フェイズ', () => {
  test('1.予想フェイズ: players predict in turn from the dealer’s left, one turn each', () => {
    const s0 = fresh(4, 'order');
    const order: number[] = [];
    let s = s0;
    for (let i = 0; i < 4; i++) {
      order.push(seatOnTurn(s));
      s = run(s, [done]);
    }
    expect(order).toEqual([1, 2, 3, 4].map((k) => (s0.dealer + k) % 4));
    expect(s.phase).toBe('play');
    // 2.トリックの進行: the start player (dealer's left) leads the first trick.
    expect(s.turn).toBe((s0.dealer + 1) % 4);
  });

  test('1.予想フェイズ: a seal of a colour is taken from the middle, several and of several colours', () => {
    const s0 = fresh(3);
    const s = run(s0, [take('blue'), take('blue'), take('red')]);
    expect(s.seals[s0.turn]).toMatchObject({ blue: 2, red: 1 });
    expect(s.supply).toMatchObject({ blue: 1, red: 4 });
    expect(s.turn).toBe(s0.turn);
  });

  test('1.予想フェイズ: taking no seals at all is allowed', () => {
    const s0 = fresh(3);
    const s = run(s0, [done]);
    expect(s.seals[s0.turn]).toMatchObject({ red: 0, yellow: 0, blue: 0, purple: 0, green: 0 });
    expect(s.turn).toBe((s0.turn + 1) % 3);
  });

  test('1.予想フェイズ: with a colour gone from the middle, take it from a player, who gets a white seal', () => {
    const s0 = fresh(3);
    const a = s0.turn;
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
    expect(game.validate(s, s.turn, steal('red', s0.turn))).toMatchObject({ code: 'error.supply-not-empty' });
  });

  test.each([
    ['from a player holding none of it', 2, 'error.victim-has-none'],
    ['from oneself', 1, 'error.steal-from-self'],
  ] as const)('1.予想フェイズ: no steal %s', (_why, offset, code) => {
    const s0 = fresh(3);
    const s = run(s0, [take('red'), take('red'), take('red'), take('red'), take('red'), done]);
    expect(game.validate(s, s.turn, steal('red', (s0.turn + offset) % 3))).toMatchObject({ code });
  });

  test('1.予想フェイズ: a steal when no white seal is left compensates nothing (NOTES.md)', () => {
    let s = fresh(5, 'white');
    s = { ...s, supply: { ...s.supply, white: 0 } };
    const a = s.turn;
    s = run(s, [take('purple'), take('purple'), take('purple'), done]);
    s = run(s, [steal('purple', a)]);
    expect(s.seals[a]).toMatchObject({ purple: 2, white: 0 });
    expect(s.supply.white).toBe(0);
  });

  test('1.予想フェイズ: taking the black wizard instead of seals; it takes no seals afterwards', () => {
    const s0 = fresh(3);
    const s = run(s0, [wizard]);
    expect(s.wizard).toBe(s0.turn);
    expect(game.legalMoves(s, s0.turn)).toEqual([done]);
    expect(game.validate(s, s0.turn, take('red'))).toMatchObject({ code: 'error.wizard-holds-no-seals' });
    expect(game.status(s)).toMatchObject({ prompt: { code: 'prompt.confirm-wizard' } });
  });

  test('1.予想フェイズ: only one player per round may take the black wizard', () => {
    const s = run(fresh(3), [wizard, done]);
    expect(game.validate(s, s.turn, wizard)).toMatchObject({ code: 'error.wizard-taken' });
    expect(game.legalMoves(s, s.turn)).not.toContainEqual(wizard);
  });

  test('1.予想フェイズ: the black wizard is chosen instead of seals, not after taking some', () => {
    const s = run(fresh(3), [take('yellow')]);
    expect(game.validate(s, s.turn, wizard)).toMatchObject({ code: 'error.wizard-after-seals' });
  });

  test('1.予想フェイズ: nobody has to take the black wizard', () => {
    const s = run(fresh(3), [done, done, done]);
    expect(s.phase).toBe('play');
    expect(s.wizard).toBeNull();
  });

  test('NOTES.md: one prediction takes at most 15 seals (one per trick)', () => {
    let s = fresh(3);
    const colours = ['red', 'red', 'red', 'red', 'red', 'yellow', 'yellow', 'yellow', 'blue', 'blue', 'blue'] as const;
    s = run(s, colours.map(take));
    s = run(s, [take('purple'), take('purple'), take('purple'), take('green')]);
    expect(s.takenThisTurn).toBe(15);
    expect(game.validate(s, s.turn, take('green'))).toMatchObject({ code: 'error.seal-limit' });
    expect(game.legalMoves(s, s.turn)).toEqual([done]);
  });

  test('prediction moves are not allowed during trick play, and cards not during prediction', () => {
    const s = fresh(3);
    const c = s.hands[s.turn]?.[0];
    if (!c) throw new Error('empty hand');
    expect(game.validate(s, s.turn, { kind: 'play', card: c })).toMatchObject({ code: 'error.not-now' });
    const p = run(s, [done, done, done]);
    expect(game.validate(p, p.turn, take('red'))).toMatchObject({ code: 'error.not-now' });
  });
});
