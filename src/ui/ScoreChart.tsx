// A small SVG line chart of each seat's running total after every round; points carry the seat's symbol.

import { seatColor } from './seat-colors';

export interface ChartSeries {
  readonly seat: number;
  readonly color: string;
  readonly name: string;
  /** Score of each round (not running totals). */
  readonly perRound: readonly number[];
}

const W = 320;
const H = 180;
const PAD = { left: 36, right: 12, top: 12, bottom: 26 } as const;

function runningTotals(values: readonly number[]): number[] {
  let sum = 0;
  return values.map((v) => {
    sum += v;
    return sum;
  });
}

export function ScoreChart({ series, title }: { readonly series: readonly ChartSeries[]; readonly title: string }) {
  const lines = series.map((s) => ({ ...s, totals: runningTotals(s.perRound) }));
  const rounds = Math.max(1, ...lines.map((l) => l.totals.length));
  const all = lines.flatMap((l) => l.totals);
  const lo = Math.min(0, ...all);
  const hi = Math.max(1, ...all);
  const x = (i: number) => PAD.left + (rounds <= 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (rounds - 1));
  const y = (v: number) => PAD.top + ((hi - v) * (H - PAD.top - PAD.bottom)) / (hi - lo || 1);
  return (
    <svg class="score-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title}>
      <title>{title}</title>
      <line class="chart-axis" x1={PAD.left} y1={y(0)} x2={W - PAD.right} y2={y(0)} />
      <text class="chart-label" x={PAD.left - 4} y={y(hi) + 4} text-anchor="end">
        {hi}
      </text>
      <text class="chart-label" x={PAD.left - 4} y={y(lo) + 4} text-anchor="end">
        {lo}
      </text>
      {Array.from({ length: rounds }, (_, i) => (
        <text key={`r${i}`} class="chart-label" x={x(i)} y={H - 8} text-anchor="middle">
          {i + 1}
        </text>
      ))}
      {lines.map((l) => {
        const c = seatColor(l.color, l.seat);
        const points = l.totals.map((v, i) => `${x(i)},${y(v)}`).join(' ');
        return (
          <g key={l.seat} class={`chart-series seat-c-${c.id}`}>
            <polyline class="chart-line" points={points} />
            {l.totals.map((v, i) => (
              <text key={i} class="chart-point" x={x(i)} y={y(v) + 4} text-anchor="middle">
                {c.symbol}
              </text>
            ))}
          </g>
        );
      })}
    </svg>
  );
}
