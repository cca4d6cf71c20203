// The running turn's step buttons, drawn in the frame's decision bar: the action, income, the Smithy, the Magician's
// redraw, and ending the turn. Only what the rules offer now is shown; ending the turn waits for the action.

import { BarActions, BarButton } from '../../../ui/decision-bar';
import { MAGICIAN } from '../data';
import type { CtMove, CtView } from '../rules/types';
import type { LegalOptions } from './legal-options';

interface Props {
  readonly view: CtView;
  readonly options: LegalOptions;
  readonly onMove: (m: CtMove) => void;
  readonly name: (code: string, params?: Record<string, number>) => string;
}

export function TurnBar({ view, options, onMove, name }: Props) {
  const t = view.turn;
  if (!t) return null;
  const classic = view.options.smithy === 'classic';
  return (
    <BarActions>
      {options.takeGold ? (
        <BarButton kind="choice" primary testId="take-gold" onClick={() => onMove({ kind: 'takeGold' })}>
          {name('ui.take-gold')}
        </BarButton>
      ) : null}
      {options.drawCards ? (
        <BarButton kind="choice" primary testId="draw-cards" onClick={() => onMove({ kind: 'drawCards' })}>
          {name('ui.draw-cards')}
        </BarButton>
      ) : null}
      {options.income ? (
        <BarButton kind="choice" testId="income" onClick={() => onMove({ kind: 'income' })}>
          {name('ui.income')}
        </BarButton>
      ) : null}
      {options.smithy ? (
        <BarButton kind="choice" testId="smithy" onClick={() => onMove({ kind: 'smithy' })}>
          {name('ui.smithy', { cost: classic ? 2 : 3, count: classic ? 3 : 2 })}
        </BarButton>
      ) : null}
      {t.rank === MAGICIAN && !t.power ? (
        <BarButton kind="choice" testId="redraw" disabled={!options.redraw} onClick={() => onMove({ kind: 'redraw' })}>
          {name('ui.redraw', { count: t.selected.length })}
        </BarButton>
      ) : null}
      <BarButton
        kind="done"
        primary={options.endTurn}
        testId="end-turn"
        disabled={!options.endTurn}
        onClick={() => onMove({ kind: 'endTurn' })}
      >
        {name('ui.end-turn')}
      </BarButton>
    </BarActions>
  );
}
