// Hand-off: nothing private in the DOM before "ready", the table after it, and the peek guard.

import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { navigate, parseRoute } from '../../src/app/models/route';
import { IDLE_MS } from '../../src/app/screens/Play';
import type { AnyGame } from '../../src/engine/game';
import { fakeGame } from './support/fake-game';
import { createMemoryStore } from './support/memory-store';
import { handOf, renderApp, seedSave, twoHumans } from './support/render-app';

function newStore() {
  return createMemoryStore([fakeGame as unknown as AnyGame]);
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => setVisibility('visible'));

describe('hand-off screen', () => {
  test('shows the next player by name and keeps every hand out of the DOM until they tap ready', async () => {
    const store = newStore();
    const { save } = await seedSave(store);
    renderApp({ name: 'play', saveId: save.id }, store);
    const handoff = await screen.findByTestId('handoff');
    expect(handoff.textContent).toContain('Aki');
    expect(screen.queryByTestId('table')).toBeNull();
    expect(document.body.textContent).not.toContain('secret card');
    fireEvent.click(screen.getByTestId('handoff-ready'));
    const table = await screen.findByTestId('table');
    expect(table.getAttribute('data-viewer')).toBe('0');
    for (const card of handOf(0)) expect(table.textContent).toContain(`secret card ${card}`);
  });

  test('the page being hidden mid-turn falls back to the hand-off', async () => {
    const store = newStore();
    const { save } = await seedSave(store);
    renderApp({ name: 'play', saveId: save.id }, store);
    fireEvent.click(await screen.findByTestId('handoff-ready'));
    await screen.findByTestId('table');
    setVisibility('hidden');
    await screen.findByTestId('handoff');
    expect(document.body.textContent).not.toContain('secret card');
  });

  test('a long idle mid-turn falls back to the hand-off (peek guard)', async () => {
    // Fake clocks that still tick, so testing-library's polling keeps working.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const store = newStore();
      const { save } = await seedSave(store);
      renderApp({ name: 'play', saveId: save.id }, store);
      fireEvent.click(await screen.findByTestId('handoff-ready'));
      await screen.findByTestId('table');
      await vi.advanceTimersByTimeAsync(IDLE_MS - 1000);
      expect(screen.queryByTestId('table')).not.toBeNull();
      await vi.advanceTimersByTimeAsync(2000);
      expect(screen.queryByTestId('handoff')).not.toBeNull();
      expect(document.body.textContent).not.toContain('secret card');
    } finally {
      vi.useRealTimers();
    }
  });

  test("after a seat passes, the next seat gets its own hand-off and a catch-up without the other's private lines", async () => {
    const store = newStore();
    const { save } = await seedSave(store, twoHumans);
    renderApp({ name: 'play', saveId: save.id }, store);
    fireEvent.click(await screen.findByTestId('handoff-ready'));
    await screen.findByTestId('table');
    const card = handOf(0)[0] ?? 0;
    fireEvent.click(screen.getByTestId(`pick-${card}`));
    fireEvent.click(screen.getByTestId('play'));
    const handoff = await screen.findByTestId('handoff');
    expect(handoff.textContent).toContain('Ben');
    expect(document.body.textContent).not.toContain('secret card');
    fireEvent.click(screen.getByTestId('handoff-ready'));
    const catchUp = await screen.findByTestId('catch-up');
    expect(catchUp.textContent).toContain(`Aki played ${card}`);
    expect(catchUp.textContent).not.toContain('You picked');
    fireEvent.click(screen.getByTestId('catch-up-continue'));
    expect((await screen.findByTestId('table')).getAttribute('data-viewer')).toBe('1');
    await waitFor(() => expect(store.saves.get(save.id)?.seenUpTo[1]).toBe(2));
  });
});

describe('the way out of the hand-off', () => {
  test('the hand-off leads back to the library without showing any hand', async () => {
    const store = newStore();
    const { save } = await seedSave(store);
    renderApp({ name: 'play', saveId: save.id }, store);
    const leave = within(await screen.findByTestId('handoff')).getByTestId('leave-to-library');
    expect(leave.textContent).toContain('Back to the games');
    expect(leave.getAttribute('href')).toBe('#/');
    navigate(parseRoute(leave.getAttribute('href') ?? ''));
    await screen.findByTestId('library');
    expect(document.body.textContent).not.toContain('secret card');
    expect(screen.queryByTestId('table')).toBeNull();
  });
});
