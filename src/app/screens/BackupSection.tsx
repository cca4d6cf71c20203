// Settings: export every game to a JSON file, and import a backup file (a refused file says why). A file over the
// size limit is refused before any of it is read; a long import shows its progress and can be cancelled.

import { useRef, useState } from 'preact/hooks';
import type { Message, ParamValue } from '../../engine/game';
import { importTooLarge, MAX_IMPORT_BYTES } from '../../storage/backup';
import type { ImportProgress, ImportSummary } from '../../storage/types';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { backupFileName, downloadText } from '../download';
import { makeTranslate, tr } from '../i18n/translate';
import { openStore } from '../models/load-game';
import { refreshSaves } from '../models/saves';
import { settings } from '../models/settings';
import { useServices } from '../services';

/** The importer counts games and moves from 0; people count from 1, and a refusal reason is a rule's own code. */
export function importMessage(e: {
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}): Message {
  const params: Record<string, ParamValue> = {};
  for (const [k, v] of Object.entries(e.params ?? {})) {
    if ((k === 'game' || k === 'index' || k === 'first') && typeof v === 'number') params[k] = v + 1;
    else if (k === 'reason' && typeof v === 'string') params[k] = { term: v };
    else params[k] = v;
  }
  return { code: e.code, params };
}

type Outcome = { ok: true; summary: ImportSummary } | { ok: false; reason: Message } | null;

/** One line per kind of result that happened: new games, copies, games carried further, games already here. */
function summaryLines(s: ImportSummary): string[] {
  const lines: string[] = [];
  const fresh = s.imported - s.copies;
  if (fresh > 0) lines.push(tr('settings.imported-new', { n: fresh }));
  if (s.copies > 0) lines.push(tr('settings.imported-copies', { n: s.copies }));
  if (s.updated > 0) lines.push(tr('settings.imported-updated', { n: s.updated }));
  if (s.skipped > 0) lines.push(tr('settings.imported-skipped-n', { n: s.skipped }));
  return lines;
}

function ImportOutcome({ outcome }: { readonly outcome: Outcome }) {
  const t = makeTranslate(settings.value.lang, null);
  if (outcome?.ok === true) {
    return (
      <Notice tone="success" testId="import-ok">
        {tr('settings.import-done')}
        <ul class="import-summary">
          {summaryLines(outcome.summary).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Notice>
    );
  }
  if (outcome?.ok === false) {
    return (
      <Notice tone="error" testId="import-error">
        {tr('settings.import-refused', { reason: t(outcome.reason) })}
      </Notice>
    );
  }
  return null;
}

export function BackupSection() {
  const services = useServices();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const cancel = useRef<AbortController | null>(null);
  const exportAll = async () => {
    const store = await openStore(services);
    if (store.ok) downloadText(backupFileName('all'), await store.value.exportJson());
  };
  const importFile = async (file: File) => {
    // Before reading anything: a huge file would hold the page for seconds just to be read.
    const tooBig = importTooLarge(file.size);
    if (tooBig) return setOutcome({ ok: false, reason: importMessage(tooBig) });
    const store = await openStore(services);
    if (!store.ok) return setOutcome({ ok: false, reason: store.error });
    setOutcome(null);
    const abort = new AbortController();
    cancel.current = abort;
    setProgress({ done: 0, total: 0 });
    try {
      const res = await store.value.importJson(await file.text(), { onProgress: setProgress, signal: abort.signal });
      setOutcome(res.ok ? { ok: true, summary: res.value } : { ok: false, reason: importMessage(res.error) });
      if (res.ok) await refreshSaves(services);
    } finally {
      cancel.current = null;
      setProgress(null);
    }
  };
  return (
    <section aria-labelledby="backup-h" class="settings-section">
      <h2 id="backup-h">{tr('settings.backup')}</h2>
      <Button onClick={() => void exportAll()} data-testid="export-all">
        {tr('settings.export-all')}
      </Button>
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
            <span>{tr('settings.import-progress', { done: progress.done, total: progress.total })}</span>
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
