// The eight-adventure series (our own format): what the state keeps of it and what every view shows of it.

import type { Seat } from '../../../engine/game';
import type { Adventure } from '../data';

/** One finished adventure of a series, as its game-over status had it. */
export interface SeriesResult {
  readonly adventure: Adventure;
  /** Each seat's final total (solo: the player's score minus ASTRA's, a win when above 0). */
  readonly scores: readonly number[];
  /** Best first, seats sharing a place together (the adventure's own tie-break included). */
  readonly ranking: readonly (readonly Seat[])[];
}

/** A series in progress: the adventures played so far, in order (adventure 1 first). */
export interface SeriesState {
  readonly results: readonly SeriesResult[];
}

/** One seat's place in the series so far. */
export interface SeriesStanding {
  readonly seat: Seat;
  /** Placement points summed over the adventures played (solo: adventures won against ASTRA). */
  readonly points: number;
  /** The adventures' totals summed (solo: the margins): the tie-break. */
  readonly sum: number;
  /** 1-based; seats equal on points and sum share it. */
  readonly place: number;
}

/** The series as every seat sees it (nothing in it is private). */
export interface SeriesView {
  readonly results: readonly (SeriesResult & { readonly points: readonly number[] })[];
  readonly standings: readonly SeriesStanding[];
  /** Solo: ASTRA's placement points (adventures it won), else undefined. */
  readonly astraPoints?: number;
  /** The adventure to play next while the series waits between adventures, else null. */
  readonly next: Adventure | null;
  /** Seats that have said they are ready for the next adventure (between adventures only). */
  readonly ready: readonly Seat[];
}
