// Rules tests, one per seed sentence group (seeds/rats-of-wistar.ja.txt, section named in each test).
import { describe, expect, test } from 'vitest';
import {
  BED_VP,
  DECK,
  DOORS,
  GUESTS,
  INVENTIONS,
  MISSIONS,
  SECTORS,
  UNDERGROUND_VP,
} from '../../../src/games/rats-of-wistar/data';
import { game, overStatus, prepareRound } from '../../../src/games/rats-of-wistar/rules';
import { actionOf, strength } from '../../../src/games/rats-of-wistar/rules/core';
import { scoreOf, total } from '../../../src/games/rats-of-wistar/rules/scoring';
import { act, edit, fresh, pl, refuse, sectorFacing, setPlayed, top } from './builders';

const designOf = (d: number) => DECK.indexOf(d);

describe('ゲームの準備', () => {
  test('初期資源は木材2つ、金属2つ、移動トークン1つで共通; 家長コマ3つ、テントコマ2つ、労働者コマ2つ', () => {
    const s = game.setup(3, game.defaultOptions(3), 'x');
    for (const p of s.players) {
      expect([p.wood, p.metal, p.move, p.wild, p.hand.length]).toEqual([2, 2, 1, 0, 0]);
      expect(p.chiefs).toBe(3);
      expect(p.workers.entrance).toBe(2);
      expect(p.heroGift).toBe(false);
    }
  });
  test('the hero-gift variant adds one item to that common start; a save without the option was played with it', () => {
    const s = game.setup(3, { heroGifts: true }, 'x');
    for (const p of s.players) {
      const gift = [p.wood - 2, p.metal - 2, p.move - 1, p.wild, p.hand.length].reduce((a, b) => a + b, 0);
      expect(gift).toBe(1);
    }
    expect(game.parseOptions({}, 3)).toEqual({ heroGifts: true });
    expect(game.parseOptions(game.defaultOptions(3), 3)).toEqual({ heroGifts: false });
    // The same seed deals the same heroes and cards either way.
    expect(game.setup(3, game.defaultOptions(3), 'x').players.map((p) => p.hero)).toEqual(s.players.map((p) => p.hero));
  });
  test('基本と上級が人数分公開されペアに; 手番の逆順でペアを選ぶ', () => {
    const s = game.setup(3, game.defaultOptions(3), 'y');
    expect(s.pairs).toHaveLength(3);
    for (const [b, a] of s.pairs) {
      expect(INVENTIONS[DECK[b] as number]?.tier).toBe('basic');
      expect(INVENTIONS[DECK[a] as number]?.tier).toBe('advanced');
    }
    expect(top(s)?.seats[0]).toBe(2); // last in turn order picks first
    const x = act(s, { kind: 'draft', pair: 1 });
    expect(top(x)?.seats[0]).toBe(1);
  });
  test('基本と上級がそれぞれ4枚ディスプレイに公開; 共通目標3枚', () => {
    const s = fresh(4);
    expect(s.basicDisplay).toHaveLength(4);
    expect(s.advancedDisplay).toHaveLength(4);
    expect(s.objectives).toHaveLength(3);
  });
  test('各要素がプレイ人数に応じて配置される (spaces, missions, guests, doors)', () => {
    const two = fresh(2);
    const four = fresh(4);
    expect(two.missions.flat().length).toBeLessThan(four.missions.flat().length);
    expect(two.areaGuests.flat().length).toBeLessThan(four.areaGuests.flat().length);
    expect(two.doors.filter(Boolean).length).toBeGreaterThan(0);
    expect(four.doors.filter(Boolean).length).toBe(0);
    const legal2 = game.legalMoves(two, top(two)?.seats[0] as number).filter((m) => m.kind === 'place').length;
    const legal4 = game.legalMoves(four, top(four)?.seats[0] as number).filter((m) => m.kind === 'place').length;
    expect(legal2).toBeLessThan(legal4);
  });
});

