// 5 players under the game contract; the perft walks are the ones counts.test.ts recorded with version 1 of the
// rules (the port to asks left move generation as it was).
import { describeWizardContract } from './contract';

describeWizardContract(5, [
  {
    seats: 5,
    seed: 'perft-a',
    plies: 60,
    expected: [
      7, 6, 7, 6, 6, 6, 7, 7, 6, 6, 6, 6, 7, 7, 6, 6, 5, 9, 7, 7, 7, 6, 6, 6, 5, 5, 5, 15, 2, 3, 4, 2, 14, 2, 5, 2, 4,
      13, 1, 3, 1, 1, 12, 1, 4, 4, 3, 11, 4, 4, 3, 1, 10, 10, 2, 3, 3, 9, 2, 1,
    ],
  },
  {
    seats: 5,
    seed: 'perft-b',
    plies: 60,
    expected: [
      7, 6, 6, 6, 6, 6, 5, 5, 7, 7, 6, 6, 6, 6, 9, 1, 8, 8, 7, 7, 15, 3, 4, 3, 2, 14, 2, 2, 3, 2, 2, 13, 2, 4, 4, 3, 12,
      6, 2, 1, 2, 11, 1, 11, 1, 1, 10, 2, 1, 1, 3, 9, 1, 1, 6, 5, 8, 3, 2, 2,
    ],
  },
]);
