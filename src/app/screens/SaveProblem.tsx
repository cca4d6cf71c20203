// Why the last moves are not stored, and what can be done: try again, reload (a stale window), export to a file.
// It shows on the table and on the hand-off screen alike; it holds nothing private.

import type { Lang } from '../../engine/text';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { backupFileName, downloadText } from '../download';
import { makeTranslate, tr } from '../i18n/translate';
import { canRetry } from '../models/save-sync';
import type { Session } from '../models/session';
import { reloadPage } from '../reload';
import { unsavedBackupText } from '../unsaved-backup';

/** When storage failed, the moves in memory can still leave the device as an ordinary backup file. */
function exportFromMemory(session: Session): void {
  const save = session.save.value;
  const text = unsavedBackupText(save, session.records.value, Date.now());
  downloadText(backupFileName(`${save.gameId}-${save.id}-unsaved`), text);
}

export function SaveProblem({ session, lang }: { readonly session: Session; readonly lang: Lang }) {
  const e = session.saveError.value;
  const state = session.saveState.value;
  if ((state !== 'error' && state !== 'stale') || !e) return null;
  const exportButton = (
    <Button onClick={() => exportFromMemory(session)} data-testid="save-export">
      {tr('table.export-unsaved')}
    </Button>
  );
  const reloadButton = (
    <Button look="primary" onClick={reloadPage} data-testid="save-reload">
      {tr('pwa.reload')}
    </Button>
  );
  if (state === 'stale') {
    return (
      <Notice
        tone="warning"
        testId="save-stale"
        actions={
          <>
            {reloadButton}
            {exportButton}
          </>
        }
      >
        {tr('table.stale')}
      </Notice>
    );
  }
  const retry = canRetry(e);
  const reason = makeTranslate(lang, null)({ code: e.code, params: e.params });
  return (
    <Notice
      tone="error"
      testId="save-error"
      actions={
        <>
          {retry ? (
            <Button look="primary" onClick={() => void session.retrySave()} data-testid="save-retry">
              {tr('table.retry')}
            </Button>
          ) : (
            reloadButton
          )}
          {exportButton}
        </>
      }
    >
      {tr(retry ? 'table.save-failed' : 'table.save-failed-reload', { reason })}
    </Notice>
  );
}
