// The app-wide notice while saving does not work (IndexedDB did not open): play on, and export before leaving.

import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { backupFileName, downloadText } from '../download';
import { makeTranslate, tr } from '../i18n/translate';
import { openStore } from '../models/load-game';
import { settings } from '../models/settings';
import { unsavedMode } from '../models/store-boot';
import { reloadPage } from '../reload';
import { useServices } from '../services';

export function StorageNotices() {
  const services = useServices();
  const reason = unsavedMode.value;
  if (!reason) return null;
  const exportAll = async () => {
    const store = await openStore(services);
    if (store.ok) downloadText(backupFileName('unsaved'), await store.value.exportJson());
  };
  return (
    <div class="app-notice">
      <Notice
        tone="error"
        testId="unsaved-mode"
        actions={
          <>
            <Button look="primary" onClick={() => void exportAll()} data-testid="unsaved-export">
              {tr('settings.export-all')}
            </Button>
            <Button onClick={reloadPage}>{tr('pwa.reload')}</Button>
          </>
        }
      >
        {makeTranslate(settings.value.lang, null)(reason)} {tr('app.unsaved-mode')}
      </Notice>
    </div>
  );
}
