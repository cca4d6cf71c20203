// One player's domain in The White Castle: the seasons pot, goods, the three worker rows, the domain cards and the
// lantern area. The viewer's own rows are the targets of a die placed in the domain: OwnRow, drawn by the bridges.

import type { ComponentChildren } from 'preact';
import { assertDefined } from '../../../engine/assert';
import { SeatMark } from '../../../ui/SeatMark';
import type { SeatInfo } from '../../../ui/table-props';
import { ACTION_CARDS, COLORS, potPoints, ROW_WORKER } from '../data';
import type { WcView } from '../rules/types';
import { cardBlocks, cardName, DieChip, fxList, fxText, type T } from './labels';

export interface DomainProps {
  readonly view: WcView;
  readonly seat: number;
  readonly seats: readonly SeatInfo[];
  readonly t: T;
  /** The viewer's own domain: its rows are drawn beside the bridges (OwnRow), not here. */
  readonly mine?: boolean;
  /** What sits under the goods (the viewer's seal trades). */
  readonly children?: ComponentChildren;
}

/** The worker a starting action card sends. */
const actionWorker = (id: number) => assertDefined(ACTION_CARDS[id - 1], `action card ${id}`).w;

/** A row's colour, its workers and the die placed there. */
function RowBody({ view, seat, t, row }: Pick<DomainProps, 'view' | 'seat' | 't'> & { readonly row: number }) {
  const p = view.players[seat];
  const w = ROW_WORKER[row];
  if (!p || !w) return null;
  const die = p.rows[row];
  return (
    <>
      <span class={`wc-tile wc-die-${COLORS[row]}`} /> {t({ code: `term.${w}` })} ×{p[w]}
      {die ? <DieChip die={die} t={t} /> : null}
    </>
  );
}

function Rows(props: DomainProps) {
  return (
    <div class="wc-rows">
      {ROW_WORKER.map((_, row) => (
        <span key={row} class={`wc-row wc-row-${COLORS[row]}`}>
          <RowBody {...props} row={row} />
        </span>
      ))}
    </div>
  );
}

export interface OwnRowProps extends Pick<DomainProps, 'view' | 'seat' | 't'> {
  /** The viewer's seat colour: the row wears the viewer's mark, away from the rest of their domain. */
  readonly color: string;
  readonly row: number;
  readonly state: 'legal' | 'chosen' | 'no';
  readonly onRow: (row: number) => void;
}

/** One row of the viewer's own domain: a button, tapped to place the chosen die of its colour there. */
export function OwnRow(props: OwnRowProps) {
  const { seat, t, color, row, state, onRow } = props;
  return (
    <button
      type="button"
      class={`wc-row wc-own-row wc-row-${COLORS[row]}${state === 'no' ? '' : ' wc-legal'}${state === 'chosen' ? ' wc-chosen' : ''}`}
      data-testid={`space-d-${row}`}
      data-legal={state === 'no' ? 'false' : 'true'}
      aria-disabled={state === 'no' ? 'true' : undefined}
      onClick={() => onRow(row)}
    >
      <SeatMark seat={seat} color={color} small />
      <span class="game-sr">{t({ code: 'space.d' })}:</span>
      <RowBody {...props} />
    </button>
  );
}

export function Domain(props: DomainProps) {
  const { view, seat, seats, t, mine, children } = props;
  const p = view.players[seat];
  if (!p) return null;
  return (
    <div class={`wc-player${mine ? ' wc-mine' : ''}`} data-testid={`board-${seat}`}>
      <h2 class="game-heading">
        <SeatMark seat={seat} color={seats[seat]?.color ?? ''} /> {seats[seat]?.name ?? `#${seat + 1}`} ·{' '}
        {t({ code: 'ui.pot' })} {p.pot} ({potPoints(p.pot)}★) · #{view.order.indexOf(seat) + 1}
      </h2>
      <div class="wc-goods">
        {(['food', 'iron', 'pearl', 'coin', 'seal'] as const)
          .map((k) => `${t({ code: `term.${k}` })} ${p[k]}`)
          .join(' · ')}{' '}
        · ★{p.vp}
        <span class="wc-muted">
          {' '}
          · {t({ code: 'term.courtier' })} {p.floors.join('/')}
        </span>
      </div>
      {mine ? null : <Rows {...props} />}
      {children}
      <div class="wc-slots">
        <span class="wc-muted">{t({ code: 'ui.domain' })}:</span>
        {p.slots.map((ref, k) =>
          ref ? (
            <span key={k} class="wc-slot">
              {cardName(t, ref)}:{' '}
              {cardBlocks(ref).map((b, j) => (
                <span key={j} class={`wc-block ${b.dark ? 'wc-dark' : 'wc-lit'}`}>
                  {b.rows.map((r) => r + 1).join('')}: {fxList(t, b.fx)}
                </span>
              ))}
              {ref.k === 'action' ? fxText(t, { e: 'worker', w: actionWorker(ref.id) }) : null}
            </span>
          ) : null,
        )}
      </div>
      <div class="wc-lantern">
        ✦ {t({ code: 'ui.lantern' })}: {p.lantern.map((l) => cardName(t, l)).join(', ')}
      </div>
    </div>
  );
}
