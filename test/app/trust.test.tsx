// Saves you can trust, as the player sees them (issue 19): a window left behind says so in words and offers Reload,
// never a raw code or a Try again that cannot work; the hand-off shows the save state; garbled addresses, a storage
// that never opens, a huge file and the persist request each end in words, not silence.

import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test, vi } from 'vitest';
import { App } from '../../src/app/App';
import { makeTranslate } from '../../src/app/i18n/translate';
import { parseRoute } from '../../src/app/models/route';
import { createGame } from '../../src/app/models/saves';
import { bootStore, unsavedMode } from '../../src/app/models/store-boot';
import { importMessage } from '../../src/app/screens/ImportOutcome';
import { ServicesContext } from '../../src/app/services';
import { unsavedBackupText } from '../../src/app/unsaved-backup';
import type { AnyGame } from '../../src/engine/game';
import { type MoveRecord, play } from '../../src/engine/session';
import { MAX_IMPORT_BYTES } from '../../src/storage/backup';
import { StoreFailure } from '../../src/storage/connection';
import { openMemoryStore } from '../../src/storage/memory-store';
import type { ImportError } from '../../src/storage/types';
import { freshStore, playedSave } from '../storage/helpers';
import { hiddenHand, matchOf, testLookup } from '../support/test-games';
import { fakeGame } from './support/fake-game';
import { fakeModule } from './support/fake-module';
import { createMemoryStore } from './support/memory-store';
import { handOf, makeServices, renderApp, seedSave } from './support/render-app';

const newStore = () => createMemoryStore([fakeGame as unknown as AnyGame]);

async function atTable() {
  const store = newStore();
  const { save } = await seedSave(store);
  const utils = renderApp({ name: 'play', saveId: save.id }, store);
  fireEvent.click(await screen.findByTestId('handoff-ready'));
  await screen.findByTestId('table');
  return { ...utils, store, save };
}

const saveState = () => screen.getByTestId('save-state').getAttribute('data-state');

describe('a window another window left behind', () => {
  test('is told at once, in words, with Reload and Export and no Try again; it writes nothing more', async () => {
    const { store, save } = await atTable();
    store.otherWindowWrote(save.id);
    const notice = await screen.findByTestId('save-stale');
    expect(notice.textContent).toContain('This game moved on in another window');
    expect(notice.textContent).not.toMatch(/storage\.|\{\w+\}/);
    expect(screen.getByTestId('save-reload')).toBeTruthy();
    expect(screen.getByTestId('save-export')).toBeTruthy();
    expect(screen.queryByTestId('save-retry')).toBeNull();
    expect(saveState()).toBe('stale');
    fireEvent.click(screen.getByTestId(`pick-${handOf(0)[0] ?? 0}`));
    await new Promise((r) => setTimeout(r, 10));
    expect(store.calls.filter((c) => c.method === 'append' || c.method === 'truncate')).toEqual([]);
  });

  test('a refused out-of-date write (no message heard) turns the window stale the same way', async () => {
    const { store, save } = await atTable();
    // Another window stored a move this one never heard of.
    store.moves.get(save.id)?.push({ seat: 0, move: { kind: 'pick', card: 1 }, commit: false });
    fireEvent.click(screen.getByTestId(`pick-${handOf(0)[0] ?? 0}`));
    await screen.findByTestId('save-stale');
    expect(screen.queryByTestId('save-retry')).toBeNull();
    expect(document.body.textContent).not.toContain('storage.out-of-order');
  });

  test('a save the store lost (the browser wiped the origin) is written back whole from memory, no Reload', async () => {
    const { store, save } = await atTable();
    const first = handOf(0)[0] ?? 0;
    fireEvent.click(screen.getByTestId(`pick-${first}`));
    await waitFor(() => expect(store.moves.get(save.id)?.length).toBe(1));
    store.saves.delete(save.id);
    store.moves.delete(save.id);
    fireEvent.click(screen.getByTestId('play'));
    await waitFor(() => expect(saveState()).toBe('saved'));
    expect(store.calls.map((c) => c.method)).toContain('restore');
    expect(store.moves.get(save.id)?.map((m) => m.move)).toEqual([{ kind: 'pick', card: first }, { kind: 'play' }]);
    expect(store.saves.get(save.id)?.moveCount).toBe(2);
    expect(screen.queryByTestId('save-error')).toBeNull();
    expect(screen.queryByTestId('save-reload')).toBeNull();
  });
});

