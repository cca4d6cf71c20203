// Russian Railroads' rules, the table of contents: the shapes (rules/types.ts), the setup (rules/setup.ts), derived
// values and scoring (rules/derived.ts), effects (rules/effects.ts), the turn flow and placement (rules/turns.ts), the
// choices (rules/asks.ts) and the log (rules/describe.ts). Section names in comments refer to the seed (russian-railroads.ja.txt)
// or the reference sheet.

import { decide } from '../../engine/decision';
import type { Game, Message } from '../../engine/game';
import { readOptionChoices } from '../../engine/options';
import { meta } from './meta';
import { over, table } from './rules/asks';
import { describeMove } from './rules/describe';
import { setup } from './rules/setup';
import type { RrAsk, RrMove, RrOptions, RrState, RrView } from './rules/types';

export {
  colourAt,
  endBonusPoints,
  engineersShown,
  industryPoints,
  majority,
  majorityCount,
  occupants,
  railPoints,
  reach,
  roundPoints,
  scoreOf,
  stepOptions,
  unlocked,
  workersLeft,
} from './rules/derived';
export { describeMove } from './rules/describe';
export { setup } from './rules/setup';
export { spaceOpen } from './rules/turns';
export type { RrAsk, RrMove, RrOptions, RrPlayer, RrState, RrView, Slot, TripleOption } from './rules/types';
export { SLOTS } from './rules/types';

export const game: Game<RrState, RrMove, RrOptions, RrView> = {
  id: 'russian-railroads',
  // 3: turn-order card points 0/1/1/1 (was 0/1/1/2); 4: the extra-engineer card places no seat without a hired
  // engineer in the majority. Both change only the final count, so older saves replay move for move.
  version: 4,
  players: { min: 2, max: 4 },
  hasHiddenInfo: false,
  defaultOptions: () => ({}),
  parseOptions: (raw, seats) => (readOptionChoices(meta, raw, seats, {}) ? {} : null),
  setup,
  ...decide<RrState, RrMove, RrAsk>({ table, over, notNow: 'error.not-now' }),
  // Open information: each seat sees the whole table but the generator (the state is read-only, so it is shared).
  view: (s) => {
    const { rng: _rng, ...rest } = s;
    return rest;
  },
  describe: describeMove,
  isCommit: (_b, m) => m.kind === 'place' || m.kind === 'pass' || m.kind === 'useEngineer',
};

export const PROMPTS: readonly Message['code'][] = [
  'prompt.bonus',
  'prompt.place',
  'prompt.steps',
  'prompt.loco',
  'prompt.lof',
  'prompt.gap',
  'prompt.industry',
  'prompt.token',
  'prompt.qcard',
  'prompt.triple',
  'prompt.endBonus',
  'prompt.repeat',
  'prompt.chain',
  'prompt.relocate',
];
