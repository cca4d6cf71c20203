// Boot: open the store, mount <App/> into #app, follow the address bar and settings, register the service worker.

import { render } from 'preact';
import { App } from './app/App';
import { listenToHash } from './app/models/route';
import { bindSettingsToDocument, settings } from './app/models/settings';
import { reportStorage } from './app/models/storage-notice';
import { registerServiceWorker } from './app/pwa/register-sw';
import { type AppServices, cryptoSeed, ServicesContext } from './app/services';
import { playCue } from './app/sound';
import { findGame, REGISTRY } from './games/registry';
import { openGameStore } from './storage/idb-store';
import './app/styles/base.css';
import './app/styles/screens.css';
import './app/styles/table.css';

const storePromise = openGameStore({
  lookup: async (id) => (await findGame(id)?.load())?.game,
  hooks: {
    onBlocking: () => reportStorage({ code: 'app.storage-closed' }),
    onBlocked: () => reportStorage({ code: 'storage.blocked' }),
  },
});
// A failed open is reported by each screen that needs the store; keep it from being an unhandled rejection.
storePromise.catch(() => {});

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
render(
  <ServicesContext.Provider value={services}>
    <App />
  </ServicesContext.Provider>,
  root,
);
registerServiceWorker();
