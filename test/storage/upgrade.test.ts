// The upgrade ladder: databases written by every earlier schema version (fixtures) open and load with current code.

import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, test } from 'vitest';
import { openKotatsuDB } from '../../src/storage/db';
import { DB_VERSION } from '../../src/storage/schema';
import type { SavedGame } from '../../src/storage/types';
import { testLookup } from '../support/test-games';
import fixtureV1 from './fixtures/v1-two-games.json';

interface Fixture {
  readonly version: number;
  readonly stores: { readonly games: readonly unknown[]; readonly moves: readonly unknown[] };
}

/**
 * Build a database exactly as schema version 1 laid it out, with its own frozen copy of that layout
 * (not the code under test), so this stays a test of old data when the current schema moves on.
 */
async function writeV1Database(name: string, fixture: Fixture): Promise<void> {
  const db = await openDB(name, 1, {
    upgrade(raw) {
      const games = raw.createObjectStore('games', { keyPath: 'id' });
      games.createIndex('byGameId', 'gameId');
      games.createIndex('byUpdatedAt', 'updatedAt');
      raw.createObjectStore('moves', { keyPath: ['saveId', 'index'] });
    },
  });
  const tx = db.transaction(['games', 'moves'], 'readwrite');
  for (const g of fixture.stores.games) await tx.objectStore('games').add(g);
  for (const m of fixture.stores.moves) await tx.objectStore('moves').add(m);
  await tx.done;
  db.close();
}

describe('upgrade ladder', () => {
  test('a new database gets the current version with every store and index', async () => {
    const db = await openKotatsuDB(`fresh-${Date.now()}`);
    expect(db.version).toBe(DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(['games', 'moves']);
    const tx = db.transaction('games');
    expect([...tx.store.indexNames].sort()).toEqual(['byGameId', 'byUpdatedAt']);
    db.close();
  });

  test('a v1 database (fixture v1-two-games) opens with current code: its games list, load unrepaired, and play on', async () => {
    const fixture = fixtureV1 as Fixture;
    expect(fixture.version).toBe(1);
    const name = `v1-fixture-${Date.now()}`;
    await writeV1Database(name, fixture);
    const { openGameStore } = await import('../../src/storage/idb-store');
    const store = await openGameStore({ lookup: testLookup, dbName: name, storage: null });
    const saves = await store.list();
    expect(saves.map((s) => s.gameId).sort()).toEqual(['test-hidden-hand', 'test-sealed-bid']);
    for (const save of saves) {
      const loaded = await store.load(save.id);
      if (!loaded.ok) throw new Error(`fixture save ${save.id} failed: ${JSON.stringify(loaded.error)}`);
      expect(loaded.value.repaired).toBe(false);
      expect(loaded.value.state).toEqual((fixture.stores.games as SavedGame[]).find((g) => g.id === save.id)?.snapshot);
      expect(loaded.value.moves).toHaveLength(save.moveCount);
    }
    const hand = saves.find((s) => s.gameId === 'test-hidden-hand');
    const appended = await store.append(
      hand?.id ?? '',
      { seat: 0, move: { kind: 'clear' }, commit: false, index: 5 },
      { snapshot: 'not checked here', status: 'playing' },
    );
    expect(appended.ok).toBe(true);
    store.close();
  });

  test('the v1 fixture holds saves with every field of a v1 SavedGame', () => {
    const fixture = fixtureV1 as Fixture;
    const first = fixture.stores.games[0] as SavedGame;
    expect(Object.keys(first).sort()).toEqual(
      [
        'createdAt',
        'gameId',
        'id',
        'moveCount',
        'options',
        'seats',
        'seed',
        'seenUpTo',
        'snapshot',
        'status',
        'updatedAt',
        'version',
      ].sort(),
    );
  });
});
