// The app shell: header, the screen for the current route, and the service-worker notices.

import type { Lang } from '../engine/text';
import { tr } from './i18n/translate';
import { navigate, type Route, route } from './models/route';
import { settings } from './models/settings';
import { PwaNotices } from './pwa/PwaNotices';
import { GamePage } from './screens/GamePage';
import { Library } from './screens/Library';
import { NotFound } from './screens/NotFound';
import { Play } from './screens/Play';
import { Results } from './screens/Results';
import { Settings } from './screens/Settings';
import { Setup } from './screens/Setup';

function Screen({ r, lang }: { readonly r: Route; readonly lang: Lang }) {
  switch (r.name) {
    case 'library':
      return <Library lang={lang} />;
    case 'game':
      return <GamePage gameId={r.gameId} lang={lang} />;
    case 'setup':
      return <Setup gameId={r.gameId} lang={lang} />;
    case 'play':
      return <Play saveId={r.saveId} lang={lang} />;
    case 'results':
      return <Results saveId={r.saveId} lang={lang} />;
    case 'settings':
      return <Settings />;
    case 'not-found':
      return <NotFound />;
  }
}

export function App() {
  const r = route.value;
  const lang = settings.value.lang;
  // The table has its own header; other screens share the app bar.
  const showBar = r.name !== 'play';
  return (
    <div class="app">
      {showBar ? (
        <header class="app-bar">
          <a class="app-title" href="#/">
            <span class="app-logo" aria-hidden="true">
              ♨
            </span>
            {tr('app.name')}
          </a>
          <nav aria-label={tr('app.settings')}>
            <button type="button" class="btn btn-quiet" onClick={() => navigate({ name: 'settings' })}>
              <span aria-hidden="true">⚙ </span>
              {tr('app.settings')}
            </button>
          </nav>
        </header>
      ) : null}
      <Screen r={r} lang={lang} />
      <PwaNotices />
    </div>
  );
}
