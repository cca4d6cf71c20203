// Storage news from the database connection (another tab needs it, or blocks our upgrade), for a notice.

import { signal } from '@preact/signals';
import type { Message } from '../../engine/game';

export const storageNotice = signal<Message | null>(null);

export function reportStorage(message: Message): void {
  storageNotice.value = message;
}

export function dismissStorageNotice(): void {
  storageNotice.value = null;
}
