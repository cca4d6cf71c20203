// Altay's rules as a decision table (src/engine/decision.ts): pick a people, pick a start farmland, then turns; a
// turn is a free sequence of activities (play a card with one of its options, acquire, feed and store, battle,
// develop achievements, use achievement powers) until the player ends it. Seed: /work/shared/seeds/altay.ja.txt.
// The rules live in rules/ by topic: state, setup, settlements, market, turn, battle, achievements, scoring, the
// decision table, view and log. This file puts the Game together and keeps the public imports in one place.

import { decide } from '../../engine/decision';
import type { Game } from '../../engine/game';
import { describe } from './rules/log';
import { over } from './rules/scoring';
import { setup } from './rules/setup';
import type { AlAsk, AlMove, AlOptions, AlState } from './rules/state';
import { table } from './rules/table';
import { type AlView, view } from './rules/view';

export { attackPower, defencePower } from './rules/battle';
export { cardCost, payment, remaining } from './rules/market';
export { type Breakdown, breakdown, CATEGORIES, ownedCards, total, wonderPoints } from './rules/scoring';
export { buildTargets, canBuild, ownerOf, startTargets, terrainCount } from './rules/settlements';
export { setup } from './rules/setup';
export type { AlAsk, AlMove, AlOptions, AlState, Card, Kept, Player } from './rules/state';
export { cardType } from './rules/state';
export type { AlView, PlayerView } from './rules/view';
export { view } from './rules/view';

export const game: Game<AlState, AlMove, AlOptions, AlView> = {
  id: 'altay',
  version: 1,
  players: { min: 2, max: 4 },
  hasHiddenInfo: true,
  defaultOptions: (_seats: number): AlOptions => ({}),
  parseOptions: (raw: unknown, _seats: number): AlOptions | null =>
    raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? {} : null,
  setup,
  ...decide<AlState, AlMove, AlAsk>({ table, over, notNow: 'error.not-now' }),
  view,
  describe,
  isCommit: (_b: AlState, m: AlMove) =>
    (m.kind === 'play' && m.opt === 1 && _b.cards[m.card]?.t === 'scholar') ||
    (m.kind === 'ability' && (m.key === 'engineering' || m.key === 'mathematics')),
};
