// Wizard Extreme's rules: the Game object and its table of decisions; each topic lives in rules/.

import { decide } from '../../engine/decision';
import type { Game } from '../../engine/game';
import { readOptionChoices } from '../../engine/options';
import { meta } from './meta';
import { table } from './rules/asks';
import { setupGame } from './rules/deal';
import { describeMove } from './rules/describe';
import { overStatus } from './rules/scoring';
import type { WeMove, WeOptions, WeState, WeView } from './rules/types';
import { viewFor } from './rules/view';

export type { WeAsk, WeMove, WeOptions, WeState, WeView } from './rules/types';

function defaultOptions(_seats: number): WeOptions {
  return { shortGame: false, wizardBase: 4, designerVariant: false };
}

/**
 * Old saves have no `designerVariant` key: it reads as off, so they replay exactly as before. The short game and
 * the base 5 are 3-player options (ignored for 4 and 5); the variant sets its own round count, so with it on
 * the short game is ignored (normalised to false).
 */
function parseOptions(raw: unknown, seats: number): WeOptions | null {
  const choices = readOptionChoices(meta, raw, seats, { ...defaultOptions(seats) });
  if (choices === null) return null;
  const designerVariant = choices.designerVariant === true;
  const wizardBase = choices.wizardBase === 5 ? 5 : 4;
  return { shortGame: choices.shortGame === true && !designerVariant, wizardBase, designerVariant };
}

export const game: Game<WeState, WeMove, WeOptions, WeView> = {
  id: 'wizard-extreme',
  // 2: the state keeps its open decision as asks (was phase, turn, takenThisTurn, returnOptions, predicted).
  version: 2,
  players: { min: 3, max: 5 },
  hasHiddenInfo: true,
  defaultOptions,
  parseOptions,
  setup: setupGame,
  ...decide({ table, over: overStatus, notNow: 'error.not-now' }),
  view: viewFor,
  describe: describeMove,
  // A played card is public at once and a new deal is random: neither may be taken back.
  isCommit: (_before, m) => m.kind === 'play',
  // Take back: hands are the only secret, and a hand card is seen only when its owner plays it; a deal is random
  // (the rng check catches it). So passing the turn never shows anyone something the mover could not see.
  revealsInformation: () => false,
};
