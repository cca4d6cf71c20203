// Rules tests for calling and each character (seed: アクション, 各職業の能力; reference: Characters, Edge rules checklist).
import { describe, expect, test } from 'vitest';
import { game } from '../../../src/games/citadels/rules';
import { card, errorOf, move, pass, phase, turnOf, turnState } from './builders';

// Seats: 0 holds the first listed characters, and so on.
describe('seed アクション: characters are called in rank order', () => {
  test('after a turn the next character held by someone is called and revealed', () => {
    const s = turnState({ chars: [[1], [4], [6], [8]], rank: 1 });
    const next = pass(s, 0);
    expect(turnOf(next)).toMatchObject({ seat: 1, rank: 4 });
    expect(game.view(next, 3).revealed).toContainEqual({ rank: 4, seat: 1 });
    expect(game.view(next, 3).revealed).not.toContainEqual(expect.objectContaining({ rank: 8 }));
  });
  test('a character nobody chose is skipped', () => {
    const s = turnState({ chars: [[2], [5], [6], [8]], rank: 2 });
    expect(turnOf(pass(s, 0))?.rank).toBe(5);
  });
  test('basic action first: building before taking gold or cards is refused', () => {
    const s = turnState({ chars: [[4], [5], [6], [8]], rank: 4, action: 'none', hands: [[card('temple')]], gold: [5] });
    expect(errorOf(s, 0, { kind: 'build', card: card('temple') })).toBe('error.action-first');
    expect(errorOf(s, 0, { kind: 'endTurn' })).toBe('error.action-first');
    // “基本アクション(どちらか1つ)”: once taken it is not taken again; redrawing is the Magician's, with marked cards.
    const done = move(s, 0, { kind: 'takeGold' });
    expect(errorOf(done, 0, { kind: 'takeGold' })).toBe('error.action-done');
    expect(errorOf(done, 0, { kind: 'drawCards' })).toBe('error.action-done');
    expect(errorOf(done, 0, { kind: 'redraw' })).toBe('error.not-your-power');
    expect(errorOf(s, 0, { kind: 'draft', character: 1 })).toBe('error.not-now');
  });
  test('seed 基本アクション “山札から2枚めくって、好きな方1枚を貰う”: the drawn card is chosen before anything else', () => {
    const s = turnState({ chars: [[4], [5], [6], [8]], rank: 4, action: 'none', hands: [[card('temple')]], gold: [5] });
    const drawn = move(s, 0, { kind: 'drawCards' });
    expect(errorOf(drawn, 0, { kind: 'build', card: card('temple') })).toBe('error.choose-drawn');
    expect(errorOf(drawn, 0, { kind: 'endTurn' })).toBe('error.choose-drawn');
    expect(errorOf(drawn, 0, { kind: 'takeGold' })).toBe('error.choose-drawn');
    expect(errorOf(drawn, 0, { kind: 'redraw' })).toBe('error.choose-drawn');
    expect(errorOf(drawn, 0, { kind: 'graveyard', take: true })).toBe('error.not-now');
  });
  test('take 2 gold', () => {
    const s = turnState({ chars: [[4], [5], [6], [8]], rank: 4, action: 'none', gold: [1, 0, 0, 0] });
    expect(move(s, 0, { kind: 'takeGold' }).gold[0]).toBe(3);
  });
  test('draw 2 keep 1; the other goes to the bottom of the deck', () => {
    const s = turnState({ chars: [[4], [5], [6], [8]], rank: 4, action: 'none' });
    const drawn = move(s, 0, { kind: 'drawCards' });
    const [a, b] = turnOf(drawn)?.drawn ?? [];
    if (a === undefined || b === undefined) throw new Error('two cards expected');
    expect(game.view(drawn, 1).turn?.drawn).toEqual([]);
    const kept = move(drawn, 0, { kind: 'keepCard', card: b });
    expect(kept.hands[0]).toEqual([b]);
    expect(kept.deck.at(-1)).toBe(a);
    expect(turnOf(kept)?.action).toBe('done');
  });
  test('one build per turn, never a duplicate name, only if affordable', () => {
    const s = turnState({
      chars: [[4], [5], [6], [8]],
      rank: 4,
      hands: [[card('temple', 1), card('church'), card('palace')]],
      cities: [[card('temple')]],
      gold: [4],
    });
    expect(errorOf(s, 0, { kind: 'build', card: card('temple', 1) })).toBe('error.duplicate');
    expect(errorOf(s, 0, { kind: 'build', card: card('palace') })).toBe('error.cannot-afford');
    const built = move(s, 0, { kind: 'build', card: card('church') });
    expect(built.gold[0]).toBe(2);
    expect(errorOf({ ...built, gold: [9, 0, 0, 0] }, 0, { kind: 'build', card: card('palace') })).toBe(
      'error.build-limit',
    );
  });
});

