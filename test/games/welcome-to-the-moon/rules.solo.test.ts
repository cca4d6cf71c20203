// Reference §1 "Solo (ASTRA)" and the per-adventure ASTRA sections: deck, pairs, ASTRA's cards, solo cards, score.
import { describe, expect, test } from 'vitest';
import { seedRng } from '../../../src/engine/random';
import { ASTRA_LEVELS, cardById, STARSHIP_CARDS } from '../../../src/games/welcome-to-the-moon/data';
import { game, type WtmState } from '../../../src/games/welcome-to-the-moon/rules';
import { soloCardsLeft } from '../../../src/games/welcome-to-the-moon/rules/asks';
import { seatScore } from '../../../src/games/welcome-to-the-moon/rules/end';
import { astraScore, drawSolo, PAIRS, SOLO_IDS } from '../../../src/games/welcome-to-the-moon/rules/solo';
import type { SoloState } from '../../../src/games/welcome-to-the-moon/rules/types';
import { ended, playMoves, sheet, withSheet, withSoloCards } from './builders';

const solo = (adventure: 1 | 2 | 3 | 4 = 1, level = 3, seed = 'solo') =>
  game.setup(1, { adventure, astraLevel: level }, seed);
/** ASTRA's side patched, with no solo card left to resolve (the turn's choice comes next). */
const withSolo = (s: WtmState, patch: Partial<SoloState>): WtmState =>
  withSoloCards({ ...s, solo: { ...(s.solo as SoloState), ...patch } }, []);
/** A card id with this number and action (or any action). */
const card = (n: number, action?: string) =>
  STARSHIP_CARDS.find((c) => c.number === n && (action === undefined || c.action === action))?.id ?? -1;

describe('solo setup', () => {
  test('one seat plays against ASTRA: 63 cards + 3 solo cards in one deck, three number cards face up', () => {
    const s = solo();
    expect(s.solo?.shown).toHaveLength(3);
    expect(s.solo?.shown.every((id) => id < 63)).toBe(true);
    const total = (s.solo?.deck.length ?? 0) + (s.solo?.discard.length ?? 0) + 3;
    expect(total).toBe(66);
    expect(game.parseOptions({ adventure: 2, astraLevel: 8 }, 1)).toEqual({ adventure: 2, astraLevel: 8 });
    expect(game.parseOptions({ adventure: 2, astraLevel: 9 }, 1)).toBeNull();
  });
});

describe('solo turn: the number of one card and the action of another; the third goes to ASTRA', () => {
  const fixed = () =>
    withSheet(withSolo(solo(1, 3), { shown: [card(5, 'robot'), card(9, 'water'), card(13, 'planning')] }), 0, sheet());
  test('six ordered pairs; each names the card ASTRA gets with it', () => {
    const v = game.view(fixed(), 0);
    const actions = ['robot', 'water', 'planning'];
    expect(v.combos).toEqual(
      PAIRS.map(([n, a, third]) => ({ number: [5, 9, 13][n], action: actions[a], astra: actions[third] })),
    );
  });
  test('the third card goes to ASTRA (adventure 1: rockets by the level multiplier of its action)', () => {
    // Pair 0: number of card 0 (5), action of card 1 (water): card 2 (planning) goes to ASTRA.
    const s = playMoves(fixed(), 0, [
      { kind: 'choose', combo: 0 },
      { kind: 'write', slot: 7, number: 5 },
      { kind: 'confirm' },
    ]);
    expect(s.solo?.astraCards.planning).toBe(1);
    expect(s.solo?.astraRockets).toBe(10 + (ASTRA_LEVELS[2]?.mult.planning ?? 0));
  });
  test('a circled ASTRA bonus may be spent to remove the third card instead', () => {
    expect(game.validate(fixed(), 0, { kind: 'choose', combo: 0, remove: true })?.code).toBe('error.no-astra-bonus');
    const s = playMoves(withSolo(fixed(), { astraBonus: 1 }), 0, [
      { kind: 'choose', combo: 0, remove: true },
      { kind: 'write', slot: 7, number: 5 },
      { kind: 'confirm' },
    ]);
    expect(s.solo?.astraCards.planning).toBe(0);
    expect(s.solo?.astraBonusUsed).toBe(1);
  });
});

