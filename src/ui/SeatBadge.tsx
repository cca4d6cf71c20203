// A seat shown as colour + symbol + number + name, so colour is never the only cue.

import { SeatMark } from './SeatMark';

export interface SeatBadgeProps {
  readonly seat: number;
  readonly name: string;
  readonly color: string;
  readonly size?: 'small' | 'big';
  readonly isBot?: boolean;
  readonly botLabel?: string;
}

export function SeatBadge({ seat, name, color, size = 'small', isBot = false, botLabel = 'bot' }: SeatBadgeProps) {
  return (
    <span class={`seat-badge seat-badge-${size}`}>
      <SeatMark seat={seat} color={color} />
      <span class="seat-name">{name}</span>
      {isBot ? <span class="seat-bot">{botLabel}</span> : null}
    </span>
  );
}
