// The training yards with this round's tile faces and their warriors; a yard is tapped to send a warrior there.

import { SeatMark } from '../../../ui/SeatMark';
import { YARD_TILES, YARDS } from '../data';
import { fxText, yardTileName } from './labels';
import type { PickingProps } from './pick';

export function Yards({ view, t, seats, pick }: PickingProps) {
  return (
    <section class="wc-yards-all" aria-label={t({ code: 'ui.yards' })}>
      <div class="wc-yards">
        <span class="wc-floor-name">{t({ code: 'ui.yards' })}</span>
        {YARDS.map((y, i) => {
          const { legal, attrs } = pick({ kind: 'yard', yard: i }, 'warrior', 'ui.why-yard');
          return (
            <button
              type="button"
              key={i}
              class={`wc-yard${legal ? ' wc-legal' : ''}`}
              data-testid={`yard-${i}`}
              {...attrs}
            >
              <strong>
                {i + 1}: {y.iron} {t({ code: 'term.iron' })} ×{y.points}
              </strong>{' '}
              {y.faces
                .map((face, k) => {
                  const tile = YARD_TILES[(view.yards[i]?.tiles[k] ?? 1) - 1];
                  return tile
                    ? `${yardTileName(t, tile.id)}: ${fxText(t, face === 'action' ? tile.action : tile.reward)}`
                    : '';
                })
                .join(' + ')}
              <span class="wc-marks">
                {(view.yards[i]?.warriors ?? []).map((s, k) => (
                  <SeatMark key={k} seat={s} color={seats[s]?.color ?? ''} small />
                ))}
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
