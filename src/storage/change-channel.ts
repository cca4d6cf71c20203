// Tells the other windows (tabs) of this app at once that a save changed, over a BroadcastChannel per database.

import type { SaveChange } from './types';

export interface ChangeChannel {
  /** Tell every other window; a window never hears its own posts. */
  post(change: SaveChange): void;
  listen(listener: (change: SaveChange) => void): () => void;
  close(): void;
}

function isSaveChange(v: unknown): v is SaveChange {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Record<string, unknown>;
  return typeof c.saveId === 'string' && (c.moveCount === null || typeof c.moveCount === 'number');
}

/**
 * One channel per database name, opened on first use. Where BroadcastChannel is missing, windows are not told at
 * once; the store still refuses their out-of-date writes, which is what keeps the moves safe.
 */
export function changeChannel(dbName: string): ChangeChannel {
  let channel: BroadcastChannel | null = null;
  const listeners = new Set<(change: SaveChange) => void>();
  const open = (): BroadcastChannel | null => {
    if (channel || typeof BroadcastChannel === 'undefined') return channel;
    channel = new BroadcastChannel(`kotatsu-saves:${dbName}`);
    // Node (tests) would otherwise keep the process alive for an idle channel.
    (channel as { unref?: () => void }).unref?.();
    channel.onmessage = (e: MessageEvent<unknown>) => {
      if (!isSaveChange(e.data)) return;
      for (const l of listeners) l(e.data);
    };
    return channel;
  };
  return {
    post(change) {
      open()?.postMessage(change);
    },
    listen(listener) {
      open();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      channel?.close();
      channel = null;
      listeners.clear();
    },
  };
}
