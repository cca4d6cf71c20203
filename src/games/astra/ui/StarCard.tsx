// One constellation card drawn from its star graph: lines, start star (green), grand stars (large), marks by seat.

import { seatColor } from '../../../ui/seat-colors';
import type { SeatInfo } from '../../../ui/table-props';
import type { Constellation } from '../data';
import type { AsMove } from '../rules/types';
import { starKey } from './legal-options';

interface Props {
  readonly card: Constellation;
  readonly marks: readonly (number | null)[] | null;
  readonly seats: readonly SeatInfo[];
  readonly stars: ReadonlyMap<string, AsMove>;
  readonly onMove: (m: AsMove) => void;
  readonly starLabel: string;
  readonly small?: boolean;
  /** The star tapped and waiting for confirmation ("card:star"). */
  readonly chosen?: string | null;
}

export function StarGraph({ card, marks, seats, stars, onMove, starLabel, small = false, chosen = null }: Props) {
  const at = (i: number) => card.stars[i] ?? [0, 0];
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG figure groups its tappable stars; a fieldset cannot live in SVG.
    <svg
      class={`as-graph${small ? ' as-graph-small' : ''}`}
      viewBox="-1.5 -1.5 13 13"
      role="group"
      aria-label={card.name.en}
    >
      <title>{card.name.en}</title>
      {card.edges.map(([a, b]) => (
        <line key={`${a}-${b}`} x1={at(a)[0]} y1={at(a)[1]} x2={at(b)[0]} y2={at(b)[1]} class="as-edge" />
      ))}
      {card.stars.map(([x, y], i) => {
        const mark = marks?.[i] ?? null;
        const move = stars.get(starKey(card.id, i));
        const grand = card.grand.includes(i);
        const r = grand ? 0.75 : 0.5;
        const color = mark === null ? '' : ` as-mark-${seatColor(seats[mark]?.color ?? '', mark).id}`;
        const cls = `as-star${grand ? ' as-grand' : ''}${i === card.start ? ' as-start' : ''}${color}${move ? ' as-legal' : ''}${chosen === starKey(card.id, i) ? ' as-chosen' : ''}`;
        return (
          <g
            key={i}
            class={cls}
            data-star={starKey(card.id, i)}
            {...(move
              ? {
                  role: 'button',
                  tabIndex: 0,
                  'aria-label': `${card.name.en} ${i + 1}: ${starLabel}`,
                  onClick: () => onMove(move),
                  onKeyDown: (e: KeyboardEvent) => {
                    if (e.key === 'Enter' || e.key === ' ') onMove(move);
                  },
                }
              : {})}
          >
            {move ? <circle cx={x} cy={y} r={1.1} class="as-halo" /> : null}
            <circle cx={x} cy={y} r={r} class="as-dot" />
            {mark !== null ? (
              <text x={x} y={y + 0.3} class="as-mark-num">
                {mark + 1}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
