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

// Seed ターンフロー "同時選択" → "数字記入（必須）" → "アクション実行（任意）": a tap for another step says which step is on.
test('a move of another step of the turn is refused in terms of the step the seat is at', () => {
  const s = withCombos(fresh(2, 'errors', 2), [
    [5, 'robot'],
    [5, 'robot'],
    [5, 'robot'],
  ]);
  const code = (at: WtmState, m: WtmMove) => game.validate(at, 0, m)?.code;
  expect(code(s, { kind: 'confirm' })).toBe('error.unfinished');
  expect(code(s, { kind: 'mark', box: 62 })).toBe('error.not-now');
  expect(code(s, { kind: 'cancel' })).toBe('error.not-now');
  const chosen = playMoves(s, 0, [{ kind: 'choose', combo: 0 }]);
  expect(code(chosen, { kind: 'choose', combo: 1 })).toBe('error.already-chosen');
  expect(code(chosen, { kind: 'systemError' })).toBe('error.must-write');
  expect(code(chosen, { kind: 'confirm' })).toBe('error.unfinished');
  expect(code(chosen, { kind: 'skip' })).toBe('error.not-now');
  const written = playMoves(chosen, 0, [{ kind: 'write', slot: 1, number: 5 }]);
  expect(code(written, { kind: 'choose', combo: 1 })).toBe('error.already-chosen');
  expect(code(written, { kind: 'systemError' })).toBe('error.must-write');
  expect(code(written, { kind: 'confirm' })).toBe('error.unfinished');
  const done = playMoves(
    written,
    0,
    game.legalMoves(written, 0).filter((m) => m.kind === 'skip'),
  );
  expect(game.legalMoves(done, 0)).toEqual([{ kind: 'confirm' }, { kind: 'cancel' }]);
  expect(code(done, { kind: 'write', slot: 2, number: 5 })).toBe('error.already-written');
  expect(code(done, { kind: 'choose', combo: 1 })).toBe('error.already-chosen');
  expect(code(done, { kind: 'mark', box: 62 })).toBe('error.not-now');
  const solo = withSoloCards(game.setup(1, { adventure: 2, astraLevel: 1 }, 'errors-solo'), [0]);
  expect(code(solo, { kind: 'choose', combo: 0 })).toBe('error.solo-first');
  expect(code(solo, { kind: 'confirm' })).toBe('error.unfinished');
  expect(code(solo, { kind: 'cancel' })).toBe('error.not-now');
});
