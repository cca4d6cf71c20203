// A tiny hash router: the current route is a signal read from location.hash; navigate() is the only writer.

import { signal } from '@preact/signals';

export type Route =
  | { readonly name: 'library' }
  | { readonly name: 'game'; readonly gameId: string }
  | { readonly name: 'setup'; readonly gameId: string }
  | { readonly name: 'play'; readonly saveId: string }
  | { readonly name: 'results'; readonly saveId: string }
  | { readonly name: 'settings' }
  | { readonly name: 'not-found'; readonly hash: string };

const WITH_ID = { game: 'game', setup: 'setup', play: 'play', results: 'results' } as const;

/** A path part as it was before encoding, or null when it is not valid percent-encoding ('%', '%E0%A4%A'). */
function decodePart(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** Any address gives a route, never a throw: one that cannot be read (garbled encoding) is the library. */
export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '').replace(/^\/?/, '/');
  const parts = path.split('/').filter((p) => p !== '');
  const [head, id, extra] = parts;
  if (head === undefined) return { name: 'library' };
  if (head === 'settings' && id === undefined) return { name: 'settings' };
  if (id !== undefined && extra === undefined && head in WITH_ID) {
    const value = decodePart(id);
    if (value === null) return { name: 'library' };
    switch (WITH_ID[head as keyof typeof WITH_ID]) {
      case 'game':
        return { name: 'game', gameId: value };
      case 'setup':
        return { name: 'setup', gameId: value };
      case 'play':
        return { name: 'play', saveId: value };
      case 'results':
        return { name: 'results', saveId: value };
    }
  }
  return { name: 'not-found', hash };
}

export function routeHash(r: Route): string {
  switch (r.name) {
    case 'library':
      return '#/';
    case 'settings':
      return '#/settings';
    case 'game':
      return `#/game/${encodeURIComponent(r.gameId)}`;
    case 'setup':
      return `#/setup/${encodeURIComponent(r.gameId)}`;
    case 'play':
      return `#/play/${encodeURIComponent(r.saveId)}`;
    case 'results':
      return `#/results/${encodeURIComponent(r.saveId)}`;
    case 'not-found':
      return r.hash;
  }
}

export const route = signal<Route>(parseRoute(typeof location === 'undefined' ? '' : location.hash));

export function navigate(to: Route): void {
  const hash = routeHash(to);
  route.value = to;
  if (location.hash !== hash) location.hash = hash;
}

/** Follow the address bar (back/forward, typed links). Returns the unsubscribe function. */
export function listenToHash(): () => void {
  const onHash = () => {
    route.value = parseRoute(location.hash);
  };
  onHash();
  window.addEventListener('hashchange', onHash);
  return () => window.removeEventListener('hashchange', onHash);
}
