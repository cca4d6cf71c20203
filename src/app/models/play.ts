// Which saved game is open at the table (or on the results page), and the action that opens it.

import { signal } from '@preact/signals';
import type { Message } from '../../engine/game';
import type { AppServices } from '../services';
import { heldSession } from './leave-guard';
import { type OpenedGame, openGame } from './load-game';
import { createSession, type Session } from './session';

export type Slot<T> =
  | { readonly kind: 'loading'; readonly saveId: string }
  | { readonly kind: 'error'; readonly saveId: string; readonly message: Message }
  | { readonly kind: 'ready'; readonly saveId: string; readonly value: T };

export const table = signal<Slot<Session> | null>(null);
export const finished = signal<Slot<OpenedGame> | null>(null);

/** Open a save at the table, replacing (and stopping) the one open before. */
export async function openTable(services: AppServices, saveId: string): Promise<void> {
  const current = table.peek();
  if (current?.saveId === saveId && current.kind !== 'error') return;
  closeTable();
  table.value = { kind: 'loading', saveId };
  const opened = await openGame(services, saveId);
  if (table.peek()?.saveId !== saveId) return;
  if (!opened.ok) {
    table.value = { kind: 'error', saveId, message: opened.error };
    return;
  }
  const session = createSession({ ...opened.value, botDelayMs: services.botDelayMs, cue: services.cue });
  table.value = { kind: 'ready', saveId, value: session };
  heldSession.value = session;
}

export function closeTable(): void {
  const current = table.peek();
  if (current?.kind === 'ready') current.value.dispose();
  table.value = null;
  heldSession.value = null;
}

/** Open a save for its results page (read only). */
export async function openResults(services: AppServices, saveId: string): Promise<void> {
  finished.value = { kind: 'loading', saveId };
  const opened = await openGame(services, saveId);
  if (finished.peek()?.saveId !== saveId) return;
  finished.value = opened.ok
    ? { kind: 'ready', saveId, value: opened.value }
    : { kind: 'error', saveId, message: opened.error };
}
