// The game log as a view: each move's lines from `describe`, kept with its record (issue 33: appended as moves are
// played, never rebuilt from the seed for a save that stored them), and the lines one seat (or the table) may read.

import type { AnyGame, LogEvent, Message, Seat } from '../../engine/game';
import { type Match, type MoveRecord, start } from '../../engine/session';

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

/**
 * The records with their log lines: as they are when each has its lines (every log the store or the session holds),
 * else rebuilt by replaying the (already validated) log from the seed.
 */
export function withLines(
  game: AnyGame,
  match: Match<unknown>,
  records: readonly MoveRecord<unknown>[],
): readonly MoveRecord<unknown>[] {
  if (records.every((r) => r.log)) return records;
  let before = start(game, match);
  return records.map((r) => {
    const after = game.apply(before, r.seat, r.move);
    const log = game.describe(before, r.seat, r.move, after);
    before = after;
    return { ...r, log };
  });
}

export function canRead(event: LogEvent, reader: Seat | 'table'): boolean {
  if (!event.visibleTo) return true;
  return reader !== 'table' && event.visibleTo.includes(reader);
}

/**
 * The lines this reader may see, from move `from` on (only that tail is read). Private lines of other seats never
 * pass. A record without its lines (see `withLines`) has none to show.
 */
export function linesFor(records: readonly MoveRecord<unknown>[], reader: Seat | 'table', from = 0): LogLine[] {
  const out: LogLine[] = [];
  for (let index = Math.max(0, from); index < records.length; index++) {
    const r = records[index];
    for (const e of r?.log ?? []) {
      if (r && canRead(e, reader))
        out.push({ index, seat: r.seat, about: subjectOf(e, r.seat), message: { code: e.code, params: e.params } });
    }
  }
  return out;
}
