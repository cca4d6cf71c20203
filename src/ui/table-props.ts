// What the app hands a game's table component: the viewer's view, its legal moves, and a way to move.

import type { Message, Seat } from '../engine/game';
import type { Lang } from '../engine/text';

export interface SeatInfo {
  readonly name: string;
  /** A seat colour from SEAT_COLORS; always shown together with the seat's number or initial. */
  readonly color: string;
  readonly bot: boolean;
}

export interface TableProps<V, M> {
  /** `view(state, viewer)`: all the table may render. */
  readonly view: V;
  readonly viewer: Seat | 'table';
  /** The viewer's legal moves right now (empty when it is not the viewer's decision). */
  readonly legal: readonly M[];
  /** Send a move; the app validates it and shows the rule error in words when it is illegal. */
  onMove(move: M): void;
  /**
   * Say in the decision bar why a tap did nothing, for a tap that no move stands for (another seat's board, a space
   * with nothing to do). A tap that stands for a move should send the move: the rules then give the reason.
   */
  explain?(msg: Message): void;
  readonly seats: readonly SeatInfo[];
  readonly lang: Lang;
  /** Message to words, with the game's dictionary first. */
  readonly t: (msg: Message) => string;
}
