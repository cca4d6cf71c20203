// The move logs recorded before the decision-model port (test/corpus/citadels.json) replay to the same game.
import { game } from '../../../src/games/citadels/rules';
import { describeCorpus } from '../../support/corpus-suite';

/**
 * The open decisions were `phase`, `draft` + `draftStep`, `turn` and `graveyard` before the port and are `asks`
 * after it: those fields are dropped from both sides; every other field of the final state must match exactly.
 */
const REPLACED_BY_ASKS = new Set(['phase', 'draft', 'draftStep', 'turn', 'graveyard', 'asks']);

describeCorpus(game, {
  project: (state) =>
    Object.fromEntries(Object.entries(state as Record<string, unknown>).filter(([k]) => !REPLACED_BY_ASKS.has(k))),
});
