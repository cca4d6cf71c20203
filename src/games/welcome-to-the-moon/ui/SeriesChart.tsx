// The series chart: each seat's running placement points after each of the eight adventures, one line per seat
// (solo: the player and ASTRA), every point marked with the seat's symbol so colour is never the only cue.

import { seatColor } from '../../../ui/seat-colors';

export interface SeriesLine {
  /** The seat (its palette colour and symbol); null draws ASTRA's line. */
  readonly seat: number | null;
  readonly color: string;
  /** The accessible name of the line: who, and the points after the last adventure played. */
  readonly label: string;
  /** Points won in each adventure played so far (not running totals). */
  readonly points: readonly number[];
}

const W = 340;
const H = 190;
const PAD = { left: 30, right: 14, top: 14, bottom: 30 } as const;
const ADVENTURES = 8;

function running(values: readonly number[]): number[] {
  let sum = 0;
  return [0, ...values.map((v) => (sum += v))];
}

export function SeriesChart({ lines, title }: { readonly lines: readonly SeriesLine[]; readonly title: string }) {
  const totals = lines.map((l) => running(l.points));
  const hi = Math.max(1, ...totals.flat());
  const x = (i: number) => PAD.left + (i * (W - PAD.left - PAD.right)) / ADVENTURES;
  const y = (v: number) => PAD.top + ((hi - v) * (H - PAD.top - PAD.bottom)) / hi;
  const ticks = hi <= 8 ? Array.from({ length: hi + 1 }, (_, v) => v) : [0, Math.round(hi / 2), hi];
  return (
    <svg class="wtm-series-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title} data-testid="series-chart">
      <title>{title}</title>
      {ticks.map((v) => (
        <g key={`y${v}`}>
          <line class="chart-axis" x1={PAD.left} y1={y(v)} x2={W - PAD.right} y2={y(v)} />
          <text class="chart-label" x={PAD.left - 6} y={y(v) + 4} text-anchor="end">
            {v}
          </text>
        </g>
      ))}
      {Array.from({ length: ADVENTURES }, (_, i) => (
        <text key={`x${i}`} class="chart-label" x={x(i + 1)} y={H - 10} text-anchor="middle">
          {i + 1}
        </text>
      ))}
      {lines.map((l, k) => {
        const t = totals[k] ?? [];
        const c = l.seat === null ? null : seatColor(l.color, l.seat);
        // Seats on the same totals would hide each other: each line is nudged by a pixel or two.
        const dy = (k - (lines.length - 1) / 2) * 1.5;
        const points = t.map((v, i) => `${x(i)},${y(v) + dy}`).join(' ');
        return (
          <g key={l.seat ?? 'astra'} class={`chart-series${c ? ` seat-c-${c.id}` : ' wtm-series-astra'}`}>
            <title>{l.label}</title>
            <polyline class={`chart-line${c ? '' : ' wtm-series-astra-line'}`} points={points} />
            {t.slice(1).map((v, i) => (
              <text key={i} class="chart-point" x={x(i + 1)} y={y(v) + dy + 4} text-anchor="middle">
                {c ? c.symbol : 'A'}
              </text>
            ))}
          </g>
        );
      })}
    </svg>
  );
}
