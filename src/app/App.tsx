// The app shell: header, the screen for the current route, and the service-worker notices.

import type { ComponentChildren } from 'preact';
import { useEffect, useErrorBoundary } from 'preact/hooks';
import type { Lang } from '../engine/text';
import { loadPhraseBreaks } from '../ui/Phrases';
import { tr } from './i18n/translate';
import { lazyScreen } from './lazy-screen';
import { navigate, type Route, route, routeHash } from './models/route';
import { settings } from './models/settings';
import { PwaNotices } from './pwa/PwaNotices';
import { Library } from './screens/Library';
import { NotFound } from './screens/NotFound';
import { ScreenFailed } from './screens/ScreenFailed';
import { StorageNotices } from './screens/StorageNotices';

// Only the library is in the first download; every other screen comes with its own chunk when first shown.
const GamePage = lazyScreen(async () => (await import('./screens/GamePage')).GamePage);
const Setup = lazyScreen(async () => (await import('./screens/Setup')).Setup);
const Play = lazyScreen(async () => (await import('./screens/Play')).Play);
const Results = lazyScreen(async () => (await import('./screens/Results')).Results);
const Settings = lazyScreen(async () => (await import('./screens/Settings')).Settings);

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

/** A screen that throws while drawing shows why and the way home, instead of leaving a blank page. */
function ScreenGuard({ children }: { readonly children: ComponentChildren }) {
  // Keyed by the route, so following the link home mounts a fresh guard.
  const [error] = useErrorBoundary();
  if (!error) return <>{children}</>;
  return <ScreenFailed />;
}

export function App() {
  const r = route.value;
  const lang = settings.value.lang;
  // The table has its own header; other screens share the app bar.
  const showBar = r.name !== 'play';
  useEffect(() => {
    if (lang === 'ja') void loadPhraseBreaks();
  }, [lang]);
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
      <ScreenGuard key={routeHash(r)}>
        <Screen r={r} lang={lang} />
      </ScreenGuard>
      <StorageNotices />
      <PwaNotices />
    </div>
  );
}
