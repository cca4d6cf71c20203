// On a phone, the buys and developments open this turn gathered under the hand, so every answer of the turn is on
// one screen; the market and achievement cards show the same buttons on a tablet (CSS shows one place or the other).

import { ACHIEVEMENTS } from '../data';
import type { AlView } from '../rules';
import { legalOptions } from './legal-options';
import { type AlTableProps, RES_MARK, tc } from './words';

export function NowPanel({ view, props }: { view: AlView; props: AlTableProps }) {
  const t = props.t;
  const lo = legalOptions(props.legal);
  if (lo.buys.size === 0 && lo.develop.size === 0) return null;
  return (
    <section class="al-now" data-testid="now-panel">
      {lo.buys.size > 0 ? <h2 class="game-heading">{tc(t, 'ui.market')}</h2> : null}
      <div class="al-grid">
        {[...lo.buys].flatMap(([type, ms]) =>
          ms.map((m, j) => (
            <button
              key={`${type}-${j}`}
              type="button"
              class="game-btn al-mini"
              data-legal="true"
              data-testid={`now-buy-${type}-${j}`}
              onClick={() => props.onMove(m)}
            >
              {tc(t, `card.${type}`)}
              {m.kind === 'buy' && m.pay.length > 0 ? ` ${m.pay.map((r) => RES_MARK[r]).join('')}` : ''}
            </button>
          )),
        )}
      </div>
      {lo.develop.size > 0 ? <h2 class="game-heading">{tc(t, 'ui.achievements')}</h2> : null}
      <div class="al-grid">
        {[...lo.develop].flatMap(([inst, ms]) =>
          ms.map((m, j) => (
            <button
              key={`${inst}-${j}`}
              type="button"
              class="game-btn al-mini"
              data-legal="true"
              data-testid={`now-develop-${inst}-${j}`}
              onClick={() => props.onMove(m)}
            >
              {tc(t, `ach.${ACHIEVEMENTS[view.achs[inst] ?? 0]?.key ?? 'academy'}`)}
              {m.kind === 'develop' ? ` ${RES_MARK[m.res]}` : ''}
            </button>
          )),
        )}
      </div>
    </section>
  );
}
