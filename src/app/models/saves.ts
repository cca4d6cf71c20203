// The list of saved games on this device, and the actions on them (refresh, delete, rename, create).

import { signal } from '@preact/signals';
import type { Message } from '../../engine/game';
import type { GameModule } from '../../games/game-module';
import { newSave } from '../../storage/saves';
import type { GameStore, NewGame, SavedGame, SeatRecord, StoreErrorCode } from '../../storage/types';
import type { AppServices } from '../services';
import { askToLeave } from './leave-guard';
import { holdUnstored, openStore } from './load-game';
import { askPersistAtAMoment } from './persistence';

export type SavesState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly saves: readonly SavedGame[] }
  | { readonly kind: 'error'; readonly message: Message };

export const saves = signal<SavesState>({ kind: 'loading' });

export async function refreshSaves(services: AppServices): Promise<void> {
  const store = await openStore(services);
  if (!store.ok) {
    saves.value = { kind: 'error', message: store.error };
    return;
  }
  try {
    const list = await store.value.list();
    saves.value = { kind: 'ready', saves: list.slice().sort((a, b) => b.updatedAt - a.updatedAt) };
  } catch {
    saves.value = { kind: 'error', message: { code: 'storage.unavailable' } };
  }
}

async function withStore<T>(services: AppServices, act: (s: GameStore) => Promise<T>): Promise<T> {
  const store = await openStore(services);
  if (!store.ok) throw new Error('Expected the store to open');
  return act(store.value);
}

export async function deleteSave(services: AppServices, id: string): Promise<void> {
  await withStore(services, (s) => s.remove(id));
  await refreshSaves(services);
}

export async function renameSeats(
  services: AppServices,
  id: string,
  names: readonly string[],
): Promise<Message | null> {
  const res = await withStore(services, (s) => s.rename(id, names));
  await refreshSaves(services);
  return res.ok ? null : res.error;
}

export interface NewGameInput {
  readonly module: GameModule;
  readonly seats: readonly SeatRecord[];
  readonly rawOptions: unknown;
  readonly seed: string;
}

/**
 * Parse the options, set the game up from a fresh seed and store it; returns the new save or why not. A store that
 * refuses the new save (a full disk) does not stop the game: it is held in the page, and its table says it is not
 * saved, with the export, until a write works.
 */
export async function createGame(
  services: AppServices,
  input: NewGameInput,
): Promise<{ ok: true; save: SavedGame } | { ok: false; message: Message }> {
  const { game } = input.module;
  const n = input.seats.length;
  const options = game.parseOptions(input.rawOptions, n);
  if (options === null) return { ok: false, message: { code: 'setup.bad-options' } };
  // A game kept in the page whose moves are not stored would be closed by the new one: ask first.
  if (!(await askToLeave('new-game'))) return { ok: false, message: { code: 'app.unsaved-kept' } };
  const snapshot = game.setup(n, options, input.seed);
  const store = await openStore(services);
  if (!store.ok) return { ok: false, message: store.error };
  const init: NewGame = {
    gameId: game.id,
    version: game.version,
    seats: input.seats,
    options,
    seed: input.seed,
    snapshot,
  };
  try {
    const save = await store.value.create(init);
    // There is now something to lose: the moment to ask the browser to keep our storage (not awaited).
    void askPersistAtAMoment(store.value).catch(() => {});
    return { ok: true, save };
  } catch (e) {
    const save = newSave(init, crypto.randomUUID(), Date.now());
    holdUnstored(save, { code: storeCodeOf(e) });
    return { ok: true, save };
  }
}

/** The store rejects with an error carrying a StoreErrorCode (e.g. 'storage.full'); anything else is 'unavailable'. */
function storeCodeOf(e: unknown): StoreErrorCode {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('storage.') ? (code as StoreErrorCode) : 'storage.unavailable';
}
