// The two service-worker notices: offline ready (dismissable) and update available (with a reload button).

import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { tr } from '../i18n/translate';
import { applyUpdate, dismissOfflineReady, offlineReady, updateReady } from './pwa-state';

export function PwaNotices() {
  return (
    <div class="toasts" aria-live="polite">
      {offlineReady.value ? (
        <Notice tone="success" testId="offline-ready" onClose={dismissOfflineReady} closeLabel={tr('app.close')}>
          {tr('pwa.offline-ready')}
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
  );
}
