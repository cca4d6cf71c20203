// The garden cards by each bridge (edged in its colour), with their gardeners; a card is tapped to put a gardener there.

import { SeatMark } from '../../../ui/SeatMark';
import { COLORS, GARDENS } from '../data';
import { cardName, fxList } from './labels';
import type { PickingProps } from './pick';

export function Gardens({ view, t, seats, pick }: PickingProps) {
  return (
    <section class="wc-gardens-all" aria-label={t({ code: 'ui.gardens' })}>
      <h2 class="game-heading">{t({ code: 'ui.gardens' })}</h2>
      {view.bridges.map((_, b) => (
        <div key={b} class="wc-garden-row">
          <div class={`wc-gardens wc-gardens-${COLORS[b]}`}>
            <span class="game-sr">
              {t({ code: 'ui.bridge-gardens', params: { color: { term: `term.${COLORS[b]}` } } })}
            </span>
            {(view.gardens[b] ?? []).map((id) => {
              const g = GARDENS[id - 1];
              if (!g) return null;
              const { legal, attrs } = pick({ kind: 'garden', id }, 'gardener', 'ui.why-garden');
              return (
                <button
                  type="button"
                  key={id}
                  class={`wc-garden wc-garden-${g.kind}${legal ? ' wc-legal' : ''}`}
                  data-testid={`garden-${id}`}
                  {...attrs}
                >
                  <strong>{cardName(t, { k: 'garden', id })}</strong> {g.food} {t({ code: 'term.food' })} → {g.points}★
                  · {fxList(t, g.fx)}
                  <span class="wc-marks">
                    {(view.gardeners[id - 1] ?? []).map((s) => (
                      <SeatMark key={s} seat={s} color={seats[s]?.color ?? ''} small />
                    ))}
                  </span>
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </section>
  );
}
