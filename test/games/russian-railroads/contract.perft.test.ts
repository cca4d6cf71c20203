// "Perft" for Russian Railroads: legal-move counts along fixed seeded walks, so that a change to move generation
// shows in review (recorded with the chain move, the between-rounds step and the black worker placed by hand).
import { describeContract } from '../../support/contract';
import { rrSpec } from './contract-spec';

describeContract(
  rrSpec([], {
    perft: [
      {
        seats: 2,
        seed: 'perft-a',
        plies: 40,
        expected: [
          4, 52, 3, 52, 47, 48, 43, 43, 30, 36, 3, 3, 9, 27, 13, 3, 20, 3, 9, 8, 1, 1, 5, 2, 4, 21, 21, 20, 3, 19, 6,
          18, 1, 21, 21, 2, 4, 4, 1, 19,
        ],
      },
      {
        seats: 3,
        seed: 'perft-a',
        plies: 40,
        expected: [
          4, 3, 49, 2, 4, 4, 47, 55, 21, 2, 3, 41, 41, 18, 4, 17, 35, 3, 3, 16, 3, 15, 15, 4, 4, 4, 1, 13, 3, 3, 3, 13,
          3, 3, 11, 11, 2, 4, 5, 6,
        ],
      },
      {
        seats: 4,
        seed: 'perft-a',
        plies: 40,
        expected: [
          4, 3, 2, 49, 2, 4, 47, 47, 3, 3, 3, 53, 3, 3, 20, 2, 3, 39, 19, 39, 5, 5, 18, 34, 17, 3, 11, 14, 14, 5, 1, 1,
          10, 1, 8, 7, 24, 3, 23, 23,
        ],
      },
    ],
  }),
);
