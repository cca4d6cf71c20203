// 内容物 / 準備 (seeds/wizard-extreme.ja.txt): components, the deck per player count and the deal.
import { describe, expect, test } from 'vitest';
import { deckFor, SEAL_COUNTS, SEAL_KINDS } from '../../../src/games/wizard-extreme/data';
import { game } from '../../../src/games/wizard-extreme/rules';
import { fresh, turn } from './builders';

describe('内容物', () => {
  test('内容物: 27 seals: red 5, yellow/green/blue/purple 3 each, white 4, black 6', () => {
    expect(SEAL_COUNTS).toEqual({ red: 5, yellow: 3, green: 3, blue: 3, purple: 3, white: 4, black: 6 });
    expect(SEAL_KINDS.reduce((a, k) => a + SEAL_COUNTS[k], 0)).toBe(27);
  });
});

describe('準備', () => {
  test.each([
    [3, 9, 45],
    [4, 12, 60],
    [5, 15, 75],
  ])('準備: with %i players each colour runs 1..%i (%i cards) and everyone holds 15', (seats, max, total) => {
    const deck = deckFor(seats);
    expect(deck).toHaveLength(total);
    expect(Math.max(...deck.map((c) => c.value))).toBe(max);
    const s = fresh(seats, `deal-${seats}`);
    expect(s.hands.map((h) => h.length)).toEqual(Array(seats).fill(15));
    const dealt = s.hands.flat().map((c) => `${c.color}${c.value}`);
    expect(new Set(dealt).size).toBe(total);
  });

  test('準備: the player left of the dealer predicts first; seals all start in the middle', () => {
    const s = fresh(4, 'start');
    expect(turn(s)).toBe((s.dealer + 1) % 4);
    expect(s.supply).toEqual(SEAL_COUNTS);
    expect(s.wizard).toBeNull();
  });

  test('準備: the same seed deals the same hands; another seed deals others', () => {
    expect(fresh(3, 'x').hands).toEqual(fresh(3, 'x').hands);
    expect(fresh(3, 'x').hands).not.toEqual(fresh(3, 'y').hands);
  });

  test.each([
    [3, { shortGame: false, wizardBase: 4, designerVariant: false }, 6],
    [3, { shortGame: true, wizardBase: 4, designerVariant: false }, 3],
    [4, { shortGame: false, wizardBase: 4, designerVariant: false }, 4],
    [5, { shortGame: false, wizardBase: 4, designerVariant: false }, 5],
  ] as const)('ゲーム終了: %i players with %j play %i rounds', (seats, options, rounds) => {
    expect(game.setup(seats, options, 's').rounds).toBe(rounds);
  });

  test('options: the 3-player options are ignored for 4 and 5 players; bad input is refused', () => {
    const std = { shortGame: false, wizardBase: 4, designerVariant: false };
    expect(game.parseOptions({ shortGame: true, wizardBase: 5 }, 4)).toEqual(std);
    expect(game.parseOptions({ shortGame: true, wizardBase: 5 }, 3)).toEqual({
      ...std,
      shortGame: true,
      wizardBase: 5,
    });
    expect(game.parseOptions({ wizardBase: 7 }, 3)).toBeNull();
    expect(game.parseOptions('nope', 3)).toBeNull();
    expect(game.parseOptions({}, 6)).toBeNull();
  });
});
