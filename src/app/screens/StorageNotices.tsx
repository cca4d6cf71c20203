// The app-wide notices of storage: while saving does not work (IndexedDB did not open, or not yet): play on, and
// export before leaving; the short news when IndexedDB answered late and the page's games were saved after all; and a
// game at the table whose moves are not stored (asked about before it is left, and shown while it is held).

import { useEffect } from 'preact/hooks';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { backupFileName, downloadText } from '../download';
import { makeTranslate, tr } from '../i18n/translate';
import { openStore } from '../models/load-game';
import { refreshSaves, saves } from '../models/saves';
import { settings } from '../models/settings';
import { dismissSavedAfterAll, savedAfterAll, unsavedMode } from '../models/store-boot';
import { reloadPage } from '../reload';
import { useServices } from '../services';
import { LeaveQuestionDialog, UnsavedGameNotice } from './UnsavedGame';

function SavedAfterAll() {
  const services = useServices();
  const news = savedAfterAll.value;
  // The library shown so far listed the page's games only; IndexedDB also holds those of earlier visits.
  useEffect(() => {
    if (news && saves.peek().kind === 'ready') void refreshSaves(services);
  }, [news, services]);
  if (!news) return null;
  return (
    <div class="app-notice">
      <Notice tone="success" testId="saved-after-all" onClose={dismissSavedAfterAll} closeLabel={tr('app.close')}>
        {makeTranslate(settings.value.lang, null)(news)}
      </Notice>
    </div>
  );
}

export function StorageNotices() {
  return (
    <>
      <UnsavedMode />
      <UnsavedGameNotice />
      <LeaveQuestionDialog />
    </>
  );
}

function UnsavedMode() {
  const services = useServices();
  const reason = unsavedMode.value;
  if (!reason) return <SavedAfterAll />;
  // While IndexedDB may still answer, a reload would throw away the page's games and start the wait again.
  const waiting = reason.code === 'app.storage-waiting';
  const exportAll = async () => {
    const store = await openStore(services);
    if (store.ok) downloadText(backupFileName('unsaved'), await store.value.exportJson());
  };
  return (
    <div class="app-notice">
      <Notice
        tone={waiting ? 'warning' : 'error'}
        testId="unsaved-mode"
        actions={
          <>
            <Button look="primary" onClick={() => void exportAll()} data-testid="unsaved-export">
              {tr('settings.export-all')}
            </Button>
            {waiting ? null : <Button onClick={reloadPage}>{tr('pwa.reload')}</Button>}
          </>
        }
      >
        {makeTranslate(settings.value.lang, null)(reason)} {tr('app.unsaved-mode')}
      </Notice>
    </div>
  );
}
