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
  perft: [],
});
