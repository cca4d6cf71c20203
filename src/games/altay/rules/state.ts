// Altay's state, asks and moves, and the small helpers every rules file shares (copying a state, lookups).
import type { Message, RuleError, Seat } from '../../../engine/game';
import type { Rng } from '../../../engine/random';
import { ACHIEVEMENTS, CARD_TYPES, type Marker, type PeopleId, type Res, TERRAINS, type Terrain } from '../data';

export type AlOptions = Record<string, never>;
export interface Card {
  readonly t: string;
  readonly vp: number;
}
/** A card that stays in play: an accumulate card (resources until full) or a store card (kept resources). */
export interface Kept {
  readonly card: number;
  readonly op: 'acc' | 'store';
  res: Res[];
  /** Stored on this turn: a store card gives its resources back on a later turn. */
  fresh: boolean;
}
export interface Player {
  people: PeopleId | null;
  /** The secret wonder (achievement instance), or -1. */
  secret: number;
  deck: number[];
  hand: number[];
  discard: number[];
  played: number[];
  kept: Kept[];
  trashed: number[];
  res: number[];
  bought: string[];
  swords: number;
  swordCards: number;
  boosts: number[];
  used: string[];
  done: number[];
  dev: { ach: number; res: Res[] } | null;
  captured: number;
  markers: Marker[];
  supply: number;
}
export interface AlState {
  readonly seats: number;
  readonly options: AlOptions;
  rng: Rng;
  asks: AlAsk[];
  cards: Card[];
  market: number[][];
  /** settlements[t][seat]. */
  settle: number[][];
  marker: (Marker | null)[];
  inPlay: boolean[];
  /** Achievement instances: index into ACHIEVEMENTS. */
  achs: number[];
  achDeck: number[][];
  /** display[level-1] = stacks of instances of one type, top last. */
  display: number[][][];
  achDiscard: number[];
  players: Player[];
  removedMarkers: Marker[];
  unusedMarkers: Marker[];
  /** The secret wonder dealt to each seat at setup (Ruling 3). */
  dealt: number[];
  ending: boolean;
  turns: number;
}

export type AlAsk =
  | { kind: 'people'; seats: [Seat] }
  | { kind: 'start'; seats: [Seat] }
  | { kind: 'turn'; seats: [Seat] }
  | { kind: 'build'; seats: [Seat]; left: number }
  | {
      kind: 'defend';
      seats: [Seat];
      attacker: Seat;
      from: number;
      to: number;
      atk: number;
      shields: number;
      used: number;
    };

export type AlMove =
  | { kind: 'people'; people: PeopleId }
  | { kind: 'start'; t: number }
  | { kind: 'play'; card: number; opt: number; res?: Res }
  | { kind: 'buy'; type: string; pay: Res[] }
  | { kind: 'feed'; card: number; res: Res }
  | { kind: 'stash'; card: number; res: Res }
  | { kind: 'release'; card: number }
  | { kind: 'attack'; from: number; to: number }
  | { kind: 'develop'; ach: number; res: Res }
  | { kind: 'contribute'; res: Res }
  | { kind: 'abandon' }
  | { kind: 'ability'; key: string; card?: number; from?: number; to?: number }
  | { kind: 'end'; keep: number | null }
  | { kind: 'build'; t: number }
  | { kind: 'shield'; card: number }
  | { kind: 'hold' };

export const RES5: readonly Res[] = [0, 1, 2, 3, 4];
export const WMS: readonly Res[] = [1, 2, 3];
export const err = (code: string, params?: Message['params']): RuleError => (params ? { code, params } : { code });
/** A copy to change: the parts moves change are copied; fixed parts (card list, achievement types, map) shared. */
export function draft(s: AlState): AlState {
  return {
    ...s,
    asks: [...s.asks],
    market: s.market.map((p) => [...p]),
    settle: s.settle.map((t) => [...t]),
    marker: [...s.marker],
    achDeck: s.achDeck.map((d) => [...d]),
    display: s.display.map((lv) => lv.map((st) => [...st])),
    achDiscard: [...s.achDiscard],
    removedMarkers: [...s.removedMarkers],
    players: s.players.map((p) => ({
      ...p,
      deck: [...p.deck],
      hand: [...p.hand],
      discard: [...p.discard],
      played: [...p.played],
      kept: p.kept.map((k) => ({ ...k, res: [...k.res] })),
      trashed: [...p.trashed],
      res: [...p.res],
      bought: [...p.bought],
      boosts: [...p.boosts],
      used: [...p.used],
      done: [...p.done],
      dev: p.dev ? { ach: p.dev.ach, res: [...p.dev.res] } : null,
      markers: [...p.markers],
    })),
  };
}
export const terrainIndex = (t: Terrain) => TERRAINS.indexOf(t);
export const achType = (s: AlState, inst: number) =>
  ACHIEVEMENTS[s.achs[inst] as number] as (typeof ACHIEVEMENTS)[number];
export const cardType = (s: AlState, id: number) => CARD_TYPES[(s.cards[id] as Card).t] as (typeof CARD_TYPES)[string];
export const P = (s: AlState, seat: Seat) => s.players[seat] as Player;
export const hasDone = (s: AlState, seat: Seat, key: string) => P(s, seat).done.some((i) => achType(s, i).key === key);

export function gain(p: Player, r: Res, n = 1): void {
  p.res[r] = (p.res[r] as number) + n;
}
export function spend(p: Player, r: Res): void {
  p.res[r] = (p.res[r] as number) - 1;
}
export const removeOne = (list: number[], x: number) => {
  list.splice(list.indexOf(x), 1);
};
