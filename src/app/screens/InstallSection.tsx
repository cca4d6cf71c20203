// Settings: put Kotatsu on this device's home screen, the way this browser does it.

import { tr } from '../i18n/translate';
import { installWay, promptInstall } from '../pwa/install-hint';

export function InstallSection() {
  const way = installWay.value;
  return (
    <section class="settings-section" aria-labelledby="install-h" data-testid="install" data-way={way}>
      <h2 id="install-h">{tr('install.title')}</h2>
      {way === 'installed' ? <p>{tr('install.done')}</p> : null}
      {way === 'prompt' ? (
        <>
          <p>{tr('install.prompt-hint')}</p>
          <button
            type="button"
            class="btn btn-primary"
            data-testid="install-button"
            onClick={() => void promptInstall()}
          >
            {tr('install.button')}
          </button>
        </>
      ) : null}
      {way === 'ios' ? (
        <ol class="install-steps" data-testid="install-ios">
          <li>{tr('install.ios-1')}</li>
          <li>{tr('install.ios-2')}</li>
          <li>{tr('install.ios-3')}</li>
        </ol>
      ) : null}
      {way === 'menu' ? <p>{tr('install.menu')}</p> : null}
      <p class="settings-hint">{tr('install.offline')}</p>
    </section>
  );
}
