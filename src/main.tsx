// Boot: open the store, mount <App/> into #app, follow the address bar and settings, register the service worker.

import { render } from 'preact';
import { App } from './app/App';
import { persistWhenInstalled } from './app/models/install-persist';
import { listenToHash } from './app/models/route';
import { bindSettingsToDocument, settings } from './app/models/settings';
import { reportStorage } from './app/models/storage-notice';
import { bootStore } from './app/models/store-boot';
import { watchInstall } from './app/pwa/install-hint';
import { type AppServices, cryptoSeed, ServicesContext } from './app/services';
import { playCue } from './app/sound';
import { findGame, REGISTRY } from './games/registry';
import { openGameStore } from './storage/idb-store';
import type { GameLookup } from './storage/types';
import './app/styles/base.css';
import './app/styles/screens.css';
import './app/styles/table.css';
import './ui/game-table.css';

const lookup: GameLookup = async (id) => (await findGame(id)?.load())?.game;
// Never rejects: when IndexedDB fails, games are kept in this page (unsavedMode says so on every screen, with the
// export); when it is only slow, play goes on in the page and moves into IndexedDB once it answers.
const storePromise = bootStore(
  () =>
    openGameStore({
      lookup,
      hooks: {
        onBlocking: () => reportStorage({ code: 'app.storage-closed' }),
        onBlocked: () => reportStorage({ code: 'storage.blocked' }),
      },
    }),
  lookup,
);

const services: AppServices = {
  games: REGISTRY,
  getStore: () => storePromise,
  botDelayMs: () => (settings.value.animations ? 300 + Math.floor(Math.random() * 300) : 0),
  newSeed: cryptoSeed,
  cue: (c) => {
    if (settings.peek().sound) playCue(c);
  },
};

bindSettingsToDocument();
listenToHash();

const root = document.getElementById('app');
if (!root) throw new Error('Expected an element with id "app" in index.html');
// index.html's static first screen goes in the same task as the first render, so no blank frame comes between.
root.replaceChildren();
render(
  <ServicesContext.Provider value={services}>
    <App />
  </ServicesContext.Provider>,
  root,
);
watchInstall();
// Not needed for the library's first paint: after the first frame. The worker's registration (with workbox-window)
// is a chunk of its own, precached like the screens, so it stays out of the shell's first download.
requestAnimationFrame(() =>
  setTimeout(() => {
    persistWhenInstalled(storePromise);
    void import('./app/pwa/register-sw').then((m) => m.registerServiceWorker());
  }, 0),
);
