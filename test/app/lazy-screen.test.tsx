// Screens outside the library come in their own chunk: a placeholder while it loads, the screen once it has, and
// the way home when the chunk cannot be fetched.
import { render, screen } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { lazyScreen } from '../../src/app/lazy-screen';

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
});
