// One seat's public line at the Altay table: people, resources, hidden hand size, supply, achievements, kept cards.

import { SeatBadge } from '../../../ui/SeatBadge';
import { ACHIEVEMENTS } from '../data';
import type { AlView } from '../rules';
import { type AlTableProps, RES_MARK, tc } from './words';

export function SeatSummary({ view, props, seat }: { view: AlView; props: AlTableProps; seat: number }) {
  const p = view.players[seat];
  const info = props.seats[seat];
  if (!p || !info) return null;
  const t = props.t;
  return (
    <div class="al-seat" data-seat={seat}>
      <SeatBadge seat={seat} name={info.name} color={info.color} isBot={info.bot} />
      {p.people ? <span class="al-small">{tc(t, `people.${p.people}`)}</span> : null}
      <span class="al-small">
        {RES_MARK.map((r, i) => `${r}${p.res[i] ?? 0}`).join(' ')} · {tc(t, 'ui.hand-hidden', { n: p.handCount })} ·{' '}
        {tc(t, 'ui.supply', { n: p.supply })} · {tc(t, 'ui.markers', { n: p.markers.length })} ·{' '}
        {tc(t, 'ui.captured', { n: p.captured })}
      </span>
      <span class="al-small">
        {tc(t, 'ui.done')}: {p.done.map((i) => tc(t, `ach.${ACHIEVEMENTS[view.achs[i] ?? 0]?.key}`)).join('、') || '—'}
        {p.dev
          ? ` · ${tc(t, 'ui.dev')}: ${tc(t, `ach.${ACHIEVEMENTS[view.achs[p.dev.ach] ?? 0]?.key}`)} (${p.dev.res.map((r) => RES_MARK[r]).join('')})`
          : ''}
      </span>
      {p.kept.length > 0 ? (
        <span class="al-small">
          {tc(t, 'ui.kept')}:{' '}
          {p.kept
            .map((k) => `${tc(t, `card.${view.cards[k.card]?.t}`)}(${k.res.map((r) => RES_MARK[r]).join('')})`)
            .join(' ')}
        </span>
      ) : null}
    </div>
  );
}
