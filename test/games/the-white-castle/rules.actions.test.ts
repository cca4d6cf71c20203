// Rules tests for seed 5.2 (courtier, gardener, warrior), 4.2 (round end, garden reactivation, turn order),
// the Passage of Time track and seed 6 (end scoring and tie-break).
import { describe, expect, test } from 'vitest';
import type { WcState } from '../../../src/games/the-white-castle/rules';
import { game } from '../../../src/games/the-white-castle/rules';
import { endRound, movePot, nextOrder } from '../../../src/games/the-white-castle/rules/core';
import { scoreOf } from '../../../src/games/the-white-castle/rules/scoring';
import { act, active, me, refuse, started, withBridge, withPlayer } from './builders';

const goods = { food: 0, iron: 0, pearl: 0, coin: 0, seal: 0, vp: 0, pot: 0 };
function turn(patch = {}, seats = 3): WcState {
  const s = started(seats);
  return withPlayer(s, active(s), { ...goods, lantern: [], ...patch });
}
/** Place a 5 on Outside the Walls 2 (value 5: no coins) for the given main action. */
const outside = (s: WcState, act2: 'courtier' | 'warrior' | 'gardener') =>
  act(withBridge(s, 0, [5, 5]), {
    kind: 'place',
    bridge: 0,
    end: 'R',
    space: act2 === 'gardener' ? 'o0' : 'o1',
    act: act2,
  });

describe('seed 5.2 藩士 (courtier)', () => {
  test('the gate costs 2 coins; then a climb of one floor costs 2 pearls and takes the room card', () => {
    const s = outside(turn({ coin: 2, pearl: 2 }), 'courtier');
    const t = act(s, { kind: 'gate' });
    expect(me(t).floors).toEqual([1, 0, 0, 0]);
    expect(me(t).coin).toBe(0);
    const card = t.rooms[1]?.card;
    const u = act(t, { kind: 'climb', from: 0, steps: 1, room: 1 });
    expect(me(u).floors).toEqual([0, 1, 0, 0]);
    expect(me(u).pearl).toBe(0);
    expect(me(u).slots[0]).toEqual({ k: 'steward', id: card });
    // The starting action card it replaced goes face down into the lantern.
    expect(me(u).lantern.some((l) => l.k === 'action')).toBe(true);
    expect(u.asks[0]?.kind).toBe('pick');
    expect(u.rooms[1]?.card).toBe(t.stewardDeck[0]);
  });
  test('two floors at once cost 5 pearls; without them the climb is refused', () => {
    const s = outside(turn({ pearl: 4, floors: [1, 0, 0, 0], courtier: 4 }), 'courtier');
    expect(refuse(s, { kind: 'climb', from: 0, steps: 2, room: 3 })).toBe('error.climb-pearls');
  });
  // Seed 5 藩士「真珠2個（城門→1階、または1階→2階へ移動） / 真珠5個（2階→3階/大名の間へ移動）」: deviated, NOTES R16.
  test('NOTES R16 (not seed 5 藩士): 2nd→3rd floor is one floor for 2 pearls; 5 pearls climb two floors at once', () => {
    const s = outside(turn({ pearl: 2, floors: [0, 0, 1, 0], courtier: 4 }), 'courtier');
    const t = act(s, { kind: 'climb', from: 2, steps: 1, room: -1 });
    expect([me(t).floors, me(t).pearl]).toEqual([[0, 0, 0, 1], 0]);
    const u = outside(turn({ pearl: 5, floors: [0, 1, 0, 0], courtier: 4 }), 'courtier');
    expect(
      refuse(outside(turn({ pearl: 4, floors: [0, 1, 0, 0], courtier: 4 }), 'courtier'), {
        kind: 'climb',
        from: 1,
        steps: 2,
        room: -1,
      }),
    ).toBe('error.climb-pearls');
    const v = act(u, { kind: 'climb', from: 1, steps: 2, room: -1 });
    expect([me(v).floors, me(v).pearl]).toEqual([[0, 0, 0, 1], 0]);
  });
  test('reaching the 3rd floor fires the lantern and takes a free bonus space (NOTES R2)', () => {
    const s = outside(
      turn({ pearl: 2, floors: [0, 0, 1, 0], courtier: 4, lantern: [{ k: 'diplomat', id: 2 }] }),
      'courtier',
    );
    const t = act(s, { kind: 'climb', from: 2, steps: 1, room: -1 });
    expect(me(t).vp).toBe(1); // diplomat back: 1 VP
    expect(t.asks[0]?.kind).toBe('bonus');
    const u = act(t, { kind: 'bonus', space: 1 });
    expect(u.topTaken[1]).toBe(active(s));
  });
});

