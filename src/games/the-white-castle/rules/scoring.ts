// Seed 6.2 end scoring, by category; seed 6.3 tie-break: earlier on the final turn order wins.

import { assertDefined } from '../../../engine/assert';
import type { ScoreCategory, Seat } from '../../../engine/game';
import { COURTIER_POINTS, gardenById, potPoints, RESOURCES, YARDS } from '../data';
import type { WcState } from './types';

/** The printed points of the training yards holding the seat's warriors, one count per warrior. */
export function yardPoints(s: Pick<WcState, 'yards'>, seat: Seat): number {
  return s.yards.reduce(
    (sum, y, i) => sum + y.warriors.filter((w) => w === seat).length * assertDefined(YARDS[i], `yard ${i}`).points,
    0,
  );
}

export function scoreOf(s: Pick<WcState, 'players' | 'yards' | 'gardeners'>, seat: Seat): ScoreCategory[] {
  const p = assertDefined(s.players[seat], `the player of seat ${seat}`);
  const [gate, first, second, third] = p.floors;
  const inside = first + second + third;
  const yardValue = yardPoints(s, seat);
  const gardens = s.gardeners.reduce((sum, seats, i) => sum + (seats.includes(seat) ? gardenById(i + 1).points : 0), 0);
  const resources = RESOURCES.reduce((sum, r) => sum + (p[r] >= 7 ? 2 : p[r] >= 3 ? 1 : 0), 0);
  return [
    { code: 'score.vp', value: p.vp },
    { code: 'score.pot', value: potPoints(p.pot) },
    {
      code: 'score.courtiers',
      value:
        gate * COURTIER_POINTS[0] +
        first * COURTIER_POINTS[1] +
        second * COURTIER_POINTS[2] +
        third * COURTIER_POINTS[3],
    },
    { code: 'score.warriors', value: yardValue * inside },
    { code: 'score.gardens', value: gardens },
    { code: 'score.money', value: Math.floor((p.coin + p.seal) / 5) },
    { code: 'score.resources', value: resources },
  ];
}

export const totalOf = (cats: readonly ScoreCategory[]): number => cats.reduce((a, c) => a + c.value, 0);
