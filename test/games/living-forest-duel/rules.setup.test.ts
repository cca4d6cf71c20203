// Setup (seed ==ゲーム進行== and reference "Setup"): decks, recruitment line, clearings, trees, supply, first player.
import { describe, expect, test } from 'vitest';
import { animal, LAKE_IDS, NEUTRAL_IDS, STAG_ID, TREES } from '../../../src/games/living-forest-duel/data';
import { game } from '../../../src/games/living-forest-duel/rules';
import { dealThree } from '../../../src/games/living-forest-duel/rules/setup';
import { fresh } from './builders';

describe('setup (reference "Setup")', () => {
  const s = fresh('setup');
  test('the shared deck is the 18 neutral guardian animals, shuffled; the shared discard is empty', () => {
    expect([...s.deck].sort((a, b) => a - b)).toEqual([...NEUTRAL_IDS]);
    expect(s.discard).toEqual([]);
  });
  test('the Stag is in the middle of the recruitment line, Summer cards left of it, Winter cards right', () => {
    expect(s.recruit[3]).toBe(STAG_ID);
    for (const id of s.recruit.slice(0, 3)) expect(animal(id ?? -1).season).toBe('summer');
    for (const id of s.recruit.slice(4)) expect(animal(id ?? -1).season).toBe('winter');
  });
  test('each season keeps the other 12 of its 15 animals as its own pile, and 7 Fire Varans', () => {
    for (const st of s.seats) {
      expect(st.pile).toHaveLength(12);
      expect(st.varans).toHaveLength(7);
    }
  });
  test('the Onibi is on the centre clearing with fire on both neighbours; 19 fire tokens stay in stock', () => {
    expect(s.onibi).toBe(3);
    expect(s.fires).toEqual([false, false, true, false, true, false, false]);
    expect(s.fireStock).toBe(19);
  });
  test('four shuffled tree piles of 6, and each player starts with their lake card', () => {
    for (const pile of Object.values(s.trees)) expect(pile).toHaveLength(6);
    expect(Object.values(s.trees).flat().sort()).toEqual(TREES.map((t) => t.id).sort());
    expect(s.seats[0]?.forest).toEqual([{ x: 0, y: 0, cards: [LAKE_IDS.summer] }]);
    expect(s.seats[1]?.forest).toEqual([{ x: 0, y: 0, cards: [LAKE_IDS.winter] }]);
  });
  test('the Onibi card and 3 Sanki cards are in the supply; two action tokens each', () => {
    expect(s.onibiCard).toBeNull();
    expect(s.sankiSupply).toBe(3);
    for (const st of s.seats) expect([st.used, st.lost, st.sanki]).toEqual([0, 0, 0]);
  });
  test('Summer starts (seed: 最初のラウンドは「夏」プレイヤーが先手)', () => {
    const st = game.status(s);
    expect(st.kind === 'turn' && st.active).toEqual([0]);
  });
});

describe('options', () => {
  test('only 2 players; fire target 7 or 8; the redeal flag', () => {
    expect(game.parseOptions({}, 3)).toBeNull();
    expect(game.parseOptions({ fireTarget: 7 }, 2)).toEqual({ fireTarget: 7, redeal: false });
    expect(game.parseOptions({ fireTarget: 6 }, 2)).toBeNull();
    expect(game.parseOptions(undefined, 2)).toEqual({ fireTarget: 8, redeal: false });
  });
  test('the redeal option swaps the cheapest card while the three cost 12 or less', () => {
    // Pile top is the end: deals coati(1) goat(2) hummingbird(2) = 5, then swaps in axolotl, rhino, platypus.
    const pile = [107, 112, 111, 101, 109, 108, 104].map((n) => n);
    const { dealt } = dealThree(pile, true);
    expect(dealt.reduce((a, id) => a + animal(id).cost, 0)).toBeGreaterThan(12);
    expect(dealThree(pile, false).dealt).toEqual([104, 108, 109]);
  });
});
