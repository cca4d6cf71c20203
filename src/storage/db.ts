// Opening the database: the version ladder of upgrades, and what to do when another tab or the browser interferes.

import { type IDBPDatabase, openDB } from 'idb';
import { DB_NAME, DB_VERSION, type KotatsuDB, type KotatsuDBv1 } from './schema';

export interface ConnectionHooks {
  /** A newer version of the app (another tab) wants to upgrade: this connection has been closed for it. */
  readonly onBlocking?: () => void;
  /** The browser closed the connection abnormally (storage cleared, disk error), or the database was deleted. */
  readonly onTerminated?: () => void;
  /** An older tab keeps the database open, so this upgrade waits until it closes. */
  readonly onBlocked?: () => void;
}

function upgradeToV1(db: IDBPDatabase<KotatsuDBv1>): void {
  const games = db.createObjectStore('games', { keyPath: 'id' });
  games.createIndex('byGameId', 'gameId');
  games.createIndex('byUpdatedAt', 'updatedAt');
  db.createObjectStore('moves', { keyPath: ['saveId', 'index'] });
}

/**
 * Open (creating or upgrading) the database. Each step of the ladder runs only for databases older
 * than it, so a v1 database opened by v3 code runs steps 2 and 3, in order, in one upgrade transaction.
 */
export function openKotatsuDB(name: string = DB_NAME, hooks: ConnectionHooks = {}): Promise<IDBPDatabase<KotatsuDB>> {
  return openDB<KotatsuDB>(name, DB_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) upgradeToV1(db as unknown as IDBPDatabase<KotatsuDBv1>);
    },
    blocked() {
      hooks.onBlocked?.();
    },
    blocking(_current, next, event) {
      // Close at once so the newer tab can upgrade; this tab must reload to go on.
      (event.target as IDBDatabase).close();
      // No next version: the database is being deleted (site data cleared, the origin wiped), not upgraded. This
      // tab is not out of date; its next write opens a new, empty database, and the app writes its games back.
      if (next === null) hooks.onTerminated?.();
      else hooks.onBlocking?.();
    },
    terminated() {
      hooks.onTerminated?.();
    },
  });
}
