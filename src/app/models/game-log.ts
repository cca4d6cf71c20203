// The game log as a view: each move's lines from `describe`, and the lines one seat (or the table) may read.

import type { AnyGame, LogEvent, Message, Seat } from '../../engine/game';
import { type Match, type MoveRecord, start } from '../../engine/session';

export interface LogEntry {
  /** Index of the move in the log. */
  readonly index: number;
  readonly seat: Seat;
  readonly events: readonly LogEvent[];
}

export interface LogLine {
  readonly index: number;
  /** The seat who moved. */
  readonly seat: Seat;
  /** The seat the line is about: "Aki wins the trick" after Chie's card is Aki's line, not Chie's. */
  readonly about: Seat;
  readonly message: Message;
}

/** Whom a line is about: what the game says, else the subject `{seat}` of its words, else the seat who moved. */
export function subjectOf(event: LogEvent, mover: Seat): Seat {
  if (event.about !== undefined) return event.about;
  const p = event.params?.seat;
  return typeof p === 'object' && p !== null && 'seat' in p ? p.seat : mover;
}

/** Rebuild every move's description by replaying the (already validated) log from the seed. */
export function buildLog(game: AnyGame, match: Match<unknown>, records: readonly MoveRecord<unknown>[]): LogEntry[] {
  let before = start(game, match);
  return records.map((r, index) => {
    const after = game.apply(before, r.seat, r.move);
    const events = game.describe(before, r.seat, r.move, after);
    before = after;
    return { index, seat: r.seat, events };
  });
}

export function canRead(event: LogEvent, reader: Seat | 'table'): boolean {
  if (!event.visibleTo) return true;
  return reader !== 'table' && event.visibleTo.includes(reader);
}

/** The lines this reader may see, from move `from` on. Private lines of other seats never pass. */
export function linesFor(log: readonly LogEntry[], reader: Seat | 'table', from = 0): LogLine[] {
  const out: LogLine[] = [];
  for (const entry of log) {
    if (entry.index < from) continue;
    for (const e of entry.events) {
      if (canRead(e, reader))
        out.push({
          index: entry.index,
          seat: entry.seat,
          about: subjectOf(e, entry.seat),
          message: { code: e.code, params: e.params },
        });
    }
  }
  return out;
}
