// What a screen that could not be shown says instead: why, the reload that fetches the app's current code, and the
// way home.

import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { tr } from '../i18n/translate';
import { reloadPage } from '../reload';

/**
 * `chunk`: the screen's code could not be fetched. The usual cause is an update applied in another tab: this tab
 * still runs the old version, whose files the new service worker no longer serves, and it may be offline too. A
 * reload starts the version the worker holds; going home alone would fail again at the next screen.
 */
export function ScreenFailed({ cause = 'render' }: { readonly cause?: 'chunk' | 'render' }) {
  return (
    <main class="screen" data-testid="screen-failed" data-cause={cause}>
      <Notice
        tone="error"
        actions={
          cause === 'chunk' ? (
            <Button look="primary" onClick={reloadPage} data-testid="screen-reload">
              {tr('pwa.reload')}
            </Button>
          ) : undefined
        }
      >
        {tr(cause === 'chunk' ? 'app.chunk-failed' : 'app.screen-failed')}
      </Notice>
      <p>
        <a href="#/">{tr('app.home')}</a>
      </p>
    </main>
  );
}
