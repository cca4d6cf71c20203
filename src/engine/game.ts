// The game-agnostic contract every game in Kotatsu implements: pure functions over plain-JSON state.

/** A seat at the table, numbered 0..seats-1 in clockwise order. */
export type Seat = number;

/** A value for a message placeholder: plain text/number, a seat (shown as that player's name) or a term of the game's dictionary. */
export type ParamValue = string | number | { readonly seat: Seat } | { readonly term: string };

/** A message parameter naming a seat: `{ who: seatParam(2) }` is shown as that player's name. */
export function seatParam(seat: Seat): { readonly seat: Seat } {
  return { seat };
}

/** A message parameter naming another key of the game's words (a colour, an element), shown translated. */
export function termParam(key: string): { readonly term: string } {
  return { term: key };
}

/** Something to say to the player: `code` is an i18n key in the game's (or the app's) dictionary. */
export interface Message {
  readonly code: string;
  readonly params?: Readonly<Record<string, ParamValue>>;
}

/** A player's mistake, as a value. `code` doubles as the i18n key ("must-follow-suit"). */
export type RuleError = Message;

/**
 * A line of the game log. Public unless `visibleTo` lists the only seats that may read it. The line is shown with
 * the chip of the seat it is about: `about` when given, else its `seat` parameter, else the mover's.
 */
export interface LogEvent extends Message {
  readonly visibleTo?: readonly Seat[];
  readonly about?: Seat;
}

/** One scoring category of one seat, e.g. { code: 'score.white', value: 8 }. */
export interface ScoreCategory {
  readonly code: string;
  readonly value: number;
}

export interface SeatScore {
  readonly seat: Seat;
  readonly total: number;
  readonly categories: readonly ScoreCategory[];
  /** The score of each round (or scoring step), for the results chart; omitted by games without rounds. */
  readonly perRound?: readonly number[];
}

export type Status =
  | {
      readonly kind: 'turn';
      /** Seats that must decide now; several when the game asks for simultaneous, private choices. */
      readonly active: readonly Seat[];
      readonly prompt: Message;
    }
  | {
      readonly kind: 'over';
      readonly scores: readonly SeatScore[];
      /** Best first; seats in one group share that place. */
      readonly ranking: readonly (readonly Seat[])[];
      /** Which tie-break decided the ranking, if one was needed. */
      readonly tieBreak?: Message;
      /** True where the lowest total wins (penalty games). */
      readonly lowerIsBetter: boolean;
      /**
       * The outcome in words where "winner: <first place>" would not say it, e.g. a solo game against an automated
       * opponent that is not a seat ("ASTRA wins by 12 points"). Shown instead of the winner line.
       */
      readonly verdict?: Message;
      /**
       * What each entry of `perRound` stands for, where "round n" would not say it (e.g. the adventures of a series).
       * Same length as the longest `perRound`; the results page falls back to "Round n" without it.
       */
      readonly roundLabels?: readonly Message[];
    };

/**
 * A game's rules. Methods (not function properties) on purpose: TypeScript checks method
 * parameters bivariantly, so any Game<S, M, O, V> can be held as a Game<unknown, ...> by the registry.
 */
export interface Game<S, M, O, V> {
  readonly id: string;
  /** Bump when the same seed and moves would replay differently; saves record it. */
  readonly version: number;
  readonly players: { readonly min: number; readonly max: number };
  /** True when some seat must not see what another seat sees (hands): the app then shows the hand-off screen. */
  readonly hasHiddenInfo: boolean;
  defaultOptions(seats: number): O;
  /** Untrusted options (a setup form, an import file) to typed options, or null when they do not fit. */
  parseOptions(raw: unknown, seats: number): O | null;
  setup(seats: number, options: O, seed: string): S;
  status(s: S): Status;
  /** Every legal move of that seat, exhaustively; empty when the seat is not active. */
  legalMoves(s: S, seat: Seat): M[];
  /** Why the move is illegal, or null. Only called for active seats with a well-formed move. */
  validate(s: S, seat: Seat, m: M): RuleError | null;
  /** Pure: returns a new state and never mutates `s`. Only called after `validate` returned null. */
  apply(s: S, seat: Seat, m: M): S;
  /** What that seat (or an onlooker, 'table') may see. Contains nothing private of other seats. */
  view(s: S, seat: Seat | 'table'): V;
  /** What happened, in words, for the game log; private lines carry `visibleTo`. */
  describe(before: S, seat: Seat, m: M, after: S): LogEvent[];
  /**
   * Extra commit points for undo (a move that reveals a card or uses randomness). A move is always a
   * commit when the mover is no longer active afterwards (the decision passed on) or the game ended.
   */
  isCommit?(before: S, m: M, after: S): boolean;
  /**
   * Optional: did this move show any seat something it (and the mover) could not see before? Replaces the
   * game-agnostic view comparison of src/engine/take-back.ts for games whose secrets it cannot spot, or whose
   * views name the next step in a way the comparison takes for news; `undefined` leaves that move to the comparison.
   */
  revealsInformation?(before: S, seat: Seat, m: M, after: S): boolean | undefined;
}

/** Any game, as the registry and the app hold it. */
export type AnyGame = Game<unknown, unknown, unknown, unknown>;
