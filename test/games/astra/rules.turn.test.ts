// Astra rules, seed shared/seeds/astra.ja.txt sections ゲームプレイ, 能力フェイズ and アクションフェイズ.
import { describe, expect, test } from 'vitest';
import { RECIPE, SEAT_BONUS } from '../../../src/games/astra/data';
import { game } from '../../../src/games/astra/rules';
import { active, play, position, sky } from './builders';

const mine = (id: string, exhausted = false) => ({ id, exhausted });

describe('ゲームプレイ', () => {
  test('最初のプレイヤーから時計回りに手番を行います', () => {
    let s = position({ sky: [sky('aries')] });
    expect(active(s)).toEqual([0]);
    s = play(s, { kind: 'rest' });
    expect(active(s)).toEqual([1]);
    s = play(s, { kind: 'rest' }, { kind: 'rest' });
    expect(active(s)).toEqual([0]);
  });

  test('手番では能力→アクション→発見の順: once the action has begun, no ability can be used', () => {
    const s = play(position({ sky: [sky('leo')], players: [{ cards: [mine('aries')] }] }), {
      kind: 'observe',
      card: 'leo',
      star: 0,
    });
    expect(game.validate(s, 0, { kind: 'activate', card: 'aries' })).toEqual({ code: 'error.finish-line' });
  });
});

describe('能力フェイズ', () => {
  test('ターンの開始時に、発見した星座の能力を好きな順番で使用できます', () => {
    const s = position({ sky: [sky('leo')], players: [{ cards: [mine('aries'), mine('perseus')] }] });
    for (const order of [
      ['aries', 'perseus'],
      ['perseus', 'aries'],
    ]) {
      const after = play(s, ...order.map((card) => ({ kind: 'activate' as const, card })));
      expect(after.players[0]?.stardust).toBe(11);
      expect(after.players[0]?.fame).toBe(2);
    }
  });

  test('「起動時」の能力は起動時に解決されます (aries: 3 stardust at once)', () => {
    const s = play(position({ sky: [sky('leo')], players: [{ cards: [mine('aries')] }] }), {
      kind: 'activate',
      card: 'aries',
    });
    expect(s.players[0]?.stardust).toBe(11);
    expect(active(s)).toEqual([0]);
  });

  test('別の能力を解決する前に、即時効果のある能力を終了する必要があります', () => {
    const s = play(
      position({ sky: [sky('leo')], players: [{ cards: [mine('cancer'), mine('aries'), mine('perseus', true)] }] }),
      { kind: 'activate', card: 'cancer' },
    );
    expect(game.validate(s, 0, { kind: 'activate', card: 'aries' })).toEqual({ code: 'error.finish-ability' });
    const done = play(s, { kind: 'refresh', card: 'perseus' });
    expect(done.players[0]?.cards.find((c) => c.id === 'perseus')?.exhausted).toBe(false);
    expect(game.validate(done, 0, { kind: 'activate', card: 'aries' })).toBeNull();
  });

  test('「このターン」の能力は自分のターンの終了時に解決します (corvus: 1 fame per 3 stars, data PER_STAR)', () => {
    let s = position({ sky: [sky('leo')], players: [{ cards: [mine('corvus')], stardust: 8 }] });
    s = play(
      s,
      { kind: 'activate', card: 'corvus' },
      { kind: 'observe', card: 'leo', star: 0 },
      { kind: 'mark', star: 1 },
    );
    s = play(s, { kind: 'mark', star: 2 }, { kind: 'mark', star: 4 }, { kind: 'mark', star: 5 });
    s = play(s, { kind: 'mark', star: 6 });
    expect(s.players[0]?.fame).toBe(0);
    s = play(s, { kind: 'stop' });
    expect(s.players[0]?.fame).toBe(2);
    expect(active(s)).toEqual([1]);
  });

  test('ターン中、複数のターン持続能力を同時に有効にできます (corvus and leo together)', () => {
    let s = position({
      sky: [sky('canis-minor')],
      players: [{ cards: [mine('corvus'), mine('leo')], telescopes: 0 }],
    });
    s = play(s, { kind: 'activate', card: 'corvus' }, { kind: 'activate', card: 'leo' });
    s = play(
      s,
      { kind: 'observe', card: 'canis-minor', star: 3 },
      { kind: 'mark', star: 2 },
      { kind: 'mark', star: 1 },
      { kind: 'mark', star: 0 },
    );
    // 4 stars: 1 fame from corvus (1 per 3); the grand star: 2 fame from leo.
    expect(s.players[0]?.fame).toBe(3);
  });

  test('能力を使用すると星座は消耗状態になります', () => {
    const s = play(position({ sky: [sky('leo')], players: [{ cards: [mine('aries')] }] }), {
      kind: 'activate',
      card: 'aries',
    });
    expect(s.players[0]?.cards[0]?.exhausted).toBe(true);
    expect(game.validate(s, 0, { kind: 'activate', card: 'aries' })).toEqual({ code: 'error.exhausted' });
  });

  test('注:消耗状態の星座は、休息で再活性化できます', () => {
    const s = play(position({ sky: [sky('leo')], sphere: 0, players: [{ cards: [mine('aries', true)] }] }), {
      kind: 'rest',
    });
    expect(s.players[0]?.cards[0]?.exhausted).toBe(false);
  });
});

