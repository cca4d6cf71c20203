// Azul Duel under the shared game contract (GAME-DONE.md "Tests": 200 seeded playouts over the 3 tablet sets, leaks,
// replay, perft, bot), with its own invariants: tiles, chips and plates conserved, scores against an independent
// recomputation, the asks' shape, and every well-formed move as the kit's candidates.
import { bot } from '../../../src/games/azul-duel/bot';
import { type AdOptions, game } from '../../../src/games/azul-duel/rules';
import { text } from '../../../src/games/azul-duel/text';
import { describeContract } from '../../support/contract';
import {
  checkAsks,
  checkChipsAndPlates,
  checkFaceDownChips,
  checkScores,
  checkTiles,
  checkWallMove,
  EVERY_MOVE,
  expectedTablets,
} from './invariants';

const table = (tablets: AdOptions['tablets'], playouts: number) => ({ seats: 2, options: { tablets }, playouts });

describeContract({
  game,
  text,
  bot,
  setups: [table('beginner', 68), table('random3', 66), table('random4', 66)],
  // Nothing is one seat's secret; the bag, the plate stack, the chip supply and the rng are nobody's to see.
  concealed: (s) => [JSON.stringify(s.rng), '"bag":', '"stack":', '"chipSupply":', '"rng":'],
  invariant(s, info) {
    checkTiles(s);
    checkChipsAndPlates(s);
    checkScores(s);
    checkAsks(s);
    checkFaceDownChips(s);
    if (info.last) checkWallMove(info.last.before, info.last.seat, info.last.move, s);
  },
  // Validate accepts exactly the listed ones among every well-formed move, on every 6th sampled (60th) state.
  candidates: () => EVERY_MOVE,
  candidatesEvery: 6,
  // The costly checks (every legal move validated, mutants, views, log) on every 10th state keep the unit time.
  sampleEvery: 10,
  onEnd(s) {
    if (s.round !== 5) throw new Error(`the game ended in round ${s.round}`);
    for (const b of s.boards) {
      if (b.tally.tablets !== expectedTablets(b, s.tablets)) throw new Error('tablet points off');
    }
  },
  // Recorded with version 1 of the rules (counts.test.ts's walks) and unchanged by the port to asks.
  perft: [
    {
      seats: 2,
      seed: 'perft-a',
      plies: 60,
      expected: [
        3, 36, 3, 36, 21, 7, 3, 2, 18, 7, 2, 16, 7, 3, 2, 13, 6, 2, 11, 6, 2, 8, 5, 7, 5, 8, 5, 8, 5, 8, 4, 9, 32, 9, 4,
        9, 3, 8, 7, 2, 7, 3, 7, 28, 7, 32, 3, 6, 3, 2, 1, 6, 28, 2, 2, 2, 1, 2, 20, 3,
      ],
    },
    {
      seats: 2,
      seed: 'perft-b',
      plies: 60,
      expected: [
        3, 36, 3, 36, 22, 7, 4, 3, 2, 18, 7, 2, 16, 7, 16, 7, 3, 2, 12, 32, 12, 7, 12, 28, 12, 32, 8, 11, 5, 2, 5, 7, 2,
        7, 28, 3, 6, 3, 6, 3, 6, 3, 4, 3, 6, 3, 2, 5, 2, 4, 3, 5, 3, 3, 3, 2, 3, 1, 4, 4,
      ],
    },
    {
      seats: 2,
      seed: 'perft-c',
      plies: 60,
      expected: [
        3, 36, 3, 36, 20, 32, 20, 7, 19, 7, 2, 16, 32, 16, 7, 2, 14, 28, 14, 5, 3, 2, 6, 6, 3, 2, 6, 28, 2, 5, 4, 4, 4,
        5, 3, 3, 3, 3, 4, 3, 2, 2, 3, 3, 2, 1, 4, 1, 21, 4, 3, 2, 18, 5, 17, 24, 17, 5, 2, 15,
      ],
    },
  ],
});
