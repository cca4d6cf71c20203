// Asking the browser to keep our storage (navigator.storage.persist) at the moments it matters, and what it said.

import { signal } from '@preact/signals';
import type { GameStore } from '../../storage/types';

/** 'unknown': not asked yet, or the browser cannot tell; 'unsupported': no such API (or saving does not work). */
export type PersistState = 'unknown' | 'persisted' | 'not-persisted' | 'unsupported';

export const persistState = signal<PersistState>('unknown');

let askedThisPage = false;

async function read(store: GameStore): Promise<PersistState> {
  if (!store.durable) return 'unsupported';
  const { persisted } = await store.estimate();
  return persisted === null ? 'unsupported' : persisted ? 'persisted' : 'not-persisted';
}

export async function refreshPersistState(store: GameStore): Promise<PersistState> {
  const state = await read(store);
  persistState.value = state;
  return state;
}

/** Ask now (the Settings button): returns whether storage is persistent afterwards. */
export async function askPersist(store: GameStore): Promise<boolean> {
  askedThisPage = true;
  if (!store.durable) return false;
  await store.requestPersist();
  return (await refreshPersistState(store)) === 'persisted';
}

/**
 * Ask once per page at a moment that has a reason: a game was just saved (there is now something to lose), or the
 * app runs installed. Browsers grant it by their own measure (Chromium: installed or much used; Firefox asks the
 * person), so a refusal is asked again only on a later visit.
 */
export async function askPersistAtAMoment(store: GameStore): Promise<void> {
  if (askedThisPage) return;
  if ((await refreshPersistState(store)) !== 'not-persisted') return;
  await askPersist(store);
}
