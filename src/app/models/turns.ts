// Whose turn it is in each game in progress, for the library's Continue list. A save stores it with its snapshot
// (SavedGame.turn); for a save stored before that, the rules are asked once, for the rows on screen only, and the
// answer is stored back so the next open reads it too.

import { signal } from '@preact/signals';
import type { Seat } from '../../engine/game';
import { turnOf } from '../../storage/turn';
import type { SavedGame, TurnNote } from '../../storage/types';
import type { AppServices } from '../services';
import { loadModule, openStore } from './load-game';

interface Learned {
  /** The save's updatedAt when its turn was learned: a save that moved on since is asked again. */
  readonly updatedAt: number;
  readonly seats: readonly Seat[];
}

/** By save id, what the rules said for saves that do not store their turn. */
export const turns = signal<ReadonlyMap<string, Learned>>(new Map());

/** The seats that must decide now in a listed save, or undefined while nobody has said (or the rules could not). */
export function turnOfSave(save: SavedGame, learned: ReadonlyMap<string, Learned>): readonly Seat[] | undefined {
  if (save.turn) return save.turn;
  const known = learned.get(save.id);
  return known && known.updatedAt === save.updatedAt ? known.seats : undefined;
}

/**
 * Ask the rules whose turn it is in the given games in progress that do not store it (each game's chunk loaded
 * once, all at the same time), show the answers in one update, and store them with the saves.
 */
export async function learnTurns(services: AppServices, list: readonly SavedGame[]): Promise<void> {
  const missing = list.filter((s) => s.status === 'playing' && turnOfSave(s, turns.peek()) === undefined);
  if (missing.length === 0) return;
  const gameIds = [...new Set(missing.map((s) => s.gameId))];
  const modules = new Map(await Promise.all(gameIds.map(async (id) => [id, await loadModule(services, id)] as const)));
  const notes: TurnNote[] = [];
  for (const save of missing) {
    const module = modules.get(save.gameId);
    // A snapshot the current rules cannot read: the row just leaves out whose turn it is.
    const turn = module?.ok ? turnOf(module.value.game, save.snapshot) : undefined;
    if (turn) notes.push({ id: save.id, moveCount: save.moveCount, updatedAt: save.updatedAt, turn });
  }
  if (notes.length === 0) return;
  const next = new Map(turns.peek());
  for (const n of notes) next.set(n.id, { updatedAt: n.updatedAt, seats: n.turn });
  turns.value = next;
  const store = await openStore(services);
  if (store.ok) await store.value.storeTurns(notes).catch(() => {});
}
