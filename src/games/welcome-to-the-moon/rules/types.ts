// Welcome to the Moon's state, moves, options and views as plain JSON types.

import type { ScoreCategory, Seat } from '../../../engine/game';
import type { Rng } from '../../../engine/random';
import type { Action, Adventure } from '../data';
import type { SeriesState, SeriesView } from './series-types';

/** A number slot: empty, a number 0..17, or an X (which the ascending rule ignores). */
export type Cell = number | 'X' | null;
/** Circled = earned or active; crossed = used up or lost (the reference's two mark types). */
export type Mark = 'circle' | 'cross';
export type MissionTier = 'first' | 'later';

/** One player's sheet. Box ids are the reference's ids of that adventure's sheet. */
export interface SheetState {
  /** Index = slot id − 1. */
  readonly cells: readonly Cell[];
  readonly marks: Readonly<Record<string, Mark>>;
  /** System Errors circled so far (top to bottom). */
  readonly errors: number;
  /** Per mission in play (index 0..2): how this sheet accomplished it, or null. */
  readonly missions: readonly (MissionTier | null)[];
  /** Adventure-specific running counts (adventure 1: rockets, bought-back errors, extra rockets, build Xs). */
  readonly counters: Readonly<Record<string, number>>;
}

/** Something the player still has to do this turn before confirming (adventure 1: a build X, an activation). */
export type Task =
  | { readonly kind: 'x' }
  | { readonly kind: 'activate' }
  /** The chosen combination's action, optional: do it (its own choices) or skip it. */
  | { readonly kind: 'action' }
  /** Adventure 2: draw one energy wall anywhere on the trajectory. */
  | { readonly kind: 'wall' }
  /** Adventure 4: a free robot crossing from the fifth secondary factory. */
  | { readonly kind: 'robot' }
  /** Adventure 5: after a planning X, split one dome section into two halves (optional). */
  | { readonly kind: 'split' }
  /** Adventure 6: the setup infection (one slot of a grey-virus quarter), on the first turn. */
  | { readonly kind: 'infect' }
  /** Adventure 6: a spread at the reveal waits for the player to pick the slot it infects (the `infect` ask's). */
  | { readonly kind: 'spread' }
  /** Adventure 6: a plant-track threshold's free walkway closing (optional). */
  | { readonly kind: 'walkway' }
  /** Adventure 6: a water-track threshold's free energy in any quarter not evacuated (optional). */
  | { readonly kind: 'energy' }
  /** Adventure 7: a free airlock opening (a marked slot, System Errors 1 and 2), optional. */
  | { readonly kind: 'airlock' }
  /** Adventure 8: an asteroid's energy bonus, one planet type's multiplier up. */
  | { readonly kind: 'upgrade' }
  /** Adventure 8: an asteroid's moon bonus, the insignia on a free moon without planning penalty. */
  | { readonly kind: 'moon' };

/** A seat's private work on this turn; hidden from the others until everyone has confirmed. */
export interface Draft {
  /** The chosen combination (0..2), or null after a System Error. */
  readonly combo: number | null;
  /** The action in force this turn: the combination's, or another one bought with a joker. */
  readonly action: Action | null;
  readonly systemError: boolean;
  /** The slot the number went into, once written. */
  readonly slot: number | null;
  /** The sheet with this turn's marks so far. */
  readonly sheet: SheetState;
  /** Boxes won this turn in a race, resolved against the others at the reveal (A1 sabotage, A2 big multipliers). */
  readonly races: readonly number[];
  /** Solo: a circled ASTRA bonus is spent to remove the third card from the game instead of giving it to ASTRA. */
  readonly remove?: true;
  /** Adventure 8: the board (shared sheet) this draft is a copy of and the half written (0 own, 1 guest). */
  readonly on?: BoardSide;
  /** Adventure 8: the chosen card's number (what the written number spent astronauts against). */
  readonly card?: number;
  /** Adventure 6: the slots picked so far for this reveal's spreads, in order (the `infect` ask). */
  readonly infections?: readonly number[];
}

/** Adventure 8: a shared sheet by index (`boardsOf`) and one of its halves. */
export interface BoardSide {
  readonly sheet: number;
  readonly side: 0 | 1;
}

