// The shell's row of seats above every game's table: who plays, which seats are computer players, who is on turn.

import type { Seat } from '../../engine/game';
import type { SeatRecord } from '../../storage/types';
import { SeatBadge } from '../../ui/SeatBadge';
import { tr } from '../i18n/translate';

export function SeatStrip({
  seats,
  active,
}: {
  readonly seats: readonly SeatRecord[];
  readonly active: readonly Seat[];
}) {
  return (
    <ul class="seat-strip" data-testid="seat-strip" aria-label={tr('table.seats')}>
      {seats.map((s, i) => {
        const onTurn = active.includes(i);
        return (
          <li
            key={i}
            class={onTurn ? 'seat-strip-seat seat-strip-on' : 'seat-strip-seat'}
            data-testid={`strip-seat-${i}`}
            data-bot={String(s.bot)}
            aria-current={onTurn ? 'true' : undefined}
          >
            <SeatBadge seat={i} name={s.name} color={s.color} isBot={s.bot} botLabel={tr('app.bot')} />
            {onTurn ? <span class="seat-strip-turn">{tr('table.on-turn')}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
