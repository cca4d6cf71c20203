// The table frame: a compact header (leave, game, save state, log, rules), the game's surface in one scroller, and
// one decision bar at the bottom edge that never scrolls away: rule errors in words, the prompt and a short status,
// the current decision's buttons (handed in by the game through <BarActions>) and undo / take back.

import { useMemo, useRef, useState } from 'preact/hooks';
import type { Status } from '../../engine/game';
import type { Lang } from '../../engine/text';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { BarContext } from '../../ui/decision-bar';
import { Markdown } from '../../ui/Markdown';
import { Notice } from '../../ui/Notice';
import { reducedMotion, useFollowDecision } from '../follow-decision';
import { makeTranslate, tr } from '../i18n/translate';
import { linesFor } from '../models/game-log';
import { navigate } from '../models/route';
import type { Session } from '../models/session';
import { tableSeats } from '../table-seats';
import { DecisionBar } from './DecisionBar';
import { LogList } from './LogList';
import { SaveIndicator } from './SaveIndicator';
import { SaveProblem } from './SaveProblem';
import { SeatStrip } from './SeatStrip';

export interface TableFrameProps {
  readonly session: Session;
  readonly lang: Lang;
  readonly gameName: string;
}

/** What identifies the decision at hand: a new one (or another viewer) is where the view follows. */
function decisionKey(status: Status, viewer: number | 'table', moves: number): string {
  if (status.kind === 'over') return `over:${moves}`;
  return `${viewer}:${moves}:${status.active.join(',')}:${JSON.stringify(status.prompt)}`;
}

/**
 * The save notice sits at the top of the table's scroller, which the view scrolls away when it follows the decision:
 * the header's mark brings it back into view and moves focus to its first button.
 */
function showSaveNotice(scroller: HTMLElement | null): void {
  const notice = scroller?.querySelector<HTMLElement>('[data-testid="save-error"], [data-testid="save-stale"]');
  if (!scroller || !notice) return;
  notice.scrollIntoView({ block: 'start', behavior: reducedMotion() ? 'instant' : 'smooth' });
  notice.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
}

export function TableFrame({ session, lang, gameName }: TableFrameProps) {
  const [logOpen, setLogOpen] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [actionsSlot, setActionsSlot] = useState<HTMLElement | null>(null);
  const [statusSlot, setStatusSlot] = useState<HTMLElement | null>(null);
  const scroller = useRef<HTMLElement>(null);
  const { module } = session;
  const save = session.save.value;
  const seats = tableSeats(save);
  const t = makeTranslate(lang, module.text, (s) => save.seats[s]?.name ?? String(s + 1));
  const status = session.status.value;
  const viewer = session.viewer.value;
  const GameTable = module.Table;
  const slots = useMemo(() => ({ actions: actionsSlot, status: statusSlot }), [actionsSlot, statusSlot]);
  useFollowDecision(scroller, decisionKey(status, viewer, session.records.value.length));

  return (
    <main class="table-frame" data-testid="table" data-viewer={String(viewer)}>
      <header class="table-bar">
        <a class="btn btn-quiet" href={`#/game/${encodeURIComponent(save.gameId)}`} aria-label={tr('table.menu')}>
          ←
        </a>
        <h1 class="table-title">{gameName}</h1>
        <SaveIndicator state={session.saveState.value} onShow={() => showSaveNotice(scroller.current)} />
        <Button onClick={() => setLogOpen(!logOpen)} aria-expanded={logOpen} data-testid="log-button">
          {tr('table.log')}
        </Button>
        <Button onClick={() => setRulesOpen(true)} data-testid="rules-button">
          {tr('table.rules')}
        </Button>
      </header>
      {/* A scroller reachable by keyboard (axe: scrollable-region-focusable) even when nothing in it is to be tapped. */}
      <section
        class="table-scroll"
        ref={scroller}
        data-testid="table-scroll"
        aria-label={tr('table.surface')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
        tabIndex={0}
      >
        {session.repaired.value ? (
          <Notice
            tone="warning"
            onClose={() => session.dismissRepaired()}
            closeLabel={tr('app.close')}
            testId="repaired"
          >
            {tr('table.repaired')}
          </Notice>
        ) : null}
        {session.damagedAt.value !== null ? (
          <Notice tone="warning" testId="log-damaged">
            {tr('table.log-damaged', { n: session.damagedAt.value })}
          </Notice>
        ) : null}
        <SaveProblem session={session} lang={lang} />
        <SeatStrip seats={save.seats} active={status.kind === 'turn' ? status.active : []} />
        <div class="table-body">
          {/* A tap anywhere on the table clears the last refusal; a new refusal from this tap shows after it. */}
          <div class="game-surface" onPointerDown={() => session.clearRuleError()}>
            <BarContext.Provider value={slots}>
              <GameTable
                view={session.view.value}
                viewer={viewer}
                legal={session.legal.value}
                onMove={(m) => {
                  if (typeof viewer === 'number') session.move(viewer, m);
                }}
                explain={(msg) => session.explain(msg)}
                seats={seats}
                lang={lang}
                t={t}
              />
            </BarContext.Provider>
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
      </section>
      <DecisionBar
        session={session}
        t={t}
        onActionsSlot={setActionsSlot}
        onStatusSlot={setStatusSlot}
        onResults={() => navigate({ name: 'results', saveId: save.id })}
      />
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
