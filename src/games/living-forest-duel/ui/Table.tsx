// Living Forest Duel's table: players, choices, clearings, the lines, the recruitment line, tree piles, forests.

import { useState } from 'preact/hooks';
import type { TableProps } from '../../../ui/table-props';
import { ELEMENTS, type Element } from '../data';
import type { LfMove, LfView } from '../rules/types';
import { ActionPanel } from './ActionPanel';
import { AnimalCard } from './AnimalCard';
import { Clearings } from './Clearings';
import { Forest } from './Forest';
import { legalOptions } from './legal-options';
import { RecruitLine } from './RecruitLine';
import { SeatPanel } from './SeatPanel';
import { SharedLine } from './SharedLine';
import { TreePiles } from './TreePiles';
import './table.css';

export function Table({ view, viewer, legal, onMove, seats, t }: TableProps<LfView, LfMove>) {
  const options = legalOptions(legal);
  const [focus, setFocus] = useState<Element | null>(null);
  const [chosenPile, setPile] = useState<Element | null>(null);
  const tr = (code: string, params?: Record<string, string | number>) => t({ code, params });
  const seatName = (seat: number) => seats[seat]?.name ?? `#${seat + 1}`;
  const me = typeof viewer === 'number' && legal.length > 0 ? viewer : null;
  const planting = me !== null && options.plant.size > 0;
  const pile =
    chosenPile !== null && options.plant.has(chosenPile)
      ? chosenPile
      : (ELEMENTS.find((e) => options.plant.has(e)) ?? null);
  const focused = me !== null && focus ? (view.seats[me]?.previews.find((p) => p.element === focus) ?? null) : null;
  const bonus = {
    sanki: tr('ui.bonus-sanki'),
    recruit: tr('ui.bonus-recruit'),
    extinguish: tr('ui.bonus-extinguish'),
    plant: tr('ui.bonus-plant'),
  };
  const last = view.lastRoundEnd;
  return (
    <div class="game-table">
      <p class="lf-top">
        <span>{tr('ui.round', { round: view.round })}</span>
        <span data-testid="deck-count">{tr('ui.deck', { count: view.deckCount })}</span>
        <span>{tr('ui.discard', { count: view.discard.length })}</span>
        <span>{tr('ui.fire-power', { count: view.firePower })}</span>
        <span>{tr('ui.stock', { count: view.fireStock })}</span>
        <span>{tr('ui.supply-sanki', { count: view.sankiSupply })}</span>
        {last ? (
          <span>
            {tr('ui.last-round', { fire: last.firePower, water0: last.water[0] ?? 0, water1: last.water[1] ?? 0 })}
          </span>
        ) : null}
      </p>
      <ol class="lf-seats">
        {view.seats.map((sv, seat) => (
          <SeatPanel
            key={seat}
            seat={seat}
            info={seats[seat]}
            view={sv}
            active={view.phase !== 'over' && view.turn === seat}
            onibiCard={view.onibiCard === seat}
            target={view.options.fireTarget}
            t={tr}
          />
        ))}
      </ol>
      {me !== null ? (
        <ActionPanel view={view} seat={me} options={options} onMove={onMove} onFocus={setFocus} t={tr} />
      ) : null}
      <div class="lf-board">
        <div class="lf-col">
          <Clearings
            fires={view.fires}
            onibi={view.onibi}
            legal={options.extinguish}
            active={me !== null}
            onMove={onMove}
            t={tr}
            words={{ title: tr('ui.clearings'), bonus }}
          />
          <SharedLine
            cards={view.shared}
            tokens={view.tokens}
            focus={focused}
            t={tr}
            title={tr('ui.shared')}
            testId="shared"
          />
          {view.seats.map((sv, seat) => (
            <section key={seat} class="lf-line" data-testid={`line-${seat}`}>
              <h2 class="game-heading">{tr('ui.line', { seat: seatName(seat) })}</h2>
              <ol class="lf-cards">
                {sv.line.map((id, i) => (
                  <li key={i}>
                    <AnimalCard id={id} t={tr} />
                  </li>
                ))}
              </ol>
            </section>
          ))}
          <RecruitLine slots={view.recruit} legal={options.recruit} active={me !== null} onMove={onMove} t={tr} />
        </div>
        <div class="lf-col">
          <TreePiles
            trees={view.trees}
            legal={new Set(options.plant.keys())}
            selected={pile}
            planting={planting}
            onSelect={setPile}
            t={tr}
          />
          {view.seats.map((sv, seat) => (
            <Forest
              key={seat}
              seat={seat}
              forest={sv.forest}
              legal={planting && seat === me && pile ? (options.plant.get(pile) ?? new Set()) : new Set()}
              planting={planting && seat === me}
              onSquare={(x, y) => onMove({ kind: 'plant', pile: pile ?? 'sun', x, y })}
              title={tr('ui.forest', { seat: seatName(seat) })}
              t={tr}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