describe('seed 暗殺者: name a character; it gets no turn this round', () => {
  test('the assassinated character is skipped and revealed only at the round end', () => {
    let s = turnState({ chars: [[1], [4], [6], [8]], rank: 1 });
    s = move(s, 0, { kind: 'assassinate', character: 6 });
    expect(errorOf(s, 0, { kind: 'assassinate', character: 4 })).toBe('error.power-used');
    s = pass(s, 0);
    expect(turnOf(s)?.rank).toBe(4);
    s = pass(s, 1);
    expect(turnOf(s)?.rank).toBe(8);
    expect(game.view(s, 0).revealed.map((r) => r.rank)).not.toContain(6);
  });
  test('the Assassin cannot name itself', () => {
    const s = turnState({ chars: [[1], [4], [6], [8]], rank: 1 });
    expect(errorOf(s, 0, { kind: 'assassinate', character: 1 })).toBe('error.bad-target');
  });
});

describe('seed 盗賊: name a character; its gold goes to the Thief when it is revealed', () => {
  test('the Thief takes all gold at the reveal, before that player acts', () => {
    let s = turnState({ chars: [[2], [4], [6], [8]], rank: 2, gold: [1, 0, 5, 0] });
    s = move(s, 0, { kind: 'rob', character: 6 });
    s = pass(s, 0);
    s = pass(s, 1);
    expect(turnOf(s)?.rank).toBe(6);
    expect(s.gold).toEqual([6, 2, 0, 0]);
  });
  test('reference: not the Assassin, not the assassinated character', () => {
    const s = turnState({ chars: [[1], [2], [6], [8]], rank: 2, killed: 6 });
    expect(errorOf(s, 1, { kind: 'rob', character: 1 })).toBe('error.bad-target');
    expect(errorOf(s, 1, { kind: 'rob', character: 6 })).toBe('error.rob-killed');
    expect(
      game
        .legalMoves(s, 1)
        .filter((m) => m.kind === 'rob')
        .map((m) => (m.kind === 'rob' ? m.character : 0)),
    ).toEqual([3, 4, 5, 7, 8]);
  });
});

