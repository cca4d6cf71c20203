// The rules pictures for offline use, outside the precache: once the service worker is active, the app copies every
// rules picture into a cache of their own, one at a time while the page is idle some seconds after start, so the
// precache (what must arrive before the app works offline) holds only the code, and the copy stays out of the
// app's start. The worker answers the pictures from this cache (vite.config.ts, runtimeCaching), so a game's rules
// read the same offline, also before its page was ever opened.

import { RULES_PICTURES } from '../../ui/rules-pictures';

/** The cache's name; vite.config.ts names it too, for the worker's cache-first route. */
export const PICTURE_CACHE = 'kotatsu-rules-pictures';

/** The address of every rules picture as the rules text shows it: under the app's base, with its hash. */
export function pictureUrls(base: string): string[] {
  return Object.entries(RULES_PICTURES).map(([path, p]) => `${base}${path.slice(1)}?v=${p.hash}`);
}

/**
 * Puts the pictures the cache lacks into it and drops the ones no longer shown (an older hash). Stops quietly at the
 * first failure (offline, storage full): the next start tries again, and a picture seen online is cached anyway.
 */
export async function keepRulesPictures(
  cacheStorage: CacheStorage,
  urls: readonly string[],
  page: string,
  online: () => boolean = () => true,
) {
  const cache = await cacheStorage.open(PICTURE_CACHE);
  const wanted = new Set(urls.map((u) => new URL(u, page).href));
  const held = new Set<string>();
  for (const request of await cache.keys()) {
    if (wanted.has(request.url)) held.add(request.url);
    else await cache.delete(request);
  }
  for (const url of wanted) {
    if (held.has(url)) continue;
    // Offline (or gone offline since the last one): nothing to fetch; the next start tries again.
    if (!online()) return;
    try {
      await cache.add(url);
    } catch {
      return;
    }
  }
}

/** How long after start the copy waits: it is background work, and must not compete with starting the app. */
export const PICTURES_AFTER_MS = 5000;

/** Some seconds after start, then when the browser is idle, so the copy never competes with starting the app. */
export function keepRulesPicturesWhenIdle(base: string): void {
  if (!('caches' in window)) return;
  const online = () => navigator.onLine;
  const run = () =>
    void keepRulesPictures(caches, pictureUrls(base), window.location.href, online).catch(() => undefined);
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 10_000 }) : run());
  setTimeout(idle, PICTURES_AFTER_MS);
}
