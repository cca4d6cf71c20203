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

/**
 * Asked before the route changes (a tap, a link, back/forward): false keeps the current route, and the guard may ask
 * the player and then go on with `navigate(to, { force: true })`. Used to ask before leaving a game that is not saved.
 */
export type LeaveGuard = (to: Route, from: Route) => boolean;

let leaveGuard: LeaveGuard | null = null;

export function setLeaveGuard(guard: LeaveGuard | null): void {
  leaveGuard = guard;
}

function mayLeave(to: Route): boolean {
  const from = route.peek();
  return routeHash(to) === routeHash(from) || !leaveGuard || leaveGuard(to, from);
}

export function navigate(to: Route, opts: { readonly force?: boolean } = {}): void {
  if (!opts.force && !mayLeave(to)) return;
  const hash = routeHash(to);
  route.value = to;
  if (location.hash !== hash) location.hash = hash;
}

/** A plain tap on an in-app link: the guard is asked before the browser follows it, so no history entry is made. */
function guardLink(e: MouseEvent): void {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const link = e.target instanceof Element ? e.target.closest('a[href^="#"]') : null;
  if (link && !mayLeave(parseRoute(link.getAttribute('href') ?? ''))) e.preventDefault();
}

/** Follow the address bar (back/forward, typed links). Returns the unsubscribe function. */
export function listenToHash(): () => void {
  const onHash = () => {
    const to = parseRoute(location.hash);
    if (!mayLeave(to)) {
      // Back/forward already moved: put the address back (without a new history entry) while the guard asks.
      history.replaceState(history.state, '', routeHash(route.peek()));
      return;
    }
    route.value = to;
  };
  onHash();
  window.addEventListener('hashchange', onHash);
  document.addEventListener('click', guardLink, true);
  return () => {
    window.removeEventListener('hashchange', onHash);
    document.removeEventListener('click', guardLink, true);
  };
}