describe('アクションフェイズ / メインアクション', () => {
  test('1つのアクションスペースには1つの家長コマしか配置できません', () => {
    let s = fresh(2);
    const sec = SECTORS[sectorFacing(s, 'wood')]?.id as number;
    s = act(s, { kind: 'place', sector: sec, space: 0 }, { kind: 'endTurn' });
    expect(refuse(s, { kind: 'place', sector: sec, space: 0 })).toBe('error.space-taken');
  });
  test('同ラウンド中に、同じセクタに自身の家長コマを追加で置くことはできません', () => {
    let s = fresh(2);
    const sec = 0;
    s = act(
      s,
      { kind: 'place', sector: sec, space: 0 },
      { kind: 'endTurn' },
      { kind: 'hut' },
      { kind: 'potion', pick: 'wood' },
      { kind: 'endTurn' },
    );
    expect(refuse(s, { kind: 'place', sector: sec, space: 1 })).toBe('error.sector-used');
  });
  test('各アクションの価値は、対応するエリアに配置した自分の労働者の数で決定 (wood = forest workers)', () => {
    let s = edit(fresh(2), (x) => {
      (x.players[0] as (typeof x.players)[number]).workers = { forest: 3, burrow: 0, farm: 0, entrance: 0 };
    });
    const wood = s.players[0]?.wood as number;
    s = act(s, { kind: 'place', sector: sectorFacing(s, 'wood'), space: 0 }, { kind: 'main' });
    expect(s.players[0]?.wood).toBe(wood + 3);
  });
  test('金属の収集: 隠れ家の労働者の数; no worker there gives nothing', () => {
    let s = edit(fresh(2), (x) => {
      (x.players[0] as (typeof x.players)[number]).workers = { forest: 2, burrow: 0, farm: 0, entrance: 0 };
    });
    const metal = s.players[0]?.metal as number;
    s = act(s, { kind: 'place', sector: sectorFacing(s, 'metal'), space: 0 }, { kind: 'main' });
    expect(s.players[0]?.metal).toBe(metal);
  });
  test('部屋の掘削: 価値の回数だけ、1部屋に金属2つ; 資源が足りなければそれ以上は掘れない', () => {
    let s = edit(fresh(2), (x) => {
      const p = x.players[0] as (typeof x.players)[number];
      p.workers = { forest: 3, burrow: 0, farm: 0, entrance: 0 };
      p.metal = 5;
    });
    s = act(
      s,
      { kind: 'place', sector: sectorFacing(s, 'dig'), space: 0 },
      { kind: 'main' },
      { kind: 'dig' },
      { kind: 'dig' },
    );
    expect(s.players[0]?.dug).toBe(2);
    expect(s.players[0]?.metal).toBe(1);
    expect(refuse(s, { kind: 'dig' })).toBe('error.step-dig');
  });
  test('ベッドの増設: 木材2つと空き部屋; 上の労働者を隠れ家の入り口に', () => {
    let s = edit(fresh(2), (x) => {
      const p = x.players[0] as (typeof x.players)[number];
      p.workers = { forest: 0, burrow: 3, farm: 0, entrance: 0 };
      p.wood = 10;
    });
    s = act(
      s,
      { kind: 'place', sector: sectorFacing(s, 'bed'), space: 0 },
      { kind: 'main' },
      { kind: 'bed' },
      { kind: 'bed' },
    );
    expect(s.players[0]?.beds).toBe(2);
    expect(s.players[0]?.workers.entrance).toBe(2);
    expect(refuse(s, { kind: 'bed' })).toBe('error.step-bed'); // the 2 starting rooms are full
  });
  test('プロジェクトの開発: 基本は電球1つ、上級は電球2つ; ディスプレイか山から; 手番後に4枚に補充', () => {
    let s = edit(fresh(2), (x) => {
      (x.players[0] as (typeof x.players)[number]).workers = { forest: 0, burrow: 0, farm: 3, entrance: 0 };
    });
    const hand = s.players[0]?.hand.length as number;
    s = act(
      s,
      { kind: 'place', sector: sectorFacing(s, 'invent'), space: 0 },
      { kind: 'main' },
      { kind: 'draw', tier: 'advanced', from: 0 },
    );
    expect(s.advancedDisplay).toHaveLength(3);
    expect(refuse(s, { kind: 'draw', tier: 'advanced', from: 0 })).toBe('error.bulbs');
    s = act(s, { kind: 'draw', tier: 'basic', from: 'deck' });
    expect(s.players[0]?.hand.length).toBe(hand + 2);
    s = act(s, { kind: 'endTurn' });
    expect(s.advancedDisplay).toHaveLength(4);
  });
  test('探検: 扉を開ける (即時ボーナス)、探検家の移動 (扉が開いていること)、ミッション公開、ネズミタイル公開', () => {
    let s = edit(fresh(4), (x) => {
      (x.players[0] as (typeof x.players)[number]).workers = { forest: 0, burrow: 0, farm: 4, entrance: 0 };
    });
    s = act(s, { kind: 'place', sector: sectorFacing(s, 'explore'), space: 0 }, { kind: 'main' });
    expect(refuse(s, { kind: 'go', area: 1 })).toBe('error.step-go');
    const wood = s.players[0]?.wood as number;
    s = act(s, { kind: 'door', door: 0 });
    expect(s.players[0]?.wood).toBe(wood + (DOORS[0]?.gain.wood ?? 0));
    s = act(s, { kind: 'go', area: 1 }, { kind: 'reveal', area: 1, slot: 0 });
    expect(s.missions[1]?.[0]?.open).toBe(true);
    s = act(s, { kind: 'invite', area: 1 });
    expect(s.players[0]?.guests).toHaveLength(1);
    expect(top(s)?.kind).not.toBe('step'); // 4 points spent
  });
  test('ネズミタイル公開: 部屋が空いてない場合は実行できません', () => {
    let s = edit(fresh(4), (x) => {
      const p = x.players[0] as (typeof x.players)[number];
      p.workers = { forest: 0, burrow: 0, farm: 2, entrance: 0 };
      p.beds = 2;
      x.doors[0] = true;
      p.explorer = 1;
    });
    s = act(s, { kind: 'place', sector: sectorFacing(s, 'explore'), space: 0 }, { kind: 'main' });
    expect(refuse(s, { kind: 'invite', area: 1 })).toBe('error.step-invite');
  });
  test('注意: アクションの処理が終わるまで途中で挟み込むことはできません', () => {
    let s = edit(fresh(2), (x) => {
      const p = x.players[0] as (typeof x.players)[number];
      p.workers = { forest: 0, burrow: 0, farm: 2, entrance: 1 };
    });
    s = act(s, { kind: 'place', sector: sectorFacing(s, 'invent'), space: 0 }, { kind: 'main' });
    expect(refuse(s, { kind: 'deploy', to: 'forest' })).toBe('error.finish-step');
  });
});