/**
 * A draft with the tasks queued on it, first to do first: what an adventure's hooks take and give while one step
 * of the turn is resolved, and what a seat's view shows of its own turn. The queue itself is kept in the seat's ask.
 */
export interface Work extends Draft {
  readonly tasks: readonly Task[];
}

/**
 * What the rules ask right now (src/engine/decision.ts). A turn opens one `together` ask per seat, each seat's
 * chain replacing its own ask as it goes (choose, write, its tasks, confirm); the last confirm reveals the turn.
 */
export type WtmAsk =
  /** Solo: a solo card drawn for this turn asks the player to cross one of its boxes, before the turn's choice. */
  | { readonly kind: 'soloCard'; readonly seats: readonly [Seat]; readonly card: number }
  /** Pick one of this turn's combinations, or declare a System Error when none can be written. */
  | { readonly kind: 'choose'; readonly seats: readonly [Seat]; readonly together: true }
  /** Write the number of the combination picked (the draft holds it and the action in force). */
  | { readonly kind: 'write'; readonly seats: readonly [Seat]; readonly together: true }
  /** A bonus or the action to resolve now; `later`: the tasks queued after it this turn. */
  | {
      readonly kind: 'task';
      readonly seats: readonly [Seat];
      readonly together: true;
      readonly task: Task;
      readonly later: readonly Task[];
    }
  /** Nothing left to do: confirm the turn (the last seat to confirm reveals it) or start it over. */
  | { readonly kind: 'confirm'; readonly seats: readonly [Seat]; readonly together: true }
  /**
   * Adventure 6: a virus spreads into a quarter with several empty slots and the player picks one (rules/infect.ts):
   * at the reveal (together, every seat whose spread waits), or after a solo card (`soloCard` set).
   */
  | {
      readonly kind: 'infect';
      readonly seats: readonly [Seat];
      readonly together?: true;
      /** The quarter (0..10) and its empty slots, one of which the virus takes. */
      readonly quarter: number;
      readonly slots: readonly number[];
      /** The seat's sheet as the spreads have left it so far (shown to that seat only while it picks). */
      readonly sheet: SheetState;
      /** Solo: the solo card whose spread this is, the box its draw picked and the slots picked so far. */
      readonly soloCard?: { readonly card: number; readonly box: number | null; readonly picks: readonly number[] };
    }
  /** A series between two adventures: the seats not yet ready to play `adventure` (rules/series.ts). */
  | { readonly kind: 'series'; readonly seats: readonly Seat[]; readonly adventure: Adventure };

export interface Pile {
  /** Face-down order, top last. */
  readonly draw: readonly number[];
  /** Flipped cards, newest last: the newest shows its number, the one below it its action. */
  readonly discard: readonly number[];
}

export interface Combo {
  readonly number: number;
  readonly action: Action;
  /** Solo only: the action of the third card, the one ASTRA gets with this pair. */
  readonly astra?: Action;
}

/** What each seat did on a revealed turn: public once everyone has confirmed. */
export interface Revealed {
  readonly seat: Seat;
  readonly combo: number | null;
  readonly slot: number | null;
  readonly number: number | null;
  readonly systemError: boolean;
}

export interface WtmOptions {
  readonly adventure: Adventure;
  /** Solo only (one seat): ASTRA's level 1..8. */
  readonly astraLevel?: number;
  /** The eight-adventure series: adventures 1 to 8 in order (rules/series.ts); `adventure` is the one in play. */
  readonly series?: true;
}

/** Solo against ASTRA: one deck of the 63 cards plus solo cards A, B, C (ids 63, 64, 65). */
export interface SoloState {
  readonly level: number;
  /** Face down, top last. */
  readonly deck: readonly number[];
  readonly discard: readonly number[];
  /** The three number cards face up this turn. */
  readonly shown: readonly number[];
  /** How many times the deck has run out (the second time ends the game). */
  readonly exhausted: number;
  /** Times each solo card (A, B, C) has been drawn. */
  readonly soloDraws: readonly number[];
  /** Cards ASTRA holds, per action. */
  readonly astraCards: Readonly<Record<Action, number>>;
  readonly astraBonus: number;
  readonly astraBonusUsed: number;
  /** Adventure 1: rockets crossed on ASTRA's 81-rocket track. */
  readonly astraRockets: number;
  /** Adventure 8: ASTRA's own sheet, shared with the player (the player is its guest). */
  readonly board?: SheetState;
}

