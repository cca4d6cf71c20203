// Playing on in the page while IndexedDB is slow to open, and moving those games into it once it answers.

import { storeErrorOf } from './connection';
import type { IdbGameStore } from './idb-store';
import type { MemoryGameStore } from './memory-store';
import type { GameStore, SaveChange, StoreError } from './types';

export interface LateStoreHooks {
  /** IndexedDB answered and took over the games of the page (`games` of them): saving works from now on. */
  readonly onMoved: (games: number) => void;
  /** The open failed after all, or the take-over was refused: games stay in the page only. */
  readonly onFailed: (error: StoreError) => void;
}

/**
 * A store that writes to `memory` until `opening` (the IndexedDB store, still opening) answers, then moves every
 * game of the page into it in one transaction and writes there from then on, under the same save ids, so open
 * tables go on without noticing. While the move runs, new calls wait for it, and it starts only once the calls
 * already under way in memory have finished: each move is stored exactly once, either by the take-over (it was
 * in memory before) or by the durable store (it came after). A page save of a game IndexedDB already held (an
 * import made while it was slow) joins the stored save, and calls under the page's id go to that one. If the open fails or the take-over is refused, the
 * games stay in the page, and `hooks.onFailed` says so.
 */
export function lateStore(memory: MemoryGameStore, opening: Promise<IdbGameStore>, hooks: LateStoreHooks): GameStore {
  let current: GameStore = memory;
  /** After the take-over: the stored save each page save became (a game imported twice joins the stored one). */
  let joined: Readonly<Record<string, string>> = {};
  const to = (id: string): string => joined[id] ?? id;
  let moving: Promise<void> | null = null;
  let closed = false;
  let busy = 0;
  let whenIdle: (() => void) | null = null;
  const watchers = new Map<(change: SaveChange) => void, () => void>();
  const durableListeners = new Set<() => void>();

  async function use<T>(call: (store: GameStore) => Promise<T>): Promise<T> {
    while (moving) await moving;
    if (current !== memory) return call(current);
    busy++;
    try {
      return await call(memory);
    } finally {
      busy--;
      if (busy === 0) whenIdle?.();
    }
  }

  async function moveInto(db: IdbGameStore): Promise<void> {
    if (busy > 0) await new Promise<void>((resolve) => (whenIdle = resolve));
    whenIdle = null;
    const games = memory.contents();
    const taken = await db.adopt(games).catch((e: unknown) => ({ ok: false as const, error: storeErrorOf(e) }));
    if (!taken.ok) {
      db.close();
      hooks.onFailed(taken.error);
      return;
    }
    joined = taken.value;
    current = db;
    for (const [listener] of watchers) watchers.set(listener, db.watch(listener));
    hooks.onMoved(games.length);
    for (const listener of durableListeners) listener();
    durableListeners.clear();
  }

  opening.then(
    (db) => {
      if (closed) {
        db.close();
        return;
      }
      moving = moveInto(db).finally(() => {
        moving = null;
      });
    },
    (e: unknown) => hooks.onFailed(storeErrorOf(e)),
  );

  return {
    get durable() {
      return current !== memory;
    },
    onDurable(listener) {
      if (current !== memory) return () => {};
      durableListeners.add(listener);
      return () => durableListeners.delete(listener);
    },
    list: () => use((s) => s.list()),
    create: (init) => use((s) => s.create(init)),
    load: (id) => use((s) => s.load(to(id))),
    append: (id, record, after) => use((s) => s.append(to(id), record, after)),
    truncate: (id, cut, after) => use((s) => s.truncate(to(id), cut, after)),
    restore: (game, after) => use((s) => s.restore(game, after)),
    repair: (id, lines, after) => use((s) => s.repair(to(id), lines, after)),
    remove: (id) => use((s) => s.remove(to(id))),
    storeTurns: (notes) => use((s) => s.storeTurns(notes.map((n) => ({ ...n, id: to(n.id) })))),
    rename: (id, names) => use((s) => s.rename(to(id), names)),
    markSeen: (id, seat, upTo) => use((s) => s.markSeen(to(id), seat, upTo)),
    exportJson: (ids) => use((s) => s.exportJson(ids && [...new Set(ids.map(to))])),
    importJson: (text, opts) => use((s) => s.importJson(text, opts)),
    // The page's own store hears nobody; the listeners follow the games into IndexedDB when they move.
    watch(listener) {
      watchers.set(listener, current === memory ? () => {} : current.watch(listener));
      return () => {
        watchers.get(listener)?.();
        watchers.delete(listener);
      };
    },
    estimate: () => use((s) => s.estimate()),
    requestPersist: () => use((s) => s.requestPersist()),
    close() {
      closed = true;
      current.close();
    },
  };
}
