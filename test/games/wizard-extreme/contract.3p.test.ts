// 3 players under the game contract; the perft walks are the ones counts.test.ts recorded with version 1 of the
// rules (the port to asks left move generation as it was).
import { describeWizardContract } from './contract';

describeWizardContract(3, [
  {
    seats: 3,
    seed: 'perft-a',
    plies: 60,
    expected: [
      7, 6, 7, 6, 6, 6, 7, 15, 2, 5, 14, 4, 3, 13, 2, 1, 12, 4, 1, 11, 1, 11, 10, 3, 4, 9, 3, 2, 8, 1, 2, 7, 3, 2, 6, 2,
      6, 5, 2, 1, 4, 4, 4, 3, 2, 2, 2, 2, 2, 1, 1, 1, 7, 6, 6, 6, 7, 7, 6, 6,
    ],
  },
  {
    seats: 3,
    seed: 'perft-b',
    plies: 60,
    expected: [
      7, 6, 6, 6, 6, 6, 5, 5, 7, 7, 6, 6, 6, 6, 15, 2, 2, 14, 5, 1, 13, 5, 1, 12, 1, 5, 11, 11, 2, 10, 10, 2, 3, 9, 2,
      9, 8, 2, 3, 7, 3, 7, 6, 6, 6, 5, 2, 5, 4, 4, 3, 3, 3, 3, 1, 2, 2, 2, 1, 1,
    ],
  },
]);