describe('ボーナスアクション / 錬金術師アクション', () => {
  test('メインより先に実行することも後に実行することも可能', () => {
    let s = fresh(2);
    const sec = SECTORS.find((x) => x.spaces[0]?.bonuses[0] === 'wood')?.id as number;
    const wood = s.players[0]?.wood as number;
    s = act(s, { kind: 'place', sector: sec, space: 0 }, { kind: 'bonus', index: 0 });
    expect(s.players[0]?.wood).toBe(wood + 1);
    expect(game.legalMoves(s, 0).some((m) => m.kind === 'main')).toBe(true);
  });
  test('複数書かれていた場合は一方の処理が全て完了してから (move1 after mission)', () => {
    const sec = SECTORS.find((x) => x.spaces[0]?.bonuses.length === 2 && x.spaces[0]?.bonuses[0] === 'mission')
      ?.id as number;
    let s = edit(fresh(2), (x) => {
      (x.players[0] as (typeof x.players)[number]).workers = { forest: 1, burrow: 0, farm: 0, entrance: 0 };
    });
    s = act(s, { kind: 'place', sector: sec, space: 0 }, { kind: 'bonus', index: 1 });
    expect(top(s)?.kind).toBe('step');
    expect(refuse(s, { kind: 'bonus', index: 0 })).toBe('error.finish-step');
  });
  test('ラウンド来訪ネズミ獲得: 部屋が空いてない場合は実行できません; 発明品カードを持っていない場合は実行できません', () => {
    const sec = SECTORS.find((x) => x.spaces[0]?.bonuses[0] === 'guest')?.id as number;
    let s = edit(fresh(2), (x) => {
      (x.players[0] as (typeof x.players)[number]).beds = 2;
    });
    s = act(s, { kind: 'place', sector: sec, space: 0 });
    expect(refuse(s, { kind: 'bonus', index: 0 })).toBe('error.bonus-unavailable');
    let t = fresh(2);
    const g = t.roundGuest as number;
    t = act(t, { kind: 'place', sector: sec, space: 0 }, { kind: 'bonus', index: 0 });
    expect(t.players[0]?.guests).toEqual([g]);
    expect(t.roundGuest).toBeNull();
  });
  test('発明品カードのプレイ: コストを払う; スキル／電力は消費せず所持していれば; スキルアイコンは以降自分のもの', () => {
    const needsPower = INVENTIONS.find((i) => i.power === 2 && i.needs.length === 0) as (typeof INVENTIONS)[number];
    const c = designOf(needsPower.id);
    let s = edit(fresh(2), (x) => {
      const p = x.players[0] as (typeof x.players)[number];
      p.hand = [c];
      x.basicDeck = x.basicDeck.filter((n) => n !== c);
      x.advancedDeck = x.advancedDeck.filter((n) => n !== c);
      x.basicDisplay = x.basicDisplay.filter((n) => n !== c);
      x.advancedDisplay = x.advancedDisplay.filter((n) => n !== c);
      pl(x, 1).hand = pl(x, 1).hand.filter((n) => n !== c);
      p.wood = 9;
      p.metal = 9;
      p.power = 1;
    });
    s = act(s, { kind: 'hut' });
    expect(game.legalMoves(s, 0).some((m) => m.kind === 'potion' && m.pick === 'play')).toBe(false);
    s = edit(s, (x) => {
      pl(x, 0).power = 2;
    });
    s = act(s, { kind: 'potion', pick: 'play' }, { kind: 'play', card: c });
    expect(s.players[0]?.played).toEqual([c]);
    expect(s.players[0]?.power).toBe(2);
    expect(s.players[0]?.wood).toBe(9 - needsPower.cost.wood);
  });
  test('ワイルドトークンは好きなスキルアイコンとして扱う (spent for a missing skill)', () => {
    const needy = INVENTIONS.find(
      (i) => i.needs.length === 1 && i.power === 0 && !(i.effect.kind === 'now' && i.effect.gain.wild),
    ) as (typeof INVENTIONS)[number];
    const c = designOf(needy.id);
    let s = edit(fresh(2), (x) => {
      const p = x.players[0] as (typeof x.players)[number];
      for (const k of ['basicDeck', 'advancedDeck', 'basicDisplay', 'advancedDisplay'] as const)
        x[k] = x[k].filter((n) => n !== c);
      pl(x, 1).hand = pl(x, 1).hand.filter((n) => n !== c);
      p.hand = [c];
      p.wild = 1;
      p.wood = 9;
      p.metal = 9;
    });
    s = act(s, { kind: 'hut' }, { kind: 'potion', pick: 'play' }, { kind: 'play', card: c });
    expect(s.players[0]?.wild).toBe(0);
  });
  test('錬金術師の小屋: 何回でも置ける; 移動トークン1つとポーション; 次ラウンドから先手番 (置いた順)', () => {
    let s = fresh(3);
    const moves = s.players[1]?.move as number;
    s = act(s, { kind: 'place', sector: 0, space: 0 }, { kind: 'endTurn' });
    s = act(s, { kind: 'hut' }, { kind: 'potion', pick: 'metal' }, { kind: 'endTurn' });
    expect(s.players[1]?.move).toBe(moves + 1);
    s = act(s, { kind: 'hut' }, { kind: 'potion', pick: 'wood' }, { kind: 'endTurn' });
    expect(s.hut).toEqual([1, 2]);
    s = prepareRound(edit(s, () => {}));
    expect(s.order).toEqual([1, 2, 0]);
  });
  test('ミッションの達成: 探検家のいるエリアの公開ミッション; 2行目は上の行の後; キューブを対応する色から', () => {
    let s = edit(fresh(2), (x) => {
      const p = x.players[0] as (typeof x.players)[number];
      x.missions[1] = [{ mission: 0, open: true }];
      p.explorer = 1;
      p.wood = 5;
      p.metal = 5;
    });
    s = act(s, { kind: 'hut' }, { kind: 'potion', pick: 'mission' });
    expect(game.legalMoves(s, 0)).toContainEqual({ kind: 'mission', area: 1, slot: 0 });
    s = act(s, { kind: 'mission', area: 1, slot: 0 });
    expect(top(s)).toMatchObject({ kind: 'cube', track: MISSIONS[0]?.part === 'house' ? 'grey' : 'brown' });
    s = act(s, { kind: 'cube', track: 'grey', index: 1 });
    expect(s.players[0]?.rows['0']).toBe(1);
    expect(s.players[0]?.cubes.grey[1]).toBe(true);
    // Row 2 needs a gear: not met without one.
    expect(s.players[0]?.bonusVp).toBe(2);
  });
});

