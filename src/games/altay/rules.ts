// Altay's rules as a decision table (src/engine/decision.ts): pick a people, pick a start farmland, then turns; a
// turn is a free sequence of activities (play a card with one of its options, acquire, feed and store, battle,
// develop achievements, use achievement powers) until the player ends it. Seed: shared/seeds/altay.ja.txt.
// The rules live in rules/ by topic: types, helpers, setup, settlements, market, turn, battle, achievements,
// scoring, the decision table's rows (asks), view and the log (describe). This file puts the Game together and
// keeps the public imports in one place.

import { decide } from '../../engine/decision';
import type { Game } from '../../engine/game';
import { readOptionChoices } from '../../engine/options';
import { meta } from './meta';
import { table } from './rules/asks';
import { describe } from './rules/describe';
import { over } from './rules/scoring';
import { setup } from './rules/setup';
import type { AlAsk, AlMove, AlOptions, AlState, AlView } from './rules/types';
import { view } from './rules/view';

export { attackPower, defencePower } from './rules/battle';
export { cardType } from './rules/helpers';
export { cardCost, payment, remaining } from './rules/market';
export { type Breakdown, breakdown, CATEGORIES, ownedCards, total, wonderPoints } from './rules/scoring';
export { buildTargets, canBuild, ownerOf, startTargets, terrainCount } from './rules/settlements';
export { setup } from './rules/setup';
export type { AlAsk, AlMove, AlOptions, AlState, AlView, Card, Kept, Player, PlayerView } from './rules/types';
export { view } from './rules/view';

export const game: Game<AlState, AlMove, AlOptions, AlView> = {
  id: 'altay',
  version: 1,
  players: { min: 2, max: 4 },
  hasHiddenInfo: true,
  defaultOptions: (_seats: number): AlOptions => ({}),
  parseOptions: (raw: unknown, seats: number): AlOptions | null =>
    readOptionChoices(meta, raw, seats, {}) ? {} : null,
  setup,
  ...decide<AlState, AlMove, AlAsk>({ table, over, notNow: 'error.not-now' }),
  view,
  describe,
  isCommit,
};

/**
 * A move that shows something hidden cannot be undone: a card drawn (Scholar, Engineering, Mathematics, a
 * reshuffle) or a new achievement turned up from its deck when one is taken from the display.
 */
function isCommit(before: AlState, _m: AlMove, after: AlState): boolean {
  if (before.rng.some((x, i) => x !== after.rng[i])) return true;
  if (before.achDeck.some((d, i) => d.length !== after.achDeck[i]?.length)) return true;
  return before.players.some((p, i) => p.deck.length !== after.players[i]?.deck.length);
}
