// The seven clearings: fire value, bonus, fire tokens and the Onibi; a tap sends the move (the rules say why not).

import { CLEARINGS } from '../data';
import type { LfMove } from '../rules/types';

export interface ClearingsProps {
  readonly fires: readonly boolean[];
  readonly onibi: number;
  readonly legal: ReadonlySet<number>;
  readonly onMove: (m: LfMove) => void;
  readonly t: (code: string, params?: Record<string, string | number>) => string;
  readonly words: { readonly title: string; readonly bonus: Record<string, string> };
}

const label = (i: number) => (i > 3 ? `+${i - 3}` : String(i - 3));

export function Clearings({ fires, onibi, legal, onMove, words }: ClearingsProps) {
  return (
    <section class="lf-clearings" data-testid="clearings">
      <h2 class="game-heading">{words.title}</h2>
      <ol class="lf-clearing-row">
        {CLEARINGS.map((c, i) => (
          <li key={label(i)}>
            <button
              type="button"
              class={`lf-clearing${legal.has(i) ? ' lf-legal' : ''}${fires[i] ? ' lf-fire' : ''}`}
              data-testid={`clearing-${i}`}
              data-legal={legal.has(i) ? 'true' : 'false'}
              onClick={() => onMove({ kind: 'extinguish', clearing: i })}
            >
              <span class="lf-clearing-pos">{label(i)}</span>
              <span class="lf-clearing-value">▲{c.fire}</span>
              <span class="lf-clearing-bonus">{words.bonus[c.bonus]}</span>
              {fires[i] ? <span class="lf-fire-mark">●</span> : null}
              {onibi === i ? <span class="lf-onibi">◆</span> : null}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
