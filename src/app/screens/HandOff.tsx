// The full-screen "pass the device to …" card. It receives only the seat's public name and colour:
// nothing private of any seat can be in the DOM while it shows.

import type { SeatRecord } from '../../storage/types';
import { Phrases } from '../../ui/Phrases';
import { seatColor } from '../../ui/seat-colors';
import { tr } from '../i18n/translate';

export interface HandOffProps {
  readonly seat: number;
  readonly info: SeatRecord;
  readonly gameName: string;
  readonly onReady: () => void;
  /** Offered when the player who just moved may still take it back (the engine said so); their public name only. */
  readonly takeBack?: { readonly mover: string; readonly onTakeBack: () => void } | undefined;
}

export function HandOff({ seat, info, gameName, onReady, takeBack }: HandOffProps) {
  const c = seatColor(info.color, seat);
  return (
    <main class={`handoff seat-bg-${c.id}`} data-testid="handoff">
      {/* A quiet way out for an installed app with no browser toolbar; it leads to the library, never to a hand. */}
      <a class="btn btn-quiet handoff-leave" href="#/" data-testid="leave-to-library">
        <span aria-hidden="true">← </span>
        {tr('handoff.leave')}
      </a>
      <p class="handoff-game">{gameName}</p>
      <h1 class="handoff-pass">
        <Phrases text={tr('handoff.pass-to')} />
      </h1>
      <p class="handoff-seat">
        <span class={`seat-chip seat-chip-huge seat-c-${c.id}`} aria-hidden="true">
          {c.symbol}
          <span class="seat-chip-num">{seat + 1}</span>
        </span>
        <span class="handoff-name">{info.name}</span>
      </p>
      <p class="handoff-hint">
        <Phrases text={tr('handoff.hint')} />
      </p>
      <button type="button" class="btn btn-primary btn-huge" data-testid="handoff-ready" onClick={onReady}>
        <Phrases text={tr('handoff.ready', { name: info.name })} />
      </button>
      {takeBack ? (
        <div class="take-back" data-testid="take-back-offer">
          <p class="take-back-hint">
            <Phrases text={tr('takeback.hint', { name: takeBack.mover })} />
          </p>
          <button type="button" class="btn" data-testid="take-back" onClick={takeBack.onTakeBack}>
            <span aria-hidden="true">↶ </span>
            {tr('takeback.button')}
          </button>
        </div>
      ) : null}
    </main>
  );
}
