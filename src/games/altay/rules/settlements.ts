// Settlements on the map (seed 集落を建設する): owners, where a settlement may go, the end trigger on the last one.
import { assertDefined } from '../../../engine/assert';
import type { Seat } from '../../../engine/game';
import { replaceAt, updateAt } from '../../../engine/list';
import { MAX_PER_TERRITORY, TERRITORIES, type Terrain } from '../data';
import { P, withPlayer } from './helpers';
import type { AlAsk, AlState } from './types';

const settlementsOn = (s: AlState, t: number) => assertDefined(s.settle[t], `the settlements on territory ${t}`);
export function ownerOf(s: AlState, t: number): Seat | null {
  const i = settlementsOn(s, t).findIndex((n) => n > 0);
  return i < 0 ? null : i;
}
export const mine = (s: AlState, seat: Seat, t: number): number =>
  assertDefined(settlementsOn(s, t)[seat], `the settlements of seat ${seat} on territory ${t}`);
/** The state with `delta` more (or fewer) of the seat's settlements on territory `t` (the supply is not touched). */
export const addSettlements = (s: AlState, seat: Seat, t: number, delta: number): AlState => ({
  ...s,
  settle: updateAt(s.settle, t, (row) => replaceAt(row, seat, mine(s, seat, t) + delta)),
});
/** Territories a and b share a border (false for a number that is no territory). */
export const adjacent = (a: number, b: number) => TERRITORIES[a]?.adj.includes(b) === true;

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

/** The end is triggered (seed ゲーム終了条件): a supply is empty, or no conquest marker is left on the map. */
export function checkTrigger(s: AlState): AlState {
  const ending =
    s.ending || s.players.some((p) => p.supply === 0) || !TERRITORIES.some((t) => s.inPlay[t.id] && s.marker[t.id]);
  return ending === s.ending ? s : { ...s, ending };
}

export function place(s: AlState, seat: Seat, t: number): AlState {
  const placed = withPlayer(addSettlements(s, seat, t, 1), seat, (p) => ({ ...p, supply: p.supply - 1 }));
  return checkTrigger(placed);
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
