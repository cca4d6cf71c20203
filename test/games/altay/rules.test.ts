// Altay's rules, each test naming the seed section (seeds/altay.ja.txt) or the NOTES.md ruling it checks.
import { describe, expect, test } from 'vitest';
import {
  ACHIEVEMENTS,
  CARD_TYPES,
  MARKET,
  STARTING_DECKS,
  TERRITORIES,
  territoriesInPlay,
} from '../../../src/games/altay/data';
import { type AlState, breakdown, canBuild, game, total } from '../../../src/games/altay/rules';
import { apply, must, started, writable } from './builders';
import { expectedScore } from './formula';

const withHand = (s: AlState, seat: number, types: string[]) => {
  const st = writable(s);
  const p = must(st.players[seat]);
  p.discard.push(...p.hand);
  p.hand = types.map((t) => {
    st.cards.push({ t, vp: 0 });
    return st.cards.length - 1;
  });
  return st;
};

describe('初期デッキ (seed) and the small-people correction (NOTES.md)', () => {
  test('every people has 10 cards; the small people have 4 hunters', () => {
    for (const deck of Object.values(STARTING_DECKS)) expect(deck.reduce((a, [, n]) => a + n, 0)).toBe(10);
    expect(STARTING_DECKS.small.find(([t]) => t === 'hunter')?.[1]).toBe(4);
  });
  test('setup: hand of 5, one settlement on the chosen farmland, its marker removed', () => {
    const s = started();
    expect(s.players.map((p) => p.hand.length)).toEqual([5, 5]);
    expect(s.settle[1]?.[0]).toBe(1);
    expect(s.marker[1]).toBeNull();
    expect(s.players[0]?.supply).toBe(14);
  });
});

describe('map cuts and market piles (reference Setup)', () => {
  test('15, 18 and 23 territories in play; adjacency symmetric (ruling 1: 4-9)', () => {
    expect([2, 3, 4].map((n) => territoriesInPlay(n).length)).toEqual([15, 18, 23]);
    for (const t of TERRITORIES) for (const a of t.adj) expect(TERRITORIES[a]?.adj).toContain(t.id);
  });
  test('each pile is 2 x players with its VP copies on top', () => {
    for (const n of [2, 3, 4]) {
      const s = game.setup(n, {}, 'm');
      s.market.forEach((pile, i) => {
        expect(pile.length).toBe(2 * n);
        const vps = MARKET[i]?.[1] ?? [];
        expect(pile.slice(0, vps.length).map((c) => s.cards[c]?.vp)).toEqual(vps);
      });
      expect(s.display.map((lv) => lv.length)).toEqual([3, 3, 3]);
    }
  });
});

describe('新しいアクションカードを獲得する (seed)', () => {
  test('a VP copy costs one culture more per VP; the same card not twice in a turn', () => {
    let s = started();
    const p = must(s.players[0]);
    p.res = [2, 0, 2, 0, 1];
    expect(game.validate(s, 0, { kind: 'buy', type: 'cavalry', pay: [] })).toBeNull(); // F M C (1 VP copy)
    s = apply(s, 0, { kind: 'buy', type: 'cavalry', pay: [] });
    expect(s.players[0]?.res).toEqual([1, 0, 1, 0, 0]);
    expect(game.validate(s, 0, { kind: 'buy', type: 'cavalry', pay: [] })?.code).toBe('error.bought-twice');
    expect(game.validate(s, 0, { kind: 'buy', type: 'farmer', pay: [] })).toBeNull();
  });
});

