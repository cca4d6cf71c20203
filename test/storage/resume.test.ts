// Issue 33: a save of the current rules whose moves carry their log lines opens from its snapshot, without replaying
// its log (the cost stays flat as a game grows); a save stored before the lines were kept is replayed once and gets
// its lines written back; a snapshot the rules cannot read still takes the replay.

import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { canonicalJson } from '../../src/engine/json';
import { replay } from '../../src/engine/session';
import { hiddenHand, matchOf } from '../support/test-games';
import { dump, freshStore, loadOk, playedSave } from './helpers';

const match = matchOf(hiddenHand, 3, 'resume-hand');

afterEach(() => {
  vi.restoreAllMocks();
});

function expectedLines(moves: readonly { seat: number; move: unknown }[]) {
  const r = replay(hiddenHand, match, moves, false, true);
  if (!r.ok) throw new Error('test log does not replay');
  return r.value.records.map((m) => m.log);
}

describe('resuming from the snapshot', () => {
  test('a save with its lines loads at its snapshot with no move applied, unverified, lines as stored', async () => {
    const t = await freshStore();
    const { save, moves, state } = await playedSave(t, hiddenHand, match, 40);
    const apply = vi.spyOn(hiddenHand, 'apply');
    const loaded = await loadOk(t.store, save.id);
    expect(apply).not.toHaveBeenCalled();
    expect(loaded.verified).toBe(false);
    expect(loaded.repaired).toBe(false);
    expect(canonicalJson(loaded.state)).toBe(canonicalJson(state));
    expect(loaded.moves.map((m) => m.log)).toEqual(expectedLines(moves));
  });

  test('a save stored before lines were kept is replayed once, verified, and its lines are written back', async () => {
    const t = await freshStore();
    const { save, moves } = await playedSave(t, hiddenHand, match, 40, { lines: false });
    const stored = (await dump(t.dbName)).moves as { log?: unknown }[];
    expect(stored.every((m) => m.log === undefined)).toBe(true);
    const first = await loadOk(t.store, save.id);
    expect(first.verified).toBe(true);
    expect(first.repaired).toBe(false);
    expect(first.moves.map((m) => m.log)).toEqual(expectedLines(moves));
    const written = (await dump(t.dbName)).moves as { log?: unknown }[];
    expect(written.map((m) => m.log)).toEqual(expectedLines(moves));
    const apply = vi.spyOn(hiddenHand, 'apply');
    const second = await loadOk(t.store, save.id);
    expect(apply).not.toHaveBeenCalled();
    expect(second.verified).toBe(false);
  });

  test('a snapshot the rules cannot read is rebuilt from the log, as before', async () => {
    const t = await freshStore();
    const { save, state } = await playedSave(t, hiddenHand, match, 10);
    const raw = await openDB(t.dbName);
    await raw.put('games', { ...save, moveCount: 10, snapshot: null });
    raw.close();
    const loaded = await loadOk(t.store, save.id);
    expect(loaded.repaired).toBe(true);
    expect(loaded.verified).toBe(true);
    expect(canonicalJson(loaded.state)).toBe(canonicalJson(state));
  });

  test('repair stores the replayed snapshot and every line, and refuses a log of another length', async () => {
    const t = await freshStore();
    const { save, moves, state } = await playedSave(t, hiddenHand, match, 10);
    const lines = expectedLines(moves).map(() => [{ code: 'fixed' }]);
    const refused = await t.store.repair(save.id, lines.slice(1), { snapshot: state, status: 'playing' });
    expect(refused.ok).toBe(false);
    const done = await t.store.repair(save.id, lines, { snapshot: state, status: 'playing' });
    expect(done.ok).toBe(true);
    const after = await dump(t.dbName);
    expect((after.moves as { log?: unknown }[]).map((m) => m.log)).toEqual(lines);
  });
});
