// The GameStore on IndexedDB: wires the connection, the per-save writes, loading with repair, and backups.

import { err, type Result } from '../engine/errors';
import type { Seat } from '../engine/game';
import { toBackup, toBackupGame } from './backup';
import { changeChannel } from './change-channel';
import { connect, type Durability, StoreFailure, storeErrorOf } from './connection';
import type { ConnectionHooks } from './db';
import { loadSave } from './load';
import {
  type Adopted,
  adoptSaves,
  appendMove,
  createSave,
  markSeenUpTo,
  newSave,
  removeSave,
  renameSeats,
  repairSave,
  restoreSave,
  storeTurnNotes,
  truncateMoves,
  type WriteContext,
} from './saves';
import { DB_NAME, movesOf } from './schema';
import { withTurn } from './turn';
import type { AfterMove, GameLookup, GameStore, SavedGame, SaveWithMoves, StorageEstimate, StoreError } from './types';

/** The part of `navigator.storage` the store uses; tests and old browsers pass less (or nothing). */
export interface StorageManagerLike {
  estimate?(): Promise<{ usage?: number; quota?: number }>;
  persisted?(): Promise<boolean>;
  persist?(): Promise<boolean>;
}

export interface GameStoreOptions {
  /** Finds a game's rules by id, for replay on load and import. */
  readonly lookup: GameLookup;
  /** Database name (default 'kotatsu'); tests use a fresh one each. */
  readonly dbName?: string;
  /** Durability of every write transaction (default 'strict': resolved writes survive a crash). */
  readonly durability?: Durability;
  /** Clock for createdAt/updatedAt/move times (default Date.now). */
  readonly now?: () => number;
  /** New save ids (default crypto.randomUUID). */
  readonly idFactory?: () => string;
  /** Default: navigator.storage when it exists. */
  readonly storage?: StorageManagerLike | null;
  /** Told when a newer tab upgrades the database (this store is then closed: ask the player to reload), when the
   * browser terminates the connection (it reopens on next use), or when an older tab delays this one's upgrade. */
  readonly hooks?: ConnectionHooks;
}

/** The IndexedDB store, plus taking over the games an in-page store kept while the open was slow. */
export interface IdbGameStore extends GameStore {
  /** Stores these saves with their ids and logs in one transaction (all or nothing); a stored id is refused; a
   * save of a game already stored joins that save (see adoptSaves), and the answer says where each one went. */
  adopt(games: readonly SaveWithMoves[]): Promise<Result<Adopted, StoreError>>;
}

function defaultStorage(): StorageManagerLike | null {
  return typeof navigator !== 'undefined' && navigator.storage ? navigator.storage : null;
}

/** Unwrap a Result for the contract's methods that have no error channel: a failure becomes a StoreFailure. */
function orThrow<T>(result: Result<T, StoreError>): T {
  if (!result.ok) throw new StoreFailure(result.error.code, result.error);
  return result.value;
}

async function estimateOf(storage: StorageManagerLike | null): Promise<StorageEstimate> {
  const [est, persisted] = await Promise.all([
    storage?.estimate?.().catch(() => undefined),
    storage?.persisted?.().catch(() => undefined),
  ]);
  return { usage: est?.usage ?? null, quota: est?.quota ?? null, persisted: persisted ?? null };
}

/** With less room left than this, a write that failed for no stated reason is taken for a full device. */
export const LOW_ROOM_BYTES = 1024 * 1024;

/**
 * A full disk does not always say QuotaExceededError: Chromium may fail the commit with an UnknownError, or wipe the
 * origin and close the connection under us. When the browser's own estimate leaves (almost) no room, say so: the
 * player can free space, and must not be told that storage is missing from the browser.
 */
async function explained<T>(
  storage: StorageManagerLike | null,
  write: Promise<Result<T, StoreError>>,
): Promise<Result<T, StoreError>> {
  const result = await write;
  if (result.ok || result.error.code !== 'storage.unavailable') return result;
  const { usage, quota } = await estimateOf(storage);
  return usage !== null && quota !== null && quota - usage < LOW_ROOM_BYTES ? err({ code: 'storage.full' }) : result;
}

/**
 * Open the store (and the database, upgrading it if needed). Rejects with the browser's error when
 * IndexedDB cannot be opened at all (private mode in some browsers), so the app can say so. It waits as long as
 * the open takes: a slow open is not a failed one (the app plays on in the page meanwhile, see late-store.ts).
 */