describe('produce, terrain boosts (ruling 7) and card effects', () => {
  test('a boosted option needs a territory of that terrain with your settlement, one card per territory', () => {
    let s = withHand(started(), 0, ['farmer', 'farmer', 'lumberjack']);
    const [f1, f2, l] = must(s.players[0]).hand as [number, number, number];
    s = apply(s, 0, { kind: 'play', card: f1, opt: 1 });
    expect(s.players[0]?.res[0]).toBe(2);
    expect(game.validate(s, 0, { kind: 'play', card: f2, opt: 1 })?.code).toBe('error.no-terrain');
    expect(game.validate(s, 0, { kind: 'play', card: l, opt: 1 })?.code).toBe('error.no-terrain');
  });
  test('every market and starting card has its options (reference tables)', () => {
    expect(Object.keys(CARD_TYPES).length).toBe(21);
    expect(CARD_TYPES.city?.options[0]).toEqual({ op: 'acc', need: [0, 1], build: 2 });
  });
  test('Village accumulates 2 food and then builds 1 settlement', () => {
    let s = withHand(started(), 0, ['village', 'hunter', 'hunter']);
    const [v, h1, h2] = must(s.players[0]).hand as [number, number, number];
    s = apply(s, 0, { kind: 'play', card: v, opt: 0 });
    s = apply(s, 0, { kind: 'play', card: h1, opt: 0 });
    s = apply(s, 0, { kind: 'play', card: h2, opt: 0 });
    s = apply(s, 0, { kind: 'feed', card: v, res: 0 });
    s = apply(s, 0, { kind: 'feed', card: v, res: 0 });
    expect(s.asks.at(-1)?.kind).toBe('build');
    s = apply(s, 0, { kind: 'build', t: 1 });
    expect(s.settle[1]?.[0]).toBe(2);
    expect(s.players[0]?.discard).toContain(v);
  });
});

describe('集落を建設する (seed)', () => {
  test('own territory up to 4, adjacent free territory, never one with a marker or an opponent', () => {
    const s = started();
    expect(canBuild(s, 0, 1)).toBe(true);
    expect(canBuild(s, 0, 7)).toBe(false); // adjacent, but its conquest marker is there
    s.marker[7] = null;
    expect(canBuild(s, 0, 7)).toBe(true);
    expect(canBuild(s, 0, 4)).toBe(false); // opponent's
    must(s.settle[1])[0] = 4;
    expect(canBuild(s, 0, 1)).toBe(false);
  });
  test('every map cut: only territories in play can be built on', () => {
    for (const n of [2, 3, 4]) {
      const s = writable(game.setup(n, {}, 'cut'));
      for (const t of TERRITORIES) {
        s.marker[t.id] = null;
      }
      must(s.settle[1])[0] = 1;
      for (const t of TERRITORIES)
        expect(canBuild(s, 0, t.id)).toBe(
          s.inPlay[t.id] === true && (t.id === 1 || (TERRITORIES[1]?.adj.includes(t.id) ?? false)),
        );
    }
  });
});

describe('戦闘する / 中立地域への攻撃 / 相手への攻撃 / 防御・戦闘結果 (seed)', () => {
  test('a neutral marker is taken only when settlements + swords exceed its value', () => {
    let s = withHand(started(), 0, ['warrior', 'warrior']);
    const [w1, w2] = must(s.players[0]).hand as [number, number];
    s.marker[7] = { value: 2, res: 1 };
    expect(game.validate(s, 0, { kind: 'attack', from: 1, to: 7 })?.code).toBe('error.no-swords');
    s = apply(s, 0, { kind: 'play', card: w1, opt: 0 });
    expect(game.validate(s, 0, { kind: 'attack', from: 1, to: 7 })?.code).toBe('error.too-weak'); // 1 + 1 = 2
    s = apply(s, 0, { kind: 'play', card: w2, opt: 0 });
    s = apply(s, 0, { kind: 'attack', from: 1, to: 7 });
    expect(s.marker[7]).toBeNull();
    expect(s.players[0]?.markers).toEqual([{ value: 2, res: 1 }]);
    expect(s.players[0]?.res[1]).toBe(1);
  });
  test('against a player: shields and settlements defend, the loser gives one settlement, the defender redraws', () => {
    let s = withHand(started(), 0, ['chariot']);
    s = withHand(s, 1, ['warrior', 'hunter']);
    must(s.settle[1])[0] = 2;
    must(s.settle[1])[1] = 0;
    must(s.settle[13])[1] = 1; // seat 1 next door (13 is adjacent to 1)
    s.marker[13] = null;
    const chariot = s.players[0]?.hand[0] as number;
    s = apply(s, 0, { kind: 'play', card: chariot, opt: 0 });
    s = apply(s, 0, { kind: 'attack', from: 1, to: 13 }); // 2 + 3 = 5
    expect(s.asks.at(-1)?.kind).toBe('defend');
    const w = s.players[1]?.hand[0] as number;
    expect(game.validate(s, 1, { kind: 'shield', card: s.players[1]?.hand[1] as number })?.code).toBe(
      'error.no-shield',
    );
    s = apply(s, 1, { kind: 'shield', card: w });
    s = apply(s, 1, { kind: 'hold' }); // 1 + 1 = 2 < 5
    expect(s.settle[13]?.[1]).toBe(0);
    expect(s.players[0]?.captured).toBe(1);
    expect(s.players[1]?.hand.length).toBe(2); // hunter + 1 drawn for the 1 card used
  });
});

