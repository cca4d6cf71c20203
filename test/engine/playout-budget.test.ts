// The playout budget of the contract kit (issue 29: a quick README test run, the full count behind a flag).
import { describe, expect, test } from 'vitest';
import { playoutBudget, playoutMode, QUICK_MIN } from '../support/contract/budget';
import { resolveSpec } from '../support/contract/spec';
import { hiddenHand, hiddenHandText } from '../support/test-games';

describe('playout budget', () => {
  test('KOTATSU_PLAYOUTS=full plays every playout; unset or anything else is the quick run', () => {
    expect(playoutMode({ KOTATSU_PLAYOUTS: 'full' })).toBe('full');
    expect(playoutMode({})).toBe('quick');
    expect(playoutMode({ KOTATSU_PLAYOUTS: 'FULL ' })).toBe('quick');
  });

  test('the full run plays what a setup asks; the quick run a quarter, never fewer than the minimum', () => {
    expect(playoutBudget(200, 'full')).toBe(200);
    expect(playoutBudget(200, 'quick')).toBe(50);
    expect(playoutBudget(33, 'quick')).toBe(9);
    expect(playoutBudget(8, 'quick')).toBe(QUICK_MIN);
    expect(playoutBudget(2, 'quick')).toBe(2);
  });

  test('the kit applies the budget to every setup it resolves', () => {
    const spec = resolveSpec({
      game: hiddenHand,
      text: hiddenHandText,
      secrets: () => [],
      setups: [{ seats: 2, playouts: 200 }, { seats: 3 }],
    });
    expect(spec.setups.map((s) => s.playouts)).toEqual([playoutBudget(200), playoutBudget(10)]);
  });
});
