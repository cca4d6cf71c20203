// Service-worker news for the notices: "ready to play offline" and "update available"; actions are the writers.

import { signal } from '@preact/signals';

export const offlineReady = signal(false);
export const updateReady = signal(false);

let applyUpdateFn: (() => void) | null = null;

export function markOfflineReady(): void {
  offlineReady.value = true;
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
