// The background check of a game resumed from its snapshot (src/app/models/log-check.ts, issue 33): the log replayed
// in slices, compared with the snapshot and each move's stored lines.

import { describe, expect, test } from 'vitest';
import { type CheckResult, checkInSlices } from '../../src/app/models/log-check';
import { canonicalJson } from '../../src/engine/json';
import { type MoveRecord, replay } from '../../src/engine/session';
import { hiddenHand, matchOf, randomPlayout } from '../support/test-games';

const match = matchOf(hiddenHand, 3, 'check-hand');
const { moves, states } = randomPlayout(hiddenHand, match, { seed: 'check-playout', limit: 60 });
const replayed = replay(hiddenHand, match, moves, false, true);
if (!replayed.ok) throw new Error('test log does not replay');
const records = replayed.value.records as MoveRecord<unknown>[];
const last = states[states.length - 1];

/** Runs a check to its end on a manual queue of slices: each slice may apply `perSlice` moves. */
function runCheck(recs: readonly MoveRecord<unknown>[], snapshot: unknown, perSlice = 7) {
  const queue: (() => void)[] = [];
  let clock = 0;
  let result: CheckResult | null = null;
  const seen: number[] = [];
  checkInSlices({
    game: hiddenHand,
    match,
    records: recs,
    snapshot,
    onState: (n) => {
      seen.push(n);
      clock += 1;
    },
    done: (r) => {
      result = r;
    },
    sliceMs: perSlice,
    now: () => clock,
    later: (run) => queue.push(run),
  });
  let slices = 0;
  for (let run = queue.shift(); run; run = queue.shift()) {
    slices += 1;
    run();
  }
  return { result: result as CheckResult | null, slices, seen };
}

describe('checkInSlices', () => {
  test('a right snapshot and lines agree; the work is cut into slices and every length is reported', () => {
    expect(records.length).toBeGreaterThan(20);
    const { result, slices, seen } = runCheck(records, last);
    expect(result?.kind).toBe('agrees');
    expect(slices).toBe(Math.ceil(records.length / 7));
    expect(seen).toEqual(records.map((_, i) => i + 1));
    expect(result?.kind === 'agrees' && canonicalJson(result.before)).toBe(canonicalJson(states[records.length - 1]));
  });

  test('a wrong snapshot differs and comes with the replayed state', () => {
    const { result } = runCheck(records, states[3]);
    expect(result?.kind).toBe('differs');
    expect(result?.kind === 'differs' && canonicalJson(result.state)).toBe(canonicalJson(last));
  });

  test('one wrong stored line differs and comes with every right line', () => {
    const damaged = records.map((r, i) => (i === 5 ? { ...r, log: [{ code: 'forged' }] } : r));
    const { result } = runCheck(damaged, last);
    expect(result?.kind).toBe('differs');
    expect(result?.kind === 'differs' && result.lines).toEqual(records.map((r) => r.log));
  });

  test('a move the rules refuse stops the check at its index', () => {
    const bad = records.map((r, i) => (i === 9 ? { ...r, seat: (r.seat + 1) % 3 } : r));
    const { result } = runCheck(bad, last);
    expect(result).toEqual({ kind: 'refused', index: 9 });
  });

  test('a cancelled check reports nothing', () => {
    const queue: (() => void)[] = [];
    let told = false;
    const cancel = checkInSlices({
      game: hiddenHand,
      match,
      records,
      snapshot: last,
      onState: () => {},
      done: () => {
        told = true;
      },
      later: (run) => queue.push(run),
    });
    cancel();
    for (let run = queue.shift(); run; run = queue.shift()) run();
    expect(told).toBe(false);
  });
});
