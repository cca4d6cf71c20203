// Settings: export every game to a JSON file, and import a backup file (a refused file says why).

import { useState } from 'preact/hooks';
import type { Message, ParamValue } from '../../engine/game';
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

type Outcome = { ok: true; count: number; skipped: number } | { ok: false; reason: Message } | null;

export function BackupSection() {
  const services = useServices();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const exportAll = async () => {
    const store = await openStore(services);
    if (store.ok) downloadText(backupFileName('all'), await store.value.exportJson());
  };
  const importFile = async (file: File) => {
    const store = await openStore(services);
    if (!store.ok) return setOutcome({ ok: false, reason: store.error });
    const res = await store.value.importJson(await file.text());
    setOutcome(
      res.ok
        ? { ok: true, count: res.value.imported, skipped: res.value.skipped }
        : { ok: false, reason: importMessage(res.error) },
    );
    if (res.ok) await refreshSaves(services);
  };
  const t = makeTranslate(settings.value.lang, null);
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
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) void importFile(file);
          }}
        />
      </label>
      <div aria-live="polite">
        {outcome?.ok === true ? (
          <Notice tone="success" testId="import-ok">
            {outcome.skipped > 0
              ? tr('settings.imported-skipped', { n: outcome.count, skipped: outcome.skipped })
              : tr('settings.imported', { n: outcome.count })}
          </Notice>
        ) : null}
        {outcome?.ok === false ? (
          <Notice tone="error" testId="import-error">
            {tr('settings.import-refused', { reason: t(outcome.reason) })}
          </Notice>
        ) : null}
      </div>
    </section>
  );
}
