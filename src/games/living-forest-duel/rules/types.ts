// The shapes of Living Forest Duel: options, state, moves and the view (all plain JSON).

import type { Ask } from '../../../engine/decision';
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

/** The four actions, each answered by the move of the same name; which element each one uses is ACTION_ELEMENT. */
export type ActionKind = 'recruit' | 'extinguish' | 'plant' | 'advance';

/** An action in progress (a token's, or a bonus from a tree or a clearing): the value left to spend. */
interface ActionAsk<K extends ActionKind> extends Ask<K> {
  readonly value: number;
  /** True for a bonus action (tree or clearing), false for one bought with an action token. */
  readonly bonus: boolean;
}

/**
 * What the rules ask now; the last is answered first. turn: the player on turn reveals, places a token or passes.
 * varan: the owner of a revealed Varan may spend a Sanki card on it (then the mover's turn goes on). sanki: the
 * revealer may spend a Sanki card to place a token at once. recruit/extinguish/plant/advance: an action being
 * resolved, with bonus actions stacked on top of the one that gave them.
 */
export type LfAsk =
  | Ask<'turn'>
  | (Ask<'varan'> & { readonly varan: number; readonly mover: Seat })
  | Ask<'sanki'>
  | (ActionAsk<'recruit'> & { readonly emptied: readonly number[] })
  | ActionAsk<'extinguish'>
  | (ActionAsk<'plant'> & { readonly piles: readonly Element[] })
  | ActionAsk<'advance'>;

export type LfAskOf<K extends LfAsk['kind']> = Extract<LfAsk, { readonly kind: K }>;
export type LfActionAsk = LfAskOf<ActionKind>;

/** An action in progress as the view shows it (what the table and the bot read). */
export interface Frame {
  readonly kind: Element;
  readonly value: number;
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

/** The view's name for what is asked (derived from the asks). */
export type Phase = 'turn' | 'varan' | 'sanki' | 'action' | 'over';

export interface LfState {
  readonly options: LfOptions;
  readonly rng: Rng;
  readonly round: number;
  /** What the rules ask now (see LfAsk); empty once the game is won. */
  readonly asks: readonly LfAsk[];
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

export type LfMoveOf<K extends LfMove['kind']> = Extract<LfMove, { readonly kind: K }>;

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
  /** The seat that decides now (the winner once the game is over). */
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
  /** Actions in progress; the last is the current one. */
  readonly frames: readonly Frame[];
  /** The Varan just revealed, waiting for its owner's Sanki decision. */
  readonly pendingVaran: number | null;
  readonly winner: Seat | null;
  readonly won: WinCondition | null;
  readonly lastRoundEnd: RoundEnd | null;
}
