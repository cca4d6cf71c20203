// Score categories per seat: a live preview during play, the sheet-by-sheet breakdown at the end.

import type { SeatInfo } from '../../../ui/table-props';
import type { SeatView } from '../rules/types';

export interface ScoreBreakdownProps {
  readonly seats: readonly SeatView[];
  readonly info: readonly SeatInfo[];
  readonly t: (code: string) => string;
}

export function ScoreBreakdown({ seats, info, t }: ScoreBreakdownProps) {
  const codes = seats[0]?.categories.map((c) => c.code) ?? [];
  return (
    <table class="wtm-breakdown" data-testid="score-breakdown">
      <thead>
        <tr>
          <th />
          {seats.map((sv) => (
            <th key={sv.seat}>
              {sv.seat + 1} {info[sv.seat]?.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {codes.map((code) => (
          <tr key={code}>
            <th>{t(code)}</th>
            {seats.map((sv) => (
              <td key={sv.seat}>{sv.categories.find((c) => c.code === code)?.value ?? 0}</td>
            ))}
          </tr>
        ))}
        <tr class="wtm-total">
          <th>{t('ui.total')}</th>
          {seats.map((sv) => (
            <td key={sv.seat}>{sv.score}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
