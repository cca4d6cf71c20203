// Keeps the stored move log in step with the one in memory: appends new moves, truncates undone ones, in order.
// The UI never waits for it; on failure the moves stay in memory and `retry` picks up where it stopped. A save the
// store does not hold (a new game started on a full disk, or one lost when the browser wiped the origin) is written
// back whole from memory: the page is the truth until the store has it again.
// Every write states the log it expects, so a window that fell behind another one is refused, never destructive:
// it turns 'stale' (told at once by the store's watch, or by the refusal) and asks for a reload.

import { signal } from '@preact/signals';
import type { MoveRecord } from '../../engine/session';
import type { AfterMove, GameStore, SavedGame, StoreError } from '../../storage/types';

/**
 * 'stale': another window changed this game since this one loaded it; nothing more is written from here.
 * 'memory': written, but to the in-page store (IndexedDB did not open): it is gone when the page closes.
 */
export type SaveState = 'saving' | 'saved' | 'memory' | 'error' | 'stale';

export interface SaveSyncDeps {
  readonly store: GameStore;
  readonly saveId: string;
  /** The save record as the page holds it (written back whole when the store lost it). */
  readonly save: () => SavedGame;
  /** The stored log when the game was opened. */
  readonly stored: readonly MoveRecord<unknown>[];
  /** Set when the store does not hold the save at all (its creation failed): why, shown until a write works. */
  readonly notStored?: StoreError | undefined;
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
  const state = signal<SaveState>(deps.notStored ? 'error' : done());
  const error = signal<StoreError | null>(deps.notStored ?? null);
  /** The log the store holds, as far as this window knows; null when it holds no save under this id. */
  let persisted: readonly MoveRecord<unknown>[] | null = deps.notStored ? null : deps.stored;
  // Runs are chained so writes reach the store in the order the moves were made.
  let chain: Promise<void> = Promise.resolve();

  /** The whole game in one write; afterwards the store holds exactly the log in memory. */
  async function restore(target: readonly MoveRecord<unknown>[]): Promise<void> {
    const res = await deps.store.restore({ save: deps.save(), moves: target }, deps.after(target.length));
    if (!res.ok) throw res.error;
    persisted = target;
  }

  /** One write towards the log in memory: undo's cut, or the next move; the new stored log, or a lost save (null). */
  async function write(
    stored: readonly MoveRecord<unknown>[],
    target: readonly MoveRecord<unknown>[],
    common: number,
  ): Promise<readonly MoveRecord<unknown>[] | null> {
    const rec = target[common];
    const res =
      common < stored.length || !rec
        ? await deps.store.truncate(deps.saveId, { length: common, expected: stored.length }, deps.after(common))
        : // The index lets the store refuse a write that would land out of order.
          await deps.store.append(deps.saveId, { ...rec, index: common }, deps.after(common + 1));
    if (res.ok) return rec && common === stored.length ? [...stored, rec] : stored.slice(0, common);
    // The store lost the save (the browser wiped the origin): it is written back whole on the next step.
    if (res.error.code === 'storage.not-found') return null;
    throw res.error;
  }

  /** False once the store holds exactly the log in memory. */
  async function step(): Promise<boolean> {
    const target = deps.current();
    const stored = persisted;
    if (stored === null) {
      state.value = 'saving';
      await restore(target);
      return true;
    }
    const common = commonPrefix(stored, target);
    if (common === stored.length && common === target.length) return false;
    state.value = 'saving';
    persisted = await write(stored, target, common);
    return true;
  }

  /** `again`: a retry. A run queued before a failure landed writes nothing: after one, only a retry writes. */
  async function run(again = false): Promise<void> {
    if (state.peek() === 'stale' || (state.peek() === 'error' && !again)) return;
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
    chain = chain.then(() => run());
    return chain;
  }

  function retry(): Promise<void> {
    if (state.value === 'stale') return chain;
    error.value = null;
    state.value = 'saving';
    chain = chain.then(() => run(true));
    return chain;
  }

  return { state, error, sync, retry, dispose };
}

/** Failures that trying again cannot mend: the page must reload; export stays offered. A lost save is not one of
 * them: trying again writes it back whole. */
export function canRetry(e: StoreError): boolean {
  return e.code !== 'storage.out-of-order' && e.code !== 'storage.blocked' && e.code !== 'storage.newer';
}

function isStoreError(e: unknown): e is StoreError {
  return typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string';
}

export type SaveSync = ReturnType<typeof createSaveSync>;
