// The move logs recorded before the decision-model port (test/corpus/living-forest-duel.json) replay to the same game.
import { game } from '../../../src/games/living-forest-duel/rules';
import { describeCorpus } from '../../support/corpus-suite';

// The asks replaced phase, turn, mover, frames and pendingVaran (what is asked now, who decides, whose turn it is,
// the actions in progress, the Varan awaiting its owner): both shapes drop those and `asks`; the rest must match.
const REPLACED = new Set(['phase', 'turn', 'mover', 'frames', 'pendingVaran', 'asks']);

describeCorpus(game, {
  project: (state) => Object.fromEntries(Object.entries(state as object).filter(([key]) => !REPLACED.has(key))),
});
