// Settings: export every game to a JSON file, and import a backup file (a refused file says why). A file over the
// size limit is refused before any of it is read; a long import shows its progress and can be cancelled.

import { useRef, useState } from 'preact/hooks';
import { importTooLarge, MAX_IMPORT_BYTES } from '../../storage/backup';
import type { ImportProgress } from '../../storage/types';
import { Button } from '../../ui/Button';
import { outsideWay } from '../download';
import { tr } from '../i18n/translate';
import { exportAllGames } from '../models/backup-reminder';
import { openStore } from '../models/load-game';
import { refreshSaves } from '../models/saves';
import { useServices } from '../services';
import { ImportOutcome, type Outcome } from './ImportOutcome';

/** What the import is doing now, in words: reading, checking every move, storing. */
function progressWords(p: ImportProgress): string {
  if (p.phase === 'read')
    return tr('settings.import-reading', { pct: Math.floor((100 * p.done) / Math.max(p.total, 1)) });
  if (p.phase === 'write') return tr('settings.import-writing', { done: p.done, total: p.total });
  return tr('settings.import-progress', { done: p.done, total: p.total });
}

export function BackupSection() {
  const services = useServices();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const cancel = useRef<AbortController | null>(null);
  const outside = outsideWay();
  const importFile = async (file: File) => {
    // Before reading anything: a huge file would hold the page for seconds just to be read.
    const tooBig = importTooLarge(file.size);
    if (tooBig) return setOutcome({ ok: false, error: tooBig });
    const store = await openStore(services);
    if (!store.ok) return setOutcome({ ok: false, reason: store.error });
    setOutcome(null);
    const abort = new AbortController();
    cancel.current = abort;
    setProgress({ phase: 'read', done: 0, total: 0 });
    try {
      const res = await store.value.importJson(await file.text(), { onProgress: setProgress, signal: abort.signal });
      setOutcome(res.ok ? { ok: true, summary: res.value } : { ok: false, error: res.error });
      if (res.ok) await refreshSaves(services);
    } finally {
      cancel.current = null;
      setProgress(null);
    }
  };
  return (
    <section aria-labelledby="backup-h" class="settings-section">
      <h2 id="backup-h">{tr('settings.backup')}</h2>
      <div class="backup-buttons">
        <Button onClick={() => void exportAllGames(services)} data-testid="export-all">
          {tr('settings.export-all')}
        </Button>
        {outside ? (
          <Button onClick={() => void exportAllGames(services, 'outside')} data-testid="export-outside">
            {tr(outside === 'share' ? 'backup.share' : 'backup.save-as')}
          </Button>
        ) : null}
      </div>
      <p class="settings-hint">{tr('backup.outside-hint')}</p>
      <label class="field file-field">
        <span>{tr('settings.import')}</span>
        <input
          type="file"
          accept="application/json,.json"
          data-testid="import-file"
          disabled={progress !== null}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) void importFile(file);
          }}
        />
      </label>
      <p class="settings-hint">{tr('settings.import-limit', { mb: MAX_IMPORT_BYTES / (1024 * 1024) })}</p>
      <div aria-live="polite">
        {progress ? (
          <div class="import-progress" data-testid="import-progress">
            <progress max={Math.max(progress.total, 1)} value={progress.done} />
            <span data-phase={progress.phase}>{progressWords(progress)}</span>
            <Button onClick={() => cancel.current?.abort()} data-testid="import-cancel">
              {tr('app.cancel')}
            </Button>
          </div>
        ) : null}
        <ImportOutcome outcome={outcome} />
      </div>
    </section>
  );
}
