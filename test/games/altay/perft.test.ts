// Perft table (common checklist "a perft table of legal-move counts from fixed seeds"): the number of legal move
// sequences of length 1, 2 and 3 from fixed positions at 2, 3 and 4 players, recorded with scripts/altay-perft.ts.
// A change means move generation changed: check it is meant, bump game.version if saves would replay differently.
import { describe, expect, test } from 'vitest';
import { game } from '../../../src/games/altay/rules';
import { treePerft } from '../../support/contract/perft';
import { firstTurn, midGame } from './perft-tree';

const TABLE = [
  { seats: 2, at: 'first turn', plies: 0, counts: [8, 72, 649] },
  { seats: 2, at: 'after 60 plies', plies: 60, counts: [6, 46, 314] },
  { seats: 3, at: 'first turn', plies: 0, counts: [8, 69, 602] },
  { seats: 3, at: 'after 60 plies', plies: 60, counts: [9, 66, 428] },
  { seats: 4, at: 'first turn', plies: 0, counts: [8, 67, 559] },
  { seats: 4, at: 'after 60 plies', plies: 60, counts: [11, 70, 469] },
] as const;

describe('altay perft table (depths 1-3, seeds perft-2, perft-3, perft-4)', () => {
  for (const row of TABLE) {
    test(`${row.seats} players, ${row.at}: ${row.counts.join(', ')}`, () => {
      const seed = `perft-${row.seats}`;
      const s = row.plies === 0 ? firstTurn(row.seats, seed) : midGame(row.seats, seed, row.plies);
      expect(row.counts.map((_, d) => treePerft(game, s, d + 1))).toEqual(row.counts);
    });
  }
});
