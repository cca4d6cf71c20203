// Astra's rules: the Game object and its table of decisions; each topic lives in rules/.

import { decide } from '../../engine/decision';
import type { Game } from '../../engine/game';
import { readOptionChoices } from '../../engine/options';
import { meta } from './meta';
import { table } from './rules/asks';
import { describeMove } from './rules/describe';
import { overStatus } from './rules/scoring';
import { setupGame } from './rules/setup';
import type { AsMove, AsOptions, AsState, AsView } from './rules/types';
import { viewFor } from './rules/view';

export type { AsAsk, AsMove, AsOptions, AsState, AsView } from './rules/types';

export const game: Game<AsState, AsMove, AsOptions, AsView> = {
  id: 'astra',
  // 2: balance round 3 (card points, Lepus's graph, starting stardust by seat) replays differently.
  // 3: the end starts when the deck runs out (the 'end' option, 'deck' for new games); a version-2 save has no
  // 'end' key and reads as 'card', the old rule, so it replays as played.
  version: 3,
  players: { min: 2, max: 5 },
  // Each seat's final scoring card (its "+" elements) is seen by nobody else, and helpers choose boons in secret.
  hasHiddenInfo: true,
  defaultOptions: () => ({ end: 'deck' }),
  // A save made before the option existed has no key: it was played with the old end, so a missing key reads 'card'.
  parseOptions: (raw, seats) => {
    const c = readOptionChoices(meta, raw, seats, { end: 'card' });
    return c ? { end: c.end === 'deck' ? 'deck' : 'card' } : null;
  },
  setup: setupGame,
  ...decide({ table, over: overStatus, notNow: 'error.not-now' }),
  view: viewFor,
  describe: describeMove,
  // A discovery draws a face-down card; a boon choice of a group reveals the others' choices.
  isCommit: (before, m, after) =>
    after.deck.length !== before.deck.length || m.kind === 'boon' || after.turn.seat !== before.turn.seat,
};
