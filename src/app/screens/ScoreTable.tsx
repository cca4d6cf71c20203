// The score sheet: one column per seat, one row per scoring category, then totals and places (none for one seat).

import type { Message, SeatScore } from '../../engine/game';
import type { SeatRecord } from '../../storage/types';
import { SeatBadge } from '../../ui/SeatBadge';
import { tr } from '../i18n/translate';

export interface ScoreTableProps {
  readonly scores: readonly SeatScore[];
  readonly ranking: readonly (readonly number[])[];
  readonly seats: readonly SeatRecord[];
  readonly t: (msg: Message) => string;
}

function placeOf(ranking: readonly (readonly number[])[], seat: number): number {
  let place = 1;
  for (const group of ranking) {
    if (group.includes(seat)) return place;
    place += group.length;
  }
  return place;
}

export function ScoreTable({ scores, ranking, seats, t }: ScoreTableProps) {
  const codes: string[] = [];
  for (const s of scores) for (const c of s.categories) if (!codes.includes(c.code)) codes.push(c.code);
  return (
    <div class="md-table-wrap">
      <table class="score-table" data-testid="score-table">
        <thead>
          <tr>
            <th scope="col">{tr('results.category')}</th>
            {scores.map((s) => (
              <th scope="col" key={s.seat}>
                <SeatBadge seat={s.seat} name={seats[s.seat]?.name ?? ''} color={seats[s.seat]?.color ?? ''} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => (
            <tr key={code}>
              <th scope="row">{t({ code })}</th>
              {scores.map((s) => (
                <td key={s.seat}>{s.categories.find((c) => c.code === code)?.value ?? '–'}</td>
              ))}
            </tr>
          ))}
          <tr class="score-total">
            <th scope="row">{tr('results.total')}</th>
            {scores.map((s) => (
              <td key={s.seat} data-testid={`total-${s.seat}`}>
                {s.total}
              </td>
            ))}
          </tr>
          {scores.length > 1 ? (
            <tr>
              <th scope="row">{tr('results.rank')}</th>
              {scores.map((s) => (
                <td key={s.seat}>{placeOf(ranking, s.seat)}</td>
              ))}
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
