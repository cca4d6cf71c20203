// The Graveyard owner's answer after a destruction: pay 1 gold to take the card, or let it go.

import type { CtMove } from '../rules/types';
import { ActionButton } from './ActionButton';
import { DistrictCard } from './DistrictCard';

interface Props {
  readonly card: number;
  readonly legal: boolean;
  readonly onMove: (m: CtMove) => void;
  readonly name: (code: string) => string;
}

export function GraveyardChoice({ card, legal, onMove, name }: Props) {
  return (
    <section class="ct-panel" data-testid="graveyard">
      <h2 class="game-heading">{name('district.graveyard')}</h2>
      <DistrictCard card={card} name={name} />
      <div class="ct-row">
        <ActionButton
          testId="graveyard-take"
          legal={legal}
          primary
          onClick={() => onMove({ kind: 'graveyard', take: true })}
        >
          {name('ui.graveyard-take')}
        </ActionButton>
        <ActionButton
          testId="graveyard-decline"
          legal={legal}
          onClick={() => onMove({ kind: 'graveyard', take: false })}
        >
          {name('ui.graveyard-no')}
        </ActionButton>
      </div>
    </section>
  );
}
