// The writes of a save: create, append a move, undo (truncate), rename, seen marks, remove; each one transaction.

import { err, ok, type Result } from '../engine/errors';
import type { LogEvent, Seat } from '../engine/game';
import { backupKey } from './backup';
import { type Connection, type Durability, inWriteTx, type WriteTx } from './connection';
import { placeGame } from './placement';
import { movesOf, storedMove } from './schema';
import { atSnapshot, noteFits } from './turn';
import type {
  AfterMove,
  AppendRecord,
  Cut,
  NewGame,
  SavedGame,
  SaveWithMoves,
  StoreError,
  TurnNote,
  WholeGame,
} from './types';

export interface WriteContext {
  readonly conn: Connection;
  readonly durability: Durability;
  readonly now: () => number;
}

const NOT_FOUND: StoreError = { code: 'storage.not-found' };

async function getSave(tx: WriteTx, id: string): Promise<SavedGame | undefined> {
  return tx.objectStore('games').get(id);
}

export function newSave(init: NewGame, id: string, time: number): SavedGame {
  return {
    id,
    gameId: init.gameId,
    version: init.version,
    seats: init.seats,
    options: init.options,
    seed: init.seed,
    status: 'playing',
    createdAt: time,
    updatedAt: time,
    moveCount: 0,
    snapshot: init.snapshot,
    seenUpTo: init.seats.map(() => 0),
    ...(init.turn ? { turn: init.turn } : {}),
  };
}

export async function createSave(ctx: WriteContext, save: SavedGame): Promise<Result<SavedGame, StoreError>> {
  return inWriteTx(ctx.conn, ctx.durability, async (tx) => {
    await tx.objectStore('games').add(save);
    return ok(save);
  });
}

/** Where each taken-over save now lives: its own id, or the stored save of the same game it joined. */
export type Adopted = Readonly<Record<string, string>>;

/**
 * Take over saves kept in the page (IndexedDB answered late), ids and logs as they are, all in ONE transaction:
 * either every game and move lands or none does. `add`, never `put`: a save already stored under the same id is a
 * conflict, so a second run can never store a move twice. A page save that is a game this device already stored
 * (an import made while the open was slow) is placed like an import: it joins the stored save that holds all its
 * moves, or carries it further, instead of becoming a second copy; one that parts from it is kept as a copy.
 */
export function adoptSaves(ctx: WriteContext, games: readonly SaveWithMoves[]): Promise<Result<Adopted, StoreError>> {
  return inWriteTx(ctx.conn, ctx.durability, async (tx) => {
    const joined: Record<string, string> = {};
    const store = tx.objectStore('games');
    const log = tx.objectStore('moves');
    for (const { save, moves } of games) {
      const key = backupKey(save);
      const twins = (await store.index('byGameId').getAll(save.gameId)).filter((t) => backupKey(t) === key);
      const logs = await Promise.all(twins.map(async (t) => ({ id: t.id, moves: await log.getAll(movesOf(t.id)) })));
      const place = twins.some((t) => t.id === save.id) ? null : placeGame(moves, logs);
      if (place?.kind === 'same') {
        joined[save.id] = place.id;
        continue;
      }
      if (place?.kind === 'extend') {
        const stored = twins.find((t) => t.id === place.id) as SavedGame;
        for (const m of moves.slice(place.from)) await log.add({ ...m, saveId: stored.id });
        const { moveCount, updatedAt } = save;
        await store.put({ ...atSnapshot(stored, save), moveCount, updatedAt: Math.max(updatedAt, stored.updatedAt) });
        joined[save.id] = stored.id;
        continue;
      }
      await store.add(place?.kind === 'new' && place.copy ? { ...save, copy: true as const } : save);
      for (const m of moves) await log.add(m);
      joined[save.id] = save.id;
    }
    return ok(joined);
  });
}

/** Add the move and the snapshot after it together; a log whose length is not `record.index` is refused. */
export function appendMove(
  ctx: WriteContext,
  id: string,
  record: AppendRecord,
  after: AfterMove,
): Promise<Result<void, StoreError>> {
  return inWriteTx(ctx.conn, ctx.durability, async (tx) => {
    const save = await getSave(tx, id);
    if (!save) return err(NOT_FOUND);
    const index = save.moveCount;
    if (record.index !== undefined && record.index !== index) {
      return err({ code: 'storage.out-of-order', params: { expected: index, got: record.index } });
    }
    const time = ctx.now();
    // add (not put): a move already stored at this index is a conflict, never overwritten.
    await tx.objectStore('moves').add(storedMove(id, index, record, time));
    await tx.objectStore('games').put({ ...atSnapshot(save, after), moveCount: index + 1, updatedAt: time });
    return ok(undefined);
  });
}

/** The save record of a whole game after its last move: the log's length, the snapshot and status after it. */
export function wholeSave(game: WholeGame, after: AfterMove, time: number): SavedGame {
  const moveCount = game.moves.length;
  const seenUpTo = game.save.seenUpTo.map((n) => Math.min(n, moveCount));
  return { ...atSnapshot(game.save, after), moveCount, updatedAt: time, seenUpTo };
}

/**
 * Write back a game the store lost or never held (see GameStore.restore): the save and its whole log together.
 * A save already stored under the id is left alone and the write refused: another window holds this game.
 */
