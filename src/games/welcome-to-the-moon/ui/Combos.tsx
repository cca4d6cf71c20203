// The three number + action combinations of this turn; the chosen one is marked, the pickable ones highlighted.

import { ACTIONS, type Action } from '../data';
import type { Combo } from '../rules/types';

export interface CombosProps {
  readonly combos: readonly Combo[];
  readonly chosen: number | null;
  readonly pickable: ReadonlySet<number>;
  /** Joker choices the rules allow: combination -> actions it may become. */
  readonly jokers: ReadonlyMap<number, readonly string[]>;
  readonly onPick: (combo: number, joker?: Action) => void;
  readonly actionName: (action: string) => string;
  readonly title: string;
}

export function Combos({ combos, chosen, pickable, jokers, onPick, actionName, title }: CombosProps) {
  const jokerChoices = [...jokers.entries()].flatMap(([combo, actions]) =>
    actions.flatMap((a) => {
      const action = ACTIONS.find((x) => x === a);
      return action ? [{ combo, action }] : [];
    }),
  );
  return (
    <section class="wtm-combos" aria-label={title}>
      {jokerChoices.length > 0 ? (
        <div class="wtm-jokers">
          {jokerChoices.map(({ combo, action }) => (
            <button
              type="button"
              key={`${combo}-${action}`}
              class="wtm-btn wtm-legal"
              data-testid={`combo-${combo}-joker-${action}`}
              data-legal="true"
              onClick={() => onPick(combo, action)}
            >
              {`${combos[combo]?.number ?? ''} → ${actionName(action)} (★)`}
            </button>
          ))}
        </div>
      ) : null}
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
