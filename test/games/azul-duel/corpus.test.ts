// The move logs recorded before the decision-model port (test/corpus/azul-duel.json) replay to the same game.
import { game } from '../../../src/games/azul-duel/rules';
import { describeCorpus } from '../../support/corpus-suite';

/**
 * Version 1 said what was asked by `phase`, `turn`, `pending` (plate, tiles, stack owed), `selected` and `walling`
 * (the chip step) and `tiled` (seats done tiling); version 2 keeps `asks` instead. Those fields are dropped from
 * both sides; everything else of the final state must match exactly.
 */
const REPLACED_BY_ASKS = ['phase', 'turn', 'pending', 'selected', 'walling', 'tiled', 'asks'];

function project(state: unknown): unknown {
  const entries = Object.entries(state as Record<string, unknown>);
  return Object.fromEntries(entries.filter(([key]) => !REPLACED_BY_ASKS.includes(key)));
}

describeCorpus(game, { project });