describe('seed 5.2 庭師 (gardener)', () => {
  test('pay the card food, place a gardener (one of yours per card), the card resolves now', () => {
    const s0 = turn({ food: 3 });
    const s = {
      ...s0,
      gardens: [
        [1, 7],
        [2, 8],
        [3, 9],
      ],
    };
    const t = outside(s, 'gardener');
    expect(refuse(t, { kind: 'garden', id: 2 })).toBe('error.garden-food');
    const u = act(t, { kind: 'garden', id: 7 }); // 1 food: gain 3 coins
    expect([me(u).food, me(u).coin, me(u).gardener]).toEqual([2, 3, 4]);
    expect(u.gardeners[6]).toContain(active(s));
  });
  test('seed 4.2 庭園の再活性化: at the end of rounds 1-2 gardens beside a bridge with a die left act again', () => {
    const s0 = turn({ food: 3 });
    const seat = active(s0);
    const s: WcState = {
      ...s0,
      gardens: [
        [1, 7],
        [2, 8],
        [3, 9],
      ],
      gardeners: s0.gardeners.map((g, i) => (i === 6 || i === 7 ? [seat] : g)),
      bridges: [[{ color: 'red', value: 3 }], [], []],
    };
    const t = endRound(s);
    expect(t.players[seat]?.coin).toBe(3); // stone 7 beside the red bridge; stone 8 (black, empty) does not act
    expect(t.round).toBe(2);
    const last = endRound({ ...s, round: 3 });
    expect(last.phase).toBe('over');
    expect(last.players[seat]?.coin).toBe(0);
  });
});

describe('seed 5.2 侍 (warrior)', () => {
  test('pay the yard iron, place a warrior, take every face of that yard (NOTES R5)', () => {
    const s0 = turn({ iron: 1 });
    const s = { ...s0, yards: s0.yards.map((y, i) => (i === 2 ? { ...y, tiles: [6] } : y)) };
    const t = outside(s, 'warrior');
    expect(refuse(t, { kind: 'yard', yard: 1 })).toBe('error.yard-iron');
    const u = act(t, { kind: 'yard', yard: 2 }); // yard 3: tile 6's reward side, 5 coins
    expect([me(u).iron, me(u).coin, me(u).warrior]).toEqual([0, 5, 4]);
  });
});

describe('turn order (seed 4.2 step 1)', () => {
  // Seed 4.2 step 1「季節トラック上で最も進んでいるプレイヤーから順に…同位の場合は元の順番を維持します」: the tie part is
  // deviated (NOTES R17): c, last in the old order, reaches the tied step last and so lies on top.
  test('furthest first; on a tie the marker that moved last (on top) goes first, not the old order (NOTES R17)', () => {
    let s = turn();
    s = { ...s, players: s.players.map((p) => ({ ...p, pot: 3 })) };
    const [a, b, c] = s.order as [number, number, number];
    s = withPlayer(s, c, { pot: 2 });
    s = movePot(s, c, 1)[0]; // c reaches 3 last: on top
    expect(nextOrder(s)).toEqual([c, a, b]);
  });
});

describe('seed 6: end scoring and tie-break', () => {
  test('every category of 6.2 on a hand-built domain', () => {
    const s0 = turn();
    const seat = active(s0);
    const s: WcState = {
      ...withPlayer(s0, seat, {
        vp: 4,
        pot: 17, // last season, step 17: 12
        floors: [1, 1, 1, 1], // 1 + 3 + 6 + 10
        coin: 7,
        seal: 3, // 10 / 5 = 2
        food: 7, // 2
        iron: 3, // 1
        pearl: 2, // 0
      }),
      yards: [
        { tiles: [], warriors: [seat, seat] },
        { tiles: [], warriors: [seat] },
        { tiles: [], warriors: [] },
      ],
      gardeners: s0.gardeners.map((g, i) => (i === 0 || i === 5 ? [seat] : g)),
    };
    const got = Object.fromEntries(scoreOf(s, seat).map((c) => [c.code, c.value]));
    expect(got).toEqual({
      'score.vp': 4,
      'score.pot': 12,
      'score.courtiers': 20,
      'score.warriors': (2 + 2 + 1) * 3, // the gate courtier does not count
      'score.gardens': 9 + 1,
      'score.money': 2,
      'score.resources': 3,
    });
  });
  test.each([
    [0, 0],
    [5, 0],
    [6, 3],
    [10, 3],
    [11, 6],
    [14, 6],
    [15, 10],
    [20, 15],
  ])('Passage of Time step %i scores %i', (pot, points) => {
    const s = turn({ pot });
    expect(scoreOf(s, active(s)).find((c) => c.code === 'score.pot')?.value).toBe(points);
  });
  test('6.3: equal totals rank by the final turn order', () => {
    const s0 = turn();
    const zero = { ...goods, floors: [0, 0, 0, 0] as [number, number, number, number] };
    let s: WcState = {
      ...s0,
      players: s0.players.map((p) => ({ ...p, ...zero })),
      yards: s0.yards.map((y) => ({ ...y, warriors: [] })),
      gardeners: s0.gardeners.map(() => []),
    };
    s = { ...s, phase: 'over', round: 3, asks: [] };
    const st = game.status(s);
    if (st.kind !== 'over') throw new Error('not over');
    expect(st.ranking.map((g) => g[0])).toEqual(s.order);
    expect(st.tieBreak?.code).toBe('tie.order');
  });
});
