// The library's reminder to export all games to a file now and then (see models/backup-reminder.ts): a wiped
// browser storage then loses nothing that matters.

import { useState } from 'preact/hooks';
import type { SavedGame } from '../../storage/types';
import { Button } from '../../ui/Button';
import { outsideWay } from '../download';
import { tr } from '../i18n/translate';
import { backupMemo, dismissReminder, exportAllGames, isBackupDue } from '../models/backup-reminder';
import { useServices } from '../services';

export function BackupReminder({ saves }: { readonly saves: readonly SavedGame[] }) {
  const services = useServices();
  const [now] = useState(() => Date.now());
  if (!isBackupDue(saves, backupMemo.value, now)) return null;
  const way = outsideWay() ? 'outside' : 'download';
  return (
    <aside
      class="notice notice-info backup-reminder"
      data-testid="backup-reminder"
      aria-label={tr('backup.reminder-label')}
    >
      <div class="notice-text">{tr('backup.reminder')}</div>
      <div class="notice-actions">
        <Button look="primary" onClick={() => void exportAllGames(services, way)} data-testid="backup-reminder-export">
          {tr('backup.export-now')}
        </Button>
        <Button look="quiet" onClick={() => dismissReminder()} data-testid="backup-reminder-dismiss">
          {tr('backup.not-now')}
        </Button>
      </div>
    </aside>
  );
}
