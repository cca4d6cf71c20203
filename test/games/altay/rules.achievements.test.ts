// One test per achievement power and per wonder on a hand-built position, quoting the reference's achievement
// tables (reference/altay.md "Achievements") and the seed sections 実績を開発する and 勝利点 (seeds/altay.ja.txt).
import { describe, expect, test } from 'vitest';
import { ACH_INDEX, ACHIEVEMENTS, type Res } from '../../../src/games/altay/data';
import { type AlState, breakdown, game, wonderPoints } from '../../../src/games/altay/rules';
import {
  apply,
  develop,
  display,
  give,
  grant,
  hand,
  must,
  type Position,
  refusal,
  res,
  settle,
  started,
  top,
  writable,
} from './builders';

const P = (s: Position, seat = 0) => must(s.players[seat]);
const costOf = (key: string) => must(ACHIEVEMENTS[must(ACH_INDEX[key])]).cost.map((c) => (c === 'X' ? 1 : c)) as Res[];
/** Develop an achievement from the display with its exact cost in hand; returns the state after the last resource. */
function complete(s0: AlState, key: string, level: number): Position {
  const s = writable(s0);
  const inst = display(s, key, level);
  const cost = costOf(key);
  const r: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (const c of cost) r[c] += 1;
  res(s, 0, r);
  return develop(s, 0, inst, cost);
}

describe('level 1 (reference "Level 1"; seed 実績を開発する: levels 1 and 2 build a settlement on completion)', () => {
  // "Engineering | W W S S | 1/turn | trash 1 card (out of the game), then draw 1"
  test('Engineering: once a turn, a hand card leaves the game and one is drawn', () => {
    let s = started();
    s = complete(s, 'engineering', 1);
    expect(top(s)).toMatchObject({ kind: 'build', left: 1 });
    s = apply(s, 0, { kind: 'build', t: 1 });
    const [a, b] = hand(s, 0, ['hunter', 'hunter']) as [number, number];
    s = apply(s, 0, { kind: 'ability', key: 'engineering', card: a });
    expect(P(s).trashed).toEqual([a]);
    expect(P(s).hand.length).toBe(2);
    expect(refusal(s, 0, { kind: 'ability', key: 'engineering', card: b })).toBe('error.used-this-turn');
    expect(breakdown(s, 0).achievements).toBe(1);
  });
  // "Masonry | F F S S | instant | place 1 settlement" — NOTES ruling 6: on top of the common one
  test('Masonry: completing it builds two settlements; another level-1 achievement builds one', () => {
    const s = complete(started(), 'masonry', 1);
    expect(top(s)).toMatchObject({ kind: 'build', left: 2 });
    const t = complete(started(), 'strategy', 1);
    expect(top(t)).toMatchObject({ kind: 'build', left: 1 });
  });
  // "Mathematics | M M S S | 1/turn | discard 1 card, then draw 1"
  test('Mathematics: once a turn, a hand card is discarded and one is drawn', () => {
    let s = started();
    grant(s, 0, 'mathematics');
    const [a] = hand(s, 0, ['hunter']) as [number];
    s = apply(s, 0, { kind: 'ability', key: 'mathematics', card: a });
    expect(P(s).discard.at(-1)).toBe(a);
    expect(P(s).hand.length).toBe(1);
    expect(refusal(s, 0, { kind: 'ability', key: 'mathematics', card: must(P(s).hand[0]) })).toBe(
      'error.used-this-turn',
    );
    s = apply(s, 0, { kind: 'end', keep: null });
    s = apply(s, 1, { kind: 'end', keep: null });
    expect(refusal(s, 0, { kind: 'ability', key: 'mathematics', card: must(P(s).hand[0]) })).toBeNull();
    expect(refusal(s, 0, { kind: 'ability', key: 'engineering', card: must(P(s).hand[0]) })).toBe('error.no-ability');
  });
  // "Strategy | F F M M | always | def +1 whenever you defend"
  test('Strategy: one more shield in every defence (a 2-2 tie instead of a loss)', () => {
    const battle = (withStrategy: boolean) => {
      let s = started();
      settle(s, 1, 13);
      if (withStrategy) grant(s, 1, 'strategy');
      const [w] = hand(s, 0, ['warrior']) as [number];
      hand(s, 1, []);
      s = apply(s, 0, { kind: 'play', card: w, opt: 0 });
      s = apply(s, 0, { kind: 'attack', from: 1, to: 13 }); // 1 settlement + 1 sword
      s = apply(s, 1, { kind: 'hold' });
      return s.settle[13]?.[1];
    };
    expect(battle(false)).toBe(0);
    expect(battle(true)).toBe(1);
  });
  // "Writing | F F W W | end of turn | keep 1 card you did not use"; NOTES ruling 9
  test('Writing: at the end of the turn one hand card stays, and the new hand of 5 is drawn around it', () => {
    let s = started();
    const [a] = hand(s, 0, ['scholar', 'hunter']) as [number];
    expect(refusal(s, 0, { kind: 'end', keep: a })).toBe('error.no-writing');
    grant(s, 0, 'writing');
    s = apply(s, 0, { kind: 'end', keep: a });
    expect(P(s).hand.length).toBe(6);
    expect(P(s).hand[0]).toBe(a);
  });
});

