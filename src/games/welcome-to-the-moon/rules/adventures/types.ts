// What each adventure's rule module provides to the shared core (adventures 2-8 add one module each).

import type { ScoreCategory } from '../../../../engine/game';
import type { Action } from '../../data';
import type { SheetDef, Zone } from '../sheets/types';
import type { BoardSide, Draft, SheetState, Work, WtmMove } from '../types';

/** What a score may look at beyond the sheet: mission rewards and everyone's sheets (majority awards). */
export interface ScoreContext {
  readonly rewards: readonly number[];
  readonly sheets: readonly SheetState[];
  readonly seat: number;
  /** Solo: ASTRA's counts in the majority awards (A2 sections, A3 and A5 astronauts). */
  readonly astra?: { readonly sections: number; readonly astronauts: number };
}

export interface AdventureRules {
  readonly sheet: SheetDef;
  /** Adventure-specific counters a fresh sheet starts with. */
  readonly counters: Readonly<Record<string, number>>;
  /** Slots a number chosen with this action may go in, before the ascending check. */
  slotsForAction(action: Action): readonly number[];
  /** The numbers a card number lets the player write with this action (the astronaut's modifiers where used). */
  numbersFor(number: number, action: Action): readonly number[];
  /**
   * Which slots this sheet may take a number in at all (adventure 5's growth rule, adventure 7's reachability), as a
   * test built once per sheet: whatever it needs (the connected area) is worked out once, not per slot asked about.
   * Absent = any slot.
   */
  writable?(sheet: SheetState): (slot: number) => boolean;
  /** The refusal's code when `writable` says no (adventure 7: not reachable); absent = adventure 5's growth rule. */
  readonly cannotWrite?: string;
  /** The zones in force on this sheet when they change during play (adventure 2's walls); else the sheet's. */
  zonesFor?(sheet: SheetState): readonly Zone[];
  /** Unspent jokers (adventures 2, 6, 7); absent where the adventure has none. */
  jokers?(sheet: SheetState): number;
  spendJoker?(sheet: SheetState): SheetState;
  /** Bonuses and follow-up tasks (the action step too) once the turn's number has been written. */
  afterWrite(work: Work, slot: number): Work;
  /** Every move that resolves the work's first task; empty when it cannot be done (it is then dropped). */
  taskMoves(work: Work): WtmMove[];
  /** The first task done by this move (one of `taskMoves`); it is taken off the queue, follow-ups are queued. */
  applyTask(work: Work, move: WtmMove): Work;
  /** Mark the next System Error. */
  circleError(sheet: SheetState): SheetState;
  /** The System Error's compensation where the adventure has one (adventure 2: an energy for errors 1 and 2). */
  afterError?(work: Work): Work;
  /**
   * Phase 5: races and attacks between the confirmed drafts; returns everyone's sheet. Adventure 8 gets every
   * board (`boardsOf`) and returns them all.
   */
  resolveTurn(drafts: readonly Draft[], boards?: readonly SheetState[]): SheetState[];
  /** Adventure 8 (shared sheets): the board and half a seat writes on this turn; absent = its own sheet. */
  boardFor?(turn: number, seat: number, boards: number): BoardSide;
  /** Adventure 8: every (slot, number) a card number and action allow on this half, instead of zones. */
  writes?(sheet: SheetState, number: number, action: Action, side: 0 | 1): { slot: number; number: number }[];
  /** Adventure 8: a mission met by a seat on any of its halves; absent = `missionMet` on its own sheet. */
  missionMetBy?(id: number, boards: readonly SheetState[], seat: number): boolean;
  /** Adventure 8: what happens to every board when the game ends (open planets are resolved); absent = nothing. */
  atEnd?(boards: readonly SheetState[]): SheetState[];
  /** Adventure 8: a seat's unused System Error boxes over its halves; absent = its own sheet's. */
  unusedErrorsOf?(boards: readonly SheetState[], seat: number): number;
  missionMet(id: number, sheet: SheetState): boolean;
  /**
   * After the missions check, the stacks (0..2) first claimed this turn and, per stack, which seats met it:
   * adventure 6 wakes a virus on every sheet for each. Absent = nothing happens.
   */
  missionsDone?(
    sheets: readonly SheetState[],
    stacks: readonly number[],
    achievers: readonly (readonly boolean[])[],
    picks: readonly (readonly number[])[],
  ): SheetState[];
  /**
   * Adventure 6: a sheet whose spread waits for its player to pick the infected slot: the quarter and its empty
   * slots (the reveal stops there and asks); absent or null = nothing waits.
   */
  waitingInfection?(sheet: SheetState): { readonly quarter: number; readonly slots: number[] } | null;
  /** Solo: the boxes solo card k (0..2) lets the player pick on its nth draw (adventure 6); absent = the usual targets. */
  soloTargets?(sheet: SheetState, card: number, draws: number): number[];
  /**
   * Solo: the card's effect with the box picked (null: none to pick) and, adventure 6, the slots picked so far for
   * its spread; absent = the box is crossed.
   */
  soloResolve?(
    sheet: SheetState,
    card: number,
    draws: number,
    pick: { readonly box: number | null; readonly picks: readonly number[] },
  ): SheetState;
  /** Pay a mission reward (points are counted by the score; adventure 1 crosses rockets). */
  rewardMission(sheet: SheetState, reward: number): SheetState;
  /** The adventure's own end trigger (adventure 1: the rocket has launched). */
  ownEndTrigger(sheet: SheetState): boolean;
  /** Score categories whose values sum to the sheet's total. */
  score(sheet: SheetState, ctx: ScoreContext): ScoreCategory[];
}
