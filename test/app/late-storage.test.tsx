// A storage that answers late, as the player sees it: after the wait the table plays on with "only in this page"
// said plainly (and no Reload that would throw the page's games away); when IndexedDB answers, the page's moves are
// saved exactly once, the warning goes, a short notice says so and the save mark turns to saved.
// Timers here are hand-driven: nothing waits on the wall clock.

import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { App } from '../../src/app/App';
import { table } from '../../src/app/models/play';
import { navigate } from '../../src/app/models/route';
import { createGame } from '../../src/app/models/saves';
import { updateSettings } from '../../src/app/models/settings';
import {
  bootStore,
  OPEN_TIMEOUT_MS,
  type StartTimer,
  savedAfterAll,
  unsavedMode,
} from '../../src/app/models/store-boot';
import { ServicesContext } from '../../src/app/services';
import type { AnyGame } from '../../src/engine/game';
import { type IdbGameStore, openGameStore } from '../../src/storage/idb-store';
import type { GameLookup, GameStore } from '../../src/storage/types';
import { dump } from '../storage/helpers';
import { fakeGame } from './support/fake-game';
import { fakeModule } from './support/fake-module';
import { createMemoryStore } from './support/memory-store';
import { handOf, makeServices, twoHumans } from './support/render-app';

const lookup: GameLookup = async () => fakeGame as unknown as AnyGame;
let dbCount = 0;

afterEach(() => {
  unsavedMode.value = null;
  savedAfterAll.value = null;
});

/** A timer the test fires by hand, and an open the test lets answer by hand. */
function handDriven() {
  const timers: Array<{ ms: number; fire: () => void; cancelled: boolean }> = [];
  const timer: StartTimer = (ms, fire) => {
    const t = { ms, fire, cancelled: false };
    timers.push(t);
    return () => {
      t.cancelled = true;
    };
  };
  let answer: (s: IdbGameStore) => void = () => {};
  let fail: (e: unknown) => void = () => {};
  const opening = new Promise<IdbGameStore>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { timers, timer, opening, answer, fail };
}

async function idb() {
  const dbName = `late-app-${++dbCount}-${Math.floor(Math.random() * 1e9)}`;
  return { dbName, store: await openGameStore({ lookup, dbName, storage: null }) };
}

async function atTable(store: GameStore) {
  table.value = null;
  updateSettings({ lang: 'en', animations: false });
  const services = { ...makeServices(createMemoryStore([])), getStore: async () => store };
  const made = await createGame(services, {
    module: fakeModule as never,
    seats: twoHumans,
    rawOptions: { rounds: 1 },
    seed: 's',
  });
  if (!made.ok) throw new Error('create');
  navigate({ name: 'play', saveId: made.save.id });
  render(
    <ServicesContext.Provider value={services}>
      <App />
    </ServicesContext.Provider>,
  );
  fireEvent.click(await screen.findByTestId('handoff-ready'));
  fireEvent.click(await screen.findByTestId(`pick-${handOf(0, 's')[0] ?? 0}`));
  return made.save;
}

const saveState = () => screen.getByTestId('save-state').getAttribute('data-state');

describe('an IndexedDB open slower than the wait', () => {
  test('an open that answers in time is used as it is, and the timer is cancelled', async () => {
    const h = handDriven();
    const db = await idb();
    const booting = bootStore(() => h.opening, lookup, h.timer);
    h.answer(db.store);
    expect(await booting).toBe(db.store);
    expect(h.timers).toMatchObject([{ ms: OPEN_TIMEOUT_MS, cancelled: true }]);
    expect(unsavedMode.value).toBeNull();
  });

  test('plays on in the page, then saves what was played once IndexedDB answers', async () => {
    const h = handDriven();
    const db = await idb();
    const booting = bootStore(() => h.opening, lookup, h.timer);
    h.timers[0]?.fire();
    const store = await booting;
    expect(store.durable).toBe(false);
    expect(unsavedMode.value).toEqual({ code: 'app.storage-waiting' });
    const save = await atTable(store);
    await waitFor(() => expect(saveState()).toBe('memory'));
    const notice = screen.getByTestId('unsaved-mode');
    expect(notice.textContent).toContain('Storage has not answered yet');
    expect(notice.textContent).toContain('saved by themselves');
    // A reload now would lose the page's games and start the wait again: not offered while waiting.
    expect([...notice.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Export all games']);
    expect(await dump(db.dbName)).toEqual({ games: [], moves: [] });

    h.answer(db.store);
    await waitFor(() => expect(saveState()).toBe('saved'));
    expect(screen.queryByTestId('unsaved-mode')).toBeNull();
    expect(screen.getByTestId('saved-after-all').textContent).toContain('everything played meanwhile is now saved');
    const stored = await dump(db.dbName);
    expect(stored.games).toMatchObject([{ id: save.id, moveCount: 1 }]);
    expect(stored.moves).toMatchObject([{ saveId: save.id, index: 0 }]);
  });

  test('an open that fails after the wait says so; the page keeps the games and offers Reload again', async () => {
    const h = handDriven();
    const booting = bootStore(() => h.opening, lookup, h.timer);
    h.timers[0]?.fire();
    const store = await booting;
    await atTable(store);
    await waitFor(() => expect(saveState()).toBe('memory'));
    h.fail(new Error('gone'));
    await waitFor(() => expect(screen.getByTestId('unsaved-mode').textContent).toContain('could not be opened'));
    expect(screen.getByText('Reload')).toBeTruthy();
    expect(saveState()).toBe('memory');
    expect(JSON.parse(await store.exportJson()).games).toHaveLength(1);
  });

  test('the Continue list shown while waiting lists the page’s games, then those of earlier visits too', async () => {
    const h = handDriven();
    const db = await idb();
    const init = { gameId: 'fake-cards', version: 1, seats: twoHumans, options: { rounds: 1 }, seed: 'old' };
    await db.store.create({ ...init, snapshot: fakeGame.setup(2, { rounds: 1 }, 'old') });
    const booting = bootStore(() => h.opening, lookup, h.timer);
    h.timers[0]?.fire();
    const store = await booting;
    await store.create({ ...init, seed: 'new', snapshot: fakeGame.setup(2, { rounds: 1 }, 'new') });
    updateSettings({ lang: 'en', animations: false });
    navigate({ name: 'library' });
    render(
      <ServicesContext.Provider value={{ ...makeServices(createMemoryStore([])), getStore: async () => store }}>
        <App />
      </ServicesContext.Provider>,
    );
    await waitFor(() => expect(screen.getAllByTestId('continue-game')).toHaveLength(1));
    h.answer(db.store);
    await waitFor(() => expect(screen.getAllByTestId('continue-game')).toHaveLength(2));
    expect(screen.getByTestId('saved-after-all')).toBeTruthy();
  });
});