describe('実績を開発する (seed)', () => {
  test('one at a time, level order, completion builds a settlement; Masonry builds one more (ruling 6)', () => {
    let s = started();
    const lv1 = (s.display[0] ?? []).map((st) => st.at(-1) as number);
    const lv2 = s.display[1]?.[0]?.at(-1) as number;
    must(s.players[0]).res = [5, 5, 5, 5, 5];
    expect(game.validate(s, 0, { kind: 'develop', ach: lv2, res: 4 })?.code).toBe('error.level-first');
    const ach = lv1[0] as number;
    const type = must(ACHIEVEMENTS[s.achs[ach] as number]);
    s = apply(s, 0, { kind: 'develop', ach, res: type.cost[0] as 0 });
    expect(game.validate(s, 0, { kind: 'develop', ach: lv1[1] as number, res: 0 })?.code).toBe('error.one-at-a-time');
    for (const c of type.cost.slice(1)) s = apply(s, 0, { kind: 'contribute', res: c as 0 });
    expect(s.players[0]?.done).toEqual([ach]);
    const builds = type.key === 'masonry' ? 2 : 1;
    for (let i = 0; i < builds; i++) s = apply(s, 0, { kind: 'build', t: 1 });
    expect(s.settle[1]?.[0]).toBe(1 + builds);
    expect(s.display[0]?.length).toBe(3); // refilled to three types
  });
});

describe('ゲーム終了条件 and 勝利点 (seed)', () => {
  test('the last settlement triggers the end; the round is finished so every seat has the same turns', () => {
    let s = started(3);
    must(s.players[1]).supply = 1;
    s.marker[7] = null;
    s = apply(s, 0, { kind: 'end', keep: null });
    const p = must(s.players[1]);
    p.discard.push(...p.hand);
    p.hand = [];
    s.cards.push({ t: 'village', vp: 0 });
    p.kept.push({ card: s.cards.length - 1, op: 'acc', res: [0], fresh: false });
    p.res = [1, 0, 0, 0, 0];
    s = apply(s, 1, { kind: 'feed', card: s.cards.length - 1, res: 0 });
    s = apply(s, 1, { kind: 'build', t: 4 });
    expect(s.ending).toBe(true);
    s = apply(s, 1, { kind: 'end', keep: null });
    expect(game.status(s).kind).toBe('turn');
    s = apply(s, 2, { kind: 'end', keep: null });
    expect(game.status(s).kind).toBe('over');
  });
  test('scoring on a hand-built end position, and the tie-break by the first differing category', () => {
    const s = started();
    must(s.settle[1])[0] = 3;
    must(s.settle[20])[0] = 1; // a mountain, no VP banner
    must(s.players[0]).markers = [
      { value: 2, res: 0 },
      { value: 1, res: null },
    ];
    must(s.players[0]).captured = 2;
    s.cards.push({ t: 'city', vp: 2 });
    s.players[0]?.discard.push(s.cards.length - 1);
    const b = breakdown(s, 0);
    expect(b).toEqual({ achievements: 0, wonders: 0, cards: 2, territories: 2, captured: 2, markers: 1 });
    expect(total(b)).toBe(expectedScore(s, 0));
    s.asks = [];
    const over = game.status(s);
    expect(over.kind === 'over' && over.ranking[0]).toEqual([0]);
    // equal totals: seat 1 gets 7 from territories only; seat 0 wins on the earlier category (cards)
    for (const t of [5, 11, 17, 22, 16, 2]) {
      must(s.settle[t])[1] = 1;
      s.marker[t] = null;
    }
    const st = game.status(s);
    expect(st.kind === 'over' && st.scores.map((x) => x.total)).toEqual([7, 7]);
    expect(st.kind === 'over' && st.ranking).toEqual([[0], [1]]);
    expect(st.kind === 'over' && st.tieBreak?.code).toBe('tiebreak.category');
  });
});
