// Rats of Wistar: the options, state, moves, asks and view (plain JSON).

import type { Ask } from '../../../engine/decision';
import type { Rng } from '../../../engine/random';
import type { Bonus, MainAction, Region, Skill } from '../data';

/** `heroGifts`: each hero card gives a one-item start gift (a Kotatsu variant; off, everyone starts alike). */
export interface RwOptions {
  readonly heroGifts: boolean;
}

export interface Workers {
  readonly forest: number;
  readonly burrow: number;
  readonly farm: number;
  /** Standing at the burrow entrance, waiting to be placed by a sub-action. */
  readonly entrance: number;
}
export type Track = 'brown' | 'grey';
export interface Player {
  readonly wood: number;
  readonly metal: number;
  readonly move: number;
  readonly wild: number;
  /** 0 none, 1 power, 2 advanced power. */
  readonly power: number;
  readonly workers: Workers;
  /** Underground tiles dug (0-6). */
  readonly dug: number;
  readonly beds: number;
  readonly guests: readonly number[];
  readonly cheese: readonly number[];
  readonly hand: readonly number[];
  readonly played: readonly number[];
  /** Cards whose once-per-round effect was used this round. */
  readonly used: readonly number[];
  readonly cubes: Readonly<Record<Track, readonly boolean[]>>;
  /** Mission id -> rows completed by this player; a mission with no row done yet has no key (see `rowsDone`). */
  readonly rows: Readonly<Record<string, number>>;
  readonly explorer: number;
  readonly tents: readonly number[];
  readonly chiefs: number;
  readonly sectorsUsed: readonly number[];
  readonly objectives: readonly number[];
  readonly bonusVp: number;
  readonly hero: number;
  /** Whether the hero card gave its one-item start gift (the Kotatsu variant; the seed's start is common). */
  readonly heroGift: boolean;
}
export interface Slot {
  readonly mission: number;
  readonly open: boolean;
}
export type Tier = 'basic' | 'advanced';
export interface RwState {
  readonly seats: number;
  readonly round: number;
  readonly order: readonly number[];
  /** Index in `order` of the seat whose turn it is. */
  readonly turn: number;
  readonly hut: readonly number[];
  /** Sector at wheel position p is sectors[(p - rotation + 6) % 6]; position p faces MAIN_ACTIONS[p]. */
  readonly sectors: readonly number[];
  readonly rotation: number;
  /** Chief placed on each space this round: key "sector.space" -> seat. */
  readonly spaces: Readonly<Record<string, number>>;
  readonly doors: readonly boolean[];
  readonly missions: readonly (readonly Slot[])[];
  /** Face-down guest tiles per area. */
  readonly areaGuests: readonly (readonly number[])[];
  readonly cheese: readonly number[];
  /** Round guests still to come (top = first); `roundGuest` is the face-up one, or null when taken. */
  readonly guestPile: readonly number[];
  readonly roundGuest: number | null;
  readonly objectives: readonly number[];
  /** Seats that claimed each shown objective, in order. */
  readonly claims: readonly (readonly number[])[];
  readonly basicDeck: readonly number[];
  readonly advancedDeck: readonly number[];
  readonly basicDisplay: readonly number[];
  readonly advancedDisplay: readonly number[];
  readonly discard: readonly number[];
  readonly players: readonly Player[];
  readonly asks: readonly RwAsk[];
  readonly rng: Rng;
  /** The starting draft's pairs still to take: [basic, advanced]. */
  readonly pairs: readonly (readonly [number, number])[];
}

/** A displayed card by its place in the row, or the top of the deck. */
export type Source = 'deck' | number;
/** A price paid in wood, metal and discarded inventions together. */
export interface Payment {
  readonly wood: number;
  readonly metal: number;
  readonly discard: readonly number[];
}
export type RwMove =
  | { readonly kind: 'draft'; readonly pair: number }
  | { readonly kind: 'place'; readonly sector: number; readonly space: number }
  | { readonly kind: 'hut' }
  | { readonly kind: 'main' }
  | { readonly kind: 'bonus'; readonly index: number }
  | { readonly kind: 'endTurn' }
  | ({ readonly kind: 'buyWild' } & Payment)
  | ({ readonly kind: 'buyPower' } & Payment)
  | { readonly kind: 'moveToken'; readonly from: Region; readonly to: Region }
  | { readonly kind: 'once'; readonly card: number }
  | { readonly kind: 'deploy'; readonly to: Region }
  | { readonly kind: 'tent' }
  | { readonly kind: 'objective'; readonly index: number }
  | { readonly kind: 'dig' }
  | { readonly kind: 'bed' }
  | { readonly kind: 'draw'; readonly tier: Tier; readonly from: Source }
  | { readonly kind: 'door'; readonly door: number }
  | { readonly kind: 'go'; readonly area: number }
  | { readonly kind: 'reveal'; readonly area: number; readonly slot: number }
  | { readonly kind: 'invite'; readonly area: number }
  | { readonly kind: 'shift'; readonly from: Region; readonly to: Region }
  | { readonly kind: 'finish' }
  | { readonly kind: 'potion'; readonly pick: 'mission' | 'play' | 'wood' | 'metal' }
  | { readonly kind: 'play'; readonly card: number }
  | { readonly kind: 'mission'; readonly area: number; readonly slot: number }
  | { readonly kind: 'cube'; readonly track: Track; readonly index: number };
/** The moves of the given kinds. */
export type MoveOf<K extends RwMove['kind']> = Extract<RwMove, { readonly kind: K }>;

export type StepKind = Exclude<MainAction, 'wood' | 'metal'> | 'move' | 'bonusExplore';
/** Where a chief stands this turn: a wheel space, the hut, or not placed yet. */
export type Placed = null | { readonly sector: number; readonly space: number } | 'hut';
export type RwAsk =
  | { readonly kind: 'draft'; readonly seats: readonly [number] }
  | {
      readonly kind: 'turn';
      readonly seats: readonly [number];
      readonly placed: Placed;
      readonly main: boolean;
      readonly bonuses: readonly Bonus[];
    }
  | { readonly kind: 'step'; readonly seats: readonly [number]; readonly step: StepKind; readonly left: number }
  | { readonly kind: 'potion'; readonly seats: readonly [number] }
  | { readonly kind: 'play'; readonly seats: readonly [number] }
  | { readonly kind: 'mission'; readonly seats: readonly [number] }
  | { readonly kind: 'cube'; readonly seats: readonly [number]; readonly track: Track };

export type { Ask, Skill };
/** One kind of ask, by its kind. */
export type Of<K extends RwAsk['kind']> = Extract<RwAsk, { readonly kind: K }>;

export interface PlayerView extends Omit<Player, 'hand'> {
  /** The cards in hand: only in the viewer's own entry; `handCount` tells everyone how many. */
  readonly hand?: readonly number[];
  readonly handCount: number;
}
/** What one seat sees: the state without the rng, decks and face-down tiles as counts, other hands as counts. */
export interface RwView
  extends Omit<
    RwState,
    'missions' | 'areaGuests' | 'guestPile' | 'basicDeck' | 'advancedDeck' | 'discard' | 'players' | 'rng'
  > {
  /** Revealed missions show their id; face-down ones are null. */
  readonly missions: readonly (readonly { readonly mission: number | null; readonly open: boolean }[])[];
  readonly areaGuests: readonly number[];
  readonly guestsLeft: number;
  readonly basicDeck: number;
  readonly advancedDeck: number;
  readonly discard: number;
  readonly players: readonly PlayerView[];
}
