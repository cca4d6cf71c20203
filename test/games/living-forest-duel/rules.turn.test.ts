// A turn (seed ==アクション詳細==): revealing into the right line, reshuffling, token counting, isolation.
import { describe, expect, test } from 'vitest';
import { game, type LfState } from '../../../src/games/living-forest-duel/rules';
import { turnAsk, turnOf } from '../../../src/games/living-forest-duel/rules/asks';
import { tokenPreview } from '../../../src/games/living-forest-duel/rules/values';
import { finish, id, ids, position, reveal, run, seatPatch, token } from './builders';

describe('revealing a card (seed: 守護獣カードを1枚公開する)', () => {
  test.each([
    ['a neutral animal goes to the shared help line', 'bat', 'shared'],
    ['an animal of your season goes to your personal line', 'tanuki', 'line0'],
    ['an animal of the opponent’s season goes to their personal line', 'wolf', 'line1'],
  ])('%s', (_name, animalName, where) => {
    const s = run(position({ deck: `weasel ${animalName}` }), [reveal]);
    const placed = { shared: s.shared, line0: s.seats[0]?.line, line1: s.seats[1]?.line }[where];
    expect(placed).toEqual([id(animalName)]);
  });

  test('the first turn offers only a reveal: Summer starts and the shared line is empty (seed ==ゲーム進行==)', () => {
    const s = game.setup(2, game.defaultOptions(2), 'first');
    expect(game.legalMoves(s, 0)).toEqual([{ kind: 'reveal' }]);
    expect(game.legalMoves(s, 1)).toEqual([]);
  });

  test('when the shared deck runs out the shared discard is shuffled into a new deck', () => {
    const base = { ...position({ deck: '' }), discard: ids('bat weasel') };
    const s = run(base, [reveal]);
    expect(s.discard).toEqual([]);
    expect(s.deck).toHaveLength(1);
    expect(s.shared).toHaveLength(1);
  });

  test('with nothing to reveal and no token possible, the only move is to pass (losing a token)', () => {
    const s = { ...position({ deck: '' }), discard: [] };
    expect(game.legalMoves(s, 0)).toEqual([{ kind: 'pass' }]);
    expect(game.validate(s, 0, reveal)?.code).toBe('error.deck-empty');
  });

  test('after a turn the other player goes; a player without tokens is skipped', () => {
    const s = run(position({ deck: 'bat weasel' }), [reveal]);
    expect(turnOf(s)).toBe(1);
    const out = seatPatch(position({ deck: 'bat weasel' }), 1, { used: 2 });
    expect(turnOf(run(out, [reveal]))).toBe(0);
  });
});