describe('the hand-off screen shows whether the turn-passing move is saved', () => {
  test('saved, and when it failed, the notice with Try again and Export', async () => {
    const { store } = await atTable();
    fireEvent.click(screen.getByTestId(`pick-${handOf(0)[0] ?? 0}`));
    store.failWrites = 'storage.full';
    fireEvent.click(screen.getByTestId('play'));
    await screen.findByTestId('handoff');
    const beside = screen.getByTestId('handoff-save');
    await waitFor(() => expect(beside.querySelector('[data-testid="save-error"]')).not.toBeNull());
    expect(beside.querySelector('[data-testid="save-state"]')?.getAttribute('data-state')).toBe('error');
    expect(beside.textContent).toContain('This device is full');
    expect(document.body.textContent).not.toContain('secret card');
    store.failWrites = null;
    fireEvent.click(screen.getByTestId('save-retry'));
    await waitFor(() => expect(saveState()).toBe('saved'));
    expect(screen.getByTestId('handoff-save').contains(screen.getByTestId('save-state'))).toBe(true);
    // The card itself keeps its words, so nothing on it changes while the write lands.
    expect(screen.getByTestId('handoff').contains(screen.getByTestId('save-state'))).toBe(false);
  });
});

describe('the file offered by the "Not saved" notice', () => {
  test('imports back: it carries the stored game further', async () => {
    const t = await freshStore();
    const match = matchOf(hiddenHand, 3, 'unsaved-file');
    const { save, moves } = await playedSave(t, hiddenHand, match, 3);
    const stored = await t.store.load(save.id);
    if (!stored.ok) throw new Error('load');
    // Two more moves made in memory that the store refused.
    let state = stored.value.state as Parameters<typeof hiddenHand.status>[0];
    const records: MoveRecord<unknown>[] = [...stored.value.moves];
    for (let i = 0; i < 2; i++) {
      const st = hiddenHand.status(state);
      const seat = st.kind === 'turn' ? (st.active[0] ?? 0) : 0;
      const move = hiddenHand.legalMoves(state, seat)[0];
      const r = play(hiddenHand, state, seat, move as never);
      if (!r.ok) throw new Error('move');
      state = r.value.state;
      records.push({ seat, move, commit: r.value.commit });
    }
    const file = unsavedBackupText(stored.value.save, records, Date.now());
    const result = await t.store.importJson(file);
    expect(result.ok && result.value.updated).toBe(1);
    const after = await t.store.load(save.id);
    expect(after.ok && after.value.moves.length).toBe(moves.length + 2);
  });
});

describe('garbled addresses fail soft to the library', () => {
  test.each(['#/game/%', '#/play/%E0%A4%A', '#/results/%zz', '#/setup/%'])('%s', (hash) => {
    expect(parseRoute(hash)).toEqual({ name: 'library' });
  });

  test('the app shows the library for #/game/%', async () => {
    renderApp(parseRoute('#/game/%'));
    expect(await screen.findByTestId('library')).toBeTruthy();
  });
});

describe('storage that does not open', () => {
  test('play goes on in the page, every screen says why and offers the export', async () => {
    const store = await bootStore(() => Promise.reject(new StoreFailure('storage.unavailable')), testLookup);
    expect(store.durable).toBe(false);
    expect(unsavedMode.value).toEqual({ code: 'app.storage-failed' });
    const mem = openMemoryStore({ lookup: async () => fakeGame as unknown as AnyGame });
    const services = { ...makeServices(newStore()), getStore: async () => mem };
    const save = await createGame(services, {
      module: fakeModule as never,
      seats: [
        { name: 'Aki', color: 'red', bot: false },
        { name: 'Ben', color: 'blue', bot: false },
      ],
      rawOptions: { rounds: 1 },
      seed: 's',
    });
    if (!save.ok) throw new Error('create');
    const { navigate } = await import('../../src/app/models/route');
    navigate({ name: 'play', saveId: save.save.id });
    render(
      <ServicesContext.Provider value={services}>
        <App />
      </ServicesContext.Provider>,
    );
    const notice = await screen.findByTestId('unsaved-mode');
    expect(notice.textContent).toContain('Storage could not be opened');
    expect(notice.textContent).toContain('export them to a file');
    expect(screen.getByTestId('unsaved-export')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('handoff-ready'));
    fireEvent.click(await screen.findByTestId(`pick-${handOf(0, 's')[0] ?? 0}`));
    await waitFor(() => expect(saveState()).toBe('memory'));
    expect(screen.getByTestId('save-state').textContent).toContain('Not saved (this page only)');
    unsavedMode.value = null;
  });
});

describe('storage made persistent', () => {
  test('the first saved game asks the browser to keep the storage; Settings shows the state and explains it', async () => {
    const store = newStore();
    const services = makeServices(store);
    const made = await createGame(services, {
      module: fakeModule as never,
      seats: [
        { name: 'Aki', color: 'red', bot: false },
        { name: 'Ben', color: 'blue', bot: false },
      ],
      rawOptions: { rounds: 1 },
      seed: 's',
    });
    expect(made.ok).toBe(true);
    await waitFor(() => expect(store.calls.filter((c) => c.method === 'requestPersist')).toHaveLength(1));
    renderApp({ name: 'settings' }, store);
    const state = await screen.findByTestId('persist-state');
    expect(state.getAttribute('data-state')).toBe('not-persisted');
    expect(document.body.textContent).toContain('Browsers may delete a site’s data');
  });
});