describe('level 2 (reference "Level 2"; seed 実績を開発する: a level-1 achievement first)', () => {
  test('a level-2 achievement needs a completed level-1 one, and builds one settlement', () => {
    const s = started();
    const inst = display(s, 'philosophy', 2);
    res(s, 0, [0, 0, 0, 0, 3]);
    expect(refusal(s, 0, { kind: 'develop', ach: inst, res: 4 })).toBe('error.level-first');
    grant(s, 0, 'writing');
    const t = develop(s, 0, inst, [4, 4, 4]);
    expect(top(t)).toMatchObject({ kind: 'build', left: 1 });
  });
  // "Commerce | F W M S C | 1/turn | pay 1 ANY: +1 ANY"
  test('Commerce: once a turn, one resource is swapped for another kind', () => {
    let s = started();
    grant(s, 0, 'commerce');
    res(s, 0, [2, 0, 0, 0, 0]);
    expect(refusal(s, 0, { kind: 'ability', key: 'commerce', from: 0, to: 0 })).toBe('error.bad-resource');
    expect(refusal(s, 0, { kind: 'ability', key: 'commerce', from: 1, to: 0 })).toBe('error.no-resource');
    s = apply(s, 0, { kind: 'ability', key: 'commerce', from: 0, to: 3 });
    expect(P(s).res).toEqual([1, 0, 0, 1, 0]);
    expect(refusal(s, 0, { kind: 'ability', key: 'commerce', from: 0, to: 2 })).toBe('error.used-this-turn');
  });
  // "Government | M S S C C | end of turn | draw 1 more card (6 instead of 5)"
  test('Government: six cards drawn at the end of the turn', () => {
    let s = started();
    grant(s, 0, 'government');
    s = apply(s, 0, { kind: 'end', keep: null });
    expect(P(s).hand.length).toBe(6);
    s = apply(s, 1, { kind: 'end', keep: null });
    expect(P(s, 1).hand.length).toBe(5);
  });
  // "Leadership | M M S C C | always | atk +1 whenever you attack"
  test('Leadership: one more sword in every attack (1 settlement + 1 sword beats a 2 marker)', () => {
    let s = started();
    s.marker[7] = { value: 2, res: 3 };
    const [w] = hand(s, 0, ['warrior']) as [number];
    s = apply(s, 0, { kind: 'play', card: w, opt: 0 });
    expect(refusal(s, 0, { kind: 'attack', from: 1, to: 7 })).toBe('error.too-weak');
    grant(s, 0, 'leadership');
    s = apply(s, 0, { kind: 'attack', from: 1, to: 7 });
    expect(P(s).markers).toEqual([{ value: 2, res: 3 }]);
    expect(P(s).res[3]).toBe(1); // the marker's resource, at once (seed 中立地域への攻撃)
  });
  // "Philosophy | C C C | 1/turn | +C"
  test('Philosophy: one culture, once a turn', () => {
    let s = started();
    expect(refusal(s, 0, { kind: 'ability', key: 'philosophy' })).toBe('error.no-ability');
    grant(s, 0, 'philosophy');
    s = apply(s, 0, { kind: 'ability', key: 'philosophy' });
    expect(P(s).res[4]).toBe(1);
    expect(refusal(s, 0, { kind: 'ability', key: 'philosophy' })).toBe('error.used-this-turn');
  });
  // "Religion | F F S C C | 1/turn | move 1 of your settlements to an adjacent territory"
  test('Religion: once a turn, a settlement moves to an adjacent free or own territory', () => {
    let s = started();
    grant(s, 0, 'religion');
    settle(s, 0, 1, 2);
    expect(refusal(s, 0, { kind: 'ability', key: 'religion', from: 1, to: 13 })).toBe('error.cannot-move-there');
    expect(refusal(s, 0, { kind: 'ability', key: 'religion', from: 1, to: 4 })).toBe('error.not-adjacent');
    s.marker[7] = null;
    s = apply(s, 0, { kind: 'ability', key: 'religion', from: 1, to: 7 });
    expect([s.settle[1]?.[0], s.settle[7]?.[0]]).toEqual([1, 1]);
    expect(P(s).supply).toBe(13); // moved, not built
    expect(refusal(s, 0, { kind: 'ability', key: 'religion', from: 7, to: 1 })).toBe('error.used-this-turn');
  });
});

