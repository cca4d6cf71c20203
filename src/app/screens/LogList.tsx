// Log lines in words, each with the seat who moved.

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

export function LogList({ lines, seats, t, empty }: LogListProps) {
  if (lines.length === 0) return <p>{empty}</p>;
  return (
    <ol class="log-list">
      {lines.map((l, i) => {
        const c = seatColor(seats[l.seat]?.color ?? '', l.seat);
        return (
          <li key={i} value={l.index + 1}>
            <span class={`seat-chip seat-chip-small seat-c-${c.id}`} aria-hidden="true">
              {c.symbol}
            </span>
            {t(l.message)}
          </li>
        );
      })}
    </ol>
  );
}
