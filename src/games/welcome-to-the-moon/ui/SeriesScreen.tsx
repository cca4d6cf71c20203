// The series screen: each adventure's result, the running ranking and its chart, and the way on to the next
// adventure (every seat says it is ready). Shown between adventures and at the end of the series.

import type { Seat } from '../../../engine/game';
import { BarActions, BarButton } from '../../../ui/decision-bar';
import { SeatMark } from '../../../ui/SeatMark';
import type { SeatInfo } from '../../../ui/table-props';
import type { SeriesView } from '../rules/series-types';
import { SeriesChart, type SeriesLine } from './SeriesChart';
import './series.css';

type Say = (code: string, params?: Record<string, string | number>) => string;

export interface SeriesScreenProps {
  readonly series: SeriesView;
  readonly info: readonly SeatInfo[];
  /** The viewer may go on now (its legal moves hold the series' answer). */
  readonly canGoOn: boolean;
  readonly onNext: () => void;
  readonly say: Say;
}

const nameOf = (info: readonly SeatInfo[], seat: Seat) => info[seat]?.name ?? `#${seat + 1}`;
const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

function Ranking({ series, info, say }: Pick<SeriesScreenProps, 'series' | 'info' | 'say'>) {
  const rows = series.standings.slice().sort((a, b) => a.place - b.place || a.seat - b.seat);
  // Solo: a place among one seat says nothing; the player's and ASTRA's points stand side by side.
  const solo = series.astraPoints !== undefined;
  return (
    <ol class="wtm-series-ranking" data-testid="series-ranking" aria-label={say('ui.series-ranking')}>
      {rows.map((st) => (
        <li key={st.seat} data-testid={`series-rank-${st.seat}`}>
          {solo ? null : <span class="wtm-series-place">{say('ui.series-place', { place: st.place })}</span>}
          <SeatMark seat={st.seat} color={info[st.seat]?.color ?? ''} small />
          <span class="wtm-series-name">{nameOf(info, st.seat)}</span>
          <span class="wtm-series-points">{say('ui.series-points', { points: st.points })}</span>
          <span class="wtm-series-sum">
            {solo ? say('ui.series-margin', { sum: signed(st.sum) }) : say('ui.series-sum', { sum: st.sum })}
          </span>
        </li>
      ))}
      {series.astraPoints === undefined ? null : (
        <li data-testid="series-rank-astra">
          <span class="wtm-series-name">{say('ui.series-astra')}</span>
          <span class="wtm-series-points">{say('ui.series-points', { points: series.astraPoints })}</span>
        </li>
      )}
    </ol>
  );
}

function Results({ series, info, say }: Pick<SeriesScreenProps, 'series' | 'info' | 'say'>) {
  const seats = series.standings.map((st) => st.seat);
  const solo = series.astraPoints !== undefined;
  return (
    <table class="wtm-series-results" data-testid="series-results">
      <caption>{say('ui.series-results')}</caption>
      <thead>
        <tr>
          <th scope="col">{say('ui.series-adventure')}</th>
          {seats.map((seat) => (
            <th key={seat} scope="col" aria-label={nameOf(info, seat)}>
              <SeatMark seat={seat} color={info[seat]?.color ?? ''} small />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[1, 2, 3, 4, 5, 6, 7, 8].map((adventure) => {
          const r = series.results.find((x) => x.adventure === adventure);
          return (
            <tr key={adventure} data-testid={`series-result-${adventure}`} class={r ? '' : 'wtm-series-todo'}>
              <th scope="row">
                {adventure} <span class="wtm-series-adv-name">{say(`adventure.${adventure}`)}</span>
              </th>
              {seats.map((seat) => {
                const score = r?.scores[seat];
                const points = r?.points[seat] ?? 0;
                if (score === undefined) return <td key={seat}>—</td>;
                const outcome = solo
                  ? say(score > 0 ? 'ui.series-win' : 'ui.series-loss', { margin: signed(score) })
                  : `${score} · ${points}${say('ui.series-points-short')}`;
                return <td key={seat}>{outcome}</td>;
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function SeriesScreen({ series, info, canGoOn, onNext, say }: SeriesScreenProps) {
  const played = series.results.length;
  const last = series.results.at(-1)?.adventure ?? 1;
  const lines: SeriesLine[] = series.standings.map((st) => ({
    seat: st.seat,
    color: info[st.seat]?.color ?? '',
    label: say('ui.series-chart-line', { name: nameOf(info, st.seat), points: st.points, adventure: last }),
    points: series.results.map((r) => r.points[st.seat] ?? 0),
  }));
  if (series.astraPoints !== undefined) {
    const astra = series.results.map((r) => 1 - (r.points[0] ?? 0));
    const points = series.astraPoints;
    lines.push({
      seat: null,
      color: '',
      label: say('ui.series-chart-line', { name: say('ui.series-astra'), points, adventure: last }),
      points: astra,
    });
  }
  const ready = series.ready.map((seat) => nameOf(info, seat)).join(', ');
  return (
    <section class="wtm-series" data-testid="series" aria-labelledby="wtm-series-title">
      <h2 id="wtm-series-title">{say('ui.series-title')}</h2>
      <p class="wtm-series-progress" data-testid="series-progress">
        {series.next === null ? say('ui.series-done') : say('ui.series-progress', { adventure: series.next, played })}
      </p>
      <div class="wtm-series-top">
        <Ranking series={series} info={info} say={say} />
        <SeriesChart lines={lines} title={say('ui.series-chart')} />
      </div>
      <Results series={series} info={info} say={say} />
      <p class="wtm-series-rule">{say(series.astraPoints === undefined ? 'ui.series-rule' : 'ui.series-rule-solo')}</p>
      {series.next === null ? null : (
        <div class="wtm-series-next">
          {canGoOn ? (
            // Going on is the decision at hand: its button is in the decision bar, where the thumb is.
            <BarActions>
              <BarButton kind="confirm" primary testId="series-next" onClick={onNext}>
                {say('ui.series-next', { adventure: series.next })}
              </BarButton>
            </BarActions>
          ) : (
            <p data-testid="series-waiting">{say('ui.series-waiting')}</p>
          )}
          {ready ? <p class="wtm-series-ready">{say('ui.series-ready', { names: ready })}</p> : null}
        </div>
      )}
    </section>
  );
}
