// Service-worker news for the notices: "ready to play offline" and "update available"; actions are the writers.

import { signal } from '@preact/signals';

export const offlineReady = signal(false);
export const updateReady = signal(false);

let applyUpdateFn: (() => void) | null = null;

/** How long "ready to play offline" stays: it is good news, not a decision, and must not cover the table. */
export const OFFLINE_NOTICE_MS = 5000;
let offlineTimer: ReturnType<typeof setTimeout> | undefined;

export function markOfflineReady(): void {
  offlineReady.value = true;
  clearTimeout(offlineTimer);
  offlineTimer = setTimeout(dismissOfflineReady, OFFLINE_NOTICE_MS);
}

export function markUpdateReady(apply: () => void): void {
  applyUpdateFn = apply;
  updateReady.value = true;
}

export function dismissOfflineReady(): void {
  offlineReady.value = false;
}

export function applyUpdate(): void {
  applyUpdateFn?.();
}
