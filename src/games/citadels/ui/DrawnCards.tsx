// The cards drawn by the action, private to the drawer: choose which to keep.

import type { CtMove } from '../rules/types';
import { DistrictCard } from './DistrictCard';

interface Props {
  readonly drawn: readonly number[];
  readonly keep: ReadonlySet<number>;
  readonly onMove: (m: CtMove) => void;
  readonly name: (code: string) => string;
}

export function DrawnCards({ drawn, keep, onMove, name }: Props) {
  return (
    <section class="ct-panel" data-testid="drawn">
      <h2 class="game-heading">{name('ui.drawn')}</h2>
      <div class="ct-cards">
        {drawn.map((card) => (
          <DistrictCard
            key={card}
            card={card}
            name={name}
            testId={`keep-${card}`}
            legal={keep.has(card)}
            onClick={() => onMove({ kind: 'keepCard', card })}
          />
        ))}
      </div>
    </section>
  );
}
