// A game whose status is worked out once per state (issue 33: the app's per-move path computes each figure once).
// A state is never changed once made (read-only types, copy-on-write: test/architecture/style.test.ts), so the
// status of a state object can be kept with it: the turn check before a move, the commit check after it, the table's
// prompt and the bots all ask for it.

import type { Game, Status } from './game';

export function withStatusOnce<S, M, O, V>(game: Game<S, M, O, V>): Game<S, M, O, V> {
  const known = new WeakMap<object, Status>();
  return {
    ...game,
    status(s) {
      if (typeof s !== 'object' || s === null) return game.status(s);
      const kept = known.get(s);
      if (kept) return kept;
      const st = game.status(s);
      known.set(s, st);
      return st;
    },
  };
}
