// The viewer's hand: click a card to build it; the Magician marks cards to discard; the Laboratory trades one for gold.

import type { CtMove } from '../rules/types';
import { ActionButton } from './ActionButton';
import { DistrictCard } from './DistrictCard';
import type { LegalOptions } from './legal-options';

interface Props {
  readonly hand: readonly number[];
  readonly selected: readonly number[];
  /** False outside the viewer's own turn: the hand is then shown, not offered. */
  readonly active: boolean;
  readonly magician: boolean;
  readonly laboratory: boolean;
  readonly options: LegalOptions;
  readonly onMove: (m: CtMove) => void;
  readonly name: (code: string) => string;
}

export function HandView({ hand, selected, active, magician, laboratory, options, onMove, name }: Props) {
  return (
    <section class="ct-panel ct-hand" data-testid="hand" aria-label={name('ui.hand')}>
      <h2 class="game-heading">{name('ui.hand')}</h2>
      {hand.length === 0 ? <span class="ct-muted">{name('ui.no-cards')}</span> : null}
      <div class="ct-cards">
        {hand.map((card) => (
          <div key={card} class="ct-hand-card">
            {active ? (
              <DistrictCard
                card={card}
                name={name}
                testId={`build-${card}`}
                legal={options.build.has(card)}
                marked={magician ? selected.includes(card) : undefined}
                onClick={() => onMove({ kind: 'build', card })}
              />
            ) : (
              <DistrictCard card={card} name={name} />
            )}
            {magician ? (
              <ActionButton
                testId={`mark-${card}`}
                legal={options.toggle.has(card)}
                onClick={() => onMove({ kind: 'toggleDiscard', card })}
              >
                {selected.includes(card) ? '☑' : '☐'} {name('ui.mark')}
              </ActionButton>
            ) : null}
            {laboratory ? (
              <ActionButton
                testId={`laboratory-${card}`}
                legal={options.laboratory.has(card)}
                onClick={() => onMove({ kind: 'laboratory', card })}
              >
                {name('ui.laboratory')}
              </ActionButton>
            ) : null}
          </div>
        ))}
      </div>
    </section>
  );
}