describe('wonders (reference "Level 3: wonders"; seed 勝利点: points up to 7, +3 for the secret one)', () => {
  const withWonder = (key: string, build: (s: Position) => void) => {
    const s = started();
    build(s);
    grant(s, 0, key);
    return s;
  };
  test('a wonder needs a completed level-2 achievement and builds no settlement', () => {
    let s = started();
    const inst = display(s, 'colossus', 3);
    res(s, 0, [0, 0, 0, 0, 4]);
    grant(s, 0, 'writing');
    expect(refusal(s, 0, { kind: 'develop', ach: inst, res: 4 })).toBe('error.level-first');
    grant(s, 0, 'philosophy');
    s = develop(s, 0, inst, [4, 4, 4, 4]);
    expect(top(s)?.kind).toBe('turn');
    expect(P(s).done).toContain(inst);
  });
  test('the secret wonder: developed from its slot, then the slot is empty; +3 once completed', () => {
    let s = started();
    const inst = P(s).secret;
    const key = must(ACHIEVEMENTS[must(s.achs[inst])]).key;
    grant(s, 0, 'writing');
    grant(s, 0, 'philosophy');
    const cost = costOf(key);
    const r: [number, number, number, number, number] = [0, 0, 0, 0, 0];
    for (const c of cost) r[c] += 1;
    res(s, 0, r);
    s = develop(s, 0, inst, cost);
    expect(P(s).secret).toBe(-1);
    expect(refusal(s, 0, { kind: 'develop', ach: -1, res: 0 })).toBe('error.no-such-achievement');
    expect(breakdown(s, 0).wonders).toBe(Math.min(7, wonderPoints(s, 0, key)) + 3);
    // another seat completing the same type elsewhere would get no +3: the bonus is tied to the dealt card
    expect(s.dealt[0]).toBe(inst);
  });
  // "Academy | 1 per Technology you completed" — NOTES ruling 10: level-1 and level-2 achievements
  test('Academy: 1 per completed level-1 and level-2 achievement', () => {
    const s = withWonder('academy', (x) => {
      grant(x, 0, 'writing');
      grant(x, 0, 'commerce');
    });
    grant(s, 0, 'ark');
    expect(wonderPoints(s, 0, 'academy')).toBe(2);
  });
  // "Amphitheatre | 1 per 4 cards in your deck"
  test('Amphitheatre: 1 per 4 cards owned (10 starting cards: 2; 12: 3)', () => {
    const s = withWonder('amphitheatre', () => {});
    expect(wonderPoints(s, 0, 'amphitheatre')).toBe(2);
    give(s, 0, 'farmer');
    give(s, 0, 'farmer');
    expect(wonderPoints(s, 0, 'amphitheatre')).toBe(3);
  });
  // "Aqueducts | 1 per territory where you have 2 or more settlements"; "Ark | ... exactly 1 settlement"
  test('Aqueducts and Ark: territories with 2+ settlements, and with exactly 1', () => {
    const s = withWonder('aqueducts', (x) => {
      settle(x, 0, 1, 2);
      settle(x, 0, 7, 4);
      settle(x, 0, 13, 1);
      settle(x, 0, 20, 1);
    });
    expect(wonderPoints(s, 0, 'aqueducts')).toBe(2);
    expect(wonderPoints(s, 0, 'ark')).toBe(2);
  });
  // "Colossus | 1 per VP card in your deck"
  test('Colossus: 1 per VP card owned, whatever its VP', () => {
    const s = withWonder('colossus', (x) => {
      give(x, 0, 'city', 2);
      give(x, 0, 'town', 1);
      give(x, 0, 'farmer');
    });
    expect(wonderPoints(s, 0, 'colossus')).toBe(2);
  });
  // "Great Wall | 1 per territory of yours adjacent to an opponent's territory"
  test("Great Wall: own territories next to another player's", () => {
    const s = withWonder('greatWall', (x) => {
      settle(x, 0, 7);
      settle(x, 0, 20); // next to 1 and 7 only, both seat 0's
      settle(x, 1, 13); // next to 1 and 7
    });
    expect(wonderPoints(s, 0, 'greatWall')).toBe(2);
    expect(wonderPoints(s, 1, 'greatWall')).toBe(1);
  });
  // "Highways | pick a terrain type; 1 per territory of that type you control" — the best terrain (NOTES)
  test('Highways: the terrain with most of your territories', () => {
    const s = withWonder('highways', (x) => {
      settle(x, 0, 2);
      settle(x, 0, 7);
    });
    expect(wonderPoints(s, 0, 'highways')).toBe(2); // farmlands 1 and 2
  });
  // "Mausoleum | 1 per 2 starting cards in your deck"
  test('Mausoleum: 1 per 2 starting cards owned; a trashed card no longer counts', () => {
    let s = withWonder('mausoleum', () => {});
    expect(wonderPoints(s, 0, 'mausoleum')).toBe(5);
    grant(s, 0, 'engineering');
    s = apply(s, 0, { kind: 'ability', key: 'engineering', card: must(P(s).hand[0]) });
    expect(wonderPoints(s, 0, 'mausoleum')).toBe(4);
  });
  // "Siege Engines | 1 per enemy settlement you captured"; seed 勝利点: at most 7
  test('Siege Engines: 1 per captured settlement, at most 7 points', () => {
    const s = withWonder('siegeEngines', (x) => {
      P(x).captured = 9;
    });
    expect(wonderPoints(s, 0, 'siegeEngines')).toBe(9);
    const extra = s.dealt[0] === P(s).done.at(-1) ? 3 : 0;
    expect(breakdown(s, 0).wonders).toBe(7 + extra);
    expect(breakdown(s, 0).captured).toBe(9);
  });
  // "Triumphal Arch | 1, plus 1 per 2 conquest markers you captured"
  test('Triumphal Arch: 1 plus 1 per 2 conquest markers', () => {
    const s = withWonder('triumphalArch', (x) => {
      P(x).markers = Array.from({ length: 5 }, () => ({ value: 1, res: null }));
    });
    expect(wonderPoints(s, 0, 'triumphalArch')).toBe(3);
    expect(breakdown(s, 0).markers).toBe(1); // values 5 / 3, rounded down
  });
  test('every wonder has a formula here: no key scores 0 by default', () => {
    const wonders = ACHIEVEMENTS.filter((a) => a.level === 3).map((a) => a.key);
    expect(wonders.length).toBe(10);
    const s = started();
    settle(s, 0, 7, 2);
    settle(s, 1, 13);
    P(s).captured = 1;
    P(s).markers = [{ value: 1, res: null }];
    give(s, 0, 'city', 1);
    grant(s, 0, 'writing');
    for (const k of wonders) expect(wonderPoints(s, 0, k), k).toBeGreaterThan(0);
    expect(game.legalMoves(s, 0).length).toBeGreaterThan(0);
  });
});

