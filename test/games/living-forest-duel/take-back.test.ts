// Issue #12 point 4 (take back) on Living Forest Duel, where the table is open and only decks, piles and tree
// stacks are face down: a step passing the turn may be taken back unless it brought a face-down card to light.
import { expect, test } from 'vitest';
import { usedRandomness } from '../../../src/engine/take-back';
import { game, type LfState } from '../../../src/games/living-forest-duel/rules';
import { passingSteps } from '../../support/passing-steps';

const faceDown = (s: LfState) =>
  [
    s.deck.length,
    s.round,
    ...s.seats.map((st) => st.pile.length),
    ...Object.values(s.trees).map((p) => p.length),
  ].join();

test('a turn-passing step that turns up nothing may be taken back; one that reveals or refills may not', () => {
  const steps = ['tb-1', 'tb-2']
    .flatMap((seed) => passingSteps(game, 2, seed, 2000))
    .filter((x) => game.status(x.after).kind === 'turn' && !usedRandomness(x.before, x.after));
  const quiet = steps.filter((x) => faceDown(x.before) === faceDown(x.after)).map((x) => x.refusal);
  const lit = steps.filter((x) => faceDown(x.before) !== faceDown(x.after)).map((x) => x.refusal);
  expect(quiet.length).toBeGreaterThan(20);
  expect(quiet.every((r) => r === null)).toBe(true);
  expect(lit.length).toBeGreaterThan(5);
  expect(lit.every((r) => r === 'revealed')).toBe(true);
});
