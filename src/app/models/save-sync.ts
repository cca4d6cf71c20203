// Keeps the stored move log in step with the one in memory: appends new moves, truncates undone ones, in order.
// The UI never waits for it; on failure the moves stay in memory and `retry` picks up where it stopped.
// Every write states the log it expects, so a window that fell behind another one is refused, never destructive:
// it turns 'stale' (told at once by the store's watch, or by the refusal) and asks for a reload.

import { signal } from '@preact/signals';
import type { MoveRecord } from '../../engine/session';
import type { AfterMove, GameStore, StoreError } from '../../storage/types';

/**
 * 'stale': another window changed this game since this one loaded it; nothing more is written from here.
 * 'memory': written, but to the in-page store (IndexedDB did not open): it is gone when the page closes.
 */
export type SaveState = 'saving' | 'saved' | 'memory' | 'error' | 'stale';

export interface SaveSyncDeps {
  readonly store: GameStore;
  readonly saveId: string;
  /** The stored log when the game was opened. */
  readonly stored: readonly MoveRecord<unknown>[];
  /** The log as it is now in memory. */
  readonly current: () => readonly MoveRecord<unknown>[];
  /** Snapshot and status after the first `length` moves of the current log. */
  readonly after: (length: number) => AfterMove;
}

/** Records are compared by identity: undo keeps the objects of the moves it keeps. */
function commonPrefix(a: readonly MoveRecord<unknown>[], b: readonly MoveRecord<unknown>[]): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

export function createSaveSync(deps: SaveSyncDeps) {
  // Read at each end of a run: an in-page store becomes durable when IndexedDB answers late.
  const done = (): SaveState => (deps.store.durable ? 'saved' : 'memory');
  const state = signal<SaveState>(done());
  const error = signal<StoreError | null>(null);
  let persisted = deps.stored;
  // Runs are chained so writes reach the store in the order the moves were made.
  let chain: Promise<void> = Promise.resolve();

  async function step(): Promise<boolean> {
    const target = deps.current();
    const common = commonPrefix(persisted, target);
    if (common === persisted.length && common === target.length) return false;
    state.value = 'saving';
    if (common < persisted.length) {
      const cut = { length: common, expected: persisted.length };
      const res = await deps.store.truncate(deps.saveId, cut, deps.after(common));
      if (!res.ok) throw res.error;
      persisted = persisted.slice(0, common);
    } else {
      const rec = target[common];
      if (!rec) return false;
      // The index lets the store refuse a write that would land out of order.
      const res = await deps.store.append(deps.saveId, { ...rec, index: common }, deps.after(common + 1));
      if (!res.ok) throw res.error;
      persisted = [...persisted, rec];
    }
    return true;
  }

  async function run(): Promise<void> {
    if (state.peek() === 'stale') return;
    try {
      while (await step()) {
        // keep going until the store holds exactly the log in memory
      }
      state.value = done();
      error.value = null;
    } catch (e) {
      const failure = isStoreError(e) ? e : { code: 'storage.unavailable' as const };
      error.value = failure;
      state.value = failure.code === 'storage.out-of-order' ? 'stale' : 'error';
    }
  }

  // Another window wrote this game: whatever this window writes next would be refused, so say so now.
  const unwatch = deps.store.watch((change) => {
    if (change.saveId !== deps.saveId) return;
    error.value = { code: 'storage.out-of-order' };
    state.value = 'stale';
  });

  // The page's moves were just moved into IndexedDB with the rest of the store: what read 'memory' is saved now.
  const unDurable = deps.store.onDurable?.(() => {
    if (state.peek() === 'memory') state.value = 'saved';
  });

  function dispose(): void {
    unwatch();
    unDurable?.();
  }

  /** Write what changed; after a failure nothing more is written until `retry`, and memory keeps every move. */
  function sync(): Promise<void> {
    if (state.value === 'error' || state.value === 'stale') return chain;
    state.value = 'saving';
    chain = chain.then(run);
    return chain;
  }

  function retry(): Promise<void> {
    if (state.value === 'stale') return chain;
    error.value = null;
    state.value = 'saving';
    chain = chain.then(run);
    return chain;
  }

  return { state, error, sync, retry, dispose };
}

/** Failures that trying again cannot mend: the page must reload (or the game is gone); export stays offered. */
export function canRetry(e: StoreError): boolean {
  return e.code !== 'storage.out-of-order' && e.code !== 'storage.blocked' && e.code !== 'storage.not-found';
}

function isStoreError(e: unknown): e is StoreError {
  return typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string';
}

export type SaveSync = ReturnType<typeof createSaveSync>;
