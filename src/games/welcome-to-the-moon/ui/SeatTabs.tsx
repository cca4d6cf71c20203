// One tab per seat: name, score and whether they have confirmed this turn; picks whose sheet is shown.

import type { Seat } from '../../../engine/game';
import { SeatMark } from '../../../ui/SeatMark';
import type { SeatInfo } from '../../../ui/table-props';
import type { SeatView } from '../rules/types';

export interface SeatTabsProps {
  readonly seats: readonly SeatView[];
  readonly info: readonly SeatInfo[];
  readonly shown: Seat;
  readonly onShow: (seat: Seat) => void;
  readonly words: { readonly points: (n: number) => string; readonly done: string; readonly deciding: string };
}

export function SeatTabs({ seats, info, shown, onShow, words }: SeatTabsProps) {
  return (
    <ol class="wtm-seats">
      {seats.map((sv) => (
        <li key={sv.seat}>
          <button
            type="button"
            class={`wtm-seat${shown === sv.seat ? ' wtm-shown' : ''}${sv.confirmed ? ' wtm-seat-done' : ''}`}
            data-testid={`seat-${sv.seat}`}
            aria-pressed={shown === sv.seat}
            onClick={() => onShow(sv.seat)}
          >
            <SeatMark seat={sv.seat} color={info[sv.seat]?.color ?? ''} />
            <span class="wtm-seat-name">{info[sv.seat]?.name ?? `#${sv.seat + 1}`}</span>
            <span class="wtm-seat-score">{words.points(sv.score)}</span>
            <span class="wtm-seat-state">{sv.confirmed ? `✓ ${words.done}` : `… ${words.deciding}`}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
