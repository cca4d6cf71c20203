// The shapes of Astra: options, state, asks, moves and the view (all plain JSON).

import type { Seat } from '../../../engine/game';
import type { Hidden } from '../../../engine/hidden';
import type { Rng } from '../../../engine/random';
import type { AbilityId } from '../data';

/**
 * When the end starts: 'deck' — at the refill that draws the last constellation (the seed: 山札が尽きると);
 * 'card' — only at a later refill that finds the Game End card on top (rules version 2; saves made before the
 * option have no key and read as 'card', so they replay as played).
 */
export type EndRule = 'deck' | 'card';

export interface AsOptions {
  readonly end: EndRule;
}

export interface OwnedCard {
  readonly id: string;
  readonly exhausted: boolean;
}

export interface Player {
  readonly stardust: number;
  readonly pouch: number;
  readonly wisdom: number;
  readonly telescopes: number;
  /** Fame gained during the game (boons, abilities). */
  readonly fame: number;
  readonly cards: readonly OwnedCard[];
  /** Index into SCORING_CARDS: this seat's secret. */
  readonly scoring: number;
}

/** A face-up constellation: who marked each of its stars (null = not yet). */
export interface SkyCard {
  readonly id: string;
  readonly marks: readonly (Seat | null)[];
}

/** What this turn has done so far, for the "this turn" abilities resolved at its end. */
export interface TurnLog {
  readonly seat: Seat;
  readonly marked: number;
  readonly grand: number;
  readonly discovered: number;
  readonly rested: boolean;
  readonly lasting: readonly AbilityId[];
  /** Constellations whose ability was used this turn (a refresh cannot bring them back the same turn). */
  readonly used: readonly string[];
}

export type AsAsk =
  /** Ability phase, then the action (observe or rest). */
  | { readonly kind: 'turn'; readonly seats: readonly [Seat] }
  /** The refresh ability: which other exhausted constellation comes back. */
  | { readonly kind: 'refresh'; readonly seats: readonly [Seat]; readonly source: string }
  /** An observe action under way: the next star must touch `last`. */
  | { readonly kind: 'observe'; readonly seats: readonly [Seat]; readonly card: string; readonly last: number }
  /** After an observe action: spend a telescope token for another, or go on. */
  | { readonly kind: 'again'; readonly seats: readonly [Seat] }
  /** Several constellations were completed: which one is resolved next. */
  | { readonly kind: 'order'; readonly seats: readonly [Seat]; readonly options: readonly string[] }
  /**
   * Helpers with the same number of marks choose a boon at once (`chosen` is private until all have chosen);
   * `rest` are the later groups, most marks first.
   */
  | {
      readonly kind: 'boon';
      readonly seats: readonly Seat[];
      readonly card: string;
      readonly marks: number;
      readonly taken: readonly number[];
      readonly chosen: readonly { readonly seat: Seat; readonly boon: number }[];
      readonly rest: readonly (readonly [Seat, number])[];
    }
  /** More constellations than wisdom: discard down to it. */
  | { readonly kind: 'discard'; readonly seats: readonly [Seat] };

export type AsMove =
  | { readonly kind: 'activate'; readonly card: string }
  | { readonly kind: 'refresh'; readonly card: string }
  | { readonly kind: 'observe'; readonly card: string; readonly star: number }
  | { readonly kind: 'mark'; readonly star: number }
  | { readonly kind: 'stop' }
  | { readonly kind: 'rest' }
  | { readonly kind: 'pass' }
  | { readonly kind: 'discover'; readonly card: string }
  | { readonly kind: 'boon'; readonly boon: number }
  | { readonly kind: 'discard'; readonly card: string };

export interface AsState {
  readonly seats: number;
  /** The options' end rule, kept in the state for the refill. */
  readonly end: EndRule;
  readonly rng: Rng;
  /** Face-down constellations, top first; the Game End card is last. */
  readonly deck: readonly string[];
  readonly sky: readonly SkyCard[];
  readonly discard: readonly string[];
  /** Constellations this player count leaves in the box. */
  readonly box: readonly string[];
  readonly players: readonly Player[];
  /** Index into SPHERE_CYCLE. */
  readonly sphere: number;
  readonly turn: TurnLog;
  /** Turns still to play once the deck ran out (null until then). */
  readonly turnsLeft: number | null;
  readonly asks: readonly AsAsk[];
}

export interface PlayerView extends Omit<Player, 'scoring'> {
  readonly scoring: Hidden<number>;
}

export interface AsView {
  readonly seats: number;
  readonly deckCount: number;
  readonly gameEndRevealed: boolean;
  readonly sky: readonly SkyCard[];
  readonly discard: readonly string[];
  readonly players: readonly PlayerView[];
  readonly sphere: number;
  readonly turn: TurnLog;
  readonly turnsLeft: number | null;
  readonly asks: readonly AsAsk[];
}
