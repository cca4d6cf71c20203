// Living Forest Duel's table: players, the tokens, then the board. On a phone the part the running action works on
// comes first (the tree piles with the viewer's own forest while planting, the clearings, the recruitment line); the
// step buttons are in the decision bar and the round and deck beside the prompt.

import { useState } from 'preact/hooks';
import { BarStatus } from '../../../ui/decision-bar';
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

/** Which board part the running decision works on (it comes first on a phone). */
function livePart(options: ReturnType<typeof legalOptions>): 'plant' | 'extinguish' | 'recruit' | null {
  if (options.plant.size > 0) return 'plant';
  if (options.extinguish.size > 0) return 'extinguish';
  if (options.recruit.size > 0) return 'recruit';
  return null;
}

export function Table({ view, viewer, legal, onMove, explain, seats, t }: TableProps<LfView, LfMove>) {
  const options = legalOptions(legal);
  const [focus, setFocus] = useState<Element | null>(null);
  const [chosenPile, setPile] = useState<Element | null>(null);
  const tr = (code: string, params?: Record<string, string | number>) => t({ code, params });
  const seatName = (seat: number) => seats[seat]?.name ?? `#${seat + 1}`;
  const me = typeof viewer === 'number' && legal.length > 0 ? viewer : null;
  const own = typeof viewer === 'number' ? viewer : null;
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
  const pickPile = (e: Element) => {
    if (options.plant.has(e)) setPile(e);
    else explain?.({ code: planting ? 'ui.pile-blocked' : 'ui.piles-not-now' });
  };
  // The viewer's own forest first (next to the tree piles), the other after.
  const forestSeats = view.seats.map((_, seat) => seat).sort((a, b) => Number(b === own) - Number(a === own));
  const forest = (seat: number) => (
    <Forest
      key={seat}
      seat={seat}
      forest={view.seats[seat]?.forest ?? []}
      legal={planting && seat === me && pile ? (options.plant.get(pile) ?? new Set()) : new Set()}
      onSquare={(x, y) =>
        own !== null && seat !== own
          ? explain?.({ code: 'ui.not-your-forest' })
          : onMove({ kind: 'plant', pile: pile ?? 'sun', x, y })
      }
      title={tr('ui.forest', { seat: seatName(seat) })}
      t={tr}
    />
  );
  return (
    <div class="game-table">
      <BarStatus>
        {tr('ui.round', { round: view.round })} · {tr('ui.deck', { count: view.deckCount })}
      </BarStatus>
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
      <div class="lf-board" data-live={livePart(options) ?? 'none'}>
        <div class="lf-col">
          <Clearings
            fires={view.fires}
            onibi={view.onibi}
            legal={options.extinguish}
            onMove={onMove}
            t={tr}
            words={{ title: tr('ui.clearings'), bonus }}
          />
          <div class="lf-lines">
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
          </div>
          <RecruitLine slots={view.recruit} legal={options.recruit} onMove={onMove} t={tr} />
        </div>
        <div class="lf-col">
          <div class="lf-mine">
            <TreePiles
              trees={view.trees}
              legal={new Set(options.plant.keys())}
              selected={pile}
              onSelect={(e) => pickPile(e)}
              t={tr}
            />
            {forestSeats.slice(0, 1).map(forest)}
          </div>
          {forestSeats.slice(1).map(forest)}
        </div>
      </div>
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
    </div>
  );
}
