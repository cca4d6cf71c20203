// The White Castle's state, moves and asks: plain JSON.

import type { Seat } from '../../../engine/game';
import type { Rng } from '../../../engine/random';
import type { Color, Decree, Effect, Resource, TileReward, Worker } from '../data';

export interface Die {
  readonly color: Color;
  readonly value: number;
}
export interface PlacedDie extends Die {
  readonly owner: Seat;
}
/** A card in a domain slot: the starting action card, a steward (1st floor) or a diplomat (2nd floor). */
export type CardRef =
  | { readonly k: 'action'; readonly id: number }
  | { readonly k: 'steward'; readonly id: number }
  | { readonly k: 'diplomat'; readonly id: number };
/** A castle card: a steward or a diplomat. */
export type CastleRef = Extract<CardRef, { readonly k: 'steward' | 'diplomat' }>;
/** A card tucked in the lantern area, back showing: its back is a lantern reward. */
export type LanternRef =
  | CardRef
  | { readonly k: 'res'; readonly id: number }
  | { readonly k: 'decree'; readonly d: Decree };

export interface Room {
  /** One die-tile colour per card block (3 on the 1st floor, 2 on the 2nd). */
  readonly tiles: readonly Color[];
  readonly card: number | null;
  readonly dice: readonly PlacedDie[];
}
export interface Player {
  readonly food: number;
  readonly iron: number;
  readonly pearl: number;
  readonly coin: number;
  readonly seal: number;
  readonly vp: number;
  /** Passage of Time step 0..20. */
  readonly pot: number;
  /** Meeples still in the domain. */
  readonly courtier: number;
  readonly gardener: number;
  readonly warrior: number;
  /** Courtiers at the gate, on the 1st, 2nd and 3rd floor. */
  readonly floors: readonly [number, number, number, number];
  /** Domain card slots: [1st-floor slot (starts with the action card), 2nd-floor slot]. */
  readonly slots: readonly [CardRef | null, CardRef | null];
  readonly lantern: readonly LanternRef[];
  /** The die on each domain row this round. */
  readonly rows: readonly (Die | null)[];
}
export interface Yard {
  /** Yard tile ids, aligned with YARDS[i].faces. */
  readonly tiles: readonly number[];
  readonly warriors: readonly Seat[];
}

/** Internal effects beside the printed ones: choose a light block of the castle card just taken. */
export type Fx = Effect | { readonly e: 'pick'; readonly card: CastleRef };

export type Space = 'r0' | 'r1' | 'r2' | 'r3' | 'r4' | 'well' | 'o0' | 'o1' | 'd';

export type WcMove =
  | { readonly kind: 'draft'; readonly pair: number }
  | {
      readonly kind: 'place';
      readonly bridge: number;
      readonly end: 'L' | 'R';
      readonly space: Space;
      readonly act?: Worker;
    }
  | { readonly kind: 'trade'; readonly get: Resource | 'coin' }
  | { readonly kind: 'end' }
  | { readonly kind: 'res'; readonly r: Resource }
  | { readonly kind: 'yes' }
  | { readonly kind: 'skip' }
  | { readonly kind: 'gate' }
  | { readonly kind: 'climb'; readonly from: number; readonly steps: number; readonly room: number }
  | { readonly kind: 'garden'; readonly id: number }
  | { readonly kind: 'yard'; readonly yard: number }
  | { readonly kind: 'castle'; readonly room: number; readonly color: Color | null }
  | { readonly kind: 'light'; readonly room: number; readonly block: number }
  | { readonly kind: 'pick'; readonly block: number }
  | { readonly kind: 'row'; readonly row: number }
  | { readonly kind: 'bonus'; readonly space: number }
  | { readonly kind: 'season'; readonly pay: boolean };

type One = readonly [Seat];
export type WcAsk =
  | { readonly kind: 'draft'; readonly seats: One }
  | { readonly kind: 'place'; readonly seats: One }
  | { readonly kind: 'finish'; readonly seats: One }
  | { readonly kind: 'res'; readonly seats: One; readonly n: number; readonly rest: readonly Fx[] }
  | {
      readonly kind: 'offer';
      readonly seats: One;
      readonly fx: Extract<Effect, { e: 'offer' }>;
      readonly rest: readonly Fx[];
    }
  | {
      readonly kind: 'courtier';
      readonly seats: One;
      readonly gate: boolean;
      readonly climb: boolean;
      readonly rest: readonly Fx[];
    }
  | { readonly kind: 'gardener'; readonly seats: One; readonly rest: readonly Fx[] }
  | { readonly kind: 'warrior'; readonly seats: One; readonly rest: readonly Fx[] }
  | { readonly kind: 'castle'; readonly seats: One; readonly color: Color | 'any'; readonly rest: readonly Fx[] }
  | { readonly kind: 'light'; readonly seats: One; readonly rest: readonly Fx[] }
  | { readonly kind: 'pick'; readonly seats: One; readonly card: CastleRef; readonly rest: readonly Fx[] }
  | { readonly kind: 'domain'; readonly seats: One; readonly rest: readonly Fx[] }
  | { readonly kind: 'bonus'; readonly seats: One; readonly rest: readonly Fx[] }
  /** A Passage of Time season gate: pay `cost` seals to step in (and walk on `left` - 1 more), or stop before it. */
  | {
      readonly kind: 'season';
      readonly seats: One;
      readonly cost: number;
      readonly left: number;
      readonly rest: readonly Fx[];
    };

export interface WcOptions {
  readonly top: 'random';
}

export interface WcState {
  readonly seats: number;
  readonly round: number;
  readonly phase: 'draft' | 'play' | 'end' | 'over';
  /** Turn order of this round (the heron track). */
  readonly order: readonly Seat[];
  /** Turns played this round, 0..3n. */
  readonly turn: number;
  /** The current turn's die is placed. */
  readonly placed: boolean;
  /** Who lies on top on a Passage of Time tie: a higher stamp moved later. */
  readonly stamps: readonly number[];
  readonly clock: number;
  readonly bridges: readonly (readonly Die[])[];
  readonly rooms: readonly Room[];
  readonly stewardDeck: readonly number[];
  readonly diplomatDeck: readonly number[];
  readonly wellTiles: readonly TileReward[];
  readonly well: readonly PlacedDie[];
  readonly outside: readonly (readonly PlacedDie[])[];
  /** Garden card ids beside each bridge: [plant, stone]. */
  readonly gardens: readonly (readonly number[])[];
  /** Gardeners on each garden card, by card id (index id-1). */
  readonly gardeners: readonly (readonly Seat[])[];
  readonly yards: readonly Yard[];
  readonly topCard: number;
  readonly topTaken: readonly (Seat | null)[];
  readonly draft: readonly { readonly res: number; readonly action: number }[];
  readonly pickers: readonly Seat[];
  /** Gardens to reactivate at this round's end: [seat, garden id]. */
  readonly endQueue: readonly (readonly [Seat, number])[];
  readonly players: readonly Player[];
  readonly rng: Rng;
  readonly asks: readonly WcAsk[];
}

/** What a seat sees: everything but the generator and the order of the castle decks (their sizes only). */
export type WcView = Omit<WcState, 'rng' | 'stewardDeck' | 'diplomatDeck'> & {
  readonly stewardsLeft: number;
  readonly diplomatsLeft: number;
};
