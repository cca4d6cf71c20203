// Living Forest Duel's rules: the Game object and its table of decisions; each topic lives in rules/.

import { decide } from '../../engine/decision';
import type { Game } from '../../engine/game';
import { readOptionChoices } from '../../engine/options';
import { meta } from './meta';
import { table } from './rules/asks';
import { describeMove } from './rules/describe';
import { setupGame } from './rules/setup';
import { over } from './rules/status';
import type { LfMove, LfOptions, LfState, LfView } from './rules/types';
import { viewFor } from './rules/view';

export type { LfMove, LfOptions, LfState, LfView } from './rules/types';

function defaultOptions(_seats: number): LfOptions {
  return { fireTarget: 8, redeal: false };
}

function parseOptions(raw: unknown, seats: number): LfOptions | null {
  const c = readOptionChoices(meta, raw, seats, { ...defaultOptions(seats) });
  if (c === null) return null;
  const { fireTarget, redeal } = c;
  if ((fireTarget !== 7 && fireTarget !== 8) || typeof redeal !== 'boolean') return null;
  return { fireTarget, redeal };
}

/** Hidden cards came to light (a reveal, a refill, a new tree on top) or the round ended: no taking back. */
function isCommit(before: LfState, _m: LfMove, after: LfState): boolean {
  const hidden = (s: LfState) =>
    [
      s.deck.length,
      s.round,
      ...s.seats.map((st) => st.pile.length),
      ...Object.values(s.trees).map((p) => p.length),
    ].join();
  return hidden(before) !== hidden(after);
}

export const game: Game<LfState, LfMove, LfOptions, LfView> = {
  id: 'living-forest-duel',
  // 2: the state keeps its open decisions as asks (was phase, turn, mover, frames and pendingVaran).
  version: 2,
  players: { min: 2, max: 2 },
  // Both players see the same table; every deck and pile is face down for both (NOTES.md).
  hasHiddenInfo: false,
  defaultOptions,
  parseOptions,
  setup: setupGame,
  ...decide({ table, over, notNow: 'error.not-now' }),
  view: viewFor,
  describe: describeMove,
  isCommit,
  // Take back: the same test; the view's derived summaries (what a token would give) are not news.
  revealsInformation: (before, _seat, m, after) => isCommit(before, m, after),
};
