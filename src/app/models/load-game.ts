// Opening a saved game: the store replays (and repairs) it, the registry loads its game module.

import { err, ok, type Result } from '../../engine/errors';
import type { Message } from '../../engine/game';
import type { GameModule } from '../../games/game-module';
import type { GameStore, LoadedGame } from '../../storage/types';
import { type AppServices, findEntry } from '../services';

export interface OpenedGame {
  readonly store: GameStore;
  readonly module: GameModule;
  readonly loaded: LoadedGame;
}

function reasonOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export async function openStore(services: AppServices): Promise<Result<GameStore, Message>> {
  try {
    return ok(await services.getStore());
  } catch {
    return err({ code: 'storage.unavailable' });
  }
}

export async function loadModule(services: AppServices, gameId: string): Promise<Result<GameModule, Message>> {
  const entry = findEntry(services, gameId);
  if (!entry) return err({ code: 'app.game-missing' });
  try {
    return ok(await entry.load());
  } catch (e) {
    return err({ code: 'app.load-failed', params: { reason: reasonOf(e) } });
  }
}

/** A save that fails to load is left untouched in the store; the caller shows why. */
export async function openGame(services: AppServices, saveId: string): Promise<Result<OpenedGame, Message>> {
  const store = await openStore(services);
  if (!store.ok) return store;
  const loaded = await store.value.load(saveId).catch(() => err({ code: 'storage.unavailable' as const }));
  if (!loaded.ok) return err({ code: 'app.load-failed', params: { reason: { term: loaded.error.code } } });
  const module = await loadModule(services, loaded.value.save.gameId);
  if (!module.ok) return module;
  return ok({ store: store.value, module: module.value, loaded: loaded.value });
}
