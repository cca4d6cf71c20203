// Astra rules, seed shared/seeds/astra.ja.txt sections 発見フェイズ and ゲーム終了と点数計算.
import { describe, expect, test } from 'vitest';
import { BY_ID, CONSTELLATIONS, ELEMENTS, SCORING_CARDS } from '../../../src/games/astra/data';
import { game } from '../../../src/games/astra/rules';
import { longestLine } from '../../../src/games/astra/rules/board';
import { overStatus, setPoints } from '../../../src/games/astra/rules/scoring';
import { active, play, position, sky } from './builders';

const mine = (id: string, exhausted = false) => ({ id, exhausted });

describe('発見フェイズ', () => {
  test('すべての星がマークされた星座は発見され、最後の星をマークした人が表向きに置きます（恩恵なし）', () => {
    const s = play(position({ sky: [sky('aries', '111.')], deck: ['leo'] }), {
      kind: 'observe',
      card: 'aries',
      star: 3,
    });
    expect(s.players[0]?.cards).toEqual([{ id: 'aries', exhausted: false }]);
    expect(s.players[0]?.stardust).toBe(7);
    expect(s.players[0]?.fame).toBe(0);
  });

  test('新しい星座を山札から引いて場に補充します', () => {
    const s = play(position({ sky: [sky('aries', '000.'), sky('leo')], deck: ['orion'] }), {
      kind: 'observe',
      card: 'aries',
      star: 3,
    });
    expect(s.sky.map((c) => c.id)).toEqual(['orion', 'leo']);
  });

  test('複数の星座が発見された場合は、解決する順番を選択できます', () => {
    let s = position({
      sky: [sky('aries', '000.'), sky('triangulum', '00.')],
      deck: ['leo', 'orion'],
      players: [{ telescopes: 1 }],
    });
    s = play(s, { kind: 'observe', card: 'aries', star: 3 }, { kind: 'observe', card: 'triangulum', star: 2 });
    // The first discovery is resolved after the action: aries is still in the sky.
    expect(s.asks.at(-1)).toMatchObject({ kind: 'order', options: ['aries', 'triangulum'] });
    s = play(s, { kind: 'discover', card: 'triangulum' });
    expect(s.players[0]?.cards.map((c) => c.id)).toEqual(['triangulum', 'aries']);
  });

  test('協力した他のプレイヤーは、一番多くマークしたプレイヤーから順に恩恵を1つ選びます; 既に選ばれた恩恵は選べません', () => {
    // leo: boons fame 1 (1+), stardust 3 (2+), wisdom 1 (3+). Seat 1 marked 3, seat 2 marked 2.
    const eight = { stardust: 8 };
    let s = position({ sky: [sky('leo', '1112200.')], deck: ['orion'], players: [eight, eight, eight] });
    s = play(s, { kind: 'observe', card: 'leo', star: 7 });
    expect(active(s)).toEqual([1]);
    s = play(s, { kind: 'boon', boon: 1 });
    expect(active(s)).toEqual([2]);
    expect(game.validate(s, 2, { kind: 'boon', boon: 1 })).toEqual({ code: 'error.boon-taken' });
    expect(game.validate(s, 2, { kind: 'boon', boon: 2 })).toEqual({
      code: 'error.boon-threshold',
      params: { min: 3 },
    });
    s = play(s, { kind: 'boon', boon: 0 });
    expect(s.players[1]?.stardust).toBe(11);
    expect(s.players[2]?.fame).toBe(1);
    expect(active(s)).toEqual([1]);
  });

  test('マークした星の数が等しい場合は同時に選択し、同じ恩恵も獲得できます', () => {
    const eight = { stardust: 8 };
    let s = position({ sky: [sky('leo', '11220000')], seats: 3, players: [eight, eight, eight] });
    s = { ...s, sky: [sky('leo', '1122000.')] };
    s = play(s, { kind: 'observe', card: 'leo', star: 7 });
    expect(active(s)).toEqual([1, 2]);
    // Seat 1's choice is private until seat 2 has chosen too.
    s = game.apply(s, 1, { kind: 'boon', boon: 1 });
    expect(JSON.stringify(game.view(s, 2).asks)).not.toContain('"seat":1');
    s = game.apply(s, 2, { kind: 'boon', boon: 1 });
    expect([s.players[1]?.stardust, s.players[2]?.stardust]).toEqual([11, 11]);
  });

  test('(BGAの事前の優先順位) is not needed: each helper is asked in turn, most marks first', () => {
    const s = play(position({ sky: [sky('leo', '2111200.')] }), { kind: 'observe', card: 'leo', star: 7 });
    expect(s.asks.at(-1)).toMatchObject({ kind: 'boon', seats: [1], marks: 3, rest: [[2, 2]] });
  });

  test('次のターンから能力を使用できます', () => {
    let s = play(position({ sky: [sky('aries', '000.')], deck: ['leo'], seats: 2 }), {
      kind: 'observe',
      card: 'aries',
      star: 3,
    });
    expect(active(s)).toEqual([1]);
    s = play(s, { kind: 'rest' });
    expect(game.validate(s, 0, { kind: 'activate', card: 'aries' })).toBeNull();
  });

  test('知恵の値を超えて星座を持っている場合、その値になるまで星座を捨てます', () => {
    let s = position({
      sky: [sky('aries', '000.')],
      deck: ['leo'],
      players: [{ wisdom: 3, cards: [mine('orion'), mine('perseus'), mine('lupus')] }],
    });
    s = play(s, { kind: 'observe', card: 'aries', star: 3 });
    expect(s.asks.at(-1)?.kind).toBe('discard');
    s = play(s, { kind: 'discard', card: 'perseus' });
    expect(s.players[0]?.cards.map((c) => c.id)).toEqual(['orion', 'lupus', 'aries']);
    expect(s.discard).toEqual(['perseus']);
    expect(active(s)).toEqual([1]);
  });

  test('恩恵で消耗した星座を再活性化できます (refresh boon: the card’s element)', () => {
    // lupus (fire): boons fame 1, refresh (2+), fame 3 (3+).
    let s = position({
      sky: [sky('lupus', '11....')],
      players: [{ telescopes: 1 }, { cards: [mine('aries', true), mine('taurus', true)] }],
    });
    s = play(s, { kind: 'observe', card: 'lupus', star: 2 }, { kind: 'mark', star: 3 }, { kind: 'mark', star: 4 });
    s = play(s, { kind: 'observe', card: 'lupus', star: 5 });
    s = play(s, { kind: 'boon', boon: 1 });
    expect(s.players[1]?.cards.map((c) => c.exhausted)).toEqual([false, true]);
  });
});

