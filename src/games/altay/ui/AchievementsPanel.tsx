// Altay's achievement displays by level, and the viewer's secret achievement, with the legal contributions.

import { ACHIEVEMENTS } from '../data';
import type { AlView } from '../rules';
import { legalOptions } from './legal-options';
import { type AlTableProps, costText, RES_MARK, tc } from './words';

export function AchievementsPanel({ view, props }: { view: AlView; props: AlTableProps }) {
  const lo = legalOptions(props.legal);
  const myTurn = lo.buttons.some((m) => m.kind === 'end');
  const t = props.t;
  const me = typeof view.me === 'number' ? view.players[view.me] : undefined;
  const achCard = (inst: number, extra?: string) => {
    const a = ACHIEVEMENTS[view.achs[inst] ?? 0];
    const dev = lo.develop.get(inst) ?? [];
    return (
      <div key={inst} class={`al-card${dev.length > 0 ? ' al-legal' : ''}`} data-ach={a?.key}>
        <b>{tc(t, `ach.${a?.key ?? 'academy'}`)}</b>
        {extra ? <span class="al-small">{extra}</span> : null}
        <span class="al-small">{costText(a?.cost ?? [])}</span>
        {dev.map((m, j) => (
          <button
            key={j}
            type="button"
            class="game-btn al-mini al-tablet-only"
            data-legal="true"
            data-testid={`develop-${inst}-${j}`}
            onClick={() => props.onMove(m)}
          >
            {m.kind === 'develop' ? RES_MARK[m.res] : ''}
          </button>
        ))}
        {myTurn && dev.length === 0 && a ? (
          // not legal now: still sent, so the app says why (level order, one at a time, resources)
          <button
            type="button"
            class="game-btn al-mini al-illegal"
            data-legal="false"
            data-testid={`try-ach-${inst}`}
            onClick={() => props.onMove({ kind: 'develop', ach: inst, res: a.cost[0] === 'X' ? 1 : (a.cost[0] ?? 0) })}
            aria-label={tc(t, 'ui.dev')}
          >
            +
          </button>
        ) : null}
      </div>
    );
  };
  return (
    <section class="al-achs">
      <h2 class="game-heading">{tc(t, 'ui.achievements')}</h2>
      {view.display.map((lv, l) => (
        <div key={l} class="al-grid">
          <span class="al-small">{tc(t, 'ui.level', { n: l + 1 })}</span>
          {lv.map((st) => achCard(st[st.length - 1] ?? 0, `×${st.length}`))}
        </div>
      ))}
      {me && me.secret !== null && me.secret >= 0 ? (
        <div class="al-grid">
          <span class="al-small">{tc(t, 'ui.secret')}</span>
          {achCard(me.secret)}
        </div>
      ) : null}
    </section>
  );
}
