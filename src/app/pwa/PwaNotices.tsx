// The app-wide notices: offline ready, update available (with a reload button) and storage news from other tabs.

import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { makeTranslate, tr } from '../i18n/translate';
import { route } from '../models/route';
import { settings } from '../models/settings';
import { dismissStorageNotice, storageNotice } from '../models/storage-notice';
import { applyUpdate, dismissOfflineReady, offlineReady, updateReady } from './pwa-state';

export function PwaNotices() {
  return (
    <>
      <div class="toasts" aria-live="polite">
        {storageNotice.value ? (
          <Notice tone="warning" testId="storage-notice" onClose={dismissStorageNotice} closeLabel={tr('app.close')}>
            {makeTranslate(settings.value.lang, null)(storageNotice.value)}
          </Notice>
        ) : null}
        {updateReady.value ? (
          <Notice
            tone="info"
            testId="update-ready"
            actions={
              <Button look="primary" onClick={applyUpdate} data-testid="update-reload">
                {tr('pwa.reload')}
              </Button>
            }
          >
            {tr('pwa.update-ready')}
          </Notice>
        ) : null}
      </div>
      {/* Good news can wait while someone is deciding at the table: it would only cover their cards. Off the table,
          it sits at the bottom, clear of every screen's heading. */}
      <div class="toasts toasts-low" aria-live="polite">
        {offlineReady.value && route.value.name !== 'play' ? (
          <Notice tone="success" testId="offline-ready" onClose={dismissOfflineReady} closeLabel={tr('app.close')}>
            {tr('pwa.offline-ready')}
          </Notice>
        ) : null}
      </div>
    </>
  );
}
