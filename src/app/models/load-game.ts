// Opening a saved game: the store replays (and repairs) it, the registry loads its game module.

import { err, ok, type Result } from '../../engine/errors';
import type { Message } from '../../engine/game';
import type { Lang } from '../../engine/text';
import type { GameModule } from '../../games/game-module';
import type { RegistryEntry } from '../../games/registry';
import type { GameStore, LoadedGame, SavedGame, StoreError } from '../../storage/types';
import { type AppServices, findEntry } from '../services';

export interface OpenedGame {
  readonly store: GameStore;
  readonly module: GameModule;
  readonly loaded: LoadedGame;
  /** Set for a new game the store could not take: it is played from memory, and says why it is not saved. */
  readonly notStored?: StoreError;
}

/** New games the store refused (a full disk), held by the page until a table opens them. */
const unstored = new Map<string, { readonly loaded: LoadedGame; readonly error: StoreError }>();

/** Keep a new game the store could not create, so it can still be played (and written once storage works). */
export function holdUnstored(save: SavedGame, error: StoreError): void {
  unstored.set(save.id, { loaded: { save, moves: [], repaired: false, state: save.snapshot, verified: true }, error });
}

export async function openStore(services: AppServices): Promise<Result<GameStore, Message>> {
  try {
    return ok(await services.getStore());
  } catch {
    return err({ code: 'storage.unavailable' });
  }
}

export function loadModule(services: AppServices, gameId: string): Promise<Result<GameModule, Message>> {
  return fromChunk(services, gameId, (entry) => entry.load());
}

/** A game's rules text alone (its page shows it), without its whole chunk. */
export function loadRulesText(services: AppServices, gameId: string, lang: Lang): Promise<Result<string, Message>> {
  return fromChunk(services, gameId, (entry) => entry.rules(lang));
}

async function fromChunk<T>(
  services: AppServices,
  gameId: string,
  load: (entry: RegistryEntry) => Promise<T>,
): Promise<Result<T, Message>> {
  const entry = findEntry(services, gameId);
  if (!entry) return err({ code: 'app.game-missing' });
  try {
    return ok(await load(entry));
  } catch {
    // The game's chunk could not be fetched: as for a screen's chunk, the usual cause is an update applied in
    // another tab while this one is offline or still on the old version; the words say so and a reload mends it.
    return err({ code: 'app.chunk-failed' });
  }
}

/** A save that fails to load is left untouched in the store; the caller shows why. */
export async function openGame(services: AppServices, saveId: string): Promise<Result<OpenedGame, Message>> {
  const store = await openStore(services);
  if (!store.ok) return store;
  const loaded = await store.value.load(saveId).catch(() => err({ code: 'storage.unavailable' as const }));
  const held = unstored.get(saveId);
  if (!loaded.ok && held) {
    // From now on the table's session holds the game (and writes it once the store takes it).
    unstored.delete(saveId);
    const module = await loadModule(services, held.loaded.save.gameId);
    if (!module.ok) return module;
    return ok({ store: store.value, module: module.value, loaded: held.loaded, notStored: held.error });
  }
  if (!loaded.ok) return err({ code: 'app.load-failed', params: { reason: { term: loaded.error.code } } });
  const module = await loadModule(services, loaded.value.save.gameId);
  if (!module.ok) return module;
  return ok({ store: store.value, module: module.value, loaded: loaded.value });
}
