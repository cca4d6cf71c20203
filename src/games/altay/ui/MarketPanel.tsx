// Altay's market: the top card of each pile with its cost, the legal ways to pay, and a try button when not legal.

import { CARD_TYPES, MARKET } from '../data';
import type { AlView } from '../rules';
import { legalOptions } from './legal-options';
import { type AlTableProps, costText, RES_MARK, tc } from './words';

export function MarketPanel({ view, props }: { view: AlView; props: AlTableProps }) {
  const lo = legalOptions(props.legal);
  const myTurn = lo.buttons.some((m) => m.kind === 'end');
  const t = props.t;
  return (
    <section class="al-market">
      <h2 class="game-heading">{tc(t, 'ui.market')}</h2>
      <div class="al-grid">
        {MARKET.map(([type], i) => {
          const pile = view.market[i] ?? [];
          const top = pile[0];
          const card = top === undefined ? undefined : view.cards[top];
          const ct = CARD_TYPES[type];
          const cost = ct ? [...ct.cost, ...Array.from({ length: card?.vp ?? 0 }, () => 4 as const)] : [];
          const buys = lo.buys.get(type) ?? [];
          return (
            <div key={type} class={`al-card${buys.length > 0 ? ' al-legal' : ''}`} data-market={type}>
              <b>{tc(t, `card.${type}`)}</b>
              {card && card.vp > 0 ? <span class="al-vpb">{tc(t, 'ui.vp', { n: card.vp })}</span> : null}
              <span class="al-small">
                {costText(cost)} ×{pile.length}
              </span>
              {buys.map((m, j) => (
                <button
                  key={j}
                  type="button"
                  class="game-btn al-mini al-tablet-only"
                  data-legal="true"
                  data-testid={`buy-${type}-${j}`}
                  onClick={() => props.onMove(m)}
                >
                  {m.kind === 'buy' && m.pay.length > 0 ? m.pay.map((r) => RES_MARK[r]).join('') : '✓'}
                </button>
              ))}
              {myTurn && buys.length === 0 && card ? (
                // not legal now: still sent, so the app says why (too poor, bought this turn)
                <button
                  type="button"
                  class="game-btn al-mini al-illegal"
                  data-legal="false"
                  data-testid={`try-buy-${type}`}
                  onClick={() =>
                    props.onMove({ kind: 'buy', type, pay: cost.filter((c) => c === 'X').map(() => 1 as const) })
                  }
                >
                  ✓
                </button>
              ) : null}
            </div>
          );
        })}
      </div>
    </section>
  );
}
