// What a screen that could not be shown says instead: why, and the way home.

import { Notice } from '../../ui/Notice';
import { tr } from '../i18n/translate';

export function ScreenFailed() {
  return (
    <main class="screen" data-testid="screen-failed">
      <Notice tone="error">{tr('app.screen-failed')}</Notice>
      <p>
        <a href="#/">{tr('app.home')}</a>
      </p>
    </main>
  );
}
