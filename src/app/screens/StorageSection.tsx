// Settings: how much storage is used, whether it is persistent, and a button to ask for persistence.

import { useEffect, useState } from 'preact/hooks';
import type { StorageEstimate } from '../../storage/types';
import { Button } from '../../ui/Button';
import { tr } from '../i18n/translate';
import { openStore } from '../models/load-game';
import { useServices } from '../services';

function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 ** 2) return `${(n / 1024).toFixed(1)} KB`;
  if (n < 1024 ** 3) return `${(n / 1024 ** 2).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(1)} GB`;
}

export function StorageSection() {
  const services = useServices();
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  const [refused, setRefused] = useState(false);
  const refresh = async () => {
    const store = await openStore(services);
    if (store.ok) setEstimate(await store.value.estimate());
  };
  useEffect(() => {
    void refresh();
  }, [services]);
  const persist = async () => {
    const store = await openStore(services);
    if (!store.ok) return;
    setRefused(!(await store.value.requestPersist()));
    await refresh();
  };
  const usage =
    estimate?.usage != null && estimate.quota != null
      ? tr('settings.usage', { used: formatBytes(estimate.usage), quota: formatBytes(estimate.quota) })
      : tr('settings.usage-unknown');
  return (
    <section aria-labelledby="storage-h" class="settings-section">
      <h2 id="storage-h">{tr('settings.storage')}</h2>
      <p data-testid="storage-usage">{usage}</p>
      <p>{estimate?.persisted ? tr('settings.persisted') : tr('settings.not-persisted')}</p>
      {estimate?.persisted ? null : (
        <Button onClick={() => void persist()} data-testid="persist">
          {tr('settings.persist')}
        </Button>
      )}
      {refused ? <p role="status">{tr('settings.persist-refused')}</p> : null}
    </section>
  );
}
