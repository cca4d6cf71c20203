// One player's summary: name with the seat's mark (colour, symbol, number), score, cards in hand and deck, pieces left.

import type { Seat } from '../../../engine/game';
import { SeatMark } from '../../../ui/SeatMark';

interface Props {
  readonly seat: Seat;
  readonly name: string;
  readonly color: string;
  readonly active: boolean;
  readonly lines: readonly string[];
  readonly score: string;
}

export function SeatPanel({ seat, name, color, active, lines, score }: Props) {
  return (
    <li class={`tk-seat${active ? ' tk-active' : ''}`} data-testid={`seat-${seat}`}>
      <span class="tk-seat-name">
        <SeatMark seat={seat} color={color} />
        <b>{name}</b>
        <span key={score} class="tk-score motion-tick">
          {score}
        </span>
      </span>
      {lines.map((l) => (
        <span key={l} class="tk-muted">
          {l}
        </span>
      ))}
    </li>
  );
}
