// Opening the store at start: IndexedDB within a bounded wait, else an in-page store so play goes on (unsaved).

import { signal } from '@preact/signals';
import type { Message } from '../../engine/game';
import type { GameLookup, GameStore } from '../../storage/types';

/** Some WebKit versions never answer the IndexedDB open; this long is the wait before playing on unsaved. */
export const OPEN_TIMEOUT_MS = 8000;

/** Why games are kept in this page only (IndexedDB timed out or failed), or null while saving works. */
export const unsavedMode = signal<Message | null>(null);

function codeOf(e: unknown): string | undefined {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The store the app uses: `open` (the IndexedDB store) when it answers; otherwise an in-memory store, and the
 * reason goes to `unsavedMode` so every screen can say that nothing outlives the page and offer the export.
 */
export async function bootStore(open: () => Promise<GameStore>, lookup: GameLookup): Promise<GameStore> {
  try {
    return await open();
  } catch (e) {
    unsavedMode.value = { code: codeOf(e) === 'storage.timeout' ? 'app.storage-timeout' : 'app.storage-failed' };
    // Loaded only when needed (it is precached, so this works offline too).
    const { openMemoryStore } = await import('../../storage/memory-store');
    return openMemoryStore({ lookup });
  }
}
