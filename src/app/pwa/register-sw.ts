// Registers the service worker (production builds only) and turns its events into the notices' signals.

import { Workbox } from 'workbox-window';
import { markOfflineReady, markUpdateReady } from './pwa-state';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  // A 'prompt' worker waits: the player decides when to reload into the new version.
  wb.addEventListener('waiting', () => {
    markUpdateReady(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  wb.addEventListener('installed', (e) => {
    if (!e.isUpdate) markOfflineReady();
  });
  wb.addEventListener('activated', (e) => {
    if (!e.isUpdate) markOfflineReady();
  });
  wb.register().catch(() => {
    // No worker (e.g. a private window): the app still works online.
  });
}
