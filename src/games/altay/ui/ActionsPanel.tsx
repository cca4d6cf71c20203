// Altay's move buttons that belong to no card or space (attack, end turn, keep, abandon, abilities, the people pick).

import { PEOPLES } from '../data';
import type { AlView } from '../rules';
import { legalOptions } from './legal-options';
import { type AlTableProps, buttonLabel, tc } from './words';

export function ActionsPanel({ view, props }: { view: AlView; props: AlTableProps }) {
  const t = props.t;
  const lo = legalOptions(props.legal);
  const top = view.asks[view.asks.length - 1];
  if (lo.buttons.length === 0 && top?.kind !== 'people') return null;
  return (
    <section class="al-actions">
      {top?.kind === 'people' ? <h2 class="game-heading">{tc(t, 'ui.pick-people')}</h2> : null}
      {lo.buttons.map((m, i) => (
        <button
          key={i}
          type="button"
          class="game-btn"
          data-move={m.kind}
          data-testid={
            m.kind === 'end' && m.keep === null ? 'end-turn' : m.kind === 'people' ? `people-${m.people}` : `move-${i}`
          }
          onClick={() => props.onMove(m)}
        >
          {buttonLabel(t, view, m)}
        </button>
      ))}
      {top?.kind === 'people'
        ? PEOPLES.filter((x) => view.players.some((p) => p.people === x)).map((x) => (
            <span key={x} class="al-small">
              {tc(t, `people.${x}`)} ✓
            </span>
          ))
        : null}
    </section>
  );
}
