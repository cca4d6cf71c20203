// One constellation card drawn from its star graph: lines, start star (green), grand stars (large), marks by seat.
// On the sky every star takes a tap: a lit one is a legal target (data-legal), an unlit one is tried anyway so the
// rules say in words why it cannot be marked. Each star's tap area is larger than its dot (a finger, not a pixel; `star-hit.ts`).

import { seatColor } from '../../../ui/seat-colors';
import type { SeatInfo } from '../../../ui/table-props';
import type { Constellation } from '../data';
import type { AsMove } from '../rules/types';
import { starKey } from './legal-options';
import { HIT_LIT, litHitArea } from './star-hit';

interface Props {
  readonly card: Constellation;
  readonly marks: readonly (number | null)[] | null;
  readonly seats: readonly SeatInfo[];
  readonly stars: ReadonlyMap<string, AsMove>;
  readonly onMove: (m: AsMove) => void;
  /** A tap on a star that is not lit (absent on a journal's own cards, whose stars are not targets). */
  readonly onTry?: (star: number) => void;
  readonly starLabel: string;
  readonly small?: boolean;
  /** The star tapped and waiting for confirmation ("card:star"). */
  readonly chosen?: string | null;
}

/** An unlit star's tap radius in card units: it stays inside its own grid cell (lit stars are drawn over it). */
const HIT_UNLIT = 0.5;
/** Room above and below the stars, in card units: a lit star's tap area (`HIT_LIT`) fits on the card. */
const MARGIN = HIT_LIT;

export function StarGraph({
  card,
  marks,
  seats,
  stars,
  onMove,
  onTry,
  starLabel,
  small = false,
  chosen = null,
}: Props) {
  const at = (i: number) => card.stars[i] ?? [0, 0];
  // The width is always the whole field (so every card's stars are the same size); the height fits the stars.
  const ys = card.stars.map(([, y]) => y);
  const top = small ? -1 : Math.min(...ys) - MARGIN;
  const height = small ? 12 : Math.max(...ys) + MARGIN - top;
  const box = [-1.2, top, 11.2, top + height] as const;
  const order = card.stars.map((_, i) => i);
  const litStars = card.stars.filter((_, i) => stars.has(starKey(card.id, i)));
  const star = (i: number) => {
    const [x, y] = at(i);
    const mark = marks?.[i] ?? null;
    const move = stars.get(starKey(card.id, i));
    const grand = card.grand.includes(i);
    const r = grand ? 0.75 : 0.5;
    const color = mark === null ? '' : ` as-mark-${seatColor(seats[mark]?.color ?? '', mark).id}`;
    const cls = `as-star${grand ? ' as-grand' : ''}${i === card.start ? ' as-start' : ''}${color}${move ? ' as-legal' : ''}${chosen === starKey(card.id, i) ? ' as-chosen' : ''}`;
    const tap = move ? () => onMove(move) : onTry ? () => onTry(i) : undefined;
    return (
      <g
        key={i}
        class={cls}
        data-star={starKey(card.id, i)}
        {...(move ? { 'data-legal': 'true' } : {})}
        {...(tap
          ? {
              role: 'button',
              tabIndex: move ? 0 : -1,
              'aria-disabled': move ? undefined : 'true',
              'aria-label': `${card.name.en} ${i + 1}${move ? `: ${starLabel}` : ''}`,
              onClick: tap,
              onKeyDown: (e: KeyboardEvent) => {
                if (e.key === 'Enter' || e.key === ' ') tap();
              },
            }
          : {})}
      >
        {tap && move ? <polygon points={litHitArea([x, y], litStars, box)} class="as-hit" /> : null}
        {tap && !move ? <circle cx={x} cy={y} r={HIT_UNLIT} class="as-hit" /> : null}
        {move ? <circle cx={x} cy={y} r={1.1} class="as-halo" /> : null}
        <circle cx={x} cy={y} r={r} class="as-dot" />
        {mark !== null ? (
          <text x={x} y={y + 0.3} class="as-mark-num">
            {mark + 1}
          </text>
        ) : null}
      </g>
    );
  };
  const lit = (i: number) => stars.has(starKey(card.id, i));
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG figure groups its tappable stars; a fieldset cannot live in SVG.
    <svg
      class={`as-graph${small ? ' as-graph-small' : ''}`}
      viewBox={`-1.2 ${top} 12.4 ${height}`}
      role="group"
      aria-label={card.name.en}
    >
      <title>{card.name.en}</title>
      {card.edges.map(([a, b]) => (
        <line key={`${a}-${b}`} x1={at(a)[0]} y1={at(a)[1]} x2={at(b)[0]} y2={at(b)[1]} class="as-edge" />
      ))}
      {order.filter((i) => !lit(i)).map(star)}
      {order.filter(lit).map(star)}
    </svg>
  );
}
