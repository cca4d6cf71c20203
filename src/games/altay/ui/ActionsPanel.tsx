// Altay's move buttons that belong to no card or space: the people pick, end turn (or keep a card), hold, contribute,
// abandon and the abilities go to the frame's decision bar as step buttons; the attack buttons (the map gesture's
// fallback) and a long list of abilities stay on the table beside the map.

import { type BarActionKind, BarActions, BarButton } from '../../../ui/decision-bar';
import { PEOPLES } from '../data';
import type { AlMove, AlView } from '../rules';
import { legalOptions } from './legal-options';
import { type AlTableProps, buttonLabel, tc } from './words';

/** More answers than this and the abilities stay on the table. */
const BAR_MAX = 6;

function testIdOf(m: AlMove, i: number): string {
  if (m.kind === 'end' && m.keep === null) return 'end-turn';
  if (m.kind === 'people') return `people-${m.people}`;
  return `move-${i}`;
}
function barKind(m: AlMove): BarActionKind {
  if (m.kind === 'end') return m.keep === null ? 'done' : 'choice';
  if (m.kind === 'hold') return 'pass';
  return 'choice';
}

/** The legal buttons split between the decision bar and the table (attacks always on the table). */
export function splitButtons(buttons: readonly AlMove[]): { bar: AlMove[]; table: AlMove[] } {
  const steps = buttons.filter((m) => m.kind !== 'attack' && m.kind !== 'ability');
  const abilities = buttons.filter((m) => m.kind === 'ability');
  const attacks = buttons.filter((m) => m.kind === 'attack');
  return steps.length + abilities.length <= BAR_MAX
    ? { bar: [...steps, ...abilities], table: attacks }
    : { bar: steps, table: [...abilities, ...attacks] };
}

/** The step buttons in the decision bar. */
export function BarMoves({ view, props }: { view: AlView; props: AlTableProps }) {
  const { bar } = splitButtons(legalOptions(props.legal).buttons);
  return (
    <BarActions>
      {bar.map((m, i) => (
        <BarButton
          key={JSON.stringify(m)}
          kind={barKind(m)}
          primary={m.kind === 'end' && m.keep === null}
          testId={testIdOf(m, i)}
          onClick={() => props.onMove(m)}
        >
          {buttonLabel(props.t, view, m)}
        </BarButton>
      ))}
    </BarActions>
  );
}

/** The answers that stay on the table: the attacks (also made on the map) and a long list of abilities. */
export function ActionsPanel({ view, props }: { view: AlView; props: AlTableProps }) {
  const t = props.t;
  const { table } = splitButtons(legalOptions(props.legal).buttons);
  const top = view.asks[view.asks.length - 1];
  if (table.length === 0 && top?.kind !== 'people') return null;
  return (
    <section class="al-actions">
      {top?.kind === 'people' ? <h2 class="game-heading">{tc(t, 'ui.pick-people')}</h2> : null}
      {table.map((m, i) => (
        <button
          key={JSON.stringify(m)}
          type="button"
          class="game-btn"
          data-legal="true"
          data-move={m.kind}
          data-testid={`table-move-${i}`}
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