describe('huge files', () => {
  test('a file over the limit is refused on its size: it is never read and the store never asked', async () => {
    const { store } = renderApp({ name: 'settings' });
    const file = new File(['{}'], 'huge.json', { type: 'application/json' });
    Object.defineProperty(file, 'size', { value: 50 * 1024 * 1024 });
    const read = vi.spyOn(file, 'text');
    const input = await screen.findByTestId('import-file');
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    fireEvent.change(input);
    const error = await screen.findByTestId('import-error');
    expect(error.textContent).toBe(
      `The file was not imported: the file is too large (the limit is ${MAX_IMPORT_BYTES / 2 ** 20} MB)`,
    );
    expect(read).not.toHaveBeenCalled();
    expect(store.calls.some((c) => c.method === 'importJson')).toBe(false);
  });
});

describe('import messages leave no {placeholder} unfilled', () => {
  test('real refusals of the importer, in both languages', async () => {
    const t = await freshStore();
    const { save } = await playedSave(t, hiddenHand, matchOf(hiddenHand, 3, 'words'), 4);
    const one = await t.store.exportJson([save.id]);
    const doc = JSON.parse(one);
    const errors: ImportError[] = [];
    const refuse = async (text: string) => {
      const r = await t.store.importJson(text);
      if (r.ok) throw new Error('expected a refusal');
      errors.push(r.error);
    };
    await refuse(one);
    await refuse(JSON.stringify({ ...doc, games: [doc.games[0], { ...doc.games[0], moves: [] }] }));
    await refuse(JSON.stringify({ ...doc, games: [{ ...doc.games[0], options: { handSize: 99 } }] }));
    await refuse(
      JSON.stringify({
        ...doc,
        games: [{ ...doc.games[0], seats: doc.games[0].seats.map((s: object) => ({ ...s, color: '#f00' })) }],
      }),
    );
    await refuse('['.repeat(100));
    await refuse(
      JSON.stringify({ ...doc, games: [{ ...doc.games[0], moves: [{ ...doc.games[0].moves[0], seat: 1 }] }] }),
    );
    await refuse(
      JSON.stringify({ ...doc, games: [0, 1].map((k) => ({ ...doc.games[0], seed: `s${k}`, gameId: 'x' })) }),
    );
    expect(errors.map((e) => e.code)).toEqual([
      'import.already-imported',
      'import.all-already-imported',
      'import.bad-options',
      'import.bad-color',
      'import.too-deep',
      'import.illegal-move',
      'import.all-refused',
    ]);
    for (const lang of ['en', 'ja'] as const) {
      for (const e of [...errors, ...(errors.at(-1)?.games ?? [])]) {
        expect(makeTranslate(lang, null)(importMessage(e))).not.toMatch(/\{\w+\}/);
      }
    }
    // A file of one game: no game number, which would only puzzle (there is just the one).
    expect(makeTranslate('en', null)(importMessage(errors[0] as ImportError))).toBe(
      'the game in this file is already on this device, with all its moves',
    );
    expect(makeTranslate('en', null)(importMessage(errors[1] as ImportError))).toBe(
      'all 2 games of the file are already on this device, with all their moves',
    );
  });
});

describe('storage made persistent when the app runs installed', () => {
  test('asked once at start in standalone display mode, and again when installed only if not yet asked', async () => {
    vi.resetModules();
    const { persistWhenInstalled } = await import('../../src/app/models/install-persist');
    const store = newStore();
    const standalone = vi.fn(() => ({ matches: true }) as MediaQueryList);
    vi.stubGlobal('matchMedia', standalone);
    persistWhenInstalled(Promise.resolve(store));
    await waitFor(() => expect(store.calls.filter((c) => c.method === 'requestPersist')).toHaveLength(1));
    expect(standalone).toHaveBeenCalledWith('(display-mode: standalone)');
    window.dispatchEvent(new Event('appinstalled'));
    await new Promise((r) => setTimeout(r, 10));
    expect(store.calls.filter((c) => c.method === 'requestPersist')).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  test('in a browser tab nothing is asked at start; installing asks', async () => {
    vi.resetModules();
    const { persistWhenInstalled } = await import('../../src/app/models/install-persist');
    const store = newStore();
    vi.stubGlobal('matchMedia', () => ({ matches: false }) as MediaQueryList);
    persistWhenInstalled(Promise.resolve(store));
    await new Promise((r) => setTimeout(r, 10));
    expect(store.calls.some((c) => c.method === 'requestPersist')).toBe(false);
    window.dispatchEvent(new Event('appinstalled'));
    await waitFor(() => expect(store.calls.filter((c) => c.method === 'requestPersist')).toHaveLength(1));
    vi.unstubAllGlobals();
  });
});

test('a stored seat colour that is not a palette id never reaches a game’s table (games draw it into styles)', async () => {
  const { tableSeats } = await import('../../src/app/table-seats');
  const store = newStore();
  const { save } = await seedSave(store, [
    { name: 'Aki', color: 'red; background-image: url(x)', bot: false },
    { name: 'Ben', color: 'teal', bot: false },
  ]);
  expect(tableSeats(save).map((s) => s.color)).toEqual(['red', 'teal']);
});
