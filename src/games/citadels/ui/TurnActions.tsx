// The power targets of the running turn that stay on the table, by the hand they are about: the seven characters
// the Assassin or the Thief may name, and the seats the Magician may swap hands with. The step buttons are in TurnBar.

import type { Seat } from '../../../engine/game';
import { ASSASSIN, MAGICIAN, RANKS, THIEF } from '../data';
import type { CtMove, CtView } from '../rules/types';
import { ActionButton } from './ActionButton';
import type { LegalOptions } from './legal-options';

interface Props {
  readonly view: CtView;
  readonly options: LegalOptions;
  readonly onMove: (m: CtMove) => void;
  readonly name: (code: string, params?: Record<string, number>) => string;
  readonly seatName: (seat: Seat) => string;
}

function Swaps({ view, options, onMove, name, seatName }: Props) {
  return (
    <section class="ct-panel ct-targets" data-testid="turn-actions">
      <h2 class="game-heading">{name('ui.swap')}</h2>
      {Array.from({ length: view.seats }, (_, seat) => seat)
        .filter((seat) => seat !== view.viewer)
        .map((seat) => (
          <ActionButton
            key={seat}
            testId={`swap-${seat}`}
            legal={options.swap.has(seat)}
            onClick={() => onMove({ kind: 'swapHands', seat })}
          >
            {seatName(seat)} ({name('ui.cards', { count: view.handCounts[seat] ?? 0 })})
          </ActionButton>
        ))}
    </section>
  );
}

export function TurnActions(props: Props) {
  const { view, options, onMove, name } = props;
  const rank = view.turn?.rank;
  if (view.turn?.power) return null;
  if (rank === MAGICIAN) return <Swaps {...props} />;
  if (rank !== ASSASSIN && rank !== THIEF) return null;
  const kind = rank === ASSASSIN ? 'assassinate' : 'rob';
  const legal = rank === ASSASSIN ? options.assassinate : options.rob;
  return (
    <section class="ct-panel ct-targets" data-testid="turn-actions">
      <h2 class="game-heading">{name(rank === ASSASSIN ? 'ui.assassinate' : 'ui.rob')}</h2>
      {RANKS.filter((r) => r > 1).map((r) => (
        <ActionButton
          key={r}
          testId={`${kind}-${r}`}
          legal={legal.has(r)}
          onClick={() => onMove({ kind, character: r })}
        >
          {r} {name(`char.${r}`)}
        </ActionButton>
      ))}
    </section>
  );
}
