// The hash router: every route reads back from the address it writes; unknown addresses are not-found.

import { describe, expect, test } from 'vitest';
import { parseRoute, type Route, routeHash } from '../../src/app/models/route';

const ROUTES: Route[] = [
  { name: 'library' },
  { name: 'game', gameId: 'wizard-extreme' },
  { name: 'setup', gameId: 'wizard-extreme' },
  { name: 'play', saveId: 'a b/c' },
  { name: 'results', saveId: 'x1' },
  { name: 'settings' },
];

describe('hash routes', () => {
  test.each(ROUTES)('$name round-trips through its hash', (r) => {
    expect(parseRoute(routeHash(r))).toEqual(r);
  });

  test.each(['', '#', '#/'])('%j is the library', (h) => {
    expect(parseRoute(h)).toEqual({ name: 'library' });
  });

  test.each(['#/nope', '#/game', '#/play/a/b', '#/settings/x'])('%s is not found', (h) => {
    expect(parseRoute(h).name).toBe('not-found');
  });
});