describe('seed 魔法使い: swap hands with a player, or discard any number and draw as many', () => {
  test('swap whole hands (even from an empty hand)', () => {
    const s = turnState({ chars: [[3], [4], [6], [8]], rank: 3, hands: [[], [card('castle'), card('market')]] });
    const after = move(s, 0, { kind: 'swapHands', seat: 1 });
    expect(after.hands[0]).toEqual([card('castle'), card('market')]);
    expect(after.hands[1]).toEqual([]);
    expect(errorOf(after, 0, { kind: 'swapHands', seat: 2 })).toBe('error.power-used');
  });
  test('mark cards one by one, then redraw as many; the marked cards go to the bottom', () => {
    const hand = [card('castle'), card('market'), card('prison')];
    let s = turnState({ chars: [[3], [4], [6], [8]], rank: 3, hands: [hand] });
    s = move(s, 0, { kind: 'toggleDiscard', card: hand[0] ?? 0 });
    s = move(s, 0, { kind: 'toggleDiscard', card: hand[2] ?? 0 });
    expect(errorOf(s, 0, { kind: 'endTurn' })).toBe('error.finish-discard');
    expect(errorOf(s, 0, { kind: 'swapHands', seat: 1 })).toBe('error.finish-discard');
    expect(errorOf(s, 0, { kind: 'keepCard', card: hand[1] ?? 0 })).toBe('error.finish-discard');
    expect(errorOf(s, 0, { kind: 'discardDraft', character: 1 })).toBe('error.not-now');
    const top = s.deck.slice(0, 2);
    s = move(s, 0, { kind: 'redraw' });
    expect(s.hands[0]).toEqual([card('market'), ...top].sort((a, b) => a - b));
    expect(s.deck.slice(-2)).toEqual([hand[0], hand[2]]);
  });
  test('redraw needs at least one marked card', () => {
    const s = turnState({ chars: [[3], [4], [6], [8]], rank: 3, hands: [[card('castle')]] });
    expect(errorOf(s, 0, { kind: 'redraw' })).toBe('error.nothing-selected');
  });
});

describe('seed 国王: takes the crown (even when assassinated); income for yellow', () => {
  test('the King takes the crown when called', () => {
    const s = turnState({ chars: [[1], [4], [6], [8]], rank: 1 });
    expect(move({ ...s, crown: 3 }, 0, { kind: 'endTurn' }).crown).toBe(1);
  });
  test('an assassinated King still takes the crown at the end of the round', () => {
    let s = turnState({ chars: [[1], [4], [6], [8]], rank: 1 });
    s = { ...s, crown: 0 };
    s = move(s, 0, { kind: 'assassinate', character: 4 });
    s = pass(s, 0);
    expect(s.crown).toBe(0);
    s = pass(s, 2);
    s = pass(s, 3);
    expect(phase(s)).toBe('draft');
    expect(s.crown).toBe(1);
  });
  test('income: 1 gold per yellow district, once per turn', () => {
    const s = turnState({
      chars: [[4], [5], [6], [8]],
      rank: 4,
      cities: [[card('manor'), card('castle'), card('temple')]],
    });
    const after = move(s, 0, { kind: 'income' });
    expect(after.gold[0]).toBe(2);
    expect(errorOf(after, 0, { kind: 'income' })).toBe('error.income-taken');
  });
  test('reference: income may be taken after building, counting the new district', () => {
    let s = turnState({ chars: [[4], [5], [6], [8]], rank: 4, hands: [[card('manor')]], gold: [3] });
    s = move(s, 0, { kind: 'build', card: card('manor') });
    expect(move(s, 0, { kind: 'income' }).gold[0]).toBe(1);
  });
});

describe('seed 伝道師: income for blue; safe from the Warlord unless assassinated', () => {
  test('income for blue', () => {
    const s = turnState({ chars: [[5], [4], [6], [8]], rank: 5, cities: [[card('temple'), card('church')]] });
    expect(move(s, 0, { kind: 'income' }).gold[0]).toBe(2);
  });
  test('the Warlord cannot destroy the living Bishop’s districts', () => {
    const s = turnState({ chars: [[5], [4], [6], [8]], rank: 8, cities: [[card('temple')]], gold: [0, 0, 0, 5] });
    expect(errorOf(s, 3, { kind: 'destroy', seat: 0, card: card('temple') })).toBe('error.bishop');
  });
  test('reference: an assassinated Bishop gives no protection', () => {
    const s = turnState({
      chars: [[5], [1], [6], [8]],
      rank: 8,
      killed: 5,
      cities: [[card('church')]],
      gold: [0, 0, 0, 5],
    });
    expect(move(s, 3, { kind: 'destroy', seat: 0, card: card('church') }).cities[0]).toEqual([]);
  });
});

