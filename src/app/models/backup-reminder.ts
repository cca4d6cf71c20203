// The safety net beyond this browser: when the last "export all" was, a reminder when it is due again (dismissable),
// and exporting all games as one file. Kept in localStorage beside the settings (a wiped origin loses both, and
// then the reminder rightly starts over).

import { signal } from '@preact/signals';
import type { SavedGame } from '../../storage/types';
import { backupFileName, type SaveOutcome, saveFile } from '../download';
import type { AppServices } from '../services';
import { openStore } from './load-game';

export interface BackupMemo {
  /** When all games were last exported (ms), or null. */
  readonly lastExportAt: number | null;
  /** When the reminder was last put off with "Not now" (ms), or null. */
  readonly dismissedAt: number | null;
}

const KEY = 'kotatsu.backup';
/** Remind after this many games finished since the last export (or "Not now")... */
export const REMIND_AFTER_FINISHED = 3;
/** ...or once games changed and this long has passed since then. */
export const REMIND_AFTER_MS = 14 * 24 * 60 * 60 * 1000;

export function parseMemo(raw: unknown): BackupMemo {
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const time = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return { lastExportAt: time(r.lastExportAt), dismissedAt: time(r.dismissedAt) };
}

function load(): BackupMemo {
  try {
    return parseMemo(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
  } catch {
    return parseMemo(null);
  }
}

export const backupMemo = signal<BackupMemo>(load());

function remember(patch: Partial<BackupMemo>): void {
  backupMemo.value = { ...backupMemo.value, ...patch };
  try {
    localStorage.setItem(KEY, JSON.stringify(backupMemo.value));
  } catch {
    // Private mode or a full disk: the reminder just comes back sooner.
  }
}

/**
 * Due when REMIND_AFTER_FINISHED games ended since the last export or "Not now", or when some game changed since
 * then and REMIND_AFTER_MS has passed (counted from the first change when nothing was ever exported).
 */
export function isBackupDue(saves: readonly SavedGame[], memo: BackupMemo, now: number): boolean {
  const since = Math.max(memo.lastExportAt ?? 0, memo.dismissedAt ?? 0);
  const changed = saves.filter((s) => s.updatedAt > since);
  if (changed.filter((s) => s.status === 'over').length >= REMIND_AFTER_FINISHED) return true;
  if (changed.length === 0) return false;
  const from = since > 0 ? since : Math.min(...changed.map((s) => s.createdAt));
  return now - from >= REMIND_AFTER_MS;
}

export function dismissReminder(now = Date.now()): void {
  remember({ dismissedAt: now });
}

/** All games as one backup file, by `way` (the share sheet or a save dialog where the browser has them). */
export async function exportAllGames(
  services: AppServices,
  way: 'download' | 'outside' = 'download',
): Promise<SaveOutcome | 'failed'> {
  const store = await openStore(services);
  if (!store.ok) return 'failed';
  const text = await store.value.exportJson();
  const outcome = await saveFile(backupFileName('all'), text, way);
  if (outcome !== 'cancelled') remember({ lastExportAt: Date.now() });
  return outcome;
}
