// The table frame: header (game, prompt, undo, log, rules, save state), rule errors in words, and the game's own
// table component, which gets only the viewer's view and legal moves.

import { useState } from 'preact/hooks';
import type { Lang } from '../../engine/text';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Markdown } from '../../ui/Markdown';
import { Notice } from '../../ui/Notice';
import { makeTranslate, tr } from '../i18n/translate';
import { linesFor } from '../models/game-log';
import { navigate } from '../models/route';
import type { Session } from '../models/session';
import { tableSeats } from '../table-seats';
import { LogList } from './LogList';
import { SaveIndicator } from './SaveIndicator';
import { SaveProblem } from './SaveProblem';
import { SeatStrip } from './SeatStrip';

export interface TableFrameProps {
  readonly session: Session;
  readonly lang: Lang;
  readonly gameName: string;
}

export function TableFrame({ session, lang, gameName }: TableFrameProps) {
  const [logOpen, setLogOpen] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  const { module } = session;
  const save = session.save.value;
  const seats = tableSeats(save);
  const t = makeTranslate(lang, module.text, (s) => save.seats[s]?.name ?? String(s + 1));
  const status = session.status.value;
  const viewer = session.viewer.value;
  const error = session.ruleError.value;
  const GameTable = module.Table;
  const botsOnly = status.kind === 'turn' && status.active.every((s) => save.seats[s]?.bot === true);

  return (
    <main class="table-frame" data-testid="table" data-viewer={String(viewer)}>
      <header class="table-bar">
        <a class="btn btn-quiet" href={`#/game/${encodeURIComponent(save.gameId)}`} aria-label={tr('table.menu')}>
          ←
        </a>
        <h1 class="table-title">{gameName}</h1>
        <SaveIndicator state={session.saveState.value} />
        {session.takeBackSeat.value !== null && !session.canUndo.value ? (
          <Button onClick={() => session.takeBack()} data-testid="take-back">
            ↶ {tr('takeback.button')}
          </Button>
        ) : (
          <Button onClick={() => session.undo()} disabled={!session.canUndo.value} data-testid="undo">
            ↶ {tr('table.undo')}
          </Button>
        )}
        <Button onClick={() => setLogOpen(!logOpen)} aria-expanded={logOpen} data-testid="log-button">
          {tr('table.log')}
        </Button>
        <Button onClick={() => setRulesOpen(true)} data-testid="rules-button">
          {tr('table.rules')}
        </Button>
      </header>
      {/* Once the game is over the notice below says so (with the way to the results): said once, not twice. */}
      {status.kind === 'turn' ? (
        <p class="prompt" data-testid="prompt" aria-live="polite">
          {t(status.prompt)}
          {botsOnly ? <span class="prompt-note"> {tr('table.bots-thinking')}</span> : null}
        </p>
      ) : null}
      <SeatStrip seats={save.seats} active={status.kind === 'turn' ? status.active : []} />
      <div class="rule-error-slot" aria-live="assertive" role="alert">
        {error ? (
          <p class="rule-error" data-testid="rule-error">
            <span aria-hidden="true">⚠ </span>
            {t(error)}
          </p>
        ) : null}
      </div>
      {session.repaired.value ? (
        <Notice tone="warning" onClose={() => session.dismissRepaired()} closeLabel={tr('app.close')} testId="repaired">
          {tr('table.repaired')}
        </Notice>
      ) : null}
      <SaveProblem session={session} lang={lang} />
      {status.kind === 'over' ? (
        <Notice
          tone="success"
          actions={
            <Button
              look="primary"
              onClick={() => navigate({ name: 'results', saveId: save.id })}
              data-testid="see-results"
            >
              {tr('table.see-results')}
            </Button>
          }
        >
          {tr('table.over')}
        </Notice>
      ) : null}
      <div class="table-body">
        <div class="game-surface">
          <GameTable
            view={session.view.value}
            viewer={viewer}
            legal={session.legal.value}
            onMove={(m) => {
              if (typeof viewer === 'number') session.move(viewer, m);
            }}
            seats={seats}
            lang={lang}
            t={t}
          />
        </div>
        {logOpen ? (
          <section class="log-panel" data-testid="log" aria-label={tr('table.log-title')}>
            <h2>{tr('table.log-title')}</h2>
            <LogList
              lines={linesFor(session.log.value, viewer)}
              seats={save.seats}
              t={t}
              empty={tr('table.log-empty')}
            />
          </section>
        ) : null}
      </div>
      {rulesOpen ? (
        <Dialog
          title={tr('table.rules')}
          onClose={() => setRulesOpen(false)}
          wide
          footer={<Button onClick={() => setRulesOpen(false)}>{tr('app.close')}</Button>}
        >
          <Markdown source={module.rulesText[lang]} testId="rules-text" />
        </Dialog>
      ) : null}
    </main>
  );
}
