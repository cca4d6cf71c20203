// Edge rulings (reference: Edge rules checklist, Open questions; NOTES.md decisions) and the seed's crown rule.
import { describe, expect, test } from 'vitest';
import { type CtState, game } from '../../../src/games/citadels/rules';
import { card, errorOf, move, pass, phase, turnOf, turnState } from './builders';

describe('seed 1ラウンド終了: 次のスタートプレイヤーは国王を取ったプレイヤー', () => {
  test('the next round’s draft starts with the King’s player', () => {
    let s = turnState({ chars: [[1], [4], [6], [8]], rank: 1 });
    s = pass({ ...s, crown: 3 }, 0);
    s = pass(pass(pass(s, 1), 2), 3);
    expect(phase(s)).toBe('draft');
    expect(game.status(s)).toMatchObject({ active: [1] });
  });
  test('reference: if nobody took the King, the crown stays where it is', () => {
    let s = turnState({ chars: [[1], [5], [6], [8]], rank: 8 });
    s = pass({ ...s, crown: 2 }, 3);
    expect(s.crown).toBe(2);
  });
});

describe('reference Edge rules checklist', () => {
  test('the Thief gets nothing when the robbed character was not taken', () => {
    let s = turnState({ chars: [[2], [5], [6], [8]], rank: 2, gold: [0, 4, 4, 4] });
    s = move(s, 0, { kind: 'rob', character: 4 });
    s = pass(pass(pass(pass(s, 0), 1), 2), 3);
    expect(s.gold.slice(0, 1)).toEqual([0]);
  });
  test('2-3 players: the player holding a living Bishop is protected whatever their other character', () => {
    const s = turnState({
      seats: 2,
      chars: [
        [5, 2],
        [8, 3],
      ],
      rank: 8,
      cities: [[card('tavern')]],
      gold: [0, 5],
    });
    expect(errorOf(s, 1, { kind: 'destroy', seat: 0, card: card('tavern') })).toBe('error.bishop');
  });
  test('2 players: a seat plays a separate turn with each of its characters', () => {
    let s = turnState({
      seats: 2,
      chars: [
        [4, 6],
        [2, 8],
      ],
      rank: 4,
    });
    s = pass(s, 0);
    expect(turnOf(s)).toMatchObject({ seat: 0, rank: 6, action: 'none' });
    expect(game.isCommit?.(s, { kind: 'endTurn' }, s)).toBe(true);
  });
  test('NOTES: a destroyed Graveyard cannot save itself', () => {
    const s = turnState({ chars: [[8], [4], [5], [6]], rank: 8, cities: [[], [card('graveyard')]], gold: [4, 3] });
    expect(phase(move(s, 0, { kind: 'destroy', seat: 1, card: card('graveyard') }))).toBe('turn');
  });
  test('NOTES: the Graveyard owner needs 1 gold to be asked', () => {
    const s = turnState({
      chars: [[8], [4], [5], [6]],
      rank: 8,
      cities: [[], [card('castle'), card('graveyard')]],
      gold: [4, 0],
    });
    expect(phase(move(s, 0, { kind: 'destroy', seat: 1, card: card('castle') }))).toBe('turn');
  });
});

describe('NOTES: running out of cards', () => {
  test('when the deck is short, the discard pile is shuffled in under it', () => {
    const base = turnState({ chars: [[4], [5], [6], [8]], rank: 4, action: 'none' });
    const s: CtState = { ...base, deck: base.deck.slice(0, 1), discard: base.deck.slice(1, 5) };
    const after = move(s, 0, { kind: 'drawCards' });
    expect(turnOf(after)?.drawn).toHaveLength(2);
    expect(turnOf(after)?.drawn[0]).toBe(s.deck[0]);
    expect(after.discard).toEqual([]);
  });
  test('with no cards anywhere, drawing is refused and the prompt asks for gold', () => {
    const base = turnState({ chars: [[4], [5], [6], [8]], rank: 4, action: 'none' });
    const s: CtState = { ...base, deck: [], discard: [], hands: [base.deck, [], [], []] };
    expect(errorOf(s, 0, { kind: 'drawCards' })).toBe('error.deck-empty');
    expect(game.status(s)).toMatchObject({ prompt: { code: 'prompt.action-gold' } });
  });
});

describe('engine contract: undo windows', () => {
  test('a draft pick and ending a turn close the undo window; income does not', () => {
    const s = turnState({ chars: [[4], [5], [6], [8]], rank: 4, cities: [[card('manor')]] });
    const paid = game.apply(s, 0, { kind: 'income' });
    expect(game.isCommit?.(s, { kind: 'income' }, paid)).toBe(false);
    const d = game.setup(4, game.defaultOptions(4), 'undo');
    const m = { kind: 'draft' as const, character: d.pool[0] ?? 0 };
    expect(game.isCommit?.(d, m, game.apply(d, d.crown, m))).toBe(true);
  });
});
