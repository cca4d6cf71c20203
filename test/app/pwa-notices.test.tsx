// The "ready to play offline" notice goes away by itself, so it never keeps covering a player's cards.
import { render, screen } from '@testing-library/preact';
import { afterEach, expect, test, vi } from 'vitest';
import { PwaNotices } from '../../src/app/pwa/PwaNotices';
import { dismissOfflineReady, markOfflineReady, OFFLINE_NOTICE_MS } from '../../src/app/pwa/pwa-state';

afterEach(() => {
  dismissOfflineReady();
  vi.useRealTimers();
});

test('offline-ready shows, then dismisses itself after a few seconds', async () => {
  vi.useFakeTimers();
  render(<PwaNotices />);
  markOfflineReady();
  expect(await screen.findByTestId('offline-ready')).toBeTruthy();
  await vi.advanceTimersByTimeAsync(OFFLINE_NOTICE_MS + 10);
  expect(screen.queryByTestId('offline-ready')).toBeNull();
});
