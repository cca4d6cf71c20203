// Settlements on the map (seed 集落を建設する): owners, where a settlement may go, the end trigger on the last one.
import type { Seat } from '../../../engine/game';
import { MAX_PER_TERRITORY, TERRITORIES, type Terrain } from '../data';
import { P } from './helpers';
import type { AlAsk, AlState } from './types';

export function ownerOf(s: AlState, t: number): Seat | null {
  const i = (s.settle[t] as number[]).findIndex((n) => n > 0);
  return i < 0 ? null : i;
}
export const mine = (s: AlState, seat: Seat, t: number) => (s.settle[t] as number[])[seat] as number;
export const adjacent = (a: number, b: number) => (TERRITORIES[a]?.adj ?? []).includes(b);

/** Seed 集落を建設する: in a territory of yours (up to 4), or a free territory next to one of yours. */
export function canBuild(s: AlState, seat: Seat, t: number): boolean {
  if (!s.inPlay[t] || P(s, seat).supply <= 0) return false;
  const owner = ownerOf(s, t);
  if (owner === seat) return mine(s, seat, t) < MAX_PER_TERRITORY;
  if (owner !== null || s.marker[t]) return false;
  return TERRITORIES.some((x) => mine(s, seat, x.id) > 0 && adjacent(x.id, t));
}
export const buildTargets = (s: AlState, seat: Seat) =>
  TERRITORIES.filter((t) => canBuild(s, seat, t.id)).map((t) => t.id);

export function checkTrigger(s: AlState): void {
  if (s.players.some((p) => p.supply === 0)) s.ending = true;
  if (!TERRITORIES.some((t) => s.inPlay[t.id] && s.marker[t.id])) s.ending = true;
}

export function place(s: AlState, seat: Seat, t: number): void {
  (s.settle[t] as number[])[seat] = mine(s, seat, t) + 1;
  P(s, seat).supply--;
  checkTrigger(s);
}

/** Build asks for `n` settlements; none when nothing can be built (the settlements are lost). */
export function buildAsks(s: AlState, seat: Seat, n: number): AlAsk[] {
  return n > 0 && buildTargets(s, seat).length > 0 ? [{ kind: 'build', seats: [seat], left: n }] : [];
}

/** Owned territories of a terrain, for the @terrain options (ruling 7: each boosts one card per turn). */
export function terrainCount(s: AlState, seat: Seat, terrain: Terrain): number {
  return TERRITORIES.filter((t) => t.terrain === terrain && mine(s, seat, t.id) > 0).length;
}

export function startTargets(s: AlState): number[] {
  return TERRITORIES.filter((t) => t.terrain === 'farm' && s.inPlay[t.id] && ownerOf(s, t.id) === null).map(
    (t) => t.id,
  );
}
