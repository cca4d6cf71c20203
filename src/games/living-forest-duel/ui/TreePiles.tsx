// The four tree piles with their face-up top cards; while planting, tapping a pile picks it for the forest.

import { ELEMENTS, type Element } from '../data';
import type { LfView } from '../rules/types';
import { TreeCard } from './TreeCard';

export interface TreePilesProps {
  readonly trees: LfView['trees'];
  readonly legal: ReadonlySet<Element>;
  readonly selected: Element | null;
  readonly onSelect: (e: Element) => void;
  readonly t: (code: string, params?: Record<string, string | number>) => string;
}

export function TreePiles({ trees, legal, selected, onSelect, t }: TreePilesProps) {
  return (
    <section class="lf-piles" data-testid="tree-piles">
      <h2 class="game-heading">{t('ui.trees')}</h2>
      <ol class="lf-pile-row">
        {ELEMENTS.map((e) => {
          const p = trees[e];
          return (
            <li key={e}>
              <button
                type="button"
                class={`lf-pile${legal.has(e) ? ' lf-legal' : ''}${selected === e ? ' lf-selected' : ''}`}
                data-testid={`tree-pile-${e}`}
                data-legal={legal.has(e) ? 'true' : 'false'}
                aria-pressed={selected === e}
                aria-disabled={legal.has(e) ? undefined : 'true'}
                onClick={() => onSelect(e)}
              >
                {p.top ? <TreeCard id={p.top} t={t} /> : <span class="lf-muted">{t('ui.empty')}</span>}
                <span class="lf-muted">{t('ui.pile-count', { count: p.count })}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
