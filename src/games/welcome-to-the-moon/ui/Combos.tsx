// The three number + action combinations of this turn; the chosen one is marked, the pickable ones highlighted.

import type { Combo } from '../rules/types';

export interface CombosProps {
  readonly combos: readonly Combo[];
  readonly chosen: number | null;
  readonly pickable: ReadonlySet<number>;
  readonly onPick: (combo: number) => void;
  readonly actionName: (action: string) => string;
  readonly title: string;
}

export function Combos({ combos, chosen, pickable, onPick, actionName, title }: CombosProps) {
  return (
    <section class="wtm-combos" aria-label={title}>
      {combos.map((c, i) => (
        <button
          type="button"
          key={i}
          class={`wtm-combo wtm-action-${c.action}${chosen === i ? ' wtm-chosen' : ''}${pickable.has(i) ? ' wtm-legal' : ''}`}
          data-testid={`combo-${i}`}
          data-legal={pickable.has(i) ? 'true' : 'false'}
          aria-pressed={chosen === i}
          onClick={() => onPick(i)}
        >
          <span class="wtm-combo-number">{c.number}</span>
          <span class="wtm-combo-action">{actionName(c.action)}</span>
        </button>
      ))}
    </section>
  );
}
