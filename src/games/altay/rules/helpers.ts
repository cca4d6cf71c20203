// The small helpers every rules file shares: errors, lookups that must succeed, and copy-on-write updates of a
// player, a resource count or a list (each returns a new value; the state passed in is never changed).
import { assertDefined } from '../../../engine/assert';
import type { Message, RuleError, Seat } from '../../../engine/game';
import { updateAt } from '../../../engine/list';
import {
  ACHIEVEMENTS,
  type AchievementType,
  CARD_TYPES,
  type CardOption,
  type CardType,
  type Res,
  type Terrain,
} from '../data';
import type { AlState, Boosts, Card, Player, ResCounts } from './types';

export const RES5: readonly Res[] = [0, 1, 2, 3, 4];
export const WMS: readonly Res[] = [1, 2, 3];
/** A value of a move that must be one of the five resources (moves come from outside and are checked). */
export const isRes = (x: unknown): x is Res => RES5.some((r) => r === x);
export const err = (code: string, params?: Message['params']): RuleError => (params ? { code, params } : { code });
export const NO_RES: ResCounts = [0, 0, 0, 0, 0];
/** What a player starts each turn with: no resources (they are lost at the end of a turn), no purchases, swords,
 * boosts or powers used yet. */
export const NEW_TURN: Pick<Player, 'res' | 'bought' | 'swords' | 'swordCards' | 'boosts' | 'used'> = {
  res: NO_RES,
  bought: [],
  swords: 0,
  swordCards: 0,
  boosts: [0, 0, 0, 0],
  used: [],
};

/** The index of a terrain in TERRAINS (and in `Boosts`). */
const TERRAIN_INDEX: Readonly<Record<Terrain, 0 | 1 | 2 | 3>> = { farm: 0, forest: 1, hill: 2, mountain: 3 };
export const boostsOf = (p: Player, t: Terrain): number => p.boosts[TERRAIN_INDEX[t]];
export function addBoost(b: Boosts, t: Terrain): Boosts {
  const out: [number, number, number, number] = [...b];
  out[TERRAIN_INDEX[t]] += 1;
  return out;
}

export const cardOf = (s: AlState, id: number): Card => assertDefined(s.cards[id], `card ${id}`);
export function cardType(s: AlState, id: number): CardType {
  const t = cardOf(s, id).t;
  return assertDefined(CARD_TYPES[t], `the card type ${t}`);
}
export function achType(s: AlState, inst: number): AchievementType {
  const type = assertDefined(s.achs[inst], `achievement instance ${inst}`);
  return assertDefined(ACHIEVEMENTS[type], `achievement type ${type}`);
}
export const P = (s: AlState, seat: Seat): Player => assertDefined(s.players[seat], `the player of seat ${seat}`);
export const hasDone = (s: AlState, seat: Seat, key: string) => P(s, seat).done.some((i) => achType(s, i).key === key);

type AccOption = Extract<CardOption, { op: 'acc' }>;
type StoreOption = Extract<CardOption, { op: 'store' }>;
/** The accumulate option of an accumulate card in play. */
export const accOption = (s: AlState, card: number): AccOption =>
  assertDefined(
    cardType(s, card).options.find((o): o is AccOption => o.op === 'acc'),
    `the accumulate option of card ${card}`,
  );
/** The store option of a store card in play. */
export const storeOption = (s: AlState, card: number): StoreOption =>
  assertDefined(
    cardType(s, card).options.find((o): o is StoreOption => o.op === 'store'),
    `the store option of card ${card}`,
  );

/** The state with one player replaced by `f` of it. */
export function withPlayer(s: AlState, seat: Seat, f: (p: Player) => Player): AlState {
  return { ...s, players: updateAt(s.players, seat, f) };
}

export function addRes(res: ResCounts, r: Res, n: number): ResCounts {
  const out: [number, number, number, number, number] = [...res];
  out[r] += n;
  return out;
}
export const gain = (p: Player, r: Res, n = 1): Player => ({ ...p, res: addRes(p.res, r, n) });
export const spend = (p: Player, r: Res): Player => gain(p, r, -1);

/** The list without the first `x` in it, which must be there. */
export function without<T>(list: readonly T[], x: T): T[] {
  const i = list.indexOf(x);
  if (i < 0) throw new Error(`without: ${JSON.stringify(x)} is not in the list`);
  return [...list.slice(0, i), ...list.slice(i + 1)];
}
