// The running turn's choices: the action, income, the character's power targets, purple districts and ending the turn.

import type { Seat } from '../../../engine/game';
import { ASSASSIN, INCOME_COLOR, MAGICIAN, RANKS, THIEF } from '../data';
import type { CtMove, CtView } from '../rules/types';
import { ActionButton } from './ActionButton';
import type { LegalOptions } from './legal-options';

interface Props {
  readonly view: CtView;
  readonly options: LegalOptions;
  readonly onMove: (m: CtMove) => void;
  readonly name: (code: string, params?: Record<string, number>) => string;
  readonly seatName: (seat: Seat) => string;
  readonly owns: (key: string) => boolean;
}

function Targets(
  p: { title: string; kind: 'assassinate' | 'rob'; legal: ReadonlySet<number> } & Pick<Props, 'onMove' | 'name'>,
) {
  return (
    <div class="ct-targets">
      <h2 class="game-heading">{p.title}</h2>
      {RANKS.filter((r) => r > 1).map((rank) => (
        <ActionButton
          key={rank}
          testId={`${p.kind}-${rank}`}
          legal={p.legal.has(rank)}
          onClick={() => p.onMove({ kind: p.kind, character: rank })}
        >
          {rank} {p.name(`char.${rank}`)}
        </ActionButton>
      ))}
    </div>
  );
}

export function TurnActions({ view, options, onMove, name, seatName, owns }: Props) {
  const t = view.turn;
  if (!t) return null;
  const smithyCost = view.options.smithy === 'classic' ? 2 : 3;
  const smithyDraw = view.options.smithy === 'classic' ? 3 : 2;
  return (
    <section class="ct-panel ct-actions" data-testid="turn-actions">
      <div class="ct-row">
        <ActionButton testId="take-gold" legal={options.takeGold} primary onClick={() => onMove({ kind: 'takeGold' })}>
          {name('ui.take-gold')}
        </ActionButton>
        <ActionButton
          testId="draw-cards"
          legal={options.drawCards}
          primary
          onClick={() => onMove({ kind: 'drawCards' })}
        >
          {name('ui.draw-cards')}
        </ActionButton>
        {INCOME_COLOR[t.rank] ? (
          <ActionButton testId="income" legal={options.income} onClick={() => onMove({ kind: 'income' })}>
            {name('ui.income')}
          </ActionButton>
        ) : null}
        {owns('smithy') ? (
          <ActionButton testId="smithy" legal={options.smithy} onClick={() => onMove({ kind: 'smithy' })}>
            {name('ui.smithy', { cost: smithyCost, count: smithyDraw })}
          </ActionButton>
        ) : null}
        {t.rank === MAGICIAN ? (
          <ActionButton testId="redraw" legal={options.redraw} onClick={() => onMove({ kind: 'redraw' })}>
            {name('ui.redraw', { count: t.selected.length })}
          </ActionButton>
        ) : null}
        <ActionButton testId="end-turn" legal={options.endTurn} primary onClick={() => onMove({ kind: 'endTurn' })}>
          {name('ui.end-turn')}
        </ActionButton>
      </div>
      {t.rank === ASSASSIN ? (
        <Targets
          title={name('ui.assassinate')}
          kind="assassinate"
          legal={options.assassinate}
          onMove={onMove}
          name={name}
        />
      ) : null}
      {t.rank === THIEF ? (
        <Targets title={name('ui.rob')} kind="rob" legal={options.rob} onMove={onMove} name={name} />
      ) : null}
      {t.rank === MAGICIAN ? (
        <div class="ct-targets">
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
        </div>
      ) : null}
    </section>
  );
}
