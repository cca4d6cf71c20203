// The White Castle under the shared game contract (GAME-DONE.md "Tests"): 200 seeded playouts per player count,
// nothing secret in any view, replay, perft, bot; plus its own invariants (dice, meeples, cards, caps, score formula).
import { bot } from '../../../src/games/the-white-castle/bot';
import { game } from '../../../src/games/the-white-castle/rules';
import { text } from '../../../src/games/the-white-castle/text';
import { describeContract } from '../../support/contract';
import { checkAsks, checkCards, checkDice, checkMeeples, checkScores, EVERY_MOVE } from './invariants';

describeContract({
  game,
  text,
  bot,
  setups: [
    { seats: 2, playouts: 200 },
    { seats: 3, playouts: 200 },
    { seats: 4, playouts: 200 },
  ],
  // Everything is public; only the generator and the order of the castle decks are nobody's to see.
  concealed: (s) => [JSON.stringify(s.rng), '"rng":', '"stewardDeck":', '"diplomatDeck":'],
  invariant(s) {
    checkDice(s);
    checkMeeples(s);
    checkCards(s);
    checkAsks(s);
    checkScores(s);
  },
  onEnd(s) {
    if (s.round !== 3 || s.phase !== 'over') throw new Error(`ended in round ${s.round}, phase ${s.phase}`);
  },
  candidates: () => EVERY_MOVE,
  candidatesEvery: 30,
  sampleEvery: 40,
  mutantsPerStep: 6,
  perft: [
    {
      seats: 2,
      seed: 'perft-a',
      plies: 40,
      expected: [
        3, 3, 3, 2, 52, 3, 2, 1, 55, 6, 3, 2, 4, 1, 40, 4, 2, 33, 5, 2, 3, 2, 1, 19, 3, 2, 1, 10, 1, 45, 1, 44, 2, 1,
        22, 1, 30, 4, 2, 15,
      ],
    },
    {
      seats: 3,
      seed: 'perft-b',
      plies: 40,
      expected: [
        4, 3, 3, 3, 2, 58, 2, 1, 52, 6, 3, 2, 1, 62, 58, 2, 1, 37, 2, 1, 46, 2, 1, 39, 2, 1, 24, 3, 3, 3, 1, 18, 1, 18,
        1, 58, 4, 3, 2, 1,
      ],
    },
    {
      seats: 4,
      seed: 'perft-c',
      plies: 40,
      expected: [
        5, 4, 3, 2, 40, 7, 6, 3, 2, 1, 45, 5, 5, 1, 54, 2, 55, 2, 1, 54, 4, 2, 1, 24, 4, 3, 1, 53, 3, 2, 1, 52, 3, 3, 1,
        48, 4, 2, 40, 3,
      ],
    },
  ],
});
