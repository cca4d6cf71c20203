// The shapes of Living Forest Duel: options, state, moves and the view (all plain JSON).

import type { Seat } from '../../../engine/game';
import type { Rng } from '../../../engine/random';
import type { Element, Season } from '../data';

export interface LfOptions {
  /** Fire tokens needed for the fire victory: 8 by the seed, 7 as one shop text says (reference, open question 1). */
  readonly fireTarget: 7 | 8;
  /** Game Park's deal: a season whose first 3 recruitment cards cost 12 or less redeals its cheapest one. */
  readonly redeal: boolean;
}

/** A tree stack on one forest square; the last card is the visible one. */
export interface ForestCell {
  readonly x: number;
  readonly y: number;
  readonly cards: readonly string[];
}

export interface Token {
  readonly seat: Seat;
  readonly element: Element;
  /** Index of the card in the shared line it sits on. */
  readonly index: number;
}

/** An action in progress: the value left to spend, and what was already done in it. */
export interface Frame {
  readonly kind: Element;
  readonly value: number;
  /** True for a bonus action (tree or clearing), false for one bought with an action token. */
  readonly bonus: boolean;
  /** Piles already planted from in this action (at most one card per pile). */
  readonly piles: readonly Element[];
  /** Recruitment slots emptied in this action, refilled when it ends. */
  readonly emptied: readonly number[];
}

export type WinCondition = 'forest' | 'recruitment' | 'fire' | 'onibi';

export interface SeatState {
  /** The season pile (face down): the next card is the last. */
  readonly pile: readonly number[];
  readonly varans: readonly number[];
  readonly line: readonly number[];
  readonly forest: readonly ForestCell[];
  readonly fire: number;
  readonly sanki: number;
  readonly used: number;
  /** Tokens lost to isolation this round (0..2); they stay lost even if the count drops again. */
  readonly lost: number;
}

/**
 * turn: the player on turn reveals or places a token. varan: the owner of a revealed Varan may spend a Sanki
 * card on it. sanki: the revealer may spend a Sanki card to place a token at once. action: actions in progress.
 */
export type Phase = 'turn' | 'varan' | 'sanki' | 'action' | 'over';

export interface LfState {
  readonly options: LfOptions;
  readonly rng: Rng;
  readonly round: number;
  readonly phase: Phase;
  /** The seat that decides now. */
  readonly turn: Seat;
  /** The seat whose turn it is (it gets the turn back after a Varan decision). */
  readonly mover: Seat;
  readonly lastActor: Seat;
  readonly deck: readonly number[];
  readonly discard: readonly number[];
  readonly shared: readonly number[];
  readonly tokens: readonly Token[];
  /** Recruitment line, 7 slots; null is an empty slot. */
  readonly recruit: readonly (number | null)[];
  /** The four tree piles; the last card is the face-up top card. */
  readonly trees: Readonly<Record<Element, readonly string[]>>;
  /** Fire token on each clearing. */
  readonly fires: readonly boolean[];
  readonly fireStock: number;
  readonly onibi: number;
  /** Who holds the Onibi card (null: in the supply). */
  readonly onibiCard: Seat | null;
  readonly sankiSupply: number;
  readonly seats: readonly SeatState[];
  /** Actions in progress; the last is the current one. */
  readonly frames: readonly Frame[];
  /** The Varan just revealed, waiting for its owner's Sanki decision. */
  readonly pendingVaran: number | null;
  readonly winner: Seat | null;
  readonly won: WinCondition | null;
  /** What the last round end did (public), for the log and the table. */
  readonly lastRoundEnd: RoundEnd | null;
}

export interface RoundEnd {
  readonly round: number;
  readonly firePower: number;
  readonly water: readonly number[];
  /** Varans each player added to the shared discard. */
  readonly cursed: readonly number[];
  readonly newFires: readonly number[];
}

export type LfMove =
  | { readonly kind: 'reveal' }
  | { readonly kind: 'token'; readonly element: Element }
  | { readonly kind: 'recruit'; readonly slot: number }
  | { readonly kind: 'extinguish'; readonly clearing: number }
  | { readonly kind: 'plant'; readonly pile: Element; readonly x: number; readonly y: number }
  | { readonly kind: 'advance'; readonly steps: number }
  | { readonly kind: 'finish' }
  | { readonly kind: 'sankiVaran' }
  | { readonly kind: 'keepVaran' }
  | { readonly kind: 'skipSanki' }
  | { readonly kind: 'pass' };

/** What a token on an element would do now: the card it goes on and the value it gives. */
export interface TokenPreview {
  readonly element: Element;
  /** Shared-line card it sits on, or null when no card shows that element. */
  readonly index: number | null;
  /** First shared-line card counted (after the last token on that element). */
  readonly from: number;
  readonly shared: number;
  readonly personal: number;
  readonly trees: number;
  readonly total: number;
  readonly legal: boolean;
}

export interface SeatView {
  readonly season: Season;
  readonly pileCount: number;
  readonly varanCount: number;
  readonly line: readonly number[];
  readonly forest: readonly ForestCell[];
  readonly fire: number;
  readonly sanki: number;
  readonly tokensLeft: number;
  readonly used: number;
  readonly lost: number;
  readonly isolation: number;
  readonly water: number;
  readonly previews: readonly TokenPreview[];
}

export interface LfView {
  readonly viewer: Seat | 'table';
  readonly options: LfOptions;
  readonly round: number;
  readonly phase: Phase;
  readonly turn: Seat;
  readonly deckCount: number;
  readonly discard: readonly number[];
  readonly shared: readonly number[];
  readonly tokens: readonly Token[];
  readonly recruit: readonly (number | null)[];
  /** Each pile's face-up top card (null when empty) and how many cards it holds. */
  readonly trees: Readonly<Record<Element, { readonly top: string | null; readonly count: number }>>;
  readonly fires: readonly boolean[];
  readonly fireStock: number;
  readonly firePower: number;
  readonly onibi: number;
  readonly onibiCard: Seat | null;
  readonly sankiSupply: number;
  readonly seats: readonly SeatView[];
  readonly frames: readonly Frame[];
  readonly pendingVaran: number | null;
  readonly winner: Seat | null;
  readonly won: WinCondition | null;
  readonly lastRoundEnd: RoundEnd | null;
}
