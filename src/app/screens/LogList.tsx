// Log lines in words, numbered once per move, each line with the chip of the seat it is about.

import type { Message } from '../../engine/game';
import type { SeatRecord } from '../../storage/types';
import { seatColor } from '../../ui/seat-colors';
import type { LogLine } from '../models/game-log';

export interface LogListProps {
  readonly lines: readonly LogLine[];
  readonly seats: readonly SeatRecord[];
  readonly t: (msg: Message) => string;
  readonly empty: string;
}

/** Consecutive lines of one move, so the move's number is shown once ("8." and its three lines, not "8. 8. 8."). */
function byMove(lines: readonly LogLine[]): LogLine[][] {
  const groups: LogLine[][] = [];
  for (const l of lines) {
    const last = groups[groups.length - 1];
    if (last?.[0]?.index === l.index) last.push(l);
    else groups.push([l]);
  }
  return groups;
}

function Line({
  line,
  seats,
  t,
}: {
  readonly line: LogLine;
  readonly seats: LogListProps['seats'];
  readonly t: LogListProps['t'];
}) {
  const c = seatColor(seats[line.about]?.color ?? '', line.about);
  return (
    <>
      <span class={`seat-chip seat-chip-small seat-c-${c.id}`} aria-hidden="true" data-seat={line.about}>
        {c.symbol}
      </span>
      {t(line.message)}
    </>
  );
}

export function LogList({ lines, seats, t, empty }: LogListProps) {
  if (lines.length === 0) return <p>{empty}</p>;
  return (
    <ol class="log-list">
      {byMove(lines).map((group) => {
        const index = group[0]?.index ?? 0;
        return (
          <li key={index} value={index + 1} data-move={index + 1}>
            {group.length === 1 && group[0] ? (
              <Line line={group[0]} seats={seats} t={t} />
            ) : (
              <ul class="log-move">
                {group.map((l, i) => (
                  <li key={i}>
                    <Line line={l} seats={seats} t={t} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
