// Issue 30's safety net beyond one browser: a reminder to export all games now and then (dismissable, remembered),
// and a backup file put outside the browser by a save dialog or the share sheet where it has one, else downloaded.

import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { saveFile } from '../../src/app/download';
import {
  type BackupMemo,
  backupMemo,
  isBackupDue,
  REMIND_AFTER_FINISHED,
  REMIND_AFTER_MS,
} from '../../src/app/models/backup-reminder';
import type { AnyGame } from '../../src/engine/game';
import type { SavedGame } from '../../src/storage/types';
import { fakeGame } from './support/fake-game';
import { createMemoryStore } from './support/memory-store';
import { renderApp, seedSave } from './support/render-app';

const NOW = Date.UTC(2026, 5, 1);
const DAY = 24 * 60 * 60 * 1000;
const save = (status: 'playing' | 'over', updatedAt: number, createdAt = updatedAt): SavedGame =>
  ({ id: `${status}-${updatedAt}`, status, updatedAt, createdAt }) as SavedGame;
const memo = (lastExportAt: number | null, dismissedAt: number | null = null): BackupMemo => ({
  lastExportAt,
  dismissedAt,
});
const finished = (n: number, at: number) => Array.from({ length: n }, (_, i) => save('over', at + i));

describe('when the reminder to export all games is due', () => {
  test.each([
    ['no games at all', [], memo(null), false],
    [
      `${REMIND_AFTER_FINISHED} games finished since the last export`,
      finished(3, NOW - DAY),
      memo(NOW - 2 * DAY),
      true,
    ],
    ['2 games finished since the last export, a day ago', finished(2, NOW - DAY / 2), memo(NOW - DAY), false],
    ['3 games finished, but before the last export', finished(3, NOW - 3 * DAY), memo(NOW - 2 * DAY), false],
    ['a game played on 15 days after the last export', [save('playing', NOW - DAY)], memo(NOW - 15 * DAY), true],
    ['a game played on 3 days after the last export', [save('playing', NOW - DAY)], memo(NOW - 3 * DAY), false],
    ['nothing played since an export a month ago', [save('over', NOW - 40 * DAY)], memo(NOW - 30 * DAY), false],
    ['never exported, the first game started 15 days ago', [save('playing', NOW, NOW - 15 * DAY)], memo(null), true],
    ['never exported, the first game started yesterday', [save('playing', NOW, NOW - DAY)], memo(null), false],
    ['3 games finished, but "Not now" was tapped after them', finished(3, NOW - DAY), memo(null, NOW - DAY / 2), false],
  ] as const)('%s: %s', (_name, saves, m, due) => {
    expect(isBackupDue(saves, m, NOW)).toBe(due);
    expect(REMIND_AFTER_MS).toBe(14 * DAY);
  });
});

describe('the reminder on the library', () => {
  let downloads: string[];
  // The fake store's clock starts at 1_700_000_000_000; the last export was just before its first game, an hour
  // ago, so only the finished-games rule can make the reminder due.
  const STORE_CLOCK = 1_700_000_000_000;
  beforeEach(() => {
    localStorage.removeItem('kotatsu.backup');
    vi.useFakeTimers({ toFake: ['Date'], now: STORE_CLOCK + 3_600_000, shouldAdvanceTime: true });
    backupMemo.value = { lastExportAt: STORE_CLOCK, dismissedAt: null };
    downloads = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  async function libraryWithFinishedGames(n: number) {
    const store = createMemoryStore([fakeGame as unknown as AnyGame]);
    for (let i = 0; i < n; i++) {
      const { save: s } = await seedSave(store);
      await store.append(s.id, { seat: 0, move: { kind: 'pass' }, commit: true }, { snapshot: {}, status: 'over' });
    }
    return renderApp({ name: 'library' }, store);
  }

  test('shows after 3 finished games; "Not now" hides it and is remembered', async () => {
    await libraryWithFinishedGames(3);
    const reminder = await screen.findByTestId('backup-reminder');
    expect(reminder.textContent).toContain('Export all games to a file now and then');
    fireEvent.click(screen.getByTestId('backup-reminder-dismiss'));
    await waitFor(() => expect(screen.queryByTestId('backup-reminder')).toBeNull());
    expect(JSON.parse(localStorage.getItem('kotatsu.backup') ?? '{}').dismissedAt).toBeGreaterThanOrEqual(
      STORE_CLOCK + 3_600_000,
    );
  });

  test('"Export all now" downloads every game as one file and records when', async () => {
    const { store } = await libraryWithFinishedGames(3);
    fireEvent.click(await screen.findByTestId('backup-reminder-export'));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]).toMatch(/^kotatsu-all-\d{4}-\d\d-\d\d\.json$/);
    expect(store.calls.some((c) => c.method === 'exportJson')).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('backup-reminder')).toBeNull());
    expect(backupMemo.value.lastExportAt).toBeGreaterThanOrEqual(STORE_CLOCK + 3_600_000);
  });

  test('is not shown with fewer finished games', async () => {
    await libraryWithFinishedGames(2);
    await screen.findByTestId('library');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('backup-reminder')).toBeNull();
  });
});

describe('a backup file put outside the browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  test('a save dialog (File System Access) writes the file there, and nothing is downloaded', async () => {
    const written: string[] = [];
    const picker = vi.fn(async () => ({
      createWritable: async () => ({
        write: async (b: Blob) => {
          written.push(await b.text());
        },
        close: async () => {},
      }),
    }));
    vi.stubGlobal('showSaveFilePicker', picker);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    expect(await saveFile('kotatsu-all.json', '{"games":[]}', 'outside')).toBe('saved');
    expect(picker).toHaveBeenCalledWith(expect.objectContaining({ suggestedName: 'kotatsu-all.json' }));
    expect(written).toEqual(['{"games":[]}']);
    expect(click).not.toHaveBeenCalled();
  });

  test('closing the dialog is a cancel, not a download', async () => {
    vi.stubGlobal('showSaveFilePicker', async () => {
      throw new DOMException('closed', 'AbortError');
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    expect(await saveFile('a.json', '{}', 'outside')).toBe('cancelled');
    expect(click).not.toHaveBeenCalled();
  });

  test('the share sheet gets the file where it can take files', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    vi.stubGlobal('navigator', { ...navigator, share, canShare: () => true });
    expect(await saveFile('kotatsu-all.json', '{}', 'outside')).toBe('shared');
    const file = share.mock.calls[0]?.[0].files?.[0];
    expect(file?.name).toBe('kotatsu-all.json');
    expect(file?.type).toBe('application/json');
  });

  test('without either, the file is downloaded', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:y');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    expect(await saveFile('a.json', '{}', 'outside')).toBe('downloaded');
    expect(click).toHaveBeenCalledTimes(1);
  });
});
