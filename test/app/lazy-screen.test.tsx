// Screens outside the library come in their own chunk: a placeholder while it loads, the screen once it has, and
// the way home when the chunk cannot be fetched.
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, test, vi } from 'vitest';
import { lazyScreen } from '../../src/app/lazy-screen';
import { updateSettings } from '../../src/app/models/settings';
import { reloadPage } from '../../src/app/reload';

vi.mock('../../src/app/reload', () => ({ reloadPage: vi.fn() }));

function Hello({ who }: { readonly who: string }) {
  return <p data-testid="hello">Hello {who}</p>;
}

describe('lazyScreen', () => {
  test('shows a busy placeholder, then the screen with its props, and later mounts at once', async () => {
    let release: (c: typeof Hello) => void = () => {};
    let calls = 0;
    const Lazy = lazyScreen(() => {
      calls++;
      return new Promise<typeof Hello>((r) => {
        release = r;
      });
    });
    const first = render(<Lazy who="Aki" />);
    expect(screen.getByTestId('screen-loading').getAttribute('aria-busy')).toBe('true');
    release(Hello);
    expect((await screen.findByTestId('hello')).textContent).toBe('Hello Aki');
    first.unmount();
    render(<Lazy who="Ben" />);
    // The chunk is cached: no placeholder the second time, and no second fetch.
    expect(screen.getByTestId('hello').textContent).toBe('Hello Ben');
    expect(calls).toBe(1);
  });

  test('a chunk that fails to load shows the way home, and is tried again next time', async () => {
    let calls = 0;
    const Lazy = lazyScreen(async () => {
      calls++;
      if (calls === 1) throw new Error('offline and not cached');
      return Hello;
    });
    const first = render(<Lazy who="Aki" />);
    expect((await screen.findByTestId('screen-failed')).querySelector('a')?.getAttribute('href')).toBe('#/');
    first.unmount();
    render(<Lazy who="Chie" />);
    expect((await screen.findByTestId('hello')).textContent).toBe('Hello Chie');
    expect(calls).toBe(2);
  });

  // Issue 30: after an update applied in another tab, an offline (or old) tab asks for a chunk of the new version
  // that it cannot fetch. It must say so in words and offer the reload that brings in the version the worker holds.
  test.each([
    ['en', 'Kotatsu was probably updated while this tab was open', 'Reload'],
    ['ja', 'このタブを開いている間にこたつが更新され', '再読み込み'],
  ] as const)('a chunk that cannot be fetched explains why and offers Reload (%s)', async (lang, words, button) => {
    updateSettings({ lang });
    const Lazy = lazyScreen(async (): Promise<typeof Hello> => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/Settings-1a2b3c.js');
    });
    render(<Lazy who="Aki" />);
    const failed = await screen.findByTestId('screen-failed');
    expect(failed.textContent).toContain(words);
    expect(failed.textContent).not.toContain('Failed to fetch');
    const reload = screen.getByTestId('screen-reload');
    expect(reload.textContent).toBe(button);
    fireEvent.click(reload);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    vi.mocked(reloadPage).mockClear();
    updateSettings({ lang: 'en' });
  });
});

describe("a game's own chunk", () => {
  const failed = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

  test.each([
    ['the game', 'load'],
    ['its rules text alone', 'rules'],
  ] as const)(
    '%s that cannot be fetched gives the chunk explanation (update elsewhere, offline), not the raw browser message',
    async (_what, part) => {
      const { loadModule, loadRulesText } = await import('../../src/app/models/load-game');
      const { fakeEntry } = await import('./support/fake-module');
      const services = {
        games: [{ ...fakeEntry, [part]: failed }],
        getStore: async () => Promise.reject(new Error('unused')),
        botDelayMs: () => 0,
        newSeed: () => 's',
      };
      const id = fakeEntry.meta.id;
      const result = part === 'load' ? await loadModule(services, id) : await loadRulesText(services, id, 'en');
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toEqual({ code: 'app.chunk-failed' });
    },
  );
});
