// The recruitment line: seven slots (the Stag starts in the middle); tappable while recruiting.

import type { LfMove } from '../rules/types';
import { AnimalCard } from './AnimalCard';

export interface RecruitLineProps {
  readonly slots: readonly (number | null)[];
  readonly legal: ReadonlySet<number>;
  readonly onMove: (m: LfMove) => void;
  readonly t: (code: string, params?: Record<string, string | number>) => string;
}

export function RecruitLine({ slots, legal, onMove, t }: RecruitLineProps) {
  return (
    <section class="lf-recruit" data-testid="recruitment">
      <h2 class="game-heading">{t('ui.recruitment')}</h2>
      <ol class="lf-cards">
        {slots.map((id, slot) => (
          <li key={slot}>
            {id === null ? (
              <div class="lf-animal lf-empty">{t('ui.empty')}</div>
            ) : (
              <button
                type="button"
                class={`lf-card-button${legal.has(slot) ? ' lf-legal' : ''}`}
                data-testid={`recruit-${slot}`}
                data-legal={legal.has(slot) ? 'true' : 'false'}
                onClick={() => onMove({ kind: 'recruit', slot })}
              >
                <AnimalCard id={id} t={t} showCost />
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
