// The three number + action combinations of this turn; the chosen one is marked, the pickable ones highlighted.

import { useState } from 'preact/hooks';
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
  /** Heads the joker buttons: what spending a joker does. */
  readonly jokerTitle: string;
  /** Solo: names the card ASTRA gets with a pair, e.g. "ASTRA: plant". */
  readonly astraName: (action: string) => string;
}

export function Combos({
  combos,
  chosen,
  pickable,
  jokers,
  onPick,
  actionName,
  title,
  jokerTitle,
  astraName,
}: CombosProps) {
  // Which combination's joker actions are open: one small button per combination instead of every
  // combination × action at once (up to 30 buttons in solo).
  const [open, setOpen] = useState<number | null>(null);
  const openActions = open === null ? [] : (jokers.get(open) ?? []).filter(isAction);
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
          {c.astra ? <span class="wtm-combo-astra">{astraName(actionName(c.astra))}</span> : null}
        </button>
      ))}
      {jokers.size > 0 ? (
        <div class="wtm-jokers" data-testid="jokers">
          <span class="wtm-jokers-title">{jokerTitle}</span>
          {[...jokers.keys()].map((i) => (
            <button
              type="button"
              key={i}
              class="game-btn wtm-btn"
              data-testid={`combo-${i}-joker`}
              // With no combination writable as printed, a joker is the only way on: lit like a combination.
              data-legal={pickable.size === 0 ? 'true' : 'false'}
              aria-pressed={open === i}
              onClick={() => setOpen(open === i ? null : i)}
            >
              {jokerLabel(combos[i], actionName, astraName)}
            </button>
          ))}
          {open === null ? null : (
            <div class="wtm-joker-actions">
              {openActions.map((action) => (
                <button
                  type="button"
                  key={action}
                  class="game-btn wtm-btn wtm-legal"
                  data-testid={`combo-${open}-joker-${action}`}
                  data-legal="true"
                  onClick={() => {
                    setOpen(null);
                    onPick(open, action);
                  }}
                >
                  {`${combos[open]?.number ?? ''} → ${actionName(action)}`}
                </button>
              ))}
            </div>
          )}
        </div>
      ) : null}
    </section>
  );
}

/**
 * A combination as a joker choice: its number and what tells it apart once its action is replaced — the printed
 * action with several players, the card ASTRA gets in solo (pairs with the same number differ only by that).
 */
function jokerLabel(
  c: Combo | undefined,
  actionName: (action: string) => string,
  astraName: (action: string) => string,
): string {
  if (!c) return '';
  return `★ ${c.number} · ${c.astra ? astraName(actionName(c.astra)) : actionName(c.action)}`;
}

const isAction = (a: string): a is Action => ACTIONS.some((x) => x === a);
