// Opening the store at start: IndexedDB if it answers in time; else play on in the page, and move the games into
// IndexedDB as soon as it does answer.

import { signal } from '@preact/signals';
import type { Message } from '../../engine/game';
import type { IdbGameStore } from '../../storage/idb-store';
import type { GameLookup, GameStore } from '../../storage/types';
import { refreshPersistState } from './persistence';

/** Some WebKit versions never answer the IndexedDB open, and a busy device can be slow: this long is the wait
 * before play goes on in the page (the open keeps going behind it). */
export const OPEN_TIMEOUT_MS = 8000;

/** Why games are kept in this page only (IndexedDB has not answered yet, or failed), or null while saving works. */
export const unsavedMode = signal<Message | null>(null);

/** Set when IndexedDB answered late and took over the games played in the page meanwhile (for a short notice). */
export const savedAfterAll = signal<Message | null>(null);

/** Starts a timer; returns its cancel. Tests pass a hand-driven one, so no test waits on the wall clock. */
export type StartTimer = (ms: number, fire: () => void) => () => void;

const realTimer: StartTimer = (ms, fire) => {
  const id = setTimeout(fire, ms);
  return () => clearTimeout(id);
};

type FirstAnswer = { kind: 'open'; store: IdbGameStore } | { kind: 'failed'; error: unknown } | { kind: 'late' };

function firstAnswer(opening: Promise<IdbGameStore>, timer: StartTimer): Promise<FirstAnswer> {
  return new Promise((resolve) => {
    const cancel = timer(OPEN_TIMEOUT_MS, () => resolve({ kind: 'late' }));
    opening.then(
      (store) => {
        cancel();
        resolve({ kind: 'open', store });
      },
      (error: unknown) => {
        cancel();
        resolve({ kind: 'failed', error });
      },
    );
  });
}

const FAILED: Message = { code: 'app.storage-failed' };

/** Failures of the open a player can understand and act on, by the browser's error name. */
const OPEN_CAUSES: Readonly<Record<string, Message>> = {
  // A database of a newer schema: a newer Kotatsu wrote it, and this older copy of the app may not read it.
  VersionError: { code: 'app.storage-newer' },
  QuotaExceededError: { code: 'app.storage-full' },
  // Storage blocked for the site, or a private window that keeps none (older Firefox refuses the open of a private
  // window with InvalidStateError).
  SecurityError: { code: 'app.storage-denied' },
  InvalidStateError: { code: 'app.storage-denied' },
};

/** Why the open failed, in words: a newer version, a full device or blocked storage, else storage that failed. */
export function openFailure(error: unknown): Message {
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : null;
  return (typeof name === 'string' && OPEN_CAUSES[name]) || FAILED;
}

/**
 * The store the app uses: the IndexedDB store when it opens within OPEN_TIMEOUT_MS. When it fails, an in-page store
 * (`unsavedMode` says why on every screen and offers the export). When it is only slow, an in-page store that keeps
 * waiting: once IndexedDB answers, every game of the page moves into it, `unsavedMode` clears and `savedAfterAll`
 * tells the player. A slow open is never given up on.
 */
export async function bootStore(
  open: () => Promise<IdbGameStore>,
  lookup: GameLookup,
  timer: StartTimer = realTimer,
): Promise<GameStore> {
  const opening = open();
  const first = await firstAnswer(opening, timer);
  if (first.kind === 'open') return first.store;
  // Loaded only when needed (precached, so this works offline too).
  const [{ openMemoryStore }, { lateStore }] = await Promise.all([
    import('../../storage/memory-store'),
    import('../../storage/late-store'),
  ]);
  const memory = openMemoryStore({ lookup });
  if (first.kind === 'failed') {
    unsavedMode.value = openFailure(first.error);
    return memory;
  }
  unsavedMode.value = { code: 'app.storage-waiting' };
  const store = lateStore(memory, opening, {
    onMoved: (games) => {
      unsavedMode.value = null;
      savedAfterAll.value = { code: 'app.storage-late-saved', params: { count: games } };
      void refreshPersistState(store).catch(() => {});
    },
    onFailed: () => {
      unsavedMode.value = FAILED;
    },
  });
  return store;
}

export function dismissSavedAfterAll(): void {
  savedAfterAll.value = null;
}
