// Registers the service worker (production builds only) and turns its events into the notices' signals.

import { Workbox } from 'workbox-window';
import { markOfflineReady, markUpdateReady } from './pwa-state';

/**
 * Reload into the new version. When another tab has already applied the update, no worker waits any more: a
 * skip-waiting message would go nowhere and no 'controlling' event would come, so reload at once.
 */
async function applyUpdate(wb: Workbox): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.waiting) {
    window.location.reload();
    return;
  }
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Relative to the app's base, so the app works from a sub-path of a static host as well as from the root.
  const base = import.meta.env.BASE_URL;
  const wb = new Workbox(`${base}sw.js`, { scope: base });
  // A 'prompt' worker waits: the player decides when to reload into the new version.
  wb.addEventListener('waiting', () => {
    markUpdateReady(() => void applyUpdate(wb));
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
  // Once a worker is active: the rules pictures, which the precache leaves out, into their own cache.
  void navigator.serviceWorker.ready
    .then(() => import('./rules-pictures'))
    .then((m) => m.keepRulesPicturesWhenIdle(base));
}
