// Registers a game's regression tests over its recorded corpus: exact replay, and saves of the recording rules resume.

import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, test } from 'vitest';
import type { AnyGame } from '../../src/engine/game';
import { canonicalJson } from '../../src/engine/json';
import { replay } from '../../src/engine/session';
import { openGameStore } from '../../src/storage/idb-store';
import type { SavedGame } from '../../src/storage/types';
import { type CorpusCheck, corpusDifference, lineHash, loadCorpus } from './corpus';

let dbCounter = 0;

/** A save as the recording rules left it half-way (their version, their snapshot), loaded by the current code. */
async function resumeRecordedSave(
  game: AnyGame,
  version: number,
  rec: Awaited<ReturnType<typeof loadCorpus>>['games'][number],
) {
  dbCounter += 1;
  const dbName = `kotatsu-corpus-${game.id}-${dbCounter}`;
  const store = await openGameStore({
    lookup: async (id) => (id === game.id ? game : undefined),
    dbName,
    now: () => 1_700_000_000_000,
    idFactory: () => 'old-save',
    storage: null,
  });
  const prefix = rec.moves.slice(0, rec.midIndex);
  const save: SavedGame = {
    id: 'old-save',
    gameId: game.id,
    version,
    seats: Array.from({ length: rec.seats }, (_, i) => ({ name: `P${i + 1}`, color: 'c0', bot: false })),
    options: rec.options,
    seed: rec.seed,
    status: 'playing',
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    moveCount: prefix.length,
    snapshot: rec.midState,
    seenUpTo: Array.from({ length: rec.seats }, () => prefix.length),
  };
  const db = await openDB(dbName);
  const tx = db.transaction(['games', 'moves'], 'readwrite');
  await tx.objectStore('games').put(save);
  for (const [index, m] of prefix.entries()) {
    // Commit flags are recomputed by the replay on load; the stored value does not matter here.
    await tx.objectStore('moves').put({ saveId: save.id, index, seat: m.seat, move: m.move, commit: true, time: 0 });
  }
  await tx.done;
  db.close();
  const loaded = await store.load(save.id);
  // Opened again: the lines the first load wrote back let it open from its snapshot (issue 33).
  const again = await store.load(save.id);
  store.close();
  return { loaded, again, prefix };
}

/** Registers the corpus tests of one game (test/corpus/<id>.json, recorded by scripts/record-corpus.ts). */
export function describeCorpus(game: AnyGame, check: CorpusCheck = {}): void {
  describe(`${game.id}: recorded move logs replay exactly (issue 11: behaviour must not change)`, () => {
    test('every recorded game gives the same legal-move counts, log lines, status, views and state', async () => {
      const corpus = await loadCorpus(game.id);
      expect(corpus.games.length).toBeGreaterThan(0);
      const diffs = corpus.games
        .map((rec) => [rec.seed, rec.seats, corpusDifference(game, rec, check)] as const)
        .filter(([, , d]) => d !== null);
      expect(diffs).toEqual([]);
    });

    test('a save made by the recording rules, half-way through, resumes at the same position', async () => {
      const corpus = await loadCorpus(game.id);
      const samples = corpus.games.filter((_, i) => i % 4 === 0);
      for (const rec of samples) {
        const { loaded, again, prefix } = await resumeRecordedSave(game, corpus.version, rec);
        if (!loaded.ok) throw new Error(`${rec.seed}: ${JSON.stringify(loaded.error)}`);
        if (!again.ok) throw new Error(`${rec.seed}: ${JSON.stringify(again.error)}`);
        // The log lines kept with the moves (issue 33) are the recorded lines, byte for byte, through the store too.
        const recorded = rec.log.slice(0, prefix.length);
        expect(loaded.value.moves.map((m) => lineHash(m.log))).toEqual(recorded);
        expect(again.value.verified === false || game.version !== corpus.version).toBe(true);
        expect(again.value.moves.map((m) => lineHash(m.log))).toEqual(recorded);
        // A snapshot of another rules version is rebuilt from the log without calling it a repair.
        expect(loaded.value.repaired).toBe(false);
        const options = game.parseOptions(rec.options, rec.seats);
        const replayed = replay(
          game,
          { gameId: game.id, version: game.version, seats: rec.seats, options, seed: rec.seed },
          prefix,
        );
        if (!replayed.ok) throw new Error(`${rec.seed}: replay failed`);
        expect(canonicalJson(loaded.value.state)).toBe(canonicalJson(replayed.value.state));
        expect(loaded.value.save.version).toBe(game.version);
        expect(loaded.value.moves.length).toBe(prefix.length);
      }
    });
  });
}
