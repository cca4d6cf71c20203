// The shapes of Tash-Kalar: options, state, moves and the per-seat view (all plain JSON).

import type { Ask } from '../../../engine/decision';
import type { Message, Seat } from '../../../engine/game';
import type { Rng } from '../../../engine/random';
import type { DeckId } from '../data';
import type { Rank, Step } from '../vocabulary';

export type Mode = 'highForm' | 'deathmatch';

export interface TkOptions {
  readonly mode: Mode;
  /** The being deck of each seat. */
  readonly decks: readonly [DeckId, DeckId];
}

export interface Piece {
  /** Owner. */
  readonly o: Seat;
  readonly r: Rank;
}

/** 81 entries (a 9x9 grid), null where empty or off the board. */
export type Board = readonly (Piece | null)[];

export interface Hand {
  /** Cards from the own deck, as "deck:id". */
  readonly beings: readonly string[];
  /** Legend cards, as "legend:id". */
  readonly legends: readonly string[];
  /** Flare cards, as "flare:id". */
  readonly flares: readonly string[];
}

/** What happened this turn, for Deathmatch points and High Form tasks. */
export interface TurnLog {
  /** Enemy pieces destroyed by you this turn, by rank (converted ones too). */
  readonly destroyed: Readonly<Record<Rank, number>>;
  /** The squares beings were summoned on this turn, and whether each was a legend. */
  readonly summons: readonly { readonly at: number; readonly legend: boolean }[];
  readonly extraDeck: number;
  readonly extraLegends: number;
  readonly extraTurn: boolean;
  /** The War Summoner's gift: the next summon this turn may use one enemy piece. */
  readonly borrow: boolean;
  readonly discarded: boolean;
  readonly flared: boolean;
}

/** A player's answer to an effect's question. */
export type Choice =
  | { readonly kind: 'sq'; readonly sq: number }
  | { readonly kind: 'move'; readonly from: number; readonly to: number }
  | { readonly kind: 'opt'; readonly opt: string }
  | { readonly kind: 'skip' };

/** The question an effect is waiting on. */
export interface Pending {
  readonly prompt: Message;
  readonly options: readonly Choice[];
  readonly optional: boolean;
}

/**
 * A step of an effect in progress and how far it has got. Each step uses the fields it needs (see effects.ts,
 * specials.ts and specials-moves.ts): `i` counts the answers taken, `stop` ends the step early; the rest is kept between answers.
 */
export interface Progress {
  readonly step: Step;
  readonly i: number;
  readonly stop: boolean;
  /** Counters (standard and combat moves left of a mixed move). */
  readonly n: number;
  readonly m: number;
  /** A square kept between answers: the piece that moves on, the piece picked, the piece placed. */
  readonly sq: number | null;
  /** Squares used so far: pieces moved, squares touched, the group. */
  readonly sqs: readonly number[];
  /** The squares a move may end on, fixed when the step starts (null: anywhere). */
  readonly dest: readonly number[] | null;
  /** A fact kept between answers (the Warlord has moved; the Leviathan destroys rather than downgrades). */
  readonly flag: boolean;
  /** An option chosen earlier (a rank). */
  readonly opt: string | null;
}

/** Where an effect stands between two answers: what its next steps need besides the board and the turn's record. */
export interface EffectAsk extends Ask<'effect'> {
  /** "deck:id" of the being, or "flare:id". */
  readonly card: string;
  /** The being's square (null for a flare, or once it is gone). */
  readonly self: number | null;
  readonly marks: readonly number[];
  readonly markedPieces: readonly number[];
  /** The square the previous step acted on, its rank, whether it did anything, and how many it destroyed. */
  readonly last: number | null;
  readonly lastRank: Rank | null;
  readonly did: boolean;
  readonly count: number;
  /** The step waiting for this answer, and the steps after it. */
  readonly progress: Progress;
  readonly todo: readonly Step[];
  readonly pending: Pending;
}

/** What the rules ask now: the Deathmatch opening, the turn's moves, returning cards, or an effect's question. */
export type TkAsk =
  | Ask<'duelStart'>
  /** The turn's moves: with actions left, place, summon, discard or a flare; then a flare, a task claim or the end. */
  | Ask<'turn'>
  /** After the discard action: the player may send more cards to the bottom of their decks. */
  | Ask<'return'>
  | EffectAsk;

export interface Tasks {
  readonly current: readonly string[];
  readonly next: string | null;
  readonly deck: readonly string[];
  readonly claimed: readonly (readonly string[])[];
}

/** The view's phase, derived from the asks (the table reads it). */
export type Phase = 'duelStart' | 'play' | 'over';

export interface TkState {
  readonly options: TkOptions;
  readonly rng: Rng;
  readonly asks: readonly TkAsk[];
  readonly board: Board;
  readonly decks: readonly (readonly string[])[];
  readonly discards: readonly (readonly string[])[];
  readonly hands: readonly Hand[];
  readonly legendDeck: readonly string[];
  readonly legendDiscard: readonly string[];
  readonly flareDeck: readonly string[];
  readonly flareDiscard: readonly string[];
  readonly tasks: Tasks | null;
  readonly turn: Seat;
  readonly turnNo: number;
  readonly actions: number;
  readonly log: TurnLog;
  /** Points from tasks (High Form) or from destruction, legends and enemy flares (Deathmatch). */
  readonly points: readonly number[];
  /** Turns left once the end is triggered (null before). */
  readonly finalTurns: number | null;
  /** The seat that triggered the end and why, for the log and results. */
  readonly trigger: { readonly seat: Seat; readonly why: 'deck' | 'score' } | null;
  /** This turn is an extra turn (Time Elemental): it does not use up one of the final turns. */
  readonly extra: boolean;
  /** The record of the turn that ended last (for the log). */
  readonly lastLog: TurnLog | null;
}

export type TkMove =
  | { readonly kind: 'duelStart'; readonly sq: number }
  | { readonly kind: 'place'; readonly sq: number; readonly from?: number }
  | { readonly kind: 'summon'; readonly card: string; readonly at: number; readonly o: number; readonly reuse?: number }
  | { readonly kind: 'discard'; readonly card: string }
  | { readonly kind: 'returnCard'; readonly card: string }
  | { readonly kind: 'endReturn' }
  | { readonly kind: 'flare'; readonly card: string }
  | { readonly kind: 'choose'; readonly choice: Choice }
  | { readonly kind: 'claim'; readonly task: string }
  | { readonly kind: 'endTurn' };

export interface TkView {
  readonly viewer: Seat | 'table';
  readonly options: TkOptions;
  readonly phase: Phase;
  readonly board: Board;
  readonly hand: Hand | null;
  readonly handCounts: readonly { readonly beings: number; readonly legends: number; readonly flares: number }[];
  readonly deckCounts: readonly number[];
  readonly discards: readonly (readonly string[])[];
  readonly legendDeckCount: number;
  readonly flareDeckCount: number;
  /** The task deck's order is hidden: only how many are left. */
  readonly tasks: (Omit<Tasks, 'deck'> & { readonly deckCount: number }) | null;
  readonly turn: Seat;
  readonly actions: number;
  readonly log: TurnLog;
  readonly returning: boolean;
  /** The effect in progress: card, being square and the question (never its saved start state). */
  readonly effect: { readonly card: string; readonly self: number | null; readonly pending: Pending } | null;
  readonly points: readonly number[];
  readonly scores: readonly number[];
  readonly finalTurns: number | null;
}
