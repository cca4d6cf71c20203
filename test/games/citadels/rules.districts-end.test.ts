// Rules tests for each purple district, the game end and scoring (seed: 各紫建物の能力, ゲームの終了; reference: Game end and scoring).
import { describe, expect, test } from 'vitest';
import { type CtState, game } from '../../../src/games/citadels/rules';
import { breakdown, ranking } from '../../../src/games/citadels/rules/scoring';
import { card, errorOf, move, pass, phase, turnOf, turnState } from './builders';

const four = [[8], [4], [5], [6]];

describe('seed 各紫建物の能力', () => {
  test('幽霊都市: at the end it counts as any one colour (red, green, yellow, purple + Haunted City = 5 colours)', () => {
    const city = ['battlefield', 'market', 'manor', 'keep', 'hauntedCity'].map((k) => ({ card: card(k), round: 1 }));
    const s: CtState = { ...turnState({ chars: four, rank: 8 }), cities: [city, [], [], []], round: 3 };
    expect(breakdown(s, 0).colors).toBe(3);
  });
  test('幽霊都市: red, green, yellow + Haunted City is not five colours', () => {
    const city = ['battlefield', 'market', 'manor', 'hauntedCity'].map((k) => ({ card: card(k), round: 1 }));
    const s: CtState = { ...turnState({ chars: four, rank: 8 }), cities: [city, [], [], []], round: 3 };
    expect(breakdown(s, 0).colors).toBe(0);
  });
  test('reference: the Haunted City built in the last round stays purple', () => {
    const city = ['battlefield', 'market', 'manor', 'keep'].map((k) => ({ card: card(k), round: 1 }));
    const haunted = { card: card('hauntedCity'), round: 3 };
    const s: CtState = { ...turnState({ chars: four, rank: 8 }), cities: [[...city, haunted], [], [], []], round: 3 };
    expect(breakdown(s, 0).colors).toBe(0);
  });
  test('見張り台 (Keep): the Warlord cannot destroy it', () => {
    const s = turnState({ chars: four, rank: 8, cities: [[], [card('keep')]], gold: [9] });
    expect(errorOf(s, 0, { kind: 'destroy', seat: 1, card: card('keep') })).toBe('error.keep');
  });
  test('研究所 (Laboratory): once a turn, discard a card for 1 gold', () => {
    let s = turnState({
      chars: four,
      rank: 4,
      hands: [[], [card('castle'), card('palace')]],
      cities: [[], [card('laboratory')]],
    });
    s = move(s, 1, { kind: 'laboratory', card: card('castle') });
    expect(s.gold[1]).toBe(1);
    expect(s.discard).toContain(card('castle'));
    expect(errorOf(s, 1, { kind: 'laboratory', card: card('palace') })).toBe('error.district-used');
  });
  test('鍛冶屋 (Smithy), seed wording: pay 3 gold to draw 2, once a turn', () => {
    let s = turnState({ chars: four, rank: 4, cities: [[], [card('smithy')]], gold: [0, 7] });
    s = move(s, 1, { kind: 'smithy' });
    expect(s.gold[1]).toBe(4);
    expect(s.hands[1]).toHaveLength(2);
    expect(errorOf(s, 1, { kind: 'smithy' })).toBe('error.district-used');
  });
  test('Smithy, classic card option: pay 2 gold to draw 3', () => {
    const s = turnState({ chars: four, rank: 4, cities: [[], [card('smithy')]], gold: [0, 2], smithy: 'classic' });
    const after = move(s, 1, { kind: 'smithy' });
    expect(after.gold[1]).toBe(0);
    expect(after.hands[1]).toHaveLength(3);
  });
  test('墓地 (Graveyard): after a destruction its owner may pay 1 gold to take the card', () => {
    let s = turnState({
      chars: four,
      rank: 8,
      cities: [[], [card('castle')], [card('graveyard')]],
      gold: [5, 0, 2, 0],
    });
    s = move(s, 0, { kind: 'destroy', seat: 1, card: card('castle') });
    expect(game.status(s)).toMatchObject({ active: [2], prompt: { code: 'prompt.graveyard' } });
    s = move(s, 2, { kind: 'graveyard', take: true });
    expect(s.hands[2]).toEqual([card('castle')]);
    expect(s.gold[2]).toBe(1);
    expect(s.discard).toEqual([]);
    expect(game.status(s)).toMatchObject({ active: [0] });
  });
  test('Graveyard: the owner may also decline', () => {
    let s = turnState({ chars: four, rank: 8, cities: [[], [card('castle'), card('graveyard')]], gold: [5, 2] });
    s = move(s, 0, { kind: 'destroy', seat: 1, card: card('castle') });
    s = move(s, 1, { kind: 'graveyard', take: false });
    expect(s.discard).toEqual([card('castle')]);
  });
  test('Graveyard: not when its owner is the Warlord', () => {
    const s = turnState({ chars: four, rank: 8, cities: [[card('graveyard')], [card('castle')]], gold: [5] });
    expect(phase(move(s, 0, { kind: 'destroy', seat: 1, card: card('castle') }))).toBe('turn');
  });
  test('天文台 (Observatory): draw 3, keep 1', () => {
    let s = turnState({ chars: four, rank: 4, action: 'none', cities: [[], [card('observatory')]] });
    s = move(s, 1, { kind: 'drawCards' });
    expect(turnOf(s)?.drawn).toHaveLength(3);
    s = move(s, 1, { kind: 'keepCard', card: turnOf(s)?.drawn[0] ?? 0 });
    expect(s.hands[1]).toHaveLength(1);
    expect(turnOf(s)?.action).toBe('done');
  });
  test('図書館 (Library): draw 2, keep both', () => {
    const s = turnState({ chars: four, rank: 4, action: 'none', cities: [[], [card('library')]] });
    const after = move(s, 1, { kind: 'drawCards' });
    expect(after.hands[1]).toHaveLength(2);
    expect(turnOf(after)?.action).toBe('done');
  });
  test('Observatory and Library together: draw 3, keep 2 (NOTES.md)', () => {
    let s = turnState({ chars: four, rank: 4, action: 'none', cities: [[], [card('library'), card('observatory')]] });
    s = move(s, 1, { kind: 'drawCards' });
    expect(turnOf(s)?.drawn).toHaveLength(3);
    s = move(s, 1, { kind: 'keepCard', card: turnOf(s)?.drawn[0] ?? 0 });
    s = move(s, 1, { kind: 'keepCard', card: turnOf(s)?.drawn[0] ?? 0 });
    expect(s.hands[1]).toHaveLength(2);
    expect(turnOf(s)?.action).toBe('done');
  });
  test('魔術学校 (School of Magic): +1 to district income', () => {
    const s = turnState({ chars: four, rank: 4, cities: [[], [card('manor'), card('schoolOfMagic')]] });
    expect(move(s, 1, { kind: 'income' }).gold[1]).toBe(2);
  });
  test('大学・ドラゴンの守り: worth 8 points each', () => {
    const city = [card('university'), card('dragonGate')].map((c) => ({ card: c, round: 1 }));
    const s: CtState = { ...turnState({ chars: four, rank: 8 }), cities: [city, [], [], []] };
    expect(breakdown(s, 0).districts).toBe(16);
  });
  test('reference Great Wall (option): the Warlord pays 1 more for its owner’s other districts', () => {
    const s = turnState({
      chars: four,
      rank: 8,
      cities: [[], [card('castle'), card('greatWall')]],
      gold: [3],
      greatWall: true,
    });
    expect(errorOf(s, 0, { kind: 'destroy', seat: 1, card: card('castle') })).toBe('error.cannot-afford');
    expect(move({ ...s, gold: [4, 0, 0, 0] }, 0, { kind: 'destroy', seat: 1, card: card('castle') }).gold[0]).toBe(0);
    expect(move({ ...s, gold: [5, 0, 0, 0] }, 0, { kind: 'destroy', seat: 1, card: card('greatWall') }).gold[0]).toBe(
      0,
    );
  });
});