export async function openGameStore(opts: GameStoreOptions): Promise<IdbGameStore> {
  const conn = connect(opts.dbName, opts.hooks);
  await conn.get();
  const ctx: WriteContext = { conn, durability: opts.durability ?? 'strict', now: opts.now ?? Date.now };
  const idFactory = opts.idFactory ?? (() => crypto.randomUUID());
  const storage = opts.storage === undefined ? defaultStorage() : opts.storage;
  const channel = changeChannel(opts.dbName ?? DB_NAME);

  /** After a write lands, tell the other windows which save moved on. */
  async function announced<T>(id: string, write: Promise<Result<T, StoreError>>): Promise<Result<T, StoreError>> {
    const result = await explained(storage, write);
    if (result.ok) {
      // Not awaited: the caller learns its move is durable without waiting for the news to go out.
      void conn
        .get()
        .then((db) => db.get('games', id))
        .then((save) => channel.post({ saveId: id, moveCount: save?.moveCount ?? null }))
        .catch(() => {});
    }
    return result;
  }

  /** Which game each save this store has seen is of: asking the rules whose turn it is needs the game. */
  const gameOf = new Map<string, string>();
  const seen = <T extends SavedGame>(save: T): T => {
    gameOf.set(save.id, save.gameId);
    return save;
  };

  /** `after` with whose turn it stands at (SavedGame.turn), asked of the save's rules before the write opens. */
  async function turned(id: string, after: AfterMove): Promise<AfterMove> {
    if (after.turn) return after;
    let gameId = gameOf.get(id);
    if (gameId === undefined) {
      gameId = await conn
        .get()
        .then((db) => db.get('games', id))
        .then((save) => save && seen(save).gameId)
        .catch(() => undefined);
    }
    return gameId === undefined ? after : withTurn(opts.lookup, gameId, after);
  }

  async function readAll(ids?: readonly string[]): Promise<string> {
    const tx = (await conn.get()).transaction(['games', 'moves'], 'readonly');
    const all = await tx.objectStore('games').getAll();
    const saves = ids ? all.filter((s) => ids.includes(s.id)) : all;
    const games = await Promise.all(
      saves.map(async (s) => toBackupGame(s, await tx.objectStore('moves').getAll(movesOf(s.id)))),
    );
    await tx.done;
    return JSON.stringify(toBackup(games, ctx.now()));
  }

  return {
    durable: true,
    async list(): Promise<SavedGame[]> {
      try {
        const saves = await (await conn.get()).getAllFromIndex('games', 'byUpdatedAt');
        return saves.reverse().map(seen);
      } catch (e) {
        throw new StoreFailure(storeErrorOf(e).code, e);
      }
    },
    async create(init) {
      const { turn } = await withTurn(opts.lookup, init.gameId, { snapshot: init.snapshot, status: 'playing' });
      const save = newSave(turn ? { ...init, turn } : init, idFactory(), ctx.now());
      return seen(orThrow(await explained(storage, createSave(ctx, save))));
    },
    async load(id) {
      const loaded = await loadSave(ctx, opts.lookup, id);
      if (loaded.ok) seen(loaded.value.save);
      return loaded;
    },
    append: async (id, record, after) => announced(id, appendMove(ctx, id, record, await turned(id, after))),
    truncate: async (id, cut, after) => announced(id, truncateMoves(ctx, id, cut, await turned(id, after))),
    async restore(game, after) {
      const summarised = await withTurn(opts.lookup, seen(game.save).gameId, after);
      return announced(game.save.id, restoreSave(ctx, game, summarised));
    },
    repair: async (id, lines, after) => announced(id, repairSave(ctx, id, lines, await turned(id, after))),
    async storeTurns(notes) {
      orThrow(await storeTurnNotes(ctx, notes));
    },
    async remove(id) {
      orThrow(await removeSave(ctx, id));
      channel.post({ saveId: id, moveCount: null });
    },
    rename: (id, names) => explained(storage, renameSeats(ctx, id, names)),
    async markSeen(id: string, seat: Seat, upTo: number) {
      orThrow(await markSeenUpTo(ctx, id, seat, upTo));
    },
    exportJson: readAll,
    // The importer is its own chunk: the shell that starts the app does not carry it.
    async importJson(text, importOpts) {
      const { importBackup } = await import('./import');
      const importCtx = { conn, durability: ctx.durability, lookup: opts.lookup, idFactory };
      return importBackup({ ...importCtx, announce: (c) => channel.post(c) }, text, importOpts);
    },
    watch: (listener) => channel.listen(listener),
    async adopt(games) {
      const result = await adoptSaves(ctx, games);
      if (result.ok)
        for (const g of games)
          channel.post({ saveId: result.value[g.save.id] ?? g.save.id, moveCount: g.save.moveCount });
      return result;
    },
    estimate: () => estimateOf(storage),
    async requestPersist() {
      return (await storage?.persist?.().catch(() => false)) ?? false;
    },
    close: () => {
      channel.close();
      conn.close();
    },
  };
}
