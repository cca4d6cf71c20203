// A full disk must not lose a game (issue 30): with IndexedDB (fake-indexeddb) made to refuse every write with
// QuotaExceededError and the database deleted under the open app (the origin wiped), the table keeps every move,
// says the device is full with the export first, and Try again writes the whole game back once space returns; a new
// game started while full is never called saved; leaving an unsaved game asks first.

import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { App } from '../../src/app/App';
import { leaveQuestion } from '../../src/app/models/leave-guard';
import { closeTable } from '../../src/app/models/play';
import { listenToHash, navigate } from '../../src/app/models/route';
import { createGame } from '../../src/app/models/saves';
import { updateSettings } from '../../src/app/models/settings';
import { ServicesContext } from '../../src/app/services';
import { allWithUnsaved } from '../../src/app/unsaved-backup';
import type { AnyGame } from '../../src/engine/game';
import { openGameStore } from '../../src/storage/idb-store';
import type { GameStore } from '../../src/storage/types';
import { fakeGame } from './support/fake-game';
import { fakeModule } from './support/fake-module';
import { createMemoryStore } from './support/memory-store';
import { handOf, makeServices, twoHumans } from './support/render-app';

const lookup = async () => fakeGame as unknown as AnyGame;
let dbCount = 0;

/** While on, every put/add of IndexedDB throws as a full disk does. */
const disk = { full: false };
const proto = IDBObjectStore.prototype;
const realPut = proto.put;
const realAdd = proto.add;
function refuseWhenFull<F extends (...args: never[]) => unknown>(real: F): F {
  return function (this: IDBObjectStore, ...args: Parameters<F>) {
    if (disk.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return real.apply(this, args);
  } as F;
}
proto.put = refuseWhenFull(realPut);
proto.add = refuseWhenFull(realAdd);

afterEach(() => {
  disk.full = false;
  closeTable();
  leaveQuestion.value = null;
});

async function openApp() {
  const dbName = `kotatsu-full-${++dbCount}-${Math.floor(Math.random() * 1e9)}`;
  const store = await openGameStore({ lookup, dbName, storage: null });
  const services = { ...makeServices(createMemoryStore([])), getStore: async (): Promise<GameStore> => store };
  updateSettings({ lang: 'en', animations: false });
  const start = (seed = 'full') =>
    createGame(services, { module: fakeModule as never, seats: twoHumans, rawOptions: { rounds: 1 }, seed });
  return { store, dbName, services, start };
}

function show(services: ReturnType<typeof makeServices>, saveId: string) {
  navigate({ name: 'play', saveId });
  return render(
    <ServicesContext.Provider value={services}>
      <App />
    </ServicesContext.Provider>,
  );
}

const saveState = () => screen.getByTestId('save-state').getAttribute('data-state');

function wipe(dbName: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const r = indexedDB.deleteDatabase(dbName);
    r.onsuccess = () => resolve();
    r.onerror = () => reject(r.error);
  });
}

describe('the disk fills up mid-game and the browser wipes the origin', () => {
  test('the notice says the device is full with the export first; Try again writes the whole game back', async () => {
    const { dbName, services, start } = await openApp();
    const made = await start();
    if (!made.ok) throw new Error('create');
    show(services, made.save.id);
    fireEvent.click(await screen.findByTestId('handoff-ready'));
    const a = handOf(0, 'full')[0] ?? 0;
    fireEvent.click(screen.getByTestId(`pick-${a}`));
    await waitFor(() => expect(saveState()).toBe('saved'));

    disk.full = true;
    fireEvent.click(screen.getByTestId('play'));
    const notice = await screen.findByTestId('save-error');
    expect(screen.getByTestId('save-cause').getAttribute('data-cause')).toBe('storage.full');
    expect(notice.textContent).toContain('This device is full');
    expect(notice.textContent).not.toContain('not available');
    // The first way offered keeps the moves.
    expect(notice.querySelector('button')?.getAttribute('data-testid')).toBe('save-export');
    expect(screen.getByTestId('save-export-all')).toBeTruthy();
    expect(saveState()).toBe('error');

    await wipe(dbName);
    // Play goes on in memory: the next player picks.
    fireEvent.click(await screen.findByTestId('handoff-ready'));
    fireEvent.click(await screen.findByTestId('catch-up-continue'));
    const c = handOf(1, 'full')[0] ?? 0;
    fireEvent.click(screen.getByTestId(`pick-${c}`));
    expect(screen.getByTestId('fake-table').textContent).toContain(`picked: ${c}`);

    disk.full = false;
    fireEvent.click(screen.getByTestId('save-retry'));
    await waitFor(() => expect(saveState()).toBe('saved'));
    expect(screen.queryByTestId('save-error')).toBeNull();
    expect(screen.queryByTestId('save-reload')).toBeNull();

    // As a reload would: a new connection finds every move.
    const again = await openGameStore({ lookup, dbName, storage: null });
    const loaded = await again.load(made.save.id);
    if (!loaded.ok) throw new Error(`load: ${loaded.error.code}`);
    expect(loaded.value.moves.map((m) => m.move)).toEqual([
      { kind: 'pick', card: a },
      { kind: 'play' },
      { kind: 'pick', card: c },
    ]);
    again.close();
  });
});