const seven = ['manor', 'temple', 'church', 'tavern', 'market', 'watchtower', 'prison'].map((k) => card(k));

describe('seed ゲームの終了: the round in which someone builds 8 is finished, then the game ends', () => {
  test('building the 8th district marks the first to finish; later characters still play', () => {
    let s = turnState({ chars: [[4], [5], [6], [8]], rank: 4, cities: [seven], hands: [[card('castle')]], gold: [4] });
    s = move(s, 0, { kind: 'build', card: card('castle') });
    expect(s.firstComplete).toBe(0);
    s = pass(s, 0);
    expect(turnOf(s)?.rank).toBe(5);
    s = pass(s, 1);
    s = pass(s, 2);
    s = pass(s, 3);
    expect(game.status(s).kind).toBe('over');
  });
  test('scores: district costs, +4 first to 8, +2 others with 8, +3 five colours', () => {
    const mk = (keys: string[], copy = 0) => keys.map((k) => ({ card: card(k, copy), round: 1 }));
    const five = mk(['manor', 'temple', 'tavern', 'watchtower', 'keep', 'castle', 'church', 'market']);
    const other = mk(['manor', 'temple', 'tavern', 'watchtower', 'castle', 'church', 'market', 'prison'], 1);
    const s: CtState = { ...turnState({ chars: four, rank: 8 }), cities: [five, other, [], []], firstComplete: 1 };
    expect(breakdown(s, 0)).toEqual({ districts: 17, colors: 3, first: 0, complete: 2, total: 22 });
    expect(breakdown(s, 1)).toEqual({ districts: 16, colors: 0, first: 4, complete: 0, total: 20 });
  });
  test('reference tie-break: district points without bonuses, then gold', () => {
    const mk = (keys: string[], copy = 0) => keys.map((k) => ({ card: card(k, copy), round: 1 }));
    const base = turnState({ chars: four, rank: 8 });
    // Seat 0: 9 district points + 3 for five colours = 12; seat 1: 12 district points, so seat 1 wins the tie.
    const a = mk(['manor', 'temple', 'tavern', 'watchtower', 'keep']);
    const s: CtState = { ...base, cities: [a, mk(['fortress', 'palace', 'church']), [], []], gold: [5, 0, 0, 0] };
    expect(breakdown(s, 0).total).toBe(breakdown(s, 1).total);
    expect(ranking(s)[0]).toEqual([1]);
    expect(game.status({ ...s, asks: [] })).toMatchObject({ tieBreak: { code: 'tiebreak.districts' } });
    const byGold: CtState = { ...base, cities: [mk(['castle']), mk(['castle'], 1), [], []], gold: [1, 3, 0, 0] };
    expect(ranking(byGold)[0]).toEqual([1]);
    const over = { ...byGold, asks: [] };
    expect(game.status(over)).toMatchObject({ tieBreak: { code: 'tiebreak.gold' } });
    const shared: CtState = { ...byGold, gold: [3, 3, 0, 0], asks: [] };
    expect(ranking(shared)[0]).toEqual([0, 1]);
    expect(game.status(shared)).toMatchObject({ tieBreak: { code: 'tiebreak.shared' } });
  });
});

describe('engine contract: commits and hidden information', () => {
  test('drawing, revealing a character and passing in the draft are commits; building is not', () => {
    const s = turnState({ chars: four, rank: 4, action: 'none', hands: [[], [card('temple')]], gold: [0, 3] });
    const drawn = game.apply(s, 1, { kind: 'drawCards' });
    expect(game.isCommit?.(s, { kind: 'drawCards' }, drawn)).toBe(true);
    const gold = game.apply(s, 1, { kind: 'takeGold' });
    const built = game.apply(gold, 1, { kind: 'build', card: card('temple') });
    expect(game.isCommit?.(gold, { kind: 'build', card: card('temple') }, built)).toBe(false);
  });
  test('a seat sees only its own hand; others as counts', () => {
    const s = turnState({ chars: four, rank: 4, hands: [[card('castle')], [card('temple')]] });
    expect(game.view(s, 0).hand).toEqual([card('castle')]);
    expect(game.view(s, 0).handCounts).toEqual([1, 1, 0, 0]);
    expect(game.view(s, 'table').hand).toEqual([]);
    expect(JSON.stringify(game.view(s, 0))).not.toContain('rng');
  });
});
