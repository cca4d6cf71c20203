// Seed 6.2 (end scoring) and 6.3 (tie-break) on six hand-built end positions. The reference checked its formula
// against 70 BGA scoreboards but does not give the boards, so no recorded game can be replayed (NOTES.md "Scoring
// tests"); each position below is set by hand and every expected figure is worked out in the comment beside it,
// category by category, without calling the scoring code.
import { describe, expect, test } from 'vitest';
import type { Seat } from '../../../src/engine/game';
import { game, type WcState } from '../../../src/games/the-white-castle/rules';
import type { Player } from '../../../src/games/the-white-castle/rules/types';
import { started } from './builders';

type Floors = [number, number, number, number];
interface Hand {
  readonly goods?: Partial<Player>;
  readonly floors?: Floors;
  /** Warriors on yards 1 (5 iron, ×2), 2 (3 iron, ×1), 3 (1 iron, ×1). */
  readonly yards?: readonly [number, number, number];
  /** Garden card ids with this seat's gardener. */
  readonly gardens?: readonly number[];
}
const zero = { food: 0, iron: 0, pearl: 0, coin: 0, seal: 0, vp: 0, pot: 0 };

/** An end position: round 3 over, the final turn order `order`, each seat's domain as `hands` says. */
function end(order: Seat[], hands: Hand[]): WcState {
  const s0 = started(hands.length, 'scoring');
  const players = s0.players.map((p, seat) => {
    const h = hands[seat] ?? {};
    const floors = h.floors ?? [0, 0, 0, 0];
    const yards = h.yards ?? [0, 0, 0];
    return {
      ...p,
      ...zero,
      ...h.goods,
      floors,
      courtier: 5 - floors.reduce((a, b) => a + b, 0),
      warrior: 5 - yards.reduce((a, b) => a + b, 0),
      gardener: 5 - (h.gardens ?? []).length,
    };
  });
  const yards = s0.yards.map((y, i) => ({
    ...y,
    warriors: hands.flatMap((h, seat) => Array.from({ length: h.yards?.[i] ?? 0 }, () => seat)),
  }));
  const gardeners = s0.gardeners.map((_, i) => hands.flatMap((h, seat) => (h.gardens?.includes(i + 1) ? [seat] : [])));
  return { ...s0, round: 3, phase: 'over', asks: [], order, players, yards, gardeners };
}

/** [VP, Passage of Time, courtiers, warriors, gardens, coins+seals, resources] of each seat. */
function result(s: WcState) {
  const st = game.status(s);
  if (st.kind !== 'over') throw new Error('not over');
  const cats = st.scores.map((x) => x.categories?.map((c) => c.value));
  return { cats, totals: st.scores.map((x) => x.total), ranking: st.ranking.map((g) => g[0]), tie: st.tieBreak?.code };
}