describe('アクションフェイズ: 観測する', () => {
  test('星屑を消費して未発見の星をマークします', () => {
    const s = play(position({ sky: [sky('leo')] }), { kind: 'observe', card: 'leo', star: 0 });
    expect(s.players[0]?.stardust).toBe(7);
    expect(s.sky[0]?.marks[0]).toBe(0);
  });

  test('マークされた星がない場合→最初にスタートスターにマークします', () => {
    const s = position({ sky: [sky('leo')] });
    expect(game.validate(s, 0, { kind: 'observe', card: 'leo', star: 1 })).toEqual({ code: 'error.start-star' });
    expect(game.legalMoves(s, 0).filter((m) => m.kind === 'observe')).toEqual([
      { kind: 'observe', card: 'leo', star: 0 },
    ]);
  });

  test('ある場合→その星に隣接する星にマークできます', () => {
    const s = position({ sky: [sky('leo', '11......')] });
    expect(game.validate(s, 0, { kind: 'observe', card: 'leo', star: 2 })).toBeNull();
    expect(game.validate(s, 0, { kind: 'observe', card: 'leo', star: 5 })).toEqual({ code: 'error.not-adjacent' });
  });

  test('星屑がある限り、直前にマークした星に隣接する星をいくつでもマークできます', () => {
    let s = play(position({ sky: [sky('leo')], players: [{ stardust: 3 }] }), {
      kind: 'observe',
      card: 'leo',
      star: 0,
    });
    expect(game.validate(s, 0, { kind: 'mark', star: 2 })).toEqual({ code: 'error.not-next' });
    s = play(s, { kind: 'mark', star: 1 }, { kind: 'mark', star: 2 });
    // Out of stardust: the line has stopped by itself.
    expect(s.players[0]?.stardust).toBe(0);
    expect(s.asks.at(-1)?.kind).not.toBe('observe');
  });

  test('グランドスターをマークすると、即座に1知恵を獲得します', () => {
    const s = play(position({ sky: [sky('leo', '111.....')] }), { kind: 'observe', card: 'leo', star: 3 });
    expect(s.players[0]?.wisdom).toBe(4);
  });

  test('望遠鏡トークンを1つ消費することで、追加の観測アクションができます', () => {
    let s = position({ sky: [sky('leo'), sky('aries')], players: [{ telescopes: 1 }] });
    s = play(s, { kind: 'observe', card: 'leo', star: 0 }, { kind: 'stop' });
    expect(s.asks.at(-1)?.kind).toBe('again');
    s = play(s, { kind: 'observe', card: 'aries', star: 0 });
    expect(s.players[0]?.telescopes).toBe(0);
    expect(s.sky[1]?.marks[0]).toBe(0);
    s = play(s, { kind: 'stop' });
    expect(active(s)).toEqual([1]);
  });
});

describe('アクションフェイズ: 休息する', () => {
  test('ポーチのサイズまで星屑を取り、スフィアと同じ元素を再活性化し、スフィアを次の元素へ', () => {
    const s = play(
      position({
        sky: [sky('leo')],
        sphere: 1,
        players: [{ stardust: 2, pouch: 10, cards: [mine('aries', true), mine('taurus', true)] }],
      }),
      { kind: 'rest' },
    );
    expect(s.players[0]?.stardust).toBe(10);
    expect(s.players[0]?.cards.map((c) => c.exhausted)).toEqual([true, false]);
    expect(s.sphere).toBe(2);
  });
});

describe('setup (reference: 8 stardust, pouch 8, wisdom 3; DESIGNED: deck recipe and first-seat stardust)', () => {
  test.each([2, 3, 4, 5])('%i players: stardust by seat, sky and deck from RECIPE, Game End card last', (seats) => {
    const s = game.setup(seats, game.defaultOptions(seats), `setup-${seats}`);
    const bonus = SEAT_BONUS[seats] ?? [];
    expect(s.players.map((p) => p.stardust)).toEqual(s.players.map((_, i) => 8 + (bonus[i] ?? 0)));
    const recipe = RECIPE[seats];
    expect(s.sky.length).toBe(recipe?.display);
    expect(s.sky.length + s.deck.length - 1).toBe(recipe?.cards);
    expect(s.deck[s.deck.length - 1]).toBe('game-end');
  });

  test.each([
    [2, [8, 9]],
    [3, [8, 9, 9]],
    [4, [8, 8, 8, 9]],
    [5, [8, 8, 8, 9, 9]],
  ])('%i players: later seats start with more stardust (balance round 3, NOTES.md): %j', (seats, dust) => {
    expect(game.setup(seats, game.defaultOptions(seats), 'x').players.map((p) => p.stardust)).toEqual(dust);
  });

  test('under the old end rule (saves of rules version 2) the 2p second and 3p third seats keep their 10 stardust', () => {
    expect(game.setup(2, { end: 'card' }, 'x').players.map((p) => p.stardust)).toEqual([8, 10]);
    expect(game.setup(3, { end: 'card' }, 'x').players.map((p) => p.stardust)).toEqual([8, 9, 10]);
  });
});
