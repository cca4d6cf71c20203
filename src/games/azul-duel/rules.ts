// Azul Duel's rules: the Game object and its table of decisions; each topic lives in rules/.

import { assertDefined } from '../../engine/assert';
import { decide } from '../../engine/decision';
import type { Game } from '../../engine/game';
import { readOptionChoices } from '../../engine/options';
import { meta } from './meta';
import { phaseOf, table } from './rules/asks';
import { describeMove } from './rules/describe';
import { overStatus } from './rules/scoring';
import { setupGame } from './rules/setup';
import type { AdMove, AdOptions, AdState, AdView, TabletSet } from './rules/types';
import { viewFor } from './rules/view';

export type { AdAsk, AdMove, AdOptions, AdState, AdView } from './rules/types';

const DEFAULTS: AdOptions = { tablets: 'beginner' };

function parseOptions(raw: unknown, seats: number): AdOptions | null {
  const choices = readOptionChoices(meta, raw, seats, { tablets: DEFAULTS.tablets });
  return choices ? { tablets: choices.tablets as TabletSet } : null;
}

/** A move that shows something nobody could see: a blind draw, a refill from the bag or stack, a chip turned up. */
function revealsHidden(before: AdState, m: AdMove, after: AdState): boolean {
  return (
    m.kind === 'drawPlate' ||
    m.kind === 'placePlate' ||
    after.round !== before.round ||
    after.bag.length !== before.bag.length ||
    after.stack.length !== before.stack.length ||
    after.workshops.some(
      (w, i) => w.chip?.faceUp === true && assertDefined(before.workshops[i], `workshop ${i}`).chip?.faceUp === false,
    )
  );
}

export const game: Game<AdState, AdMove, AdOptions, AdView> = {
  id: 'azul-duel',
  // 2: the open decisions are a stack of asks (was phase, turn, pending, selected, walling, tiled).
  version: 2,
  players: { min: 2, max: 2 },
  // The bag, the plate stack and face-down chips are hidden from both players alike: no seat holds a secret.
  hasHiddenInfo: false,
  defaultOptions: () => DEFAULTS,
  parseOptions,
  setup: setupGame,
  ...decide({ table, over: overStatus, notNow: 'error.not-now' }),
  view: viewFor,
  describe: describeMove,
  // A blind draw, a placed plate (the display refills), a chip turned face up or a new round reveal something.
  isCommit: (before, m, after) => revealsHidden(before, m, after) || phaseOf(after) !== phaseOf(before),
  // Take back: only the hidden parts (bag, tower, plate stack, face-down chips) can teach anything new; the view's
  // derived summaries change with every take and are not news.
  revealsInformation: (before, _seat, m, after) => revealsHidden(before, m, after),
};
