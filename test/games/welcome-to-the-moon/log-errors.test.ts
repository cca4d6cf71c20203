// The game log and rule errors in words: a mark says what it was for, never a box id; an illegal tap says why.
import { expect, test } from 'vitest';
import type { LogEvent } from '../../../src/engine/game';
import { game, type WtmMove, type WtmState } from '../../../src/games/welcome-to-the-moon/rules';
import { fresh, playMoves, withCombos, withSoloCards } from './builders';

function lineOf(s: WtmState, m: WtmMove): LogEvent | undefined {
  return game.describe(s, 0, m, game.apply(s, 0, m))[0];
}

// Seed ターンの流れ: after writing, the action of the combination is done on the sheet.
test('a mark made by the robot action reads as using the robot action, with no box number', () => {
  let s = withCombos(fresh(2, 'log', 2), [
    [5, 'robot'],
    [5, 'robot'],
    [5, 'robot'],
  ]);
  s = playMoves(s, 0, [
    { kind: 'choose', combo: 0 },
    { kind: 'write', slot: 1, number: 5 },
  ]);
  const mark = game.legalMoves(s, 0).find((m) => m.kind === 'mark');
  expect(mark).toBeDefined();
  const line = mark ? lineOf(s, mark) : undefined;
  expect(line).toEqual({ code: 'log.mark-action', params: { action: { term: 'term.robot' } }, visibleTo: [0] });
});

// Reference, solo: a solo card makes the player cross a box before choosing.
test('a solo card’s cross reads as done for the solo card', () => {
  const base = game.setup(1, { adventure: 2, astraLevel: 1 }, 'log-solo');
  const s = withSoloCards(base, [0]);
  const mark = game.legalMoves(s, 0).find((m) => m.kind === 'mark');
  expect(mark).toBeDefined();
  expect(mark ? lineOf(s, mark)?.code : null).toBe('log.mark-solo');
});

// GAME-DONE "Play": an illegal tap explains why in words, in terms of what the turn waits for.
test('illegal taps are refused with the reason: pick first, already written, not for this action, not for the solo card', () => {
  const fresh2 = withCombos(fresh(2, 'errors', 2), [
    [5, 'robot'],
    [5, 'robot'],
    [5, 'robot'],
  ]);
  expect(game.validate(fresh2, 0, { kind: 'write', slot: 1, number: 5 })?.code).toBe('error.choose-first');
  const written = playMoves(fresh2, 0, [
    { kind: 'choose', combo: 0 },
    { kind: 'write', slot: 1, number: 5 },
  ]);
  expect(game.validate(written, 0, { kind: 'write', slot: 2, number: 5 })?.code).toBe('error.already-written');
  // Box 62 is a water tank: the robot action cannot circle it.
  expect(game.validate(written, 0, { kind: 'mark', box: 62 })).toEqual({
    code: 'error.mark-action',
    params: { action: { term: 'term.robot' } },
  });
  const base = game.setup(1, { adventure: 2, astraLevel: 1 }, 'errors-solo');
  const solo = withSoloCards(base, [0]);
  expect(game.validate(solo, 0, { kind: 'mark', box: 62 })?.code).toBe('error.mark-solo');
  expect(game.validate(solo, 0, { kind: 'write', slot: 1, number: 5 })?.code).toBe('error.solo-first');
});
