// 4 players under the game contract; the perft walks are the ones counts.test.ts recorded with version 1 of the
// rules (the port to asks left move generation as it was).
import { describeWizardContract } from './contract';

describeWizardContract(4, [
  {
    seats: 4,
    seed: 'perft-a',
    plies: 60,
    expected: [
      7, 6, 7, 6, 6, 6, 7, 7, 6, 6, 6, 6, 7, 7, 6, 6, 5, 15, 2, 3, 3, 2, 14, 3, 3, 4, 13, 3, 1, 2, 12, 3, 2, 5, 11, 11,
      1, 1, 10, 2, 1, 4, 9, 2, 6, 9, 8, 1, 5, 8, 7, 7, 4, 7, 6, 5, 6, 3, 5, 5,
    ],
  },
  {
    seats: 4,
    seed: 'perft-b',
    plies: 60,
    expected: [
      7, 6, 6, 6, 6, 6, 5, 5, 7, 7, 6, 6, 6, 6, 9, 1, 15, 3, 1, 5, 14, 3, 3, 3, 13, 3, 2, 2, 2, 12, 1, 2, 3, 11, 4, 1,
      1, 10, 10, 10, 5, 3, 9, 9, 1, 2, 8, 2, 8, 8, 2, 7, 7, 7, 1, 6, 6, 6, 6, 5,
    ],
  },
]);
