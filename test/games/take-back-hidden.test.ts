// Issue #12 point 4 (take back) in the hidden-hand games: Wizard Extreme (seed: cards are played from the hand, the
// next round is dealt) and Tash-Kalar (seed: the turn ends by drawing up to the hand size). A move that passed the
// turn may be taken back unless it drew from a face-down pile, used the rng or ended the game.
import { expect, test } from 'vitest';
import { usedRandomness } from '../../src/engine/take-back';
import { type TkState, game as tashKalar } from '../../src/games/tash-kalar/rules';
import { game as wizard } from '../../src/games/wizard-extreme/rules';
import { type PassingStep, passingSteps } from '../support/passing-steps';

type Step<S> = PassingStep<S, unknown>;

test('Wizard Extreme: every play or prediction that passes the turn may be taken back, unless a deal follows', () => {
  const steps = ['a', 'b'].flatMap((seed) => passingSteps(wizard, 4, `tb-${seed}`));
  const quiet = steps.filter((x) => !usedRandomness(x.before, x.after) && wizard.status(x.after).kind !== 'over');
  expect(quiet.length).toBeGreaterThan(100);
  expect(quiet.filter((x) => x.refusal !== null)).toEqual([]);
  expect(steps.filter((x) => usedRandomness(x.before, x.after)).every((x) => x.refusal === 'randomness')).toBe(true);
});

test('Tash-Kalar: a placement passing the turn may be taken back; one followed by a draw may not', () => {
  // A draw from any face-down pile: a player's deck, the legends, the flares, the task deck (High Form).
  const piles = (s: TkState) => [
    ...s.decks.map((d) => d.length),
    s.legendDeck.length,
    s.flareDeck.length,
    s.tasks?.deck.length,
  ];
  const drew = (x: Step<TkState>) => piles(x.before).join() !== piles(x.after).join();
  const steps = ['a', 'b'].flatMap((seed) => passingSteps(tashKalar, 2, `tb-${seed}`));
  const quiet = steps.filter(
    (x) => !drew(x) && !usedRandomness(x.before, x.after) && tashKalar.status(x.after).kind !== 'over',
  );
  expect(quiet.length).toBeGreaterThan(50);
  expect(quiet.filter((x) => x.refusal !== null)).toEqual([]);
  const drawing = steps.filter(drew);
  expect(drawing.length).toBeGreaterThan(5);
  expect(drawing.every((x) => x.refusal !== null)).toBe(true);
});
