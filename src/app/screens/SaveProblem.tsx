// Why the last moves are not stored, and what can be done: first the ways that keep the moves (export this game, or
// every game now), then try again (which writes the whole game back) or reload (a stale window, a newer version).
// It shows on the table and on the hand-off screen alike; it holds nothing private.

import type { Lang } from '../../engine/text';
import type { StoreError } from '../../storage/types';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { exportAllWith, exportThisGame } from '../export-unsaved';
import type { AppTextKey } from '../i18n/app-text';
import { makeTranslate, tr } from '../i18n/translate';
import { canRetry } from '../models/save-sync';
import type { Session } from '../models/session';
import { reloadPage } from '../reload';
import { useServices } from '../services';

/** Causes a player can act on get their own words; any other failure names its reason in the general sentence. */
const CAUSE: Partial<Record<StoreError['code'], AppTextKey>> = {
  'storage.full': 'table.unsaved-full',
  'storage.denied': 'table.unsaved-denied',
  'storage.newer': 'table.unsaved-newer',
};

function problemText(e: StoreError, lang: Lang): string {
  const cause = CAUSE[e.code];
  if (cause) return tr(cause);
  const reason = makeTranslate(lang, null)({ code: e.code, params: e.params });
  return tr(canRetry(e) ? 'table.save-failed' : 'table.save-failed-reload', { reason });
}

export function SaveProblem({ session, lang }: { readonly session: Session; readonly lang: Lang }) {
  const services = useServices();
  const e = session.saveError.value;
  const state = session.saveState.value;
  if ((state !== 'error' && state !== 'stale') || !e) return null;
  const reloadButton = (look: 'primary' | 'secondary') => (
    <Button look={look} onClick={reloadPage} data-testid="save-reload">
      {tr('pwa.reload')}
    </Button>
  );
  const exportButton = (look: 'primary' | 'secondary') => (
    <Button look={look} onClick={() => exportThisGame(session)} data-testid="save-export">
      {tr('table.export-unsaved')}
    </Button>
  );
  if (state === 'stale') {
    return (
      <Notice
        tone="warning"
        testId="save-stale"
        actions={
          <>
            {reloadButton('primary')}
            {exportButton('secondary')}
          </>
        }
      >
        {tr('table.stale')}
      </Notice>
    );
  }
  return (
    <Notice
      tone="error"
      testId="save-error"
      actions={
        <>
          {exportButton('primary')}
          <Button onClick={() => void exportAllWith(services.getStore(), session)} data-testid="save-export-all">
            {tr('table.export-all-now')}
          </Button>
          {canRetry(e) ? (
            <Button onClick={() => void session.retrySave()} data-testid="save-retry">
              {tr('table.retry')}
            </Button>
          ) : (
            reloadButton('secondary')
          )}
        </>
      }
    >
      <span data-testid="save-cause" data-cause={e.code}>
        {problemText(e, lang)}
      </span>
    </Notice>
  );
}
