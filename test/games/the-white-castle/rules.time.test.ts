// Rules tests for the Passage of Time gates (reference "Passage of Time" track; NOTES.md R11: the player chooses)
// and for seal trades inside a chain (seed 5.5 "手番中、いつでも"; NOTES.md R12).
import { describe, expect, test } from 'vitest';
import { game, type WcState } from '../../../src/games/the-white-castle/rules';
import { run } from '../../../src/games/the-white-castle/rules/core';
import type { Fx } from '../../../src/games/the-white-castle/rules/types';
import { act, active, me, refuse, started, withBridge, withPlayer } from './builders';

const goods = { food: 0, iron: 0, pearl: 0, coin: 0, seal: 0, vp: 0, pot: 0 };
function turn(patch = {}): WcState {
  const s = started(3);
  return withPlayer(s, active(s), { ...goods, lantern: [], ...patch });
}
/** The chain of the active seat resolves `fx` (as a card or lantern would). */
const chain = (s: WcState, fx: Fx[]): WcState => run(s, active(s), fx);
const top = (s: WcState) => s.asks[s.asks.length - 1];

describe('reference "Passage of Time": season gates cost 1 / 2 / 3 seals, the player chooses (NOTES R11)', () => {
  test('"without paying, the marker stops on 5 / 10 / 14": no seals, no question, the marker stops', () => {
    const t = chain(turn({ pot: 4 }), [{ e: 'pot', n: 3 }]);
    expect(me(t).pot).toBe(5);
    expect(top(t)?.kind).toBe('place');
  });
  test('"entering 6 = 1 seal": with the seal the player is asked, the cost shown; paying walks on', () => {
    const s = chain(turn({ pot: 4, seal: 1 }), [{ e: 'pot', n: 3 }]);
    expect(me(s).pot).toBe(5);
    expect(top(s)).toMatchObject({ kind: 'season', cost: 1, left: 2 });
    const prompt = game.status(s);
    if (prompt.kind !== 'turn') throw new Error('no turn');
    expect(prompt.prompt.params?.n).toBe(1);
    expect(game.legalMoves(s, active(s))).toContainEqual({ kind: 'season', pay: true });
    const paid = act(s, { kind: 'season', pay: true });
    expect([me(paid).pot, me(paid).seal]).toEqual([7, 0]);
    expect(top(paid)?.kind).toBe('place');
  });
  test('refusing keeps the seals and the marker stops before the gate (the rest of the move is lost)', () => {
    const s = chain(turn({ pot: 4, seal: 1 }), [
      { e: 'pot', n: 3 },
      { e: 'gain', what: 'coin', n: 2 },
    ]);
    const kept = act(s, { kind: 'season', pay: false });
    expect([me(kept).pot, me(kept).seal, me(kept).coin]).toEqual([5, 1, 2]);
  });
  test('"entering 11 = 2 seals, entering 15 = 3 seals"', () => {
    const s = chain(turn({ pot: 10, seal: 2 }), [{ e: 'pot', n: 1 }]);
    expect(top(s)).toMatchObject({ kind: 'season', cost: 2, left: 1 });
    expect([me(act(s, { kind: 'season', pay: true })).pot, me(act(s, { kind: 'season', pay: true })).seal]).toEqual([
      11, 0,
    ]);
    const u = chain(turn({ pot: 13, seal: 5 }), [{ e: 'pot', n: 2 }]);
    expect(me(u).pot).toBe(14);
    expect(top(u)).toMatchObject({ kind: 'season', cost: 3 });
    expect(me(act(u, { kind: 'season', pay: true })).seal).toBe(2);
  });
  test('seals traded away at the question: paying is refused in words', () => {
    const s = chain(turn({ pot: 14, seal: 3 }), [{ e: 'pot', n: 1 }]);
    const t = act(s, { kind: 'trade', get: 'coin' });
    expect(game.legalMoves(t, active(t))).not.toContainEqual({ kind: 'season', pay: true });
    expect(refuse(t, { kind: 'season', pay: true })).toBe('error.season-seals');
    expect(me(act(t, { kind: 'season', pay: false })).pot).toBe(14);
  });
});

describe('seed 5.5 "手番中、いつでも": an action affordable only after trading seals is offered (NOTES R12)', () => {
  const gardens = (s: WcState): WcState => ({
    ...s,
    gardens: [
      [1, 7],
      [2, 8],
      [3, 9],
    ],
  });
  const outside = (s: WcState, w: 'gardener' | 'warrior' | 'courtier') =>
    act(withBridge(s, 0, [5, 5]), {
      kind: 'place',
      bridge: 0,
      end: 'R',
      space: w === 'gardener' ? 'o0' : 'o1',
      act: w,
    });
  test('gardener with no food but 2 seals: asked; trade 2 seals for a food, then the 1-food garden is open', () => {
    const s = outside(gardens(turn({ seal: 2 })), 'gardener');
    expect(top(s)?.kind).toBe('gardener');
    expect(game.legalMoves(s, active(s)).filter((m) => m.kind === 'garden')).toEqual([]);
    const t = act(s, { kind: 'trade', get: 'food' });
    expect(game.legalMoves(t, active(t))).toContainEqual({ kind: 'garden', id: 7 });
    const u = act(t, { kind: 'garden', id: 7 });
    expect([me(u).food, me(u).seal, me(u).coin]).toEqual([0, 0, 3]);
  });
  test('one seal cannot buy a resource: the gardener action is skipped at once', () => {
    const s = outside(gardens(turn({ seal: 1 })), 'gardener');
    expect(top(s)?.kind).toBe('finish');
  });
  test('warrior: 2 seals buy the iron of the 1-iron yard', () => {
    const s = outside(turn({ seal: 2 }), 'warrior');
    expect(top(s)?.kind).toBe('warrior');
    const t = act(s, { kind: 'trade', get: 'iron' });
    expect(game.legalMoves(t, active(t))).toContainEqual({ kind: 'yard', yard: 2 });
  });
  test('courtier: 1 coin and 1 seal make the 2 coins of the gate', () => {
    const s = outside(turn({ coin: 1, seal: 1 }), 'courtier');
    expect(top(s)?.kind).toBe('courtier');
    const t = act(s, { kind: 'trade', get: 'coin' });
    expect(me(act(t, { kind: 'gate' })).floors[0]).toBe(1);
  });
  test('a "pay 3 coins" offer with 2 coins and 1 seal is asked; "yes" only after the trade', () => {
    const fx: Fx = { e: 'offer', coins: 3, seals: 0, act: { e: 'gain', what: 'vp', n: 2 } };
    const s = chain(turn({ coin: 2, seal: 1 }), [fx]);
    expect(top(s)?.kind).toBe('offer');
    expect(refuse(s, { kind: 'yes' })).toBe('error.offer-cost');
    const t = act(act(s, { kind: 'trade', get: 'coin' }), { kind: 'yes' });
    expect([me(t).coin, me(t).seal, me(t).vp]).toEqual([0, 0, 2]);
    expect(top(chain(turn({ coin: 1, seal: 1 }), [fx]))?.kind).toBe('place');
  });
});