describe('solo cards', () => {
  test('first draw: the adventure’s effect (A1: cross an unused sabotage and circle a System Error)', () => {
    const base = withSolo(solo(1), {
      deck: [card(3), card(4), card(6), SOLO_IDS[0]],
      discard: [],
      shown: [],
    });
    const [drawn] = drawSolo(base, seedRng('x'));
    expect(soloCardsLeft(drawn)).toEqual([0]);
    expect(drawn.solo?.shown).toHaveLength(3);
    const moves = game.legalMoves(drawn, 0);
    expect(moves).toEqual([59, 61, 70, 71, 75, 78, 79, 91].map((box) => ({ kind: 'mark', box })));
    const after = playMoves(drawn, 0, [{ kind: 'mark', box: 70 }]);
    expect(after.sheets[0]?.marks[70]).toBe('cross');
    expect(after.sheets[0]?.errors).toBe(1);
    expect(game.legalMoves(after, 0).every((m) => m.kind === 'choose')).toBe(true);
  });
  test('second draw: ASTRA has done the matching mission (only the lower reward is left)', () => {
    const base = withSolo(solo(2), {
      deck: [card(3), card(4), card(6), SOLO_IDS[1]],
      soloDraws: [0, 1, 0],
    });
    const [drawn] = drawSolo(base, seedRng('x'));
    expect(drawn.missionClaimed).toEqual([false, true, false]);
  });
  test.each([
    [2, 0, [125, 126, 127, 128]],
    [3, 1, [55, 56, 57, 58]],
    [4, 0, [224, 225, 226, 227]],
    [2, 2, []],
  ] as const)('adventure %i, card %i: the boxes the player may cross', (adventure, k, boxes) => {
    const base = withSolo(solo(adventure), { deck: [card(3), card(4), card(6), SOLO_IDS[k]] });
    const [drawn] = drawSolo(base, seedRng('x'));
    const marks = game.legalMoves(drawn, 0).flatMap((m) => (m.kind === 'mark' ? [m.box] : []));
    expect(marks).toEqual([...boxes]);
  });
  test('the deck running out for the second time ends the game', () => {
    const base = withSolo(solo(1), { deck: [card(3)], discard: [], exhausted: 1 });
    const [drawn] = drawSolo(base, seedRng('x'));
    expect(drawn.solo?.exhausted).toBe(2);
    // Played through: the turn's end draws from that deck, which runs out, and no ask is left.
    let s = base;
    while (game.status(s).kind === 'turn' && s.turn === base.turn) {
      const m = game.legalMoves(s, 0).find((x) => x.kind !== 'cancel');
      if (!m) throw new Error('no move');
      s = playMoves(s, 0, [m]);
    }
    expect(game.status(s).kind).toBe('over');
    expect(s.turn).toBe(base.turn);
  });
});

describe('ASTRA bonuses and score', () => {
  test('a sabotage the player takes circles one ASTRA bonus (adventure 1)', () => {
    let s = withSolo(solo(1), { shown: [card(2, 'robot'), card(9, 'water'), card(13, 'planning')] });
    s = withSheet(s, 0, sheet({ 7: 1 }));
    s = playMoves(s, 0, [{ kind: 'choose', combo: 0 }, { kind: 'write', slot: 8, number: 2 }, { kind: 'confirm' }]);
    expect(s.solo?.astraBonus).toBe(1);
  });
  test.each([
    [2, 3, { robot: 1, energy: 2, plant: 0, water: 0, astronaut: 1, planning: 0 }, 5 + 8 + 2 + 5 + 3],
    [3, 1, { robot: 0, energy: 0, plant: 2, water: 1, astronaut: 0, planning: 1 }, 4 + 3 + 4 + 10 + 3],
    [4, 8, { robot: 1, energy: 0, plant: 0, water: 0, astronaut: 0, planning: 2 }, 5 + 12 + 5 + 16],
  ] as const)(
    'adventure %i, level %i: cards × level multipliers + fixed + level × levelMult',
    (adventure, level, cards, want) => {
      const s = withSolo(solo(adventure, level), { astraCards: cards });
      expect(astraScore(adventure, s.solo as SoloState)).toBe(want);
    },
  );
  test('ASTRA takes part in the astronaut majority with its astronaut cards (adventure 3)', () => {
    const s = withSolo(solo(3), { astraCards: { robot: 0, energy: 0, plant: 0, water: 0, astronaut: 4, planning: 0 } });
    const mine = { ...sheet({}, {}, 3), counters: { astro: 2, plan: 0 } };
    const sc = seatScore(withSheet(s, 0, mine), mine, 0);
    expect(sc.categories.find((c) => c.code === 'score.astronauts')?.value).toBe(10);
  });
  test('the final result is the player’s score minus ASTRA’s', () => {
    const s = ended(
      withSolo(solo(2), { astraCards: { robot: 0, energy: 0, plant: 0, water: 0, astronaut: 0, planning: 0 } }),
    );
    const st = game.status(s);
    expect(st.kind === 'over' && st.scores[0]?.categories.at(-1)).toEqual({ code: 'score.astra', value: -(5 + 3) });
    expect(cardById(0).number).toBe(1);
  });
  // Reference §1 solo: "Final solo result = player score − ASTRA score (win if > 0)". ASTRA holds no card here, so
  // its score is 5 + 3 (fixed + level × factor); the player's is the circled tanks (62, 63: 4 each; 64: 5; 65: 6).
  test.each([
    [[62, 63, 64, 65], 'verdict.solo-win', 11],
    [[62, 63], 'verdict.solo-loss', 0],
    [[], 'verdict.solo-loss', 8],
  ])('tanks %j: %s by %i points', (tanks, code, margin) => {
    const astra = { robot: 0, energy: 0, plant: 0, water: 0, astronaut: 0, planning: 0 };
    const base = ended(withSolo(solo(2), { astraCards: astra }));
    const marks = Object.fromEntries(tanks.map((b) => [b, 'circle' as const]));
    const st = game.status(withSheet(base, 0, sheet({}, { marks }, 2)));
    expect(st.kind === 'over' && st.verdict).toEqual({ code, params: { margin } });
  });
});
