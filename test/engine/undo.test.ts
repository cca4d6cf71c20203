// Undo windows: a seat may take back its own moves until a commit point (hand-off, game end, isCommit hook).

import { describe, expect, test } from 'vitest';
import type { MoveRecord } from '../../src/engine/session';
import { replay, start, undoableCount } from '../../src/engine/session';
import { hiddenHand, matchOf, randomPlayout, sealedBid } from '../support/test-games';
import type { HandMove } from '../support/test-games/hidden-hand';

const match = matchOf(hiddenHand, 2, 'undo-seed');
const s0 = start(hiddenHand, match);
const [a = 0, b = 0] = s0.hands[0] ?? [];

function recordsOf(moves: { seat: number; move: HandMove }[]): MoveRecord<HandMove>[] {
  const result = replay(hiddenHand, match, moves, true);
  if (!result.ok) throw new Error(`bad test log at ${result.error.index}`);
  return result.value.records;
}

describe('undoableCount', () => {
  test('select, change, clear, select: four own non-commit moves may all be taken back', () => {
    const records = recordsOf([
      { seat: 0, move: { kind: 'select', card: a } },
      { seat: 0, move: { kind: 'select', card: b } },
      { seat: 0, move: { kind: 'clear' } },
      { seat: 0, move: { kind: 'select', card: a } },
    ]);
    expect(records.map((r) => r.commit)).toEqual([false, false, false, false]);
    expect(undoableCount(records, 0)).toBe(4);
    expect(undoableCount(records, 1)).toBe(0);
  });

  test('a move that passes the decision to another seat is a commit', () => {
    const records = recordsOf([
      { seat: 0, move: { kind: 'select', card: a } },
      { seat: 0, move: { kind: 'play' } },
    ]);
    expect(records.map((r) => r.commit)).toEqual([false, true]);
    expect(undoableCount(records, 0)).toBe(0);
    expect(undoableCount(records, 1)).toBe(0);
  });

  test("the game's isCommit hook closes the window: a peek cannot be taken back, later moves can", () => {
    const records = recordsOf([
      { seat: 0, move: { kind: 'select', card: a } },
      { seat: 0, move: { kind: 'peek' } },
      { seat: 0, move: { kind: 'select', card: b } },
    ]);
    expect(records.map((r) => r.commit)).toEqual([false, true, false]);
    expect(undoableCount(records, 0)).toBe(1);
  });

  test('the move that ends the game is a commit', () => {
    const { moves } = randomPlayout(hiddenHand, match, { seed: 'end' });
    const records = recordsOf(moves);
    expect(records.at(-1)?.commit).toBe(true);
    expect(undoableCount(records, 0) + undoableCount(records, 1)).toBe(0);
  });

  test("only one's own moves: another seat's trailing move stops the count", () => {
    const records: MoveRecord<string>[] = [
      { seat: 0, move: 'x', commit: false },
      { seat: 1, move: 'y', commit: false },
    ];
    expect(undoableCount(records, 0)).toBe(0);
    expect(undoableCount(records, 1)).toBe(1);
    expect(undoableCount([], 0)).toBe(0);
  });

  test('in a simultaneous game a bid can be taken back until the seat confirms', () => {
    const bid = matchOf(sealedBid, 2, 'undo-bid');
    const result = replay(sealedBid, bid, [
      { seat: 1, move: { kind: 'bid', amount: 3 } },
      { seat: 0, move: { kind: 'bid', amount: 2 } },
      { seat: 0, move: { kind: 'bid', amount: 4 } },
    ]);
    if (!result.ok) throw new Error('bad log');
    expect(undoableCount(result.value.records, 0)).toBe(2);
    expect(undoableCount(result.value.records, 1)).toBe(0);
    const confirmed = replay(sealedBid, bid, [
      { seat: 0, move: { kind: 'bid', amount: 2 } },
      { seat: 0, move: { kind: 'confirm' } },
    ]);
    expect(confirmed.ok && confirmed.value.records.map((r) => r.commit)).toEqual([false, true]);
  });

  test('undo is replaying the log minus its tail: the state before the taken-back moves returns', () => {
    const moves: { seat: number; move: HandMove }[] = [
      { seat: 0, move: { kind: 'select', card: a } },
      { seat: 0, move: { kind: 'select', card: b } },
    ];
    const records = recordsOf(moves);
    const kept = moves.slice(0, moves.length - undoableCount(records, 0));
    const undone = replay(hiddenHand, match, kept);
    expect(undone.ok && undone.value.state).toEqual(s0);
  });
});
