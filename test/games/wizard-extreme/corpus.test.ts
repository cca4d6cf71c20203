// The move logs recorded before the decision-model port (test/corpus/wizard-extreme.json) replay to the same game.
import { game } from '../../../src/games/wizard-extreme/rules';
import { describeCorpus } from '../../support/corpus-suite';

// Version 1 said what was asked by `phase`, `turn`, `takenThisTurn`, `returnOptions` and `predicted` (how far
// the prediction round got); version 2 keeps `asks` instead. Those fields are dropped from both states, every
// other field must match exactly.
const REPLACED_BY_ASKS = new Set(['phase', 'turn', 'takenThisTurn', 'returnOptions', 'predicted', 'asks']);

function project(state: unknown): unknown {
  if (state === null || typeof state !== 'object') return state;
  return Object.fromEntries(Object.entries(state).filter(([key]) => !REPLACED_BY_ASKS.has(key)));
}

describeCorpus(game, { project });
