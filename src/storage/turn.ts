// Whose turn a snapshot stands at, as the save stores it for the library's list (SavedGame.turn).

import type { AnyGame, Seat } from '../engine/game';
import type { AfterMove, GameLookup, SavedGame } from './types';

/** The seats that must decide in `snapshot` (none once over), or undefined when the rules cannot read it. */
export function turnOf(game: AnyGame, snapshot: unknown): readonly Seat[] | undefined {
  try {
    const status = game.status(snapshot);
    return status.kind === 'turn' ? [...status.active] : [];
  } catch {
    return undefined;
  }
}

/** `after` with whose turn it stands at, asked of the game's rules unless the caller said it. */
export async function withTurn(lookup: GameLookup, gameId: string, after: AfterMove): Promise<AfterMove> {
  if (after.turn) return after;
  const game = await lookup(gameId).catch(() => undefined);
  const turn = game ? turnOf(game, after.snapshot) : undefined;
  return turn ? { ...after, turn } : after;
}

/**
 * The save at a new snapshot: its status and whose turn go with it. A turn that is not known is left out, never
 * kept from the old snapshot: a stale summary would name the wrong player.
 */
export function atSnapshot(save: SavedGame, after: AfterMove): SavedGame {
  const { turn: _old, ...rest } = save;
  return { ...rest, snapshot: after.snapshot, status: after.status, ...(after.turn ? { turn: after.turn } : {}) };
}

/** Whether a note still describes the stored save (it has not moved on since it was read). */
export function noteFits(save: SavedGame | undefined, note: { moveCount: number; updatedAt: number }): boolean {
  return save !== undefined && save.moveCount === note.moveCount && save.updatedAt === note.updatedAt;
}