describe('seed 6.2 / 6.3 on hand-built end positions', () => {
  test('1 (2p): courtiers on every floor with warriors against a gardener and resource player', () => {
    const r = result(
      end(
        [1, 0],
        [
          // VP 12; time 9 → season 2: 3; courtiers 1 gate + 2×3 + 1×6 + 1×10 = 23; warriors (2 + 1 + 1) = 4 yard
          // points × 4 courtiers inside (2 + 1 + 1, the gate not counted) = 16; no gardens 0;
          // (4 coins + 1 seal) / 5 = 1; food 2 → 0, iron 6 → 1, pearl 7 → 2: 3. Total 12+3+23+16+0+1+3 = 58.
          {
            goods: { vp: 12, pot: 9, coin: 4, seal: 1, food: 2, iron: 6, pearl: 7 },
            floors: [1, 2, 1, 1],
            yards: [1, 0, 2],
          },
          // VP 20; time 15 → 10; no courtiers 0; 3 warriors on yard 2 but nobody inside: 3 × 0 = 0;
          // gardens 1 (9) + 5 (5) + 8 (3) = 17; 9 coins / 5 = 1; 7, 7, 7 → 2 + 2 + 2 = 6. Total 20+10+0+0+17+1+6 = 54.
          { goods: { vp: 20, pot: 15, coin: 9, food: 7, iron: 7, pearl: 7 }, yards: [0, 3, 0], gardens: [1, 5, 8] },
        ],
      ),
    );
    expect(r.cats).toEqual([
      [12, 3, 23, 16, 0, 1, 3],
      [20, 10, 0, 0, 17, 1, 6],
    ]);
    expect(r.totals).toEqual([58, 54]);
    expect(r.ranking).toEqual([0, 1]);
    expect(r.tie).toBeUndefined();
  });

  test('2 (3p): three players on 10, placed by the final turn order', () => {
    const r = result(
      end(
        [2, 0, 1],
        [
          // VP 10 and nothing else: 10.
          { goods: { vp: 10 } },
          // time 11 → season 3: 6; garden 9: 3; 5 coins / 5 = 1. Total 6+3+1 = 10.
          { goods: { pot: 11, coin: 5 }, gardens: [9] },
          // courtiers gate 1 + 1st floor 3 = 4; warriors 3 on yard 1 = 6 points × 1 inside = 6. Total 10.
          { floors: [1, 1, 0, 0], yards: [3, 0, 0] },
        ],
      ),
    );
    expect(r.totals).toEqual([10, 10, 10]);
    expect(r.cats[1]).toEqual([0, 6, 0, 0, 3, 1, 0]);
    expect(r.cats[2]).toEqual([0, 0, 4, 6, 0, 0, 0]);
    expect(r.ranking).toEqual([2, 0, 1]);
    expect(r.tie).toBe('tie.order');
  });

  test('3 (3p): the edges of the thresholds (time 5/10/14, resources 2/3/6/7, money 4/19)', () => {
    const r = result(
      end(
        [0, 1, 2],
        [
          // time 5 → 0; gate courtiers 3 × 1 = 3; 2 warriors on yard 1 = 4 points × 0 inside = 0; 4 coins → 0;
          // food 3 → 1, iron 2 → 0, pearl 6 → 1: 2. Total 3+2 = 5.
          { goods: { pot: 5, coin: 4, food: 3, iron: 2, pearl: 6 }, floors: [3, 0, 0, 0], yards: [2, 0, 0] },
          // time 10 → 3; (14 coins + 5 seals) / 5 = 3; food 7 → 2, iron 3 → 1, pearl 0 → 0: 3. Total 3+3+3 = 9.
          { goods: { pot: 10, coin: 14, seal: 5, food: 7, iron: 3 } },
          // VP 1; time 14 → 6; 5 seals / 5 = 1. Total 1+6+1 = 8.
          { goods: { vp: 1, pot: 14, seal: 5 } },
        ],
      ),
    );
    expect(r.cats).toEqual([
      [0, 0, 3, 0, 0, 0, 2],
      [0, 3, 0, 0, 0, 3, 3],
      [1, 6, 0, 0, 0, 1, 0],
    ]);
    expect(r.ranking).toEqual([1, 2, 0]);
    expect(r.tie).toBeUndefined();
  });

  test('4 (4p): the last season (15-20 → 10-15), the 3rd floor and gardens shared by several players', () => {
    const r = result(
      end(
        [3, 2, 1, 0],
        [
          // VP 3; time 20 → 15. Total 18.
          { goods: { vp: 3, pot: 20 } },
          // courtiers 3 × 10 = 30; warriors one per yard (2 + 1 + 1) = 4 × 3 inside = 12. Total 42.
          { floors: [0, 0, 0, 3], yards: [1, 1, 1] },
          // VP 5; time 16 → 11; courtiers 3 × 3 = 9; warriors 2 on yard 1 = 4 × 3 inside = 12. Total 5+11+9+12 = 37.
          { goods: { vp: 5, pot: 16 }, floors: [0, 3, 0, 0], yards: [2, 0, 0] },
          // courtiers 2 × 6 = 12; warriors 1 on yard 2 = 1 × 2 inside = 2; gardens 2, 3, 4 (7 each) + 6, 7 (1 each) = 23;
          // 10 coins → 2; food 7 → 2. Total 12+2+23+2+2 = 41.
          { goods: { coin: 10, food: 7 }, floors: [0, 0, 2, 0], yards: [0, 1, 0], gardens: [2, 3, 4, 6, 7] },
        ],
      ),
    );
    expect(r.totals).toEqual([18, 42, 37, 41]);
    expect(r.cats[3]).toEqual([0, 0, 12, 2, 23, 2, 2]);
    expect(r.ranking).toEqual([1, 3, 2, 0]);
  });

  test('5 (4p): two players tie for second; the one earlier in the final turn order is placed higher', () => {
    const r = result(
      end(
        [3, 1, 0, 2],
        [
          // VP 25. Total 25.
          { goods: { vp: 25 } },
          // VP 1; courtiers 3 + 6 = 9; warriors 3 on yard 1 = 6 × 2 inside = 12; (20 + 5) / 5 = 5;
          // 4, 4, 4 → 1 + 1 + 1 = 3. Total 1+9+12+5+3 = 30.
          { goods: { vp: 1, coin: 20, seal: 5, food: 4, iron: 4, pearl: 4 }, floors: [0, 1, 1, 0], yards: [3, 0, 0] },
          // time 11 → 6; gate 5 × 1 = 5; gardens 1 (9) + 10 (5) = 14. Total 25.
          { goods: { pot: 11 }, floors: [5, 0, 0, 0], gardens: [1, 10] },
          // VP 12. Total 12.
          { goods: { vp: 12 } },
        ],
      ),
    );
    expect(r.totals).toEqual([25, 30, 25, 12]);
    expect(r.cats[1]).toEqual([1, 0, 9, 12, 0, 5, 3]);
    expect(r.ranking).toEqual([1, 0, 2, 3]); // seat 0 is 3rd in the final order, seat 2 is 4th
    expect(r.tie).toBe('tie.order');
  });

  test('6 (2p): a tie at the top goes to the first player of the final turn order', () => {
    const r = result(
      end(
        [1, 0],
        [
          // VP 13; time 12 → 6; courtiers 1 + 3 + 6 = 10; warriors 2 on yard 3 = 2 × 2 inside = 4;
          // gardens 6 (1) + 9 (3) = 4; (7 + 3) / 5 = 2; food 3 → 1. Total 13+6+10+4+4+2+1 = 40.
          {
            goods: { vp: 13, pot: 12, coin: 7, seal: 3, food: 3 },
            floors: [1, 1, 1, 0],
            yards: [0, 0, 2],
            gardens: [6, 9],
          },
          // VP 7; time 17 → 12; courtiers 2 × 6 = 12; warriors 1 on yard 1 = 2 × 2 inside = 4; garden 8: 3;
          // no money 0; pearl 7 → 2. Total 7+12+12+4+3+0+2 = 40.
          { goods: { vp: 7, pot: 17, pearl: 7 }, floors: [0, 0, 2, 0], yards: [1, 0, 0], gardens: [8] },
        ],
      ),
    );
    expect(r.cats).toEqual([
      [13, 6, 10, 4, 4, 2, 1],
      [7, 12, 12, 4, 3, 0, 2],
    ]);
    expect(r.totals).toEqual([40, 40]);
    expect(r.ranking).toEqual([1, 0]);
    expect(r.tie).toBe('tie.order');
  });
});
