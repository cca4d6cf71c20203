// The game log in words: a mark says what it was for (the action, the solo card), never a box id; missions by name.
import { expect, test } from 'vitest';
import type { LogEvent } from '../../../src/engine/game';
import { game, type WtmMove, type WtmState } from '../../../src/games/welcome-to-the-moon/rules';
import { fresh, playMoves, withCombos } from './builders';

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
  const s: WtmState = { ...base, solo: base.solo ? { ...base.solo, pending: [0] } : null };
  const mark = game.legalMoves(s, 0).find((m) => m.kind === 'mark');
  expect(mark).toBeDefined();
  expect(mark ? lineOf(s, mark)?.code : null).toBe('log.mark-solo');
});