describe('ゲーム終了と点数計算', () => {
  test('山札が尽きると、最後のプレイヤーまでプレイして、その後1巡してゲームが終了します', () => {
    // 3 players; seat 1 draws the Game End card: seat 2 plays, then one more round of 3 turns.
    let s = position({ sky: [sky('aries', '111.'), sky('leo')], deck: [] });
    s = play(s, { kind: 'rest' }, { kind: 'observe', card: 'aries', star: 3 });
    expect(s.turnsLeft).toBe(3);
    s = play(s, { kind: 'rest' }, { kind: 'rest' }, { kind: 'rest' });
    expect(game.status(s).kind).toBe('turn');
    s = play(s, { kind: 'rest' });
    expect(game.status(s).kind).toBe('over');
  });

  test('星座カードの山札が尽きるとゲーム終了です: the end starts at the refill that draws the last constellation', () => {
    // 3 players; seat 0 discovers Aries and draws Leo, the deck's last constellation: the Game End card under it is
    // showing, seats 1 and 2 play, then one more round of 3 turns.
    let s = position({ sky: [sky('aries', '000.'), sky('triangulum', '00.')], deck: ['leo'] });
    s = play(s, { kind: 'observe', card: 'aries', star: 3 });
    expect(s.sky.map((c) => c.id)).toEqual(['leo', 'triangulum']);
    expect(s.turnsLeft).toBe(4);
    expect(s.deck).toEqual([]);
    expect(game.view(s, 1).gameEndRevealed).toBe(true);
    s = play(s, { kind: 'rest' }, { kind: 'rest' }, { kind: 'rest' }, { kind: 'rest' });
    expect(game.status(s).kind).toBe('turn');
    s = play(s, { kind: 'rest' });
    expect(game.status(s).kind).toBe('over');
  });

  test('the old end rule (saves of rules version 2): the end starts only when a later refill shows the Game End card', () => {
    // The same table under end 'card': drawing Leo leaves the Game End card on the deck; seat 0's next discovery, a
    // round later, finds it, so the game lasts one round more than under the seed's rule.
    let s = position({ sky: [sky('aries', '000.'), sky('triangulum', '00.')], deck: ['leo'], end: 'card' });
    s = play(s, { kind: 'observe', card: 'aries', star: 3 });
    expect(s.turnsLeft).toBeNull();
    expect(s.deck).toEqual(['game-end']);
    expect(game.view(s, 1).gameEndRevealed).toBe(false);
    s = play(s, { kind: 'rest' }, { kind: 'rest' }, { kind: 'observe', card: 'triangulum', star: 2 });
    expect(s.turnsLeft).toBe(4);
    expect(s.deck).toEqual([]);
    s = play(s, { kind: 'rest' }, { kind: 'rest' }, { kind: 'rest' }, { kind: 'rest' });
    expect(game.status(s).kind).toBe('turn');
    s = play(s, { kind: 'rest' });
    expect(game.status(s).kind).toBe('over');
  });

  test.each([
    ['score.fame', { fame: 7 }, 7],
    ['score.pouch', { pouch: 11 }, 11],
    ['score.wisdom', { wisdom: 5 }, 5],
    ['score.stardust', { stardust: 8 }, 2],
  ] as const)('%s: each scoring line of the seed', (code, player, value) => {
    const s = position({ sky: [], players: [player] });
    const cat = overStatus(s).scores[0]?.categories.find((c) => c.code === code);
    expect(cat?.value).toBe(value);
  });

  test('未発見の星座にマークした星2つごとに1点; 終了時アクティブな星座の点数だけ', () => {
    const s = position({ sky: [sky('leo', '00000...')], players: [{ cards: [mine('orion'), mine('draco', true)] }] });
    const cats = overStatus(s).scores[0]?.categories ?? [];
    expect(cats.find((c) => c.code === 'score.marks')?.value).toBe(2);
    expect(cats.find((c) => c.code === 'score.cards')?.value).toBe(BY_ID.get('orion')?.points);
  });

  test.each([
    [[2, 0, 0, 0], 2],
    [[3, 0, 0, 0], 6],
    [[4, 0, 0, 0], 11],
    [[5, 0, 0, 0], 11],
  ])('同じ元素が2/3/4枚で2/6/11点: %j -> %i', (counts, points) => {
    const p = ['orion', 'leo', 'draco', 'aries', 'lupus'].slice(0, counts[0]).map((id) => mine(id));
    // scoring card 3 has + on earth and air: no fire.
    const s = position({ sky: [], players: [{ cards: p, scoring: 3 }] });
    expect(overStatus(s).scores[0]?.categories.find((c) => c.code === 'score.elements')?.value).toBe(points);
  });

  test('4種類の元素セットごとに6点、3種類の元素セットごとに3点', () => {
    expect(setPoints([1, 1, 1, 1])).toBe(6);
    expect(setPoints([1, 1, 1, 0])).toBe(3);
    expect(setPoints([2, 2, 2, 1])).toBe(9);
    expect(setPoints([0, 0, 5, 5])).toBe(0);
  });

  test('+の元素は最初から1つずつ持っているものとみなし、他のプレイヤーには見えません', () => {
    const s = position({ sky: [], players: [{ cards: [mine('orion')], scoring: 0 }] });
    // scoring card 0: + on fire and earth, so fire counts 2 (2 points) and earth 1.
    expect(SCORING_CARDS[0]).toEqual(['fire', 'earth']);
    expect(overStatus(s).scores[0]?.categories.find((c) => c.code === 'score.elements')?.value).toBe(2);
    expect(game.view(s, 1).players[0]?.scoring).toEqual({ known: false });
    expect(game.view(s, 0).players[0]?.scoring).toEqual({ known: true, value: 0 });
  });
});

