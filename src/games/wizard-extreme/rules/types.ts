// The shapes of Wizard Extreme: options, state, moves and the per-seat view (all plain JSON).

import type { Seat } from '../../../engine/game';
import type { Rng } from '../../../engine/random';
import type { Card, Color, ReturnKind, SealCounts } from '../data';

export interface WeOptions {
  /** 3 players only: play 3 rounds instead of 6. */
  readonly shortGame: boolean;
  /** The black wizard's base penalty: 4, or 5 as the official 3-player option. */
  readonly wizardBase: 4 | 5;
  /**
   * The designer's variant (all player counts): 9/8/10 rounds, the black wizard costs 1 more each further time
   * for the same player, the clearly last may always take it at base, the final-round leader block. See NOTES.md.
   */
  readonly designerVariant: boolean;
}

/** The view's name for what the round is at (derived from the open ask). */
export type Phase = 'predict' | 'play' | 'return' | 'over';

/**
 * What the rules ask now (one ask at a time; none once the game is over): a seat's prediction turn, with the
 * seals it has taken (or stolen) so far this turn; a seat's card for the trick; a trick winner's choice of which
 * seal to hand back (two or more options).
 */
export type WeAsk =
  | { readonly kind: 'predict'; readonly seats: readonly [Seat]; readonly taken: number }
  | { readonly kind: 'play'; readonly seats: readonly [Seat] }
  | { readonly kind: 'returnSeal'; readonly seats: readonly [Seat]; readonly options: readonly ReturnKind[] };

export type PredictAsk = Extract<WeAsk, { readonly kind: 'predict' }>;
export type PlayAsk = Extract<WeAsk, { readonly kind: 'play' }>;
export type ReturnAsk = Extract<WeAsk, { readonly kind: 'returnSeal' }>;

export interface TrickPlay {
  readonly seat: Seat;
  readonly card: Card;
}

/** What winning a trick did to the winner's seals. */
export type TrickEffect =
  | { readonly kind: 'returned'; readonly seal: ReturnKind; readonly chosen: boolean }
  | { readonly kind: 'black' }
  | { readonly kind: 'noBlackLeft' }
  | { readonly kind: 'wizard' }
  | { readonly kind: 'pending' };

export interface CompletedTrick {
  readonly plays: readonly TrickPlay[];
  readonly winner: Seat;
  readonly effect: TrickEffect;
}

/** One seat's penalty in one round, by category. */
export interface RoundScore {
  readonly colored: number;
  readonly white: number;
  readonly black: number;
  readonly wizard: number;
  readonly total: number;
}

export interface WeState {
  readonly seats: number;
  readonly options: WeOptions;
  readonly rng: Rng;
  readonly rounds: number;
  /** 0-based index of the round being played. */
  readonly round: number;
  readonly dealer: Seat;
  /** The open decision; empty once the game is over. */
  readonly asks: readonly WeAsk[];
  /** Hands, each sorted by colour then value. */
  readonly hands: readonly (readonly Card[])[];
  readonly supply: SealCounts;
  readonly seals: readonly SealCounts[];
  /** Who holds the black wizard this round. */
  readonly wizard: Seat | null;
  /** The trick being played; empty between tricks. */
  readonly trick: readonly TrickPlay[];
  readonly lastTrick: CompletedTrick | null;
  /** Cards of this round's completed tricks (public). */
  readonly played: readonly Card[];
  readonly tricksWon: readonly number[];
  /** Every finished round's scores, one entry per seat. */
  readonly roundScores: readonly (readonly RoundScore[])[];
  /** How many finished rounds each seat held the black wizard (counted at round end; the variant prices by it). */
  readonly wizardTimes: readonly number[];
}

export interface TakeSealMove {
  readonly kind: 'takeSeal';
  readonly color: Color;
}
export interface StealSealMove {
  readonly kind: 'stealSeal';
  readonly color: Color;
  readonly from: Seat;
}
export interface TakeWizardMove {
  readonly kind: 'takeWizard';
}
export interface EndPredictionMove {
  readonly kind: 'endPrediction';
}
export interface PlayMove {
  readonly kind: 'play';
  readonly card: Card;
}
export interface ReturnSealMove {
  readonly kind: 'returnSeal';
  readonly color: ReturnKind;
}

export type WeMove = TakeSealMove | StealSealMove | TakeWizardMove | EndPredictionMove | PlayMove | ReturnSealMove;

/** Everything one seat (or an onlooker) may see: own hand only, other hands as counts. */
export interface WeView {
  readonly seats: number;
  readonly viewer: Seat | 'table';
  readonly rounds: number;
  readonly round: number;
  readonly dealer: Seat;
  readonly phase: Phase;
  /** The seat that decides now; once over, the seat that made the last move. */
  readonly turn: Seat;
  /** The viewer's own hand; empty for the table view. */
  readonly hand: readonly Card[];
  readonly handCounts: readonly number[];
  readonly supply: SealCounts;
  readonly seals: readonly SealCounts[];
  readonly wizard: Seat | null;
  readonly wizardBase: number;
  /** How many seats have finished their prediction turn this round. */
  readonly predicted: number;
  /** Seals the seat on turn has taken (or stolen) during its prediction turn so far. */
  readonly takenThisTurn: number;
  readonly trick: readonly TrickPlay[];
  readonly lastTrick: CompletedTrick | null;
  readonly played: readonly Card[];
  readonly tricksWon: readonly number[];
  /** On a trick winner's choice: the seals it may hand back (two or more); empty otherwise. */
  readonly returnOptions: readonly ReturnKind[];
  readonly roundScores: readonly (readonly RoundScore[])[];
  readonly designerVariant: boolean;
  /** Finished rounds each seat held the black wizard. */
  readonly wizardTimes: readonly number[];
  /**
   * Variant only (null otherwise): what the black wizard costs each seat this round before black seals given
   * out are deducted (for the holder, what it does cost). Public: it follows from the public scores.
   */
  readonly wizardCosts: readonly number[] | null;
}
