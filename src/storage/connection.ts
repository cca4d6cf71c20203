// One lazily (re)opened database connection per store, and how its failures become StoreErrors.

import type { IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import { err, type Result } from '../engine/errors';
import { type ConnectionHooks, openKotatsuDB } from './db';
import type { KotatsuDB } from './schema';
import type { StoreError, StoreErrorCode } from './types';

export type Durability = 'strict' | 'relaxed';
export type Db = IDBPDatabase<KotatsuDB>;
export type WriteTx = IDBPTransaction<KotatsuDB, StoreNames<KotatsuDB>[], 'readwrite'>;

/** A storage failure thrown by methods whose contract has no Result (create, remove, list...). */
export class StoreFailure extends Error {
  readonly code: StoreErrorCode;
  constructor(code: StoreErrorCode, cause?: unknown) {
    super(code, { cause });
    this.name = 'StoreFailure';
    this.code = code;
  }
}

function errorName(e: unknown): string {
  return typeof e === 'object' && e !== null && 'name' in e && typeof e.name === 'string' ? e.name : 'Error';
}

/** The browser's error names that say why, as the app's codes; any other name is 'storage.unavailable'. */
const CAUSES: Readonly<Record<string, StoreErrorCode>> = {
  // The device (or the browser's share of it) is full: the one failure a player can fix, by freeing space.
  QuotaExceededError: 'storage.full',
  // Storage blocked for this site in the browser's settings, or a private window that keeps none.
  SecurityError: 'storage.denied',
  // A newer Kotatsu upgraded the database: this copy of the app cannot open it.
  VersionError: 'storage.newer',
};

/** What went wrong, as the app's error code (`name` kept for the words of an unknown failure). */
export function storeErrorOf(e: unknown): StoreError {
  if (e instanceof StoreFailure) return { code: e.code };
  const name = errorName(e);
  const code = CAUSES[name];
  return code ? { code } : { code: 'storage.unavailable', params: { name } };
}

export interface Connection {
  get(): Promise<Db>;
  /** Forget a connection the browser closed under us (its database deleted or wiped): the next get() reopens. */
  reset(): void;
  close(): void;
}

/**
 * A newer tab wanting to upgrade closes this connection for good (the app should ask for a reload:
 * 'storage.blocked'); a connection the browser terminated is simply reopened on next use.
 */
export function connect(name: string | undefined, hooks: ConnectionHooks = {}): Connection {
  let db: Promise<Db> | null = null;
  let blocked = false;
  return {
    get() {
      if (blocked) return Promise.reject(new StoreFailure('storage.blocked'));
      db ??= openKotatsuDB(name, {
        onBlocked: hooks.onBlocked,
        onBlocking: () => {
          blocked = true;
          db = null;
          hooks.onBlocking?.();
        },
        onTerminated: () => {
          db = null;
          hooks.onTerminated?.();
        },
      }).catch((e: unknown) => {
        db = null;
        throw e;
      });
      return db;
    },
    reset() {
      db = null;
    },
    close() {
      void db?.then((d) => d.close());
      db = null;
    },
  };
}

/** A readwrite transaction over both stores; a connection found closed (the origin was wiped) is reopened once. */
async function writeTx(conn: Connection, durability: Durability): Promise<WriteTx> {
  try {
    return (await conn.get()).transaction(['games', 'moves'], 'readwrite', { durability });
  } catch (e) {
    if (errorName(e) !== 'InvalidStateError') throw e;
    conn.reset();
    return (await conn.get()).transaction(['games', 'moves'], 'readwrite', { durability });
  }
}

function abortQuietly(tx: WriteTx): void {
  try {
    tx.abort();
  } catch {
    // Already aborted by the failed request, or already committed: nothing left to undo.
  }
}

/**
 * Run `body` in ONE readwrite transaction over both stores. A refusal (an err Result) or any failure
 * aborts it, so either every write of `body` lands or none does. Resolves only after `tx.done`,
 * i.e. once the browser reports the writes durable (with 'strict' durability).
 */
export async function inWriteTx<T, E = StoreError>(
  conn: Connection,
  durability: Durability,
  body: (tx: WriteTx) => Promise<Result<T, E>>,
): Promise<Result<T, E | StoreError>> {
  let tx: WriteTx;
  try {
    tx = await writeTx(conn, durability);
  } catch (e) {
    return err(storeErrorOf(e));
  }
  // Swallow the rejection here; the outcome is awaited and reported below.
  const done = tx.done.then(
    () => ({ committed: true as const }),
    (e: unknown) => ({ committed: false as const, e }),
  );
  try {
    const result = await body(tx);
    if (!result.ok) abortQuietly(tx);
    const outcome = await done;
    if (!outcome.committed && result.ok) return err(storeErrorOf(outcome.e));
    return result;
  } catch (e) {
    abortQuietly(tx);
    await done;
    return err(storeErrorOf(e));
  }
}
