// Russian Railroads' contract spec (test/support/contract.ts), shared by the contract files: each plays one player
// count (contract.<n>p.test.ts) so that they run side by side, and contract.perft.test.ts holds the perft table.
import { bot } from '../../../src/games/russian-railroads/bot';
import {
  game,
  type RrMove,
  type RrOptions,
  type RrState,
  type RrView,
} from '../../../src/games/russian-railroads/rules';
import { text } from '../../../src/games/russian-railroads/text';
import type { ContractSetup, ContractSpec } from '../../support/contract';
import { checkComponents, checkScores, checkTracks, EVERY_MOVE } from './invariants';

type Spec = ContractSpec<RrState, RrMove, RrOptions, RrView>;

/** GAME-DONE.md "Tests": 200 seeded playouts per player count reaching the end. */
export const playouts = (seats: number): ContractSetup<RrOptions>[] => [{ seats, playouts: 200 }];

export function rrSpec(setups: readonly ContractSetup<RrOptions>[], extra: Partial<Spec> = {}): Spec {
  return {
    game,
    text,
    bot,
    setups,
    // Open information: nothing is one seat's secret; only the rng is nobody's to see.
    concealed: (s) => [JSON.stringify(s.rng), '"rng":'],
    invariant(s, info) {
      checkComponents(s);
      checkTracks(s);
      checkScores(s, info.last);
    },
    candidates: () => EVERY_MOVE,
    candidatesEvery: 8,
    sampleEvery: 12,
    botGames: 2,
    onEnd(s) {
      if (s.round !== s.rounds) throw new Error(`ended in round ${s.round}`);
    },
    ...extra,
  };
}
