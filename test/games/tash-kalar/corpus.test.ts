// The move logs recorded before the decision-model port (test/corpus/tash-kalar.json) replay to the same game.
import { game } from '../../../src/games/tash-kalar/rules';
import { describeCorpus } from '../../support/corpus-suite';

/**
 * The asks replaced `phase`, `effect` (the effect run with its saved start state) and `returning`; those and
 * `asks` itself are dropped from both the recorded and the replayed final state, everything else must match.
 */
function project(state: unknown): unknown {
  const { phase, effect, returning, asks, ...rest } = state as Record<string, unknown>;
  void [phase, effect, returning, asks];
  return rest;
}

describeCorpus(game, { project });
