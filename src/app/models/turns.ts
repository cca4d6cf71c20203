// Whose turn it is in each game in progress, for the library's Continue list: read from each save's snapshot.

import { signal } from '@preact/signals';
import type { Seat } from '../../engine/game';
import type { SavedGame } from '../../storage/types';
import type { AppServices } from '../services';
import { loadModule } from './load-game';

/** By save id, the seats that must decide now; a save whose game could not be asked is simply absent. */
export const turns = signal<ReadonlyMap<string, readonly Seat[]>>(new Map());

/**
 * Ask each game's rules who is active in the stored snapshot (a cache of the replay, good enough for a summary).
 * Loads the chunks of the games in progress only, after the list is already on screen.
 */
export async function learnTurns(services: AppServices, list: readonly SavedGame[]): Promise<void> {
  const next = new Map<string, readonly Seat[]>();
  for (const save of list) {
    if (save.status !== 'playing') continue;
    const module = await loadModule(services, save.gameId);
    if (!module.ok) continue;
    try {
      const status = module.value.game.status(save.snapshot);
      if (status.kind === 'turn') next.set(save.id, status.active);
    } catch {
      // A snapshot the current rules cannot read: the row just leaves out whose turn it is.
    }
  }
  turns.value = next;
}
