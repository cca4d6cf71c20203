// A seat's mark on a game table: its palette colour with its symbol and number, the same as in setup and the log.

import { seatColor } from './seat-colors';

export interface SeatMarkProps {
  readonly seat: number;
  /** A palette id from SeatInfo.color. */
  readonly color: string;
  readonly small?: boolean;
}

export function SeatMark({ seat, color, small = false }: SeatMarkProps) {
  const c = seatColor(color, seat);
  return (
    <span class={`seat-chip seat-c-${c.id}${small ? ' seat-chip-small' : ''}`} aria-hidden="true" data-seat-mark={c.id}>
      {c.symbol}
      <span class="seat-chip-num">{seat + 1}</span>
    </span>
  );
}
