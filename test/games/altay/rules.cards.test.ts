// One test per card type on a hand-built position, quoting the reference's card table (reference/altay.md
// "Starting card effects", "Market action cards") and the seed section it belongs to (seeds/altay.ja.txt).
import { describe, expect, test } from 'vitest';
import { type AlState, game } from '../../../src/games/altay/rules';
import { apply, hand, must, type Position, refusal, res, settle, started, top } from './builders';

const R = (s: AlState, seat = 0) => must(s.players[seat]).res;
const P = (s: Position, seat = 0) => must(s.players[seat]);
/** Buy the top card of a pile and return the state; the price paid is what left the seat's resources. */
const buy = (s: AlState, type: string, pay: (1 | 2 | 3)[] = []) => apply(s, 0, { kind: 'buy', type, pay });

describe('market cards (reference "Market action cards"; seed 資源を生産する, 新しいアクションカードを獲得する)', () => {
  // reference: "Farmer | F | — | +F | @farmland: +2F"
  test('Farmer: costs F; +F, or +2F using a farmland with your settlement (one card per farmland)', () => {
    let s = started();
    res(s, 0, [1, 0, 0, 0, 0]);
    s = buy(s, 'farmer');
    expect(R(s)).toEqual([0, 0, 0, 0, 0]);
    const [a, b, c] = hand(s, 0, ['farmer', 'farmer', 'farmer']) as [number, number, number];
    s = apply(s, 0, { kind: 'play', card: a, opt: 0 });
    s = apply(s, 0, { kind: 'play', card: b, opt: 1 });
    expect(R(s)[0]).toBe(3);
    expect(refusal(s, 0, { kind: 'play', card: c, opt: 1 })).toBe('error.no-terrain');
    settle(s, 0, 2); // a second farmland: a second boosted Farmer (NOTES ruling 7)
    s = apply(s, 0, { kind: 'play', card: c, opt: 1 });
    expect(R(s)[0]).toBe(5);
  });
  // reference: "Lumberjack | F | — | +W | @forest: +2W"
  test('Lumberjack: +W, or +2W using a forest with your settlement', () => {
    let s = started();
    const [a, b] = hand(s, 0, ['lumberjack', 'lumberjack']) as [number, number];
    expect(refusal(s, 0, { kind: 'play', card: a, opt: 1 })).toBe('error.no-terrain');
    settle(s, 0, 7);
    s = apply(s, 0, { kind: 'play', card: a, opt: 1 });
    s = apply(s, 0, { kind: 'play', card: b, opt: 0 });
    expect(R(s)).toEqual([0, 3, 0, 0, 0]);
  });
  // reference: "Miner | F | — | +M | @hill: +2M"
  test('Miner: +M, or +2M using a hill with your settlement', () => {
    let s = started();
    const [a, b] = hand(s, 0, ['miner', 'miner']) as [number, number];
    expect(refusal(s, 0, { kind: 'play', card: a, opt: 1 })).toBe('error.no-terrain');
    settle(s, 0, 13);
    s = apply(s, 0, { kind: 'play', card: a, opt: 1 });
    s = apply(s, 0, { kind: 'play', card: b, opt: 0 });
    expect(R(s)).toEqual([0, 0, 3, 0, 0]);
  });
  // reference: "Stonecutter | F | — | +S | @mountain: +2S"
  test('Stonecutter: +S, or +2S using a mountain with your settlement', () => {
    let s = started();
    const [a, b] = hand(s, 0, ['stonecutter', 'stonecutter']) as [number, number];
    expect(refusal(s, 0, { kind: 'play', card: a, opt: 1 })).toBe('error.no-terrain');
    settle(s, 0, 20);
    s = apply(s, 0, { kind: 'play', card: a, opt: 1 });
    s = apply(s, 0, { kind: 'play', card: b, opt: 0 });
    expect(R(s)).toEqual([0, 0, 0, 3, 0]);
  });
  // reference: "Scholar | F F | — | +C | draw 1 card"
  test('Scholar: costs F F; +C, or draw one card', () => {
    let s = started();
    res(s, 0, [1, 0, 0, 0, 0]);
    expect(refusal(s, 0, { kind: 'buy', type: 'scholar', pay: [] })).toBe('error.cannot-afford');
    res(s, 0, [2, 0, 0, 0, 0]);
    s = buy(s, 'scholar');
    expect(R(s)).toEqual([0, 0, 0, 0, 0]);
    const [a, b] = hand(s, 0, ['scholar', 'scholar']) as [number, number];
    s = apply(s, 0, { kind: 'play', card: a, opt: 0 });
    expect(R(s)[4]).toBe(1);
    const deck = P(s).deck.length;
    s = apply(s, 0, { kind: 'play', card: b, opt: 1 });
    expect(P(s).hand.length).toBe(1);
    expect(P(s).deck.length).toBe(deck - 1);
  });
  // reference: "Merchant | F F WMS | 1 × 1 VP (F F WMS C) | store(up to 2 ANY)"
  test('Merchant: costs F F and one of W/M/S (VP copy + C); stores up to 2 of any kind, given back on a later turn', () => {
    let s = started();
    res(s, 0, [2, 0, 1, 0, 1]);
    s = buy(s, 'merchant', [2]); // the pile's top is the 1-VP copy
    expect(R(s)).toEqual([0, 0, 0, 0, 0]);
    expect(s.cards[must(P(s).discard.at(-1))]?.vp).toBe(1);
    const [m] = hand(s, 0, ['merchant']) as [number];
    res(s, 0, [1, 1, 1, 0, 0]);
    s = apply(s, 0, { kind: 'play', card: m, opt: 0 });
    s = apply(s, 0, { kind: 'stash', card: m, res: 0 });
    s = apply(s, 0, { kind: 'stash', card: m, res: 2 });
    expect(refusal(s, 0, { kind: 'stash', card: m, res: 1 })).toBe('error.store-full');
    expect(refusal(s, 0, { kind: 'release', card: m })).toBe('error.release-later');
    s = apply(s, 0, { kind: 'end', keep: null });
    expect(P(s).kept.map((k) => k.card)).toEqual([m]); // stays in play across the turn, resources on it
    s = apply(s, 1, { kind: 'end', keep: null });
    s = apply(s, 0, { kind: 'release', card: m });
    expect(R(s)).toEqual([1, 0, 1, 0, 0]);
    expect(P(s).kept).toEqual([]);
    expect(P(s).discard).toContain(m);
  });
  // reference: "Cavalry | F M | 1 × 1 VP (F M C) | atk 2 | def 2"
  test('Cavalry: costs F M (VP copy + C); two swords when attacking, two shields when defending', () => {
    let s = started();
    res(s, 0, [1, 0, 1, 0, 0]);
    expect(refusal(s, 0, { kind: 'buy', type: 'cavalry', pay: [] })).toBe('error.cannot-afford'); // top is 1 VP
    res(s, 0, [1, 0, 1, 0, 1]);
    s = buy(s, 'cavalry');
    s.marker[7] = { value: 2, res: null };
    const [c] = hand(s, 0, ['cavalry']) as [number];
    s = apply(s, 0, { kind: 'play', card: c, opt: 0 });
    expect(P(s).swords).toBe(2);
    s = apply(s, 0, { kind: 'attack', from: 1, to: 7 }); // 1 settlement + 2 swords > 2
    expect(s.marker[7]).toBeNull();
    // as a defence: seat 1's cavalry gives two shields
    settle(s, 1, 13);
    const [w] = hand(s, 0, ['warrior', 'warrior']) as [number];
    hand(s, 1, ['cavalry']);
    s = apply(s, 0, { kind: 'play', card: w, opt: 0 });
    s = apply(s, 0, { kind: 'attack', from: 1, to: 13 }); // 1 + 1 = 2
    s = apply(s, 1, { kind: 'shield', card: must(P(s, 1).hand[0]) });
    const d = top(s);
    expect(d?.kind === 'defend' && d.shields).toBe(2);
    s = apply(s, 1, { kind: 'hold' }); // 2 + 1 = 3 > 2: the attacker loses a settlement at 1
    expect(s.settle[1]?.[0]).toBe(0);
    expect(P(s, 1).captured).toBe(1);
  });
  // reference: "Town | F W | 1 × 1 VP (F W C) | acc(W) > 1 settlement"
  test('Town: costs F W (VP copy + C); stays in play until it holds a wood, then builds one settlement', () => {
    let s = started();
    res(s, 0, [1, 1, 0, 0, 1]);
    s = buy(s, 'town');
    expect(R(s)).toEqual([0, 0, 0, 0, 0]);
    const [t] = hand(s, 0, ['town']) as [number];
    res(s, 0, [1, 1, 0, 0, 0]);
    s = apply(s, 0, { kind: 'play', card: t, opt: 0 });
    expect(refusal(s, 0, { kind: 'feed', card: t, res: 0 })).toBe('error.not-needed');
    s = apply(s, 0, { kind: 'feed', card: t, res: 1 });
    expect(top(s)).toMatchObject({ kind: 'build', left: 1 });
    s = apply(s, 0, { kind: 'build', t: 1 });
    expect(s.settle[1]?.[0]).toBe(2);
    expect(P(s).discard).toContain(t);
  });
  // reference: "Worker | F WMS WMS | 1 × 1 VP (F WMS WMS C) | +W | +M | +S"
  test('Worker: costs F and two of W/M/S (VP copy + C); +W, +M or +S', () => {
    let s = started();
    res(s, 0, [1, 1, 0, 1, 1]);
    expect(refusal(s, 0, { kind: 'buy', type: 'worker', pay: [3, 1] })).toBe('error.bad-payment'); // one order only
    s = buy(s, 'worker', [1, 3]);
    expect(R(s)).toEqual([0, 0, 0, 0, 0]);
    const cards = hand(s, 0, ['worker', 'worker', 'worker']);
    cards.forEach((card, opt) => {
      s = apply(s, 0, { kind: 'play', card, opt });
    });
    expect(R(s)).toEqual([0, 1, 1, 1, 0]);
  });
  // reference: "Chariot | M M | 1 × 2 VP (M M C C), 1 × 1 VP (M M C) | atk 3 | def 3"
  test('Chariot: the 2-VP copy costs M M C C, the next M M C, then M M; three swords or three shields', () => {
    let s = started();
    res(s, 0, [0, 0, 2, 0, 1]);
    expect(refusal(s, 0, { kind: 'buy', type: 'chariot', pay: [] })).toBe('error.cannot-afford');
    res(s, 0, [0, 0, 2, 0, 2]);
    s = buy(s, 'chariot');
    expect(R(s)).toEqual([0, 0, 0, 0, 0]);
    expect(s.cards[must(P(s).discard.at(-1))]?.vp).toBe(2);
    const [c] = hand(s, 0, ['chariot']) as [number];
    s = apply(s, 0, { kind: 'play', card: c, opt: 0 });
    expect(P(s).swords).toBe(3);
    const [d] = hand(s, 0, ['chariot']) as [number];
    s = apply(s, 0, { kind: 'play', card: d, opt: 1 }); // a shield on one's own turn does nothing (NOTES)
    expect(P(s).swords).toBe(3);
  });
  // reference: "City | W W | 1 × 2 VP (W W C C), 1 × 1 VP (W W C) | acc(F W) > 2 settlements"
  test('City: costs W W (+C per VP); stays until it holds F and W, then builds two settlements', () => {
    let s = started();
    res(s, 0, [0, 2, 0, 0, 2]);
    s = buy(s, 'city');
    expect(R(s)).toEqual([0, 0, 0, 0, 0]);
    const [c] = hand(s, 0, ['city']) as [number];
    res(s, 0, [1, 1, 0, 0, 0]);
    s = apply(s, 0, { kind: 'play', card: c, opt: 0 });
    s = apply(s, 0, { kind: 'feed', card: c, res: 1 });
    s = apply(s, 0, { kind: 'end', keep: null }); // the food can come on a later turn
    s = apply(s, 1, { kind: 'end', keep: null });
    res(s, 0, [1, 0, 0, 0, 0]);
    s = apply(s, 0, { kind: 'feed', card: c, res: 0 });
    expect(top(s)).toMatchObject({ kind: 'build', left: 2 });
    s.marker[7] = null;
    s = apply(s, 0, { kind: 'build', t: 1 });
    s = apply(s, 0, { kind: 'build', t: 7 });
    expect([s.settle[1]?.[0], s.settle[7]?.[0]]).toEqual([2, 1]);
    expect(top(s)?.kind).toBe('turn');
  });
});

