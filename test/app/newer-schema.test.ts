// #30 point 5: storage left at a newer schema version says that a newer Kotatsu wrote it, not only "could not open".

import 'fake-indexeddb/auto';
import { afterEach, expect, test } from 'vitest';
import { bootStore, unsavedMode } from '../../src/app/models/store-boot';
import { openGameStore } from '../../src/storage/idb-store';
import type { GameLookup } from '../../src/storage/types';

const lookup: GameLookup = async () => undefined;
const noTimer = () => () => {};

afterEach(() => {
  unsavedMode.value = null;
});

test('a database of a newer version (IndexedDB VersionError) is named as written by a newer Kotatsu', async () => {
  const name = 'kotatsu-newer-test';
  await new Promise<void>((done, fail) => {
    const req = indexedDB.open(name, 999);
    req.onsuccess = () => {
      req.result.close();
      done();
    };
    req.onerror = () => fail(req.error);
  });
  await bootStore(() => openGameStore({ lookup, dbName: name, storage: null }), lookup, noTimer);
  expect(unsavedMode.value).toEqual({ code: 'app.storage-newer' });
});

// #30 point 1: the notice names the cause a player can act on (free space; leave private mode or unblock storage).
test.each([
  ['QuotaExceededError', 'app.storage-full'],
  ['SecurityError', 'app.storage-denied'],
  ['InvalidStateError', 'app.storage-denied'],
])('an open refused with %s says %s', async (name, code) => {
  await bootStore(() => Promise.reject(new DOMException('refused', name)), lookup, noTimer);
  expect(unsavedMode.value).toEqual({ code });
});

test('any other failure to open keeps the general words', async () => {
  await bootStore(() => Promise.reject(new Error('boom')), lookup, noTimer);
  expect(unsavedMode.value).toEqual({ code: 'app.storage-failed' });
});