describe('a new game started while the disk is full', () => {
  test('is played from memory, never shown as saved, and is stored once space returns', async () => {
    const { store, services, start } = await openApp();
    disk.full = true;
    const made = await start();
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    show(services, made.save.id);
    fireEvent.click(await screen.findByTestId('handoff-ready'));
    expect(saveState()).toBe('error');
    expect((await screen.findByTestId('save-error')).textContent).toContain('This device is full');
    fireEvent.click(screen.getByTestId(`pick-${handOf(0, 'full')[0] ?? 0}`));
    await new Promise((r) => setTimeout(r, 20));
    expect(saveState()).toBe('error');
    expect(await store.list()).toEqual([]);

    disk.full = false;
    fireEvent.click(screen.getByTestId('save-retry'));
    await waitFor(() => expect(saveState()).toBe('saved'));
    const loaded = await store.load(made.save.id);
    expect(loaded.ok && loaded.value.moves.length).toBe(1);
  });
});

describe('leaving a game that is not saved', () => {
  test('asks first; staying keeps the table, leaving keeps the game in the page with the way back', async () => {
    const { services, start } = await openApp();
    disk.full = true;
    const made = await start();
    if (!made.ok) throw new Error('create');
    const stop = listenToHash();
    try {
      show(services, made.save.id);
      fireEvent.click(await screen.findByTestId('handoff-ready'));
      await screen.findByTestId('save-error');
      fireEvent.click(screen.getByLabelText('Leave table'));
      const dialog = await screen.findByTestId('leave-unsaved');
      expect(dialog.textContent).toContain('This game is not saved');
      fireEvent.click(screen.getByTestId('leave-stay'));
      expect(screen.queryByTestId('leave-unsaved')).toBeNull();
      expect(screen.getByTestId('table')).toBeTruthy();
      expect(location.hash).toBe(`#/play/${made.save.id}`);

      navigate({ name: 'library' });
      fireEvent.click(await screen.findByTestId('leave-go'));
      const notice = await screen.findByTestId('unsaved-game');
      expect(notice.textContent).toContain('Test Cards');
      // Closing or reloading the page now would lose it: the browser asks.
      const unload = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(unload);
      expect(unload.defaultPrevented).toBe(true);
      fireEvent.click(screen.getByTestId('unsaved-game-back'));
      await screen.findByTestId('table');
      expect(saveState()).toBe('error');
    } finally {
      stop();
    }
  });

  test('starting a new game asks first, and No starts nothing', async () => {
    const { store, services, start } = await openApp();
    disk.full = true;
    const made = await start();
    if (!made.ok) throw new Error('create');
    show(services, made.save.id);
    fireEvent.click(await screen.findByTestId('handoff-ready'));
    await screen.findByTestId('save-error');
    disk.full = false;
    const second = start();
    fireEvent.click(await screen.findByTestId('leave-stay'));
    expect(await second).toEqual({ ok: false, message: { code: 'app.unsaved-kept' } });
    expect(await store.list()).toEqual([]);
    const third = start();
    fireEvent.click(await screen.findByTestId('leave-go'));
    expect((await third).ok).toBe(true);
    expect((await store.list()).length).toBe(1);
  });
});

describe('"Export all games now" while a game is not stored', () => {
  test('holds every stored game, with this one as the page holds it, and imports back whole', async () => {
    const { store, start } = await openApp();
    const other = await start('other');
    const mine = await start('mine');
    if (!other.ok || !mine.ok) throw new Error('create');
    const a = handOf(0, 'mine')[0] ?? 0;
    const picked = fakeGame.apply(mine.save.snapshot as never, 0, { kind: 'pick', card: a });
    const records = [
      { seat: 0, move: { kind: 'pick', card: a }, commit: false },
      { seat: 0, move: { kind: 'play' }, commit: true },
    ];
    // The store holds the first move only; the page holds both.
    await store.append(mine.save.id, { ...records[0], index: 0 } as never, { snapshot: picked, status: 'playing' });
    const file = allWithUnsaved(await store.exportJson(), mine.save, records, Date.now());
    const games = JSON.parse(file).games as { seed: string; moves: unknown[] }[];
    expect(games.map((g) => [g.seed, g.moves.length]).sort()).toEqual([
      ['mine', 2],
      ['other', 0],
    ]);
    const elsewhere = await openGameStore({ lookup, dbName: `kotatsu-full-import-${++dbCount}`, storage: null });
    const imported = await elsewhere.importJson(file);
    expect(imported.ok && imported.value.imported).toBe(2);
    elsewhere.close();
  });
});