describe('ラウンド準備フェイズ', () => {
  test('ホイールを時計回りに1セクタ; the action a sector faces moves on', () => {
    const s = fresh(2);
    const a0 = actionOf(s, s.sectors[0] as number);
    const n = prepareRound(edit(s, () => {}));
    expect(n.rotation).toBe(1);
    expect(actionOf(n, s.sectors[0] as number)).not.toBe(a0);
    expect(actionOf(n, s.sectors[0] as number)).toBe(['wood', 'dig', 'metal', 'bed', 'invent', 'explore'][1]);
  });
  test('家長コマ回収; 来訪ネズミ置換; 収入; 発明品ディスプレイの右から2枚を除外し補充', () => {
    const inc = INVENTIONS.find(
      (i) => i.effect.kind === 'income' && i.effect.gain.wood === 1 && !i.effect.gain.metal,
    ) as (typeof INVENTIONS)[number];
    const c = designOf(inc.id);
    const s = edit(fresh(2), (x) => {
      pl(x, 0).chiefs = 0;
      setPlayed(x, 0, c);
      x.spaces = { '0.0': 0 };
    });
    const kept = s.basicDisplay.slice(0, 2);
    const wood = s.players[0]?.wood as number;
    const nextGuest = s.guestPile[0];
    const n = prepareRound(edit(s, () => {}));
    expect(n.players[0]?.chiefs).toBe(3);
    expect(n.spaces).toEqual({});
    expect(n.roundGuest).toBe(nextGuest);
    expect(n.players[0]?.wood).toBe(wood + 1);
    expect(n.basicDisplay.slice(0, 2)).toEqual(kept);
    expect(n.basicDisplay).toHaveLength(4);
    expect(n.round).toBe(2);
  });
  test('山が尽きた場合は除外札をシャッフルして再度山札に', () => {
    const s = edit(fresh(2), (x) => {
      x.discard.push(...x.basicDeck);
      x.basicDeck = [];
    });
    const n = prepareRound(s);
    expect(n.basicDisplay).toHaveLength(4);
    expect(n.basicDeck.length).toBeGreaterThan(0);
  });
  test('全15手番でゲームが終了; 1ラウンド目は準備フェイズをスキップ', () => {
    let s = fresh(2);
    expect(s.round).toBe(1);
    for (let i = 0; i < 30; i++) s = act(s, { kind: 'hut' }, { kind: 'potion', pick: 'wood' }, { kind: 'endTurn' });
    expect(s.asks).toEqual([]);
    expect(s.round).toBe(5);
  });
});

