// The Graveyard owner's answer after a destruction: pay 1 gold to take the card, or let it go.

import { BarActions, BarButton } from '../../../ui/decision-bar';
import type { CtMove } from '../rules/types';
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
      <BarActions>
        <BarButton
          kind="choice"
          primary
          testId="graveyard-take"
          disabled={!legal}
          onClick={() => onMove({ kind: 'graveyard', take: true })}
        >
          {name('ui.graveyard-take')}
        </BarButton>
        <BarButton
          kind="choice"
          testId="graveyard-decline"
          disabled={!legal}
          onClick={() => onMove({ kind: 'graveyard', take: false })}
        >
          {name('ui.graveyard-no')}
        </BarButton>
      </BarActions>
    </section>
  );
}
