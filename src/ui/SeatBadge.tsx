// A seat shown as colour + symbol + number + name, so colour is never the only cue.

import { seatColor } from './seat-colors';

export interface SeatBadgeProps {
  readonly seat: number;
  readonly name: string;
  readonly color: string;
  readonly size?: 'small' | 'big';
  readonly isBot?: boolean;
  readonly botLabel?: string;
}

export function SeatBadge({ seat, name, color, size = 'small', isBot = false, botLabel = 'bot' }: SeatBadgeProps) {
  const c = seatColor(color, seat);
  return (
    <span class={`seat-badge seat-badge-${size}`}>
      <span class={`seat-chip seat-c-${c.id}`} aria-hidden="true">
        {c.symbol}
        <span class="seat-chip-num">{seat + 1}</span>
      </span>
      <span class="seat-name">{name}</span>
      {isBot ? <span class="seat-bot">{botLabel}</span> : null}
    </span>
  );
}
