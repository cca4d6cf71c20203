// Wizard Extreme's table: seats with their seals, the trick, the seals in the middle, the viewer's choices and hand.

import type { Seat } from '../../../engine/game';
import { BarStatus } from '../../../ui/decision-bar';
import type { TableProps } from '../../../ui/table-props';
import type { Color, SealKind } from '../data';
import type { WeMove, WeView } from '../rules/types';
import { Hand } from './Hand';
import { legalOptions } from './legal-options';
import { PredictionActions } from './PredictionActions';
import { ReturnChoice } from './ReturnChoice';
import { SealSupply } from './SealSupply';
import { SeatPanel } from './SeatPanel';
import { Trick } from './Trick';
import './table.css';

export function Table({ view, viewer, legal, onMove, seats, t }: TableProps<WeView, WeMove>) {
  const options = legalOptions(legal);
  const name = (k: SealKind | Color) => t({ code: `term.${k}` });
  const seatName = (seat: Seat) => seats[seat]?.name ?? `#${seat + 1}`;
  const seatLabel = (seat: Seat) => `${seat + 1} ${seatName(seat)}`;
  const myTurn = viewer !== 'table' && view.turn === viewer && view.phase !== 'over';
  const predicting = myTurn && view.phase === 'predict';
  const totals = view.roundScores.reduce(
    (acc, round) => acc.map((x, i) => x + (round[i]?.total ?? 0)),
    Array(view.seats).fill(0) as number[],
  );
  const lastWinner = view.lastTrick?.winner ?? 0;
  // The designer variant prices the wizard per seat; the rules work the price out, the table only shows it.
  const costWords = (seat: Seat) => {
    const cost = view.wizardCosts?.[seat];
    if (cost === undefined) return undefined;
    // Earlier wizard rounds are counted at round end, so this round would be (or is) the next one.
    const times = (view.wizardTimes[seat] ?? 0) + 1;
    return {
      label: t({ code: 'ui.wizard-cost', params: { cost } }),
      title: t({ code: 'ui.wizard-cost-title', params: { times } }),
    };
  };
  return (
    <div class={`game-table we-table${predicting ? ' we-predicting' : ''}`}>
      <BarStatus>
        <span class="we-round">{t({ code: 'ui.round', params: { round: view.round + 1, rounds: view.rounds } })}</span>
        {predicting ? (
          <span class="we-taken"> · {t({ code: 'ui.taken', params: { count: view.takenThisTurn } })}</span>
        ) : null}
      </BarStatus>
      <ol class="we-seats">
        {Array.from({ length: view.seats }, (_, seat) => (
          <SeatPanel
            key={seat}
            seat={seat}
            info={seats[seat]}
            held={view.seals[seat] ?? view.supply}
            cards={view.handCounts[seat] ?? 0}
            tricks={view.tricksWon[seat] ?? 0}
            total={totals[seat] ?? 0}
            active={view.phase !== 'over' && view.turn === seat}
            dealer={view.dealer === seat}
            wizard={view.wizard === seat}
            name={name}
            words={{
              cards: t({ code: 'ui.cards', params: { count: view.handCounts[seat] ?? 0 } }),
              tricks: t({ code: 'ui.tricks-won', params: { count: view.tricksWon[seat] ?? 0 } }),
              points: t({ code: 'ui.points', params: { points: totals[seat] ?? 0 } }),
              dealer: t({ code: 'ui.dealer' }),
              wizard: t({ code: 'ui.wizard' }),
              none: t({ code: 'ui.no-seals' }),
              wizardCost: costWords(seat),
            }}
          />
        ))}
      </ol>
      <div class="we-middle">
        <Trick
          trick={view.trick}
          last={view.lastTrick}
          seatLabel={seatLabel}
          colorName={name}
          words={{
            current: t({ code: 'ui.trick' }),
            last: t({ code: 'ui.last-trick' }),
            empty: t({ code: 'ui.empty-trick' }),
            wonBy: t({ code: 'ui.won-by', params: { seat: { seat: lastWinner } } }),
          }}
        />
        <SealSupply
          supply={view.supply}
          options={options}
          predicting={predicting}
          onMove={onMove}
          name={name}
          seatLabel={seatLabel}
          title={t({ code: 'ui.supply' })}
        />
      </div>
      {predicting ? (
        <PredictionActions
          options={options}
          onMove={onMove}
          words={{
            wizard: t({ code: 'ui.take-wizard' }),
            done: t({ code: 'ui.end-prediction' }),
          }}
        />
      ) : null}
      {myTurn && view.phase === 'return' ? (
        <ReturnChoice returns={options.returns} onMove={onMove} name={name} />
      ) : null}
      {viewer !== 'table' ? (
        <Hand
          hand={view.hand}
          playable={options.playable}
          onMove={onMove}
          colorName={name}
          title={t({ code: 'ui.hand' })}
        />
      ) : null}
    </div>
  );
}
