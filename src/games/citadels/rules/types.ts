// The shapes of Citadels: options, state, moves and the per-seat view (all plain JSON).

import type { LogEvent, Seat } from '../../../engine/game';
import type { Rng } from '../../../engine/random';
import type { Rank } from '../data';

export interface CtOptions {
  /** Add the Great Wall (66-card edition). Off by default. */
  readonly greatWall: boolean;
  /** Smithy: the seed's "pay 3, draw 2" or the printed classic card's "pay 2, draw 3" (NOTES.md). */
  readonly smithy: 'seed' | 'classic';
}

export type Phase = 'draft' | 'turn' | 'graveyard' | 'over';

/** A district in a city, with the round it was built in (Haunted City needs it). */
export interface Built {
  readonly card: number;
  readonly round: number;
}

/** One step of the draft: who acts, and whether they keep a character or lay one face down (2 players). */
export interface DraftStep {
  readonly seat: Seat;
  readonly kind: 'keep' | 'discard';
}

/** What a character has used of its turn so far: the asks of that turn carry it along. */
export interface TurnUse {
  readonly rank: Rank;
  readonly builds: number;
  readonly income: boolean;
  /** The character power (assassinate, rob, magic, destroy) was used. */
  readonly power: boolean;
  readonly laboratory: boolean;
  readonly smithy: boolean;
}

/**
 * What the rules ask now (the top of `asks` is answered first). A round opens with one `draft` ask per pick, in
 * order; each revealed character gets an `action` ask, which the action turns into `turn`; drawing pushes `keep`
 * and the Magician's first marked card `magic` on top of it; a destruction may push `graveyard` for another seat.
 */
export type CtAsk =
  /** Keep a character from the pool (or lay one face down); the 7th player may also take the face-down card. */
  | {
      readonly kind: 'draft';
      readonly seats: readonly [Seat];
      readonly pick: 'keep' | 'discard';
      readonly withFaceDown: boolean;
    }
  /** A character's turn before its action: take 2 gold or draw (powers, income and districts may come first). */
  | ({ readonly kind: 'action'; readonly seats: readonly [Seat] } & TurnUse)
  /** Choose which of the drawn cards to keep (private to the seat); the rest go under the deck. */
  | { readonly kind: 'keep'; readonly seats: readonly [Seat]; readonly drawn: readonly number[]; readonly keep: number }
  /** The Magician marks cards to discard, then draws as many. */
  | { readonly kind: 'magic'; readonly seats: readonly [Seat]; readonly selected: readonly number[] }
  /** The Graveyard's owner may pay 1 gold to take the destroyed card into their hand. */
  | { readonly kind: 'graveyard'; readonly seats: readonly [Seat]; readonly card: number }
  /** After the action: build, use the power, income and districts, then end the turn. */
  | ({ readonly kind: 'turn'; readonly seats: readonly [Seat] } & TurnUse);

export type AskOf<K extends CtAsk['kind']> = Extract<CtAsk, { readonly kind: K }>;
/** The ask that holds the turn of the character being played (under any `keep`, `magic` or `graveyard`). */
export type StageAsk = AskOf<'action' | 'turn'>;

/** The character turn in progress, as the view shows it (derived from the asks). */
export interface TurnState extends TurnUse {
  readonly seat: Seat;
  /** 'none' until the action; 'drawing' while choosing among drawn cards; 'done' after. */
  readonly action: 'none' | 'drawing' | 'done';
  /** Cards drawn by the action, still to be chosen from (private to the seat). */
  readonly drawn: readonly number[];
  /** How many of the drawn cards the seat still keeps. */
  readonly keep: number;
  readonly buildLimit: number;
  /** Magician: cards marked for discarding, before the redraw is confirmed (private to the seat). */
  readonly selected: readonly number[];
}

export interface CtState {
  readonly seats: number;
  readonly options: CtOptions;
  readonly rng: Rng;
  /** 1-based round number. */
  readonly round: number;
  readonly crown: Seat;
  /** Top of the deck is index 0. */
  readonly deck: readonly number[];
  /** Destroyed and Laboratory cards, face down (reshuffled when the deck runs out). */
  readonly discard: readonly number[];
  readonly hands: readonly (readonly number[])[];
  readonly gold: readonly number[];
  readonly cities: readonly (readonly Built[])[];
  /** Characters each seat drafted this round. */
  readonly chars: readonly (readonly Rank[])[];
  readonly faceUp: readonly Rank[];
  readonly faceDown: readonly Rank[];
  /** Characters being passed round the table. */
  readonly pool: readonly Rank[];
  /** Characters revealed (called, or the assassinated one at the round's end). */
  readonly revealed: readonly Rank[];
  readonly killed: Rank | null;
  readonly robbed: Rank | null;
  readonly firstComplete: Seat | null;
  /** The open decisions; none once the game is over. */
  readonly asks: readonly CtAsk[];
  /** What the last move did, for the log (describe reads it). */
  readonly events: readonly LogEvent[];
}

export type CtMove =
  | { readonly kind: 'draft'; readonly character: Rank }
  | { readonly kind: 'discardDraft'; readonly character: Rank }
  | { readonly kind: 'takeGold' }
  | { readonly kind: 'drawCards' }
  | { readonly kind: 'keepCard'; readonly card: number }
  | { readonly kind: 'build'; readonly card: number }
  | { readonly kind: 'income' }
  | { readonly kind: 'assassinate'; readonly character: Rank }
  | { readonly kind: 'rob'; readonly character: Rank }
  | { readonly kind: 'swapHands'; readonly seat: Seat }
  | { readonly kind: 'toggleDiscard'; readonly card: number }
  | { readonly kind: 'redraw' }
  | { readonly kind: 'destroy'; readonly seat: Seat; readonly card: number }
  | { readonly kind: 'laboratory'; readonly card: number }
  | { readonly kind: 'smithy' }
  | { readonly kind: 'graveyard'; readonly take: boolean }
  | { readonly kind: 'endTurn' };

export type MoveKind = CtMove['kind'];

/** A character shown on the table: who revealed it. */
export interface RevealedCharacter {
  readonly rank: Rank;
  readonly seat: Seat;
}

/** Everything one seat (or an onlooker) may see. */
export interface CtView {
  readonly seats: number;
  readonly viewer: Seat | 'table';
  readonly options: CtOptions;
  readonly round: number;
  readonly phase: Phase;
  readonly crown: Seat;
  readonly deckCount: number;
  readonly discardCount: number;
  /** The viewer's own hand; empty for the table. */
  readonly hand: readonly number[];
  readonly handCounts: readonly number[];
  readonly gold: readonly number[];
  readonly cities: readonly (readonly Built[])[];
  /** The viewer's own characters this round. */
  readonly myChars: readonly Rank[];
  readonly charCounts: readonly number[];
  readonly revealed: readonly RevealedCharacter[];
  readonly faceUp: readonly Rank[];
  readonly faceDownCount: number;
  /** The current draft step (who, keep or discard), if drafting. */
  readonly draftStep: DraftStep | null;
  /** What the viewer may choose from when it is their draft step; empty otherwise. */
  readonly draftOptions: readonly Rank[];
  /** 7 players, last pick: which of the options is the card laid face down at the start. */
  readonly draftFaceDown: readonly Rank[];
  readonly killed: Rank | null;
  readonly robbed: Rank | null;
  /** The turn in progress; `drawn` and `selected` are only filled for its own seat. */
  readonly turn: TurnState | null;
  readonly graveyard: { readonly seat: Seat; readonly card: number } | null;
  readonly firstComplete: Seat | null;
}