describe('seed 商人: 1 extra gold; income for green', () => {
  test('1 extra gold after the action, and green income', () => {
    let s = turnState({
      chars: [[6], [4], [5], [8]],
      rank: 6,
      action: 'none',
      cities: [[card('tavern'), card('market')]],
    });
    s = move(s, 0, { kind: 'takeGold' });
    expect(s.gold[0]).toBe(3);
    expect(move(s, 0, { kind: 'income' }).gold[0]).toBe(5);
  });
  test('the extra gold also comes with drawing cards', () => {
    let s = turnState({ chars: [[6], [4], [5], [8]], rank: 6, action: 'none' });
    s = move(s, 0, { kind: 'drawCards' });
    s = move(s, 0, { kind: 'keepCard', card: turnOf(s)?.drawn[0] ?? 0 });
    expect(s.gold[0]).toBe(1);
  });
});

describe('seed 建築家: draws 2 cards; up to 3 builds this turn', () => {
  test('two extra cards after the action', () => {
    const s = turnState({ chars: [[7], [4], [5], [8]], rank: 7, action: 'none' });
    expect(move(s, 0, { kind: 'takeGold' }).hands[0]).toHaveLength(2);
  });
  test('up to three builds', () => {
    let s = turnState({
      chars: [[7], [4], [5], [8]],
      rank: 7,
      hands: [[card('temple'), card('tavern'), card('watchtower'), card('church')]],
      gold: [10],
    });
    s = move(s, 0, { kind: 'build', card: card('temple') });
    s = move(s, 0, { kind: 'build', card: card('tavern') });
    s = move(s, 0, { kind: 'build', card: card('watchtower') });
    expect(errorOf(s, 0, { kind: 'build', card: card('church') })).toBe('error.build-limit');
  });
});

describe('seed 傭兵: red income; destroy another’s district for its cost minus 1, never in a city of 8', () => {
  test('red income', () => {
    const s = turnState({ chars: [[8], [4], [5], [6]], rank: 8, cities: [[card('prison'), card('fortress')]] });
    expect(move(s, 0, { kind: 'income' }).gold[0]).toBe(2);
  });
  test('destroying costs cost − 1; a cost-1 district is free; the card is discarded', () => {
    const s = turnState({
      chars: [[8], [4], [5], [6]],
      rank: 8,
      cities: [[], [card('castle'), card('tavern')]],
      gold: [3],
    });
    const a = move(s, 0, { kind: 'destroy', seat: 1, card: card('castle') });
    expect(a.gold[0]).toBe(0);
    expect(a.discard).toEqual([card('castle')]);
    expect(errorOf(a, 0, { kind: 'destroy', seat: 1, card: card('tavern') })).toBe('error.power-used');
    const b = move(s, 0, { kind: 'destroy', seat: 1, card: card('tavern') });
    expect(b.gold[0]).toBe(3);
  });
  test('University and Dragon Gate cost 5 to destroy', () => {
    const s = turnState({ chars: [[8], [4], [5], [6]], rank: 8, cities: [[], [card('university')]], gold: [4] });
    expect(errorOf(s, 0, { kind: 'destroy', seat: 1, card: card('university') })).toBe('error.cannot-afford');
    expect(move({ ...s, gold: [5, 0, 0, 0] }, 0, { kind: 'destroy', seat: 1, card: card('university') }).gold[0]).toBe(
      0,
    );
  });
  test('never in a city of 8, and (seed) only other players’ districts', () => {
    const eight = ['manor', 'temple', 'church', 'tavern', 'market', 'watchtower', 'prison', 'docks'].map((k) =>
      card(k),
    );
    const s = turnState({ chars: [[8], [4], [5], [6]], rank: 8, cities: [[card('castle')], eight], gold: [9] });
    expect(errorOf(s, 0, { kind: 'destroy', seat: 1, card: card('tavern') })).toBe('error.city-complete');
    expect(errorOf(s, 0, { kind: 'destroy', seat: 0, card: card('castle') })).toBe('error.bad-target');
  });
});