const commit = must(game.isCommit);

describe('undo stops where something hidden was shown (GAME-DONE "Undo works up to the last commit point")', () => {
  test('taking an achievement turns up the next one from its deck: a commit; adding a resource is not', () => {
    const s = started();
    const inst = must(s.display[0]?.[0]?.at(-1));
    const type = must(ACHIEVEMENTS[must(s.achs[inst])]);
    res(s, 0, [2, 2, 2, 2, 2]);
    const first = type.cost[0] === 'X' ? 1 : (type.cost[0] as Res);
    const m = { kind: 'develop', ach: inst, res: first } as const;
    const after = game.apply(s, 0, m);
    expect(after.achDeck[0]?.length).toBe((s.achDeck[0]?.length ?? 0) - 1);
    expect(commit(s, m, after)).toBe(true);
    const second = type.cost[1] === 'X' ? 1 : (type.cost[1] as Res);
    const c = { kind: 'contribute', res: second } as const;
    expect(commit(after, c, game.apply(after, 0, c))).toBe(false);
  });
  test('drawing a card is a commit (Scholar), producing is not (Hunter)', () => {
    const s = started();
    const [sc, h] = hand(s, 0, ['scholar', 'hunter']) as [number, number];
    const draw = { kind: 'play', card: sc, opt: 1 } as const;
    expect(commit(s, draw, game.apply(s, 0, draw))).toBe(true);
    const food = { kind: 'play', card: h, opt: 0 } as const;
    expect(commit(s, food, game.apply(s, 0, food))).toBe(false);
  });
});
