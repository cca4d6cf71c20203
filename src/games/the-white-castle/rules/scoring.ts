// Seed 6.2 end scoring, by category; seed 6.3 tie-break: earlier on the final turn order wins.

import type { ScoreCategory, Seat } from '../../../engine/game';
import { COURTIER_POINTS, gardenById, potPoints, RESOURCES, YARDS } from '../data';
import type { WcState } from './types';

export function scoreOf(s: Pick<WcState, 'players' | 'yards' | 'gardeners'>, seat: Seat): ScoreCategory[] {
  const p = s.players[seat];
  if (!p) throw new Error(`no player ${seat}`);
  const inside = p.floors[1] + p.floors[2] + p.floors[3];
  const yardValue = s.yards.reduce(
    (sum, y, i) => sum + y.warriors.filter((w) => w === seat).length * (YARDS[i]?.points ?? 0),
    0,
  );
  const gardens = s.gardeners.reduce((sum, seats, i) => sum + (seats.includes(seat) ? gardenById(i + 1).points : 0), 0);
  const resources = RESOURCES.reduce((sum, r) => sum + (p[r] >= 7 ? 2 : p[r] >= 3 ? 1 : 0), 0);
  return [
    { code: 'score.vp', value: p.vp },
    { code: 'score.pot', value: potPoints(p.pot) },
    { code: 'score.courtiers', value: p.floors.reduce((sum, n, f) => sum + n * (COURTIER_POINTS[f] ?? 0), 0) },
    { code: 'score.warriors', value: yardValue * inside },
    { code: 'score.gardens', value: gardens },
    { code: 'score.money', value: Math.floor((p.coin + p.seal) / 5) },
    { code: 'score.resources', value: resources },
  ];
}

export const totalOf = (cats: readonly ScoreCategory[]): number => cats.reduce((a, c) => a + c.value, 0);