describe('starting cards (reference "Starting card effects"; seed 初期デッキ)', () => {
  test('Hunter +F; Digger +M | +S; Craftsman (wood) +W; Craftsman (stone) +S', () => {
    let s = started();
    const [h, d1, d2, cw, cs] = hand(s, 0, ['hunter', 'digger', 'digger', 'craftsmanWood', 'craftsmanStone']) as [
      number,
      number,
      number,
      number,
      number,
    ];
    s = apply(s, 0, { kind: 'play', card: h, opt: 0 });
    s = apply(s, 0, { kind: 'play', card: d1, opt: 0 });
    s = apply(s, 0, { kind: 'play', card: d2, opt: 1 });
    s = apply(s, 0, { kind: 'play', card: cw, opt: 0 });
    s = apply(s, 0, { kind: 'play', card: cs, opt: 0 });
    expect(R(s)).toEqual([1, 1, 1, 2, 0]);
    expect(P(s).played).toEqual([h, d1, d2, cw, cs]);
  });
  test('Warrior: one sword (attack) or one shield (defence); an attack needs at least one sword card', () => {
    let s = started();
    settle(s, 1, 13);
    const [w] = hand(s, 0, ['warrior']) as [number];
    expect(refusal(s, 0, { kind: 'attack', from: 1, to: 13 })).toBe('error.no-swords');
    s = apply(s, 0, { kind: 'play', card: w, opt: 0 });
    s = apply(s, 0, { kind: 'attack', from: 1, to: 13 });
    expect(top(s)).toMatchObject({ kind: 'defend', seats: [1], atk: 2 });
    expect(P(s).swords).toBe(0); // the whole sword pool went into the attack
  });
  test('Village: acc(F F) > 1 settlement; only one Village in play at a time', () => {
    let s = started();
    const [v1, v2] = hand(s, 0, ['village', 'village']) as [number, number];
    res(s, 0, [2, 0, 0, 0, 0]);
    s = apply(s, 0, { kind: 'play', card: v1, opt: 0 });
    expect(refusal(s, 0, { kind: 'play', card: v2, opt: 0 })).toBe('error.same-in-play');
    s = apply(s, 0, { kind: 'feed', card: v1, res: 0 });
    expect(top(s)?.kind).toBe('turn');
    s = apply(s, 0, { kind: 'feed', card: v1, res: 0 });
    expect(top(s)).toMatchObject({ kind: 'build', left: 1 });
  });
  // reference: "Colonist | +F | @farmland: fill one Village you have in play"; NOTES ruling 8
  test('Colonist: +F, or with a farmland complete your Village in play without its food', () => {
    let s = started();
    const [c1, v, c2] = hand(s, 0, ['colonist', 'village', 'colonist']) as [number, number, number];
    expect(refusal(s, 0, { kind: 'play', card: c1, opt: 1 })).toBe('error.no-village');
    s = apply(s, 0, { kind: 'play', card: v, opt: 0 });
    s = apply(s, 0, { kind: 'play', card: c1, opt: 1 });
    expect(R(s)).toEqual([0, 0, 0, 0, 0]);
    expect(top(s)).toMatchObject({ kind: 'build', left: 1 });
    s = apply(s, 0, { kind: 'build', t: 1 });
    expect(P(s).kept).toEqual([]);
    s = apply(s, 0, { kind: 'play', card: c2, opt: 0 });
    expect(R(s)[0]).toBe(1);
  });
  // reference: "Loremaster | +C | store(1 C)"
  test('Loremaster: +C, or store one culture for a later turn', () => {
    let s = started();
    const [a, b] = hand(s, 0, ['loremaster', 'loremaster']) as [number, number];
    res(s, 0, [1, 0, 0, 0, 0]);
    s = apply(s, 0, { kind: 'play', card: a, opt: 0 });
    s = apply(s, 0, { kind: 'play', card: b, opt: 1 });
    expect(refusal(s, 0, { kind: 'stash', card: b, res: 0 })).toBe('error.store-kind');
    s = apply(s, 0, { kind: 'stash', card: b, res: 4 });
    expect(refusal(s, 0, { kind: 'stash', card: b, res: 4 })).toBe('error.no-resource');
    s = apply(s, 0, { kind: 'end', keep: null });
    expect(R(s)).toEqual([0, 0, 0, 0, 0]); // leftovers are lost (NOTES ruling 5), the stored one stays
    s = apply(s, 1, { kind: 'end', keep: null });
    s = apply(s, 0, { kind: 'release', card: b });
    expect(R(s)[4]).toBe(1);
  });
  // reference: "Shaman | +C | give up 1 conquest marker you hold: +1 ANY"
  test('Shaman: +C, or give up a conquest marker you hold for one resource of your choice', () => {
    let s = started();
    const [a, b] = hand(s, 0, ['shaman', 'shaman']) as [number, number];
    expect(refusal(s, 0, { kind: 'play', card: a, opt: 1, res: 2 })).toBe('error.no-marker');
    P(s).markers = [
      { value: 2, res: 0 },
      { value: 3, res: 1 },
    ];
    expect(refusal(s, 0, { kind: 'play', card: a, opt: 0, res: 2 })).toBe('error.bad-resource');
    s = apply(s, 0, { kind: 'play', card: a, opt: 1, res: 2 });
    expect(R(s)).toEqual([0, 0, 1, 0, 0]);
    expect(P(s).markers).toEqual([{ value: 3, res: 1 }]);
    expect(s.removedMarkers.at(-1)).toEqual({ value: 2, res: 0 });
    s = apply(s, 0, { kind: 'play', card: b, opt: 0 });
    expect(R(s)[4]).toBe(1);
  });
  // reference: "Spellweaver | +C | store(1 ANY)"
  test('Spellweaver: +C, or store one resource of any kind', () => {
    let s = started();
    const [a] = hand(s, 0, ['spellweaver']) as [number];
    res(s, 0, [0, 0, 0, 2, 0]);
    s = apply(s, 0, { kind: 'play', card: a, opt: 1 });
    s = apply(s, 0, { kind: 'stash', card: a, res: 3 });
    expect(refusal(s, 0, { kind: 'stash', card: a, res: 3 })).toBe('error.store-full');
    expect(P(s).kept[0]?.res).toEqual([3]);
    // a store card still empty at the end of the turn is discarded (NOTES "Store cards")
    let t = started();
    const [b] = hand(t, 0, ['spellweaver']) as [number];
    t = apply(t, 0, { kind: 'play', card: b, opt: 1 });
    t = apply(t, 0, { kind: 'end', keep: null });
    expect(P(t).kept).toEqual([]);
    expect(P(t).discard.includes(b) || P(t).hand.includes(b) || P(t).deck.includes(b)).toBe(true);
  });
});

describe('acquiring (seed 新しいアクションカードを獲得する)', () => {
  test('acquired cards go to the discard pile; every pile is listed when affordable and never twice a turn', () => {
    let s = started();
    res(s, 0, [9, 9, 9, 9, 9]);
    const buys = game.legalMoves(s, 0).filter((m) => m.kind === 'buy');
    expect(new Set(buys.map((m) => (m.kind === 'buy' ? m.type : ''))).size).toBe(11);
    s = buy(s, 'farmer');
    expect(game.legalMoves(s, 0).some((m) => m.kind === 'buy' && m.type === 'farmer')).toBe(false);
    expect(s.cards[must(P(s).discard.at(-1))]?.t).toBe('farmer');
  });
});
