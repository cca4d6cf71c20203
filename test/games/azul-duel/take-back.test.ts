// Issue #12 point 4 (take back) on Azul Duel, where everything on the table is public: a take placed on a pattern
// line may be taken back; one that empties a workshop turns its chip face up (seed 4.1: the chip under the tiles)
// and is final; so is anything drawn from the bag or the plate stack.
import { expect, test } from 'vitest';
import { game } from '../../../src/games/azul-duel/rules';
import { passingSteps } from '../../support/passing-steps';

/** Every turn-passing step of seeded walks, sorted by whether it turned a chip or drew (the shared walk, 400 steps). */
function turnPassingSteps(seed: string) {
  return passingSteps(game, 2, seed, 400).map(({ before: s, move, after, refusal }) => ({
    kind: move.kind,
    refusal,
    chipTurned: after.workshops.some((w, k) => w.chip?.faceUp === true && s.workshops[k]?.chip?.faceUp === false),
    drew: after.bag.length !== s.bag.length || after.stack.length !== s.stack.length,
  }));
}

test('a take placed on a line without revealing anything may be taken back; a turned chip or a draw may not', () => {
  const steps = ['tb-1', 'tb-2', 'tb-3'].flatMap(turnPassingSteps);
  const placed = steps.filter((x) => x.kind === 'placeTiles');
  expect(placed.filter((x) => !x.chipTurned && !x.drew).every((x) => x.refusal === null)).toBe(true);
  expect(placed.filter((x) => !x.chipTurned && !x.drew).length).toBeGreaterThan(10);
  const revealing = steps.filter((x) => x.chipTurned || x.drew);
  expect(revealing.length).toBeGreaterThan(3);
  expect(revealing.every((x) => x.refusal !== null)).toBe(true);
});
