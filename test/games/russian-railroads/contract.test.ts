// Russian Railroads under the shared game contract (GAME-DONE.md "Tests"): 200 seeded playouts per player count,
// replay, views, perft and the bot, with components conserved and scores recomputed independently.
import { bot } from '../../../src/games/russian-railroads/bot';
import { game } from '../../../src/games/russian-railroads/rules';
import { text } from '../../../src/games/russian-railroads/text';
import { describeContract } from '../../support/contract';
import { checkComponents, checkScores, checkTracks, EVERY_MOVE } from './invariants';

describeContract({
  game,
  text,
  bot,
  setups: [2, 3, 4].map((seats) => ({ seats, playouts: 200 })),
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
  perft: [
    {
      seats: 2,
      seed: 'perft-a',
      plies: 40,
      expected: [
        4, 52, 3, 52, 47, 48, 43, 43, 30, 36, 3, 3, 9, 27, 13, 3, 20, 3, 9, 8, 1, 1, 21, 21, 20, 19, 2, 4, 17, 2, 4, 17,
        10, 14, 1, 1, 21, 21, 19, 19,
      ],
    },
    {
      seats: 3,
      seed: 'perft-a',
      plies: 40,
      expected: [
        4, 3, 49, 2, 4, 47, 54, 2, 3, 21, 41, 46, 18, 35, 35, 15, 31, 4, 4, 4, 29, 12, 3, 3, 3, 13, 4, 20, 3, 7, 2, 3,
        10, 1, 1, 7, 1, 24, 24, 23,
      ],
    },
    {
      seats: 4,
      seed: 'perft-a',
      plies: 40,
      expected: [
        4, 3, 2, 49, 2, 4, 47, 47, 3, 3, 3, 53, 3, 3, 20, 2, 3, 39, 19, 39, 5, 5, 18, 34, 17, 3, 11, 14, 14, 5, 1, 1,
        10, 1, 24, 23, 2, 2, 23, 22,
      ],
    },
  ],
});