export function restoreSave(ctx: WriteContext, game: WholeGame, after: AfterMove): Promise<Result<void, StoreError>> {
  return inWriteTx(ctx.conn, ctx.durability, async (tx) => {
    const id = game.save.id;
    const stored = await getSave(tx, id);
    if (stored) return err({ code: 'storage.out-of-order', params: { expected: stored.moveCount, got: 0 } });
    const time = ctx.now();
    const log = tx.objectStore('moves');
    // Moves left behind without their save (a half-cleared store) are not this game's: the page's log is.
    await log.delete(movesOf(id));
    for (const [index, m] of game.moves.entries()) {
      await log.add(storedMove(id, index, m, time));
    }
    await tx.objectStore('games').add(wholeSave(game, after, time));
    return ok(undefined);
  });
}

/**
 * Undo: drop the moves from `cut.length` on and store the replayed snapshot, together. Like an append, it states
 * the log it expects: a window that has not seen the moves another window added must not delete them.
 */
export function truncateMoves(
  ctx: WriteContext,
  id: string,
  cut: Cut,
  after: AfterMove,
): Promise<Result<void, StoreError>> {
  const { length, expected } = cut;
  return inWriteTx(ctx.conn, ctx.durability, async (tx) => {
    const save = await getSave(tx, id);
    if (!save) return err(NOT_FOUND);
    if (expected !== save.moveCount) {
      return err({ code: 'storage.out-of-order', params: { expected: save.moveCount, got: expected } });
    }
    if (!Number.isInteger(length) || length < 0 || length > save.moveCount) {
      return err({ code: 'storage.out-of-order', params: { expected: save.moveCount, got: length } });
    }
    await tx.objectStore('moves').delete(movesOf(id, length));
    await tx.objectStore('games').put({
      ...atSnapshot(save, after),
      moveCount: length,
      updatedAt: ctx.now(),
      seenUpTo: save.seenUpTo.map((n) => Math.min(n, length)),
    });
    return ok(undefined);
  });
}

/** See GameStore.repair: the snapshot and every move's log lines, as the replay gave them. */
export function repairSave(
  ctx: WriteContext,
  id: string,
  lines: readonly (readonly LogEvent[])[],
  after: AfterMove,
): Promise<Result<void, StoreError>> {
  return inWriteTx(ctx.conn, ctx.durability, async (tx) => {
    const save = await getSave(tx, id);
    if (!save) return err(NOT_FOUND);
    if (lines.length !== save.moveCount) {
      return err({ code: 'storage.out-of-order', params: { expected: save.moveCount, got: lines.length } });
    }
    const log = tx.objectStore('moves');
    for (const stored of await log.getAll(movesOf(id))) {
      const fixed = lines[stored.index];
      if (fixed) await log.put({ ...stored, log: fixed });
    }
    await tx.objectStore('games').put(atSnapshot(save, after));
    return ok(undefined);
  });
}

/** See GameStore.storeTurns: a cache of what the rules say, so 'relaxed' is durable enough. */
export function storeTurnNotes(ctx: WriteContext, notes: readonly TurnNote[]): Promise<Result<void, StoreError>> {
  return inWriteTx(ctx.conn, 'relaxed', async (tx) => {
    const games = tx.objectStore('games');
    for (const note of notes) {
      const save = await games.get(note.id);
      if (save && noteFits(save, note)) await games.put({ ...save, turn: note.turn });
    }
    return ok(undefined);
  });
}

export function renameSeats(
  ctx: WriteContext,
  id: string,
  names: readonly string[],
): Promise<Result<void, StoreError>> {
  return inWriteTx(ctx.conn, ctx.durability, async (tx) => {
    const save = await getSave(tx, id);
    if (!save) return err(NOT_FOUND);
    if (names.length !== save.seats.length) {
      throw new Error(`rename: ${names.length} names for ${save.seats.length} seats of save ${id}`);
    }
    const seats = save.seats.map((seat, i) => ({ ...seat, name: names[i] ?? seat.name }));
    await tx.objectStore('games').put({ ...save, seats, updatedAt: ctx.now() });
    return ok(undefined);
  });
}

/** Remember how far a seat has seen the log; not an edit of the game, so `updatedAt` stays. */
export function markSeenUpTo(
  ctx: WriteContext,
  id: string,
  seat: Seat,
  upTo: number,
): Promise<Result<void, StoreError>> {
  return inWriteTx(ctx.conn, ctx.durability, async (tx) => {
    const save = await getSave(tx, id);
    if (!save) return err(NOT_FOUND);
    if (seat < 0 || seat >= save.seats.length) throw new Error(`markSeen: no seat ${seat} in save ${id}`);
    const clamped = Math.max(0, Math.min(upTo, save.moveCount));
    const seenUpTo = save.seats.map((_, i) => (i === seat ? clamped : (save.seenUpTo[i] ?? 0)));
    await tx.objectStore('games').put({ ...save, seenUpTo });
    return ok(undefined);
  });
}

export function removeSave(ctx: WriteContext, id: string): Promise<Result<void, StoreError>> {
  return inWriteTx(ctx.conn, ctx.durability, async (tx) => {
    await tx.objectStore('moves').delete(movesOf(id));
    await tx.objectStore('games').delete(id);
    return ok(undefined);
  });
}