describe('the Kotatsu edition deck (designed data)', () => {
  test.each([
    ['lepus', [2, 5]],
    ['canis-major', [2, 6]],
    ['aquarius', [5, 7]],
    ['gemini', [4, 5]],
  ] as const)(
    '%s can be marked in one line from its start star (balance round 3: the %j line, NOTES.md)',
    (id, edge) => {
      const c = BY_ID.get(id);
      expect(c?.edges).toContainEqual(edge);
      expect(
        c &&
          longestLine(
            c,
            c.stars.map(() => null),
            c.start,
          ),
      ).toBe(c?.stars.length);
    },
  );

  test('48 constellations, 12 of each element, unique ids', () => {
    expect(CONSTELLATIONS).toHaveLength(48);
    expect(new Set(CONSTELLATIONS.map((c) => c.id)).size).toBe(48);
    for (const e of ELEMENTS) expect(CONSTELLATIONS.filter((c) => c.element === e)).toHaveLength(12);
  });

  test.each(CONSTELLATIONS.map((c) => [c.id, c] as const))(
    '%s: every star reached from the start star, data sound',
    (_id, c) => {
      const seen = new Set([c.start]);
      const todo = [c.start];
      while (todo.length > 0) {
        const at = todo.pop() as number;
        for (const [a, b] of c.edges) {
          const n = a === at ? b : b === at ? a : -1;
          if (n >= 0 && !seen.has(n)) {
            seen.add(n);
            todo.push(n);
          }
        }
      }
      expect(seen.size).toBe(c.stars.length);
      expect(c.grand.includes(c.start)).toBe(false);
      for (const [a, b] of c.edges) expect(a !== b && a < c.stars.length && b < c.stars.length).toBe(true);
      expect(c.boons.length).toBeGreaterThanOrEqual(2);
      expect(c.boons.map((b) => b.min)).toEqual(c.boons.map((_, i) => i + 1));
      expect(c.designed).toBe(true);
      expect(c.name.ja.length > 0 && c.name.en.length > 0).toBe(true);
    },
  );
});
