// Both players' summaries: score, cards in hand and deck, pieces left in the supply, tasks claimed.

import type { SeatInfo } from '../../../ui/table-props';
import { SUPPLY } from '../data';
import type { TkView } from '../rules/types';
import { SeatPanel } from './SeatPanel';

interface Props {
  readonly view: TkView;
  readonly seats: readonly SeatInfo[];
  readonly w: (code: string, params?: Record<string, string | number>) => string;
}

export function SeatList({ view, seats, w }: Props) {
  return (
    <ol class="tk-seats">
      {[0, 1].map((seat) => {
        const h = view.handCounts[seat];
        const onBoard = view.board.filter((p) => p?.o === seat);
        const claimed = view.tasks?.claimed[seat] ?? [];
        return (
          <SeatPanel
            key={seat}
            seat={seat}
            name={seats[seat]?.name ?? `${seat + 1}`}
            color={seats[seat]?.color ?? ''}
            active={view.phase !== 'over' && view.turn === seat}
            score={w('ui.score', { n: view.scores[seat] ?? 0 })}
            lines={[
              w('ui.handCounts', {
                b: h?.beings ?? 0,
                l: h?.legends ?? 0,
                f: h?.flares ?? 0,
                d: view.deckCounts[seat] ?? 0,
              }),
              w('ui.supply', {
                ch: SUPPLY.ch - onBoard.filter((p) => p?.r !== 'L').length,
                l: SUPPLY.L - onBoard.filter((p) => p?.r === 'L').length,
              }),
              ...(claimed.length > 0
                ? [w('ui.claimed', { tasks: claimed.map((id) => w(`task.${id}`)).join(', ') })]
                : []),
            ]}
          />
        );
      })}
    </ol>
  );
}