export interface WtmState {
  readonly options: WtmOptions;
  readonly seats: number;
  readonly rng: Rng;
  /** 1-based turn number. */
  readonly turn: number;
  readonly piles: readonly Pile[];
  /** The three mission cards in play (stack A, B, C). */
  readonly missions: readonly number[];
  /** Per mission: already accomplished by someone on an earlier turn (later achievers get the lower reward). */
  readonly missionClaimed: readonly boolean[];
  /** Sheets as of the start of this turn: public. */
  readonly sheets: readonly SheetState[];
  /** Each seat's private work on this turn, null until it has chosen (or after it started over). */
  readonly drafts: readonly (Draft | null)[];
  /** The open decisions (solo cards first, then one chain per seat); none once the game is over. */
  readonly asks: readonly WtmAsk[];
  readonly lastTurn: readonly Revealed[];
  /** Solo against ASTRA, or null with two or more players. */
  readonly solo: SoloState | null;
  /** Per seat, its total at the end of each revealed turn (player − ASTRA in solo): the results' per-turn chart. */
  readonly totals: readonly (readonly number[])[];
  /** In a series only: the adventures finished so far (absent in a single adventure, as in saves before it). */
  readonly series?: SeriesState;
}

export type WtmMove =
  /** Pick a combination; `joker` spends a joker to use that action instead of the printed one. */
  | { readonly kind: 'choose'; readonly combo: number; readonly joker?: Action; readonly remove?: true }
  | { readonly kind: 'systemError' }
  | { readonly kind: 'write'; readonly slot: number; readonly number: number }
  | { readonly kind: 'placeX'; readonly slot: number }
  | { readonly kind: 'activate'; readonly box: number }
  /** Mark one box the current task asks for (a robot, a plant, a wall…). */
  | { readonly kind: 'mark'; readonly box: number }
  /** Leave the optional action undone. */
  | { readonly kind: 'skip' }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'confirm' }
  /** A series between adventures: this seat is ready for the next one. */
  | { readonly kind: 'nextAdventure' };

export interface SeatView {
  readonly seat: Seat;
  /** This seat's own draft for the viewer; the public start-of-turn sheet for everyone else. */
  readonly sheet: SheetState;
  readonly confirmed: boolean;
  readonly score: number;
  /** The score's breakdown (a live preview on the viewer's own draft). */
  readonly categories: readonly ScoreCategory[];
}

export interface WtmView {
  readonly me: Seat | 'table';
  readonly adventure: Adventure;
  readonly turn: number;
  readonly combos: readonly Combo[];
  readonly pileSizes: readonly number[];
  readonly missions: readonly number[];
  readonly missionClaimed: readonly boolean[];
  readonly seats: readonly SeatView[];
  /** The viewer's own draft with the tasks its ask has queued (never another seat's). */
  readonly draft: Work | null;
  readonly lastTurn: readonly Revealed[];
  readonly over: boolean;
  /** Solo: ASTRA's side (public), or null. */
  readonly solo: SoloView | null;
  /** Adventure 8: every shared sheet as this viewer may see it (solo: ASTRA's sheet last), and where it writes. */
  readonly boards?: readonly SheetState[];
  readonly on?: BoardSide;
  /** In a series: every adventure's result so far and the running ranking. */
  readonly series?: SeriesView;
}

export interface SoloView {
  readonly level: number;
  readonly deckSize: number;
  readonly exhausted: number;
  /** The solo cards whose box the player has still to cross this turn, oldest first. */
  readonly pending: readonly number[];
  readonly astraCards: Readonly<Record<Action, number>>;
  readonly astraBonus: number;
  readonly astraBonusUsed: number;
  readonly astraRockets: number;
  readonly astraScore: number;
}