describe('ゲームの終了', () => {
  test('ベッド・地下タイルは最も価値の高い所のみ; 余った資材5つごとに1; ワイルド2つごとに1; 発明品の勝利点と終了時効果', () => {
    const endCard = INVENTIONS.find(
      (i) => i.effect.kind === 'end' && i.effect.per === 'beds',
    ) as (typeof INVENTIONS)[number];
    const s = edit(fresh(2), (x) => {
      const p = x.players[0] as (typeof x.players)[number];
      p.beds = 3;
      p.dug = 2;
      p.wood = 4;
      p.metal = 3;
      p.move = 0;
      p.hand = [];
      p.wild = 3;
      p.played = [designOf(endCard.id)];
      p.guests = [0];
      p.cheese = [6];
      p.bonusVp = 0;
    });
    const cats = Object.fromEntries(scoreOf(s, 0).map((c) => [c.code, c.value]));
    // Only the highest: 3 beds score the third value, not the sum of the first three.
    expect(cats['score.beds']).toBe(BED_VP[2]);
    expect(cats['score.beds']).not.toBe((BED_VP[0] ?? 0) + (BED_VP[1] ?? 0) + (BED_VP[2] ?? 0));
    expect(cats['score.rooms']).toBe(UNDERGROUND_VP[1]);
    expect(cats['score.leftovers']).toBe(1);
    expect(cats['score.wild']).toBe(1);
    expect(cats['score.inventions']).toBe(endCard.vp);
    expect(cats['score.end-effects']).toBe(3 * (endCard.effect.kind === 'end' ? endCard.effect.vp : 0));
    expect(cats['score.guests']).toBe((GUESTS[0]?.vp ?? 0) + 6);
  });
  test('同点の場合は、手番順で最初に同点のプレイヤーが勝利', () => {
    const s = edit(fresh(3), (x) => {
      x.asks = [];
      x.order = [2, 0, 1];
      for (const p of x.players) {
        p.wood = 0;
        p.metal = 0;
        p.move = 0;
        p.hand = [];
        p.wild = 0;
        p.bonusVp = 5;
      }
    });
    const st = overStatus(s);
    expect(st.ranking[0]).toEqual([2]);
    expect(st.tieBreak?.code).toBe('tie.turn-order');
    expect(total(scoreOf(s, 2))).toBe(5);
  });
  test('strength counts lasting boosts from guests', () => {
    const boost = GUESTS.find((x) => x.effect.kind === 'boost' && x.effect.action === 'dig') as (typeof GUESTS)[number];
    const s = edit(fresh(2), (x) => {
      pl(x, 0).guests = [boost.id];
      pl(x, 0).workers = { forest: 1, burrow: 0, farm: 0, entrance: 1 };
    });
    expect(strength(s.players[0] as (typeof s.players)[number], 'dig')).toBe(2);
  });
});
