// Shown for an address the router does not know.

import { tr } from '../i18n/translate';

export function NotFound() {
  return (
    <main class="screen">
      <h1>{tr('app.not-found')}</h1>
      <p>
        <a href="#/">{tr('app.home')}</a>
      </p>
    </main>
  );
}
