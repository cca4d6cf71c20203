// The results page: winner(s), tie-break, score sheet, per-round scores and chart, play again, replay and log.

import { useEffect, useState } from 'preact/hooks';
import type { Message, Status } from '../../engine/game';
import type { Lang } from '../../engine/text';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { ScoreChart } from '../../ui/ScoreChart';
import { makeTranslate, tr } from '../i18n/translate';
import { linesFor, withLines } from '../models/game-log';
import type { OpenedGame } from '../models/load-game';
import { finished, openResults } from '../models/play';
import { navigate } from '../models/route';
import { createGame } from '../models/saves';
import { matchOf } from '../models/session';
import { useServices } from '../services';
import { LogList } from './LogList';
import { ReplayViewer } from './ReplayViewer';
import { ScoreTable } from './ScoreTable';

type Over = Extract<Status, { kind: 'over' }>;

function PerRound({
  over,
  opened,
  t,
}: {
  readonly over: Over;
  readonly opened: OpenedGame;
  readonly t: (m: Message) => string;
}) {
  const seats = opened.loaded.save.seats;
  const rounds = Math.max(0, ...over.scores.map((s) => s.perRound?.length ?? 0));
  if (rounds === 0) return null;
  const series = over.scores.map((s) => ({
    seat: s.seat,
    color: seats[s.seat]?.color ?? '',
    name: seats[s.seat]?.name ?? '',
    perRound: s.perRound ?? [],
  }));
  return (
    <section aria-labelledby="rounds-h">
      <h2 id="rounds-h">{tr('results.per-round')}</h2>
      <div class="md-table-wrap">
        <table class="score-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              {series.map((s) => (
                <th scope="col" key={s.seat}>
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rounds }, (_, r) => (
              <tr key={r}>
                <th scope="row">{t(over.roundLabels?.[r] ?? { code: 'results.round', params: { n: r + 1 } })}</th>
                {series.map((s) => (
                  <td key={s.seat}>{s.perRound[r] ?? '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ScoreChart series={series} title={tr('results.chart')} />
    </section>
  );
}

function Finished({ opened, over, lang }: { readonly opened: OpenedGame; readonly over: Over; readonly lang: Lang }) {
  const services = useServices();
  const [error, setError] = useState<Message | null>(null);
  const { save } = opened.loaded;
  const t = makeTranslate(lang, opened.module.text, (s) => save.seats[s]?.name ?? String(s + 1));
  const winners = (over.ranking[0] ?? []).map((s) => save.seats[s]?.name ?? String(s + 1)).join(', ');
  const log = withLines(opened.module.game, matchOf(save), opened.loaded.moves);
  const again = async () => {
    const made = await createGame(services, {
      module: opened.module,
      seats: save.seats,
      rawOptions: save.options,
      seed: services.newSeed(),
    });
    if (made.ok) navigate({ name: 'play', saveId: made.save.id });
    else setError(made.message);
  };
  return (
    <>
      <p class="winner" data-testid="winner">
        {over.verdict
          ? t(over.verdict)
          : tr((over.ranking[0]?.length ?? 0) > 1 ? 'results.winners' : 'results.winner', { names: winners })}
      </p>
      {over.tieBreak ? <p data-testid="tie-break">{tr('results.tie-break', { rule: t(over.tieBreak) })}</p> : null}
      {over.lowerIsBetter ? <p data-testid="lower-better">{tr('results.lower-better')}</p> : null}
      <ScoreTable scores={over.scores} ranking={over.ranking} seats={save.seats} t={t} />
      {error ? <Notice tone="error">{t(error)}</Notice> : null}
      <Button look="primary" data-testid="play-again" onClick={() => void again()}>
        {tr('results.play-again')}
      </Button>
      <PerRound over={over} opened={opened} t={t} />
      <ReplayViewer module={opened.module} loaded={opened.loaded} lang={lang} t={t} />
      <details class="full-log">
        <summary>{tr('results.log')}</summary>
        <LogList lines={linesFor(log, 'table')} seats={save.seats} t={t} empty={tr('table.log-empty')} />
      </details>
    </>
  );
}

export function Results({ saveId, lang }: { readonly saveId: string; readonly lang: Lang }) {
  const services = useServices();
  useEffect(() => {
    void openResults(services, saveId);
  }, [services, saveId]);
  const slot = finished.value;
  let body = <p>{tr('app.loading')}</p>;
  if (slot?.saveId === saveId && slot.kind === 'error') {
    body = <Notice tone="error">{makeTranslate(lang, null)(slot.message)}</Notice>;
  } else if (slot?.saveId === saveId && slot.kind === 'ready') {
    const status = slot.value.module.game.status(slot.value.loaded.state);
    body =
      status.kind === 'over' ? (
        <Finished opened={slot.value} over={status} lang={lang} />
      ) : (
        <Notice
          tone="info"
          actions={<Button onClick={() => navigate({ name: 'play', saveId })}>{tr('game.resume')}</Button>}
        >
          {tr('results.not-over')}
        </Notice>
      );
  }
  return (
    <main class="screen results" data-testid="results">
      <p>
        <a href="#/">← {tr('app.home')}</a>
      </p>
      <h1>{tr('results.title')}</h1>
      {body}
    </main>
  );
}
