// Rats of Wistar (Kotatsu edition): the Game object. Seed: shared/seeds/rats-of-wistar.ja.txt.
// The decision table's rows are in rules/asks.ts, the helpers they share in rules/core.ts; the shapes in
// rules/types.ts; setup, view and log lines in rules/setup.ts, rules/view.ts, rules/describe.ts.

import { decide } from '../../engine/decision';
import type { Game } from '../../engine/game';
import { readOptionChoices } from '../../engine/options';
import { meta } from './meta';
import { table } from './rules/asks';
import { describeMove } from './rules/describe';
import { prepareRound } from './rules/round';
import { overStatus } from './rules/scoring';
import { setupGame } from './rules/setup';
import type { RwAsk, RwMove, RwOptions, RwState, RwView } from './rules/types';
import { viewFor } from './rules/view';

export type { RwAsk, RwMove, RwOptions, RwState, RwView };
export { overStatus, prepareRound };

export const game: Game<RwState, RwMove, RwOptions, RwView> = {
  id: 'rats-of-wistar',
  version: 1,
  players: { min: 1, max: 4 },
  // Inventions in hand are private (their number is public); decks and face-down tiles are nobody's.
  hasHiddenInfo: true,
  defaultOptions: () => ({ heroGifts: false }),
  // A save made before the option existed has no key: it was played with the gifts, so a missing key reads as on.
  parseOptions: (raw, seats) => {
    const c = readOptionChoices(meta, raw, seats, { heroGifts: true });
    return c ? { heroGifts: c.heroGifts === true } : null;
  },
  setup: (seats, o, seed) => setupGame(seats, seed, o),
  ...decide({ table, over: overStatus, notNow: 'error.not-now' }),
  view: viewFor,
  describe: describeMove,
  isCommit: (_b, m) =>
    m.kind === 'draw' ||
    m.kind === 'reveal' ||
    m.kind === 'invite' ||
    m.kind === 'endTurn' ||
    m.kind === 'bonus' ||
    m.kind === 'draft',
};
