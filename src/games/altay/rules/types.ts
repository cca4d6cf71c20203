// Altay's shapes: options, state, asks, moves and what one seat sees (all plain JSON, every field read-only; the
// rules build new values instead of changing these).
import type { Seat } from '../../../engine/game';
import type { Rng } from '../../../engine/random';
import type { Marker, PeopleId, Res } from '../data';

export type AlOptions = Record<string, never>;
/** Counts by resource: food, wood, metal, stone, culture (indexed by `Res`). */
export type ResCounts = readonly [number, number, number, number, number];
/** Terrain boosts used this turn: farm, forest, hill, mountain (the order of TERRAINS). */
export type Boosts = readonly [number, number, number, number];
export interface Card {
  readonly t: string;
  readonly vp: number;
}
/** A card that stays in play: an accumulate card (resources until full) or a store card (kept resources). */
export interface Kept {
  readonly card: number;
  readonly op: 'acc' | 'store';
  readonly res: readonly Res[];
  /** Stored on this turn: a store card gives its resources back on a later turn. */
  readonly fresh: boolean;
}
/** The achievement in progress and the resources put on it so far. */
export interface Development {
  readonly ach: number;
  readonly res: readonly Res[];
}
export interface Player {
  readonly people: PeopleId | null;
  /** The secret wonder (achievement instance), or -1. */
  readonly secret: number;
  readonly deck: readonly number[];
  readonly hand: readonly number[];
  readonly discard: readonly number[];
  readonly played: readonly number[];
  readonly kept: readonly Kept[];
  readonly trashed: readonly number[];
  readonly res: ResCounts;
  readonly bought: readonly string[];
  readonly swords: number;
  readonly swordCards: number;
  readonly boosts: Boosts;
  readonly used: readonly string[];
  readonly done: readonly number[];
  readonly dev: Development | null;
  readonly captured: number;
  readonly markers: readonly Marker[];
  readonly supply: number;
}
export interface AlState {
  readonly seats: number;
  readonly options: AlOptions;
  readonly rng: Rng;
  readonly asks: readonly AlAsk[];
  readonly cards: readonly Card[];
  readonly market: readonly (readonly number[])[];
  /** settlements[t][seat]. */
  readonly settle: readonly (readonly number[])[];
  readonly marker: readonly (Marker | null)[];
  readonly inPlay: readonly boolean[];
  /** Achievement instances: index into ACHIEVEMENTS. */
  readonly achs: readonly number[];
  readonly achDeck: readonly (readonly number[])[];
  /** display[level-1] = stacks of instances of one type, top last. */
  readonly display: readonly (readonly (readonly number[])[])[];
  readonly achDiscard: readonly number[];
  readonly players: readonly Player[];
  readonly removedMarkers: readonly Marker[];
  readonly unusedMarkers: readonly Marker[];
  /** The secret wonder dealt to each seat at setup (Ruling 3). */
  readonly dealt: readonly number[];
  readonly ending: boolean;
  readonly turns: number;
}

export type DefendAsk = {
  readonly kind: 'defend';
  readonly seats: readonly [Seat];
  readonly attacker: Seat;
  readonly from: number;
  readonly to: number;
  readonly atk: number;
  readonly shields: number;
  readonly used: number;
};
export type AlAsk =
  | { readonly kind: 'people'; readonly seats: readonly [Seat] }
  | { readonly kind: 'start'; readonly seats: readonly [Seat] }
  | { readonly kind: 'turn'; readonly seats: readonly [Seat] }
  | { readonly kind: 'build'; readonly seats: readonly [Seat]; readonly left: number }
  | DefendAsk;

export type AbilityMove = {
  readonly kind: 'ability';
  readonly key: string;
  readonly card?: number;
  readonly from?: number;
  readonly to?: number;
};
export type AlMove =
  | { readonly kind: 'people'; readonly people: PeopleId }
  | { readonly kind: 'start'; readonly t: number }
  | { readonly kind: 'play'; readonly card: number; readonly opt: number; readonly res?: Res }
  | { readonly kind: 'buy'; readonly type: string; readonly pay: readonly Res[] }
  | { readonly kind: 'feed'; readonly card: number; readonly res: Res }
  | { readonly kind: 'stash'; readonly card: number; readonly res: Res }
  | { readonly kind: 'release'; readonly card: number }
  | { readonly kind: 'attack'; readonly from: number; readonly to: number }
  | { readonly kind: 'develop'; readonly ach: number; readonly res: Res }
  | { readonly kind: 'contribute'; readonly res: Res }
  | { readonly kind: 'abandon' }
  | AbilityMove
  | { readonly kind: 'end'; readonly keep: number | null }
  | { readonly kind: 'build'; readonly t: number }
  | { readonly kind: 'shield'; readonly card: number }
  | { readonly kind: 'hold' };

export interface PlayerView extends Omit<Player, 'deck' | 'hand' | 'secret'> {
  readonly secret: number | null;
  readonly hand: readonly number[] | null;
  readonly handCount: number;
  readonly deckCount: number;
}
export interface AlView extends Omit<AlState, 'rng' | 'players' | 'achDeck' | 'unusedMarkers' | 'dealt'> {
  readonly dealt: readonly number[];
  readonly me: Seat | 'table';
  readonly players: readonly PlayerView[];
  readonly achDeckCounts: readonly number[];
}
