// "Perft" for Welcome to the Moon: legal-move counts along fixed seeded walks of every adventure, written here so
// that a change to move generation shows in review (recorded with version 2 of the rules).
import { describeContract } from '../../support/contract';
import { wtmSpec } from './contract-spec';

describeContract(
  wtmSpec([], {
    perft: [
      {
        // Solo against ASTRA: six ordered pairs; 2 = confirm or start over.
        seats: 1,
        options: { adventure: 1, astraLevel: 1 },
        seed: 'perft-a',
        plies: 40,
        expected: [
          6, 14, 2, 6, 19, 2, 6, 19, 2, 6, 19, 2, 6, 15, 2, 6, 15, 2, 6, 15, 2, 6, 13, 2, 6, 11, 2, 6, 10, 2, 6, 7, 2,
          4, 8, 2, 4, 9, 2, 2,
        ],
      },
      {
        // The Journey: on the empty trajectory a number fits each of its 36 slots (37 with starting over).
        seats: 2,
        options: { adventure: 2 },
        seed: 'perft-b',
        plies: 40,
        expected: [
          3, 37, 6, 2, 3, 37, 2, 3, 37, 2, 3, 37, 3, 37, 6, 2, 3, 37, 2, 3, 37, 2, 3, 37, 3, 37, 2, 3, 37, 6, 2, 3, 6,
          3, 6, 3, 2, 3, 2, 3,
        ],
      },
      {
        // The Colony: 32 buildings, five numbers each with the astronaut (161 with starting over).
        seats: 3,
        options: { adventure: 3 },
        seed: 'perft-c',
        plies: 40,
        expected: [
          3, 33, 6, 2, 3, 161, 2, 3, 33, 6, 2, 3, 161, 2, 3, 161, 2, 3, 33, 6, 2, 3, 28, 2, 3, 28, 2, 3, 28, 2, 3, 28,
          2, 3, 28, 2, 3, 30, 2, 3,
        ],
      },
      {
        seats: 4,
        options: { adventure: 4 },
        seed: 'perft-d',
        plies: 40,
        expected: [
          3, 37, 16, 2, 3, 37, 18, 2, 3, 37, 18, 2, 3, 37, 37, 2, 3, 37, 18, 2, 3, 37, 18, 2, 3, 37, 37, 2, 3, 37, 18,
          2, 3, 37, 37, 2, 3, 37, 37, 2,
        ],
      },
      {
        // The Dome: only the eight ground-level slots take a number on an empty sheet (9 with starting over; 41 with
        // the astronaut: 8 slots × 5 numbers).
        seats: 2,
        options: { adventure: 5 },
        seed: 'perft-f',
        plies: 40,
        expected: [
          3, 9, 2, 3, 9, 2, 3, 9, 6, 2, 3, 41, 2, 3, 8, 2, 3, 8, 2, 3, 8, 2, 3, 8, 2, 3, 7, 2, 3, 7, 2, 3, 7, 3, 6, 3,
          7, 6, 2, 3,
        ],
      },
      {
        // The Battle: each reachable planet's first empty slot once (with starting over); turn 1 on the next sheet.
        seats: 3,
        options: { adventure: 8 },
        seed: 'perft-g',
        plies: 40,
        expected: [
          3, 3, 3, 3, 2, 3, 3, 2, 3, 3, 2, 3, 3, 3, 3, 2, 3, 3, 5, 2, 3, 3, 3, 3, 5, 2, 3, 3, 5, 2, 3, 2, 3, 2, 3, 2, 3,
          2, 3, 3,
        ],
      },
      {
        // Eight seats choose at once: the walk follows the first one still deciding.
        seats: 8,
        options: { adventure: 1 },
        seed: 'perft-e',
        plies: 40,
        expected: [
          3, 19, 2, 3, 19, 2, 3, 19, 2, 3, 19, 2, 3, 19, 2, 3, 19, 2, 3, 19, 2, 3, 19, 2, 3, 19, 2, 3, 19, 2, 3, 19, 2,
          3, 19, 2, 3, 19, 2, 3,
        ],
      },
    ],
  }),
);