describe('placing a token (seed: アクショントークンを1つ置く)', () => {
  test('it goes on the rightmost card showing the element and counts from the left end', () => {
    // raccoon: sun1 water1 plant1 | weasel: sun1 water2 | elephant: sun-1 wind2
    const s = position({ shared: 'raccoon weasel elephant' });
    const p = tokenPreview(s, 0, 'water');
    expect(p).toMatchObject({ index: 1, from: 0, shared: 3, total: 3, legal: true });
    expect(tokenPreview(s, 0, 'sun')).toMatchObject({ index: 2, shared: 1 });
  });

  test('the personal line and visible trees add to the value', () => {
    let s = position({ shared: 'weasel', lines: ['hummingbird', ''] });
    s = seatPatch(s, 0, {
      forest: [
        { x: 0, y: 0, cards: ['lake-summer'] },
        { x: 1, y: 0, cards: ['water-1'] },
      ],
    });
    expect(tokenPreview(s, 0, 'water')).toMatchObject({ shared: 2, personal: 2, trees: 1, total: 5 });
  });

  test('values already counted by an earlier token on that element are skipped', () => {
    const s0 = position({ shared: 'weasel raccoon', deck: 'peacock' });
    // Summer waters on raccoon (index 1); Winter then reveals peacock (water 1) and counts only it.
    const s = run(s0, [token('water'), finish]);
    const s2 = run(s, [reveal]);
    expect(s2.shared).toEqual(ids('weasel raccoon peacock'));
    expect(tokenPreview(s2, 0, 'water')).toMatchObject({ from: 2, index: 2, shared: 1 });
  });

  test('a token cannot go where the rightmost card already has a token on that element', () => {
    const s = run(position({ shared: 'weasel' }), [token('water'), finish]);
    expect(game.validate(s, 1, token('water'))?.code).toBe('error.element-used');
  });

  test('the same player needs an element card between their two tokens of that element', () => {
    // Summer's water token on index 0; then only one new water card: not allowed for Summer, fine for Winter.
    let s = run(position({ shared: 'weasel' }), [token('water'), finish]);
    s = { ...s, shared: ids('weasel peacock'), asks: [turnAsk(0)] };
    expect(game.validate(s, 0, token('water'))?.code).toBe('error.same-element');
    expect(tokenPreview(s, 1, 'water').legal).toBe(true);
    const two = { ...s, shared: ids('weasel raccoon peacock') };
    expect(tokenPreview(two, 0, 'water')).toMatchObject({ legal: true, from: 1, shared: 2 });
  });

  // Seed living-forest-duel.ja.txt ==アクション詳細== アクショントークンを1つ置く: 同じプレイヤーが同じアクションを
  // 実行したい場合に限り、2つのアクショントークンの間にはトークンで指定されていない自然力が1つ以上存在している必要があります。
  const between = (winterToken: 'water' | 'sun'): LfState => ({
    ...seatPatch(seatPatch(position({ shared: 'weasel raccoon peacock' }), 0, { used: 1 }), 1, { used: 1 }),
    tokens: [
      { seat: 0, element: 'water', index: 0 },
      { seat: 1, element: winterToken, index: 1 },
    ],
  });
  test('a water icon between your two water tokens that a water token already designates does not count', () => {
    // Summer waters on weasel, Winter on raccoon; peacock comes out: raccoon's water is designated by Winter's token.
    const s = between('water');
    expect(game.validate(s, 0, token('water'))?.code).toBe('error.same-element');
    expect(game.legalMoves(s, 0)).not.toContainEqual(token('water'));
    expect(tokenPreview(s, 0, 'water').legal).toBe(false);
  });
  test('a water icon between them on a card whose token designates another element still counts', () => {
    // Winter's token on raccoon is a sun token: raccoon's water icon is not designated by any token.
    const s = between('sun');
    expect(game.validate(s, 0, token('water'))).toBeNull();
    expect(game.legalMoves(s, 0)).toContainEqual(token('water'));
    expect(tokenPreview(s, 0, 'water')).toMatchObject({ legal: true, index: 2, from: 1, shared: 2 });
  });

  test('the count is shown before the token is placed (the view carries every seat’s previews)', () => {
    const v = game.view(position({ shared: 'weasel' }), 0);
    expect(v.seats[0]?.previews.find((p) => p.element === 'water')?.total).toBe(2);
  });
});

describe('isolation (seed: 孤立アイコン)', () => {
  test('3 solitary icons in the shared line and your line cost one token', () => {
    const s = run(position({ shared: 'bear cobra', deck: 'lynx' }), [reveal]);
    expect(s.seats[0]?.lost).toBe(1);
    expect(s.seats[1]?.lost).toBe(1);
  });
  test('4 cost the second token: the round is over for that player', () => {
    const s = run(position({ shared: 'bear cobra lynx', lines: ['', 'eagle macaque'], deck: 'bat tapir' }), [reveal]);
    expect(s.seats[0]?.lost).toBe(2);
    expect(s.seats[1]?.lost).toBe(0);
    // Summer has no token left, so Winter plays on alone.
    expect(game.legalMoves(s, 0)).toEqual([]);
    expect(turnOf(run(s, [reveal]))).toBe(1);
  });
  test('when both players are out of tokens the round ends at once', () => {
    const s = run(position({ shared: 'bear cobra lynx', deck: 'tapir' }), [reveal]);
    expect(s.round).toBe(2);
    expect(s.lastRoundEnd?.round).toBe(1);
  });
  test('each gregarious icon cancels one solitary icon', () => {
    const s = run(position({ shared: 'bear cobra', lines: ['toucan', ''], deck: 'lynx' }), [reveal]);
    expect(s.seats[0]?.lost).toBe(0);
    expect(s.seats[1]?.lost).toBe(1);
  });
  test('a Fire Varan in your line counts as a solitary icon', () => {
    const s = run(position({ shared: 'bear', lines: ['varan-summer', ''], deck: 'cobra' }), [reveal]);
    expect(s.seats[0]?.lost).toBe(1);
    expect(s.seats[1]?.lost).toBe(0);
  });
});
