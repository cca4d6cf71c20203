// Settings: how much storage is used, whether the browser keeps it for sure (persistent), what that means, and a
// button to ask for it.

import { useEffect, useState } from 'preact/hooks';
import type { StorageEstimate } from '../../storage/types';
import { Button } from '../../ui/Button';
import { tr } from '../i18n/translate';
import { openStore } from '../models/load-game';
import { askPersist, type PersistState, persistState, refreshPersistState } from '../models/persistence';
import { useServices } from '../services';

function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 ** 2) return `${(n / 1024).toFixed(1)} KB`;
  if (n < 1024 ** 3) return `${(n / 1024 ** 2).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(1)} GB`;
}

const STATE_TEXT = {
  persisted: 'settings.persisted',
  'not-persisted': 'settings.not-persisted',
  unknown: 'settings.persist-unknown',
  unsupported: 'settings.persist-unsupported',
} as const satisfies Record<PersistState, string>;

export function StorageSection() {
  const services = useServices();
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  const [refused, setRefused] = useState(false);
  const refresh = async () => {
    const store = await openStore(services);
    if (!store.ok) return;
    setEstimate(await store.value.estimate());
    await refreshPersistState(store.value);
  };
  useEffect(() => {
    void refresh();
  }, [services]);
  const persist = async () => {
    const store = await openStore(services);
    if (!store.ok) return;
    setRefused(!(await askPersist(store.value)));
    setEstimate(await store.value.estimate());
  };
  const usage =
    estimate?.usage != null && estimate.quota != null
      ? tr('settings.usage', { used: formatBytes(estimate.usage), quota: formatBytes(estimate.quota) })
      : tr('settings.usage-unknown');
  const state = persistState.value;
  return (
    <section aria-labelledby="storage-h" class="settings-section">
      <h2 id="storage-h">{tr('settings.storage')}</h2>
      <p data-testid="storage-usage">{usage}</p>
      <p data-testid="persist-state" data-state={state}>
        <strong>{tr(STATE_TEXT[state])}</strong>
      </p>
      <p class="settings-hint">{tr('settings.persist-explain')}</p>
      {state === 'persisted' || state === 'unsupported' ? null : (
        <Button onClick={() => void persist()} data-testid="persist">
          {tr('settings.persist')}
        </Button>
      )}
      {refused ? <p role="status">{tr('settings.persist-refused')}</p> : null}
    </section>
  );
}
