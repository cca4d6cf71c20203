// Screen kept on during a game, a buzz at the hand-off, the flat-table turn: with fakes of the platform APIs.

import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { buzz, type DeviceEnv, HAND_OFF_BUZZ_MS, keepScreenOn } from '../../src/app/device';
import { parseSettings, settings, updateSettings } from '../../src/app/models/settings';
import type { AnyGame } from '../../src/engine/game';
import { fakeGame } from './support/fake-game';
import { createMemoryStore } from './support/memory-store';
import { handOf, renderApp, seedSave } from './support/render-app';

function fakeEnv(opts: { wakeLock?: boolean; vibrate?: boolean; failRequest?: boolean } = {}) {
  const listeners = new Set<() => void>();
  const doc = { visibilityState: 'visible' as DocumentVisibilityState };
  let held = 0;
  const requests: string[] = [];
  const vibrations: number[] = [];
  const nav: { wakeLock?: unknown; vibrate?: unknown } = {};
  if (opts.wakeLock)
    nav.wakeLock = {
      request: (type: 'screen') => {
        requests.push(type);
        if (opts.failRequest) return Promise.reject(new Error('NotAllowedError'));
        held++;
        return Promise.resolve({
          release: () => {
            held--;
            return Promise.resolve();
          },
        });
      },
    };
  if (opts.vibrate)
    nav.vibrate = (ms: number) => {
      vibrations.push(ms);
      return true;
    };
  const env = {
    navigator: nav,
    document: {
      get visibilityState() {
        return doc.visibilityState;
      },
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    },
  } as unknown as DeviceEnv;
  const setVisible = (v: boolean) => {
    doc.visibilityState = v ? 'visible' : 'hidden';
    for (const l of listeners) l();
  };
  return { env, setVisible, requests, vibrations, held: () => held, listeners };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('screen wake lock', () => {
  test('held while playing, released when hidden, requested again when visible, released on leaving', async () => {
    const f = fakeEnv({ wakeLock: true });
    const stop = keepScreenOn(f.env);
    await tick();
    expect(f.held()).toBe(1);
    f.setVisible(false);
    await tick();
    expect(f.held()).toBe(0);
    f.setVisible(true);
    await tick();
    expect(f.requests.length).toBe(2);
    expect(f.held()).toBe(1);
    stop();
    await tick();
    expect(f.held()).toBe(0);
    expect(f.listeners.size).toBe(0);
  });

  test('missing or refused: nothing thrown, nothing held', async () => {
    expect(() => keepScreenOn(fakeEnv().env)()).not.toThrow();
    const refused = fakeEnv({ wakeLock: true, failRequest: true });
    const stop = keepScreenOn(refused.env);
    await tick();
    expect(refused.held()).toBe(0);
    expect(() => stop()).not.toThrow();
    expect(() => keepScreenOn(null)()).not.toThrow();
  });

  test('a lock granted after leaving is given back at once', async () => {
    const f = fakeEnv({ wakeLock: true });
    const stop = keepScreenOn(f.env);
    stop();
    await tick();
    expect(f.held()).toBe(0);
  });
});

describe('vibration at the hand-off', () => {
  test('a short buzz where supported, none when turned off or unsupported', () => {
    const f = fakeEnv({ vibrate: true });
    expect(buzz(true, f.env)).toBe(true);
    expect(f.vibrations).toEqual([HAND_OFF_BUZZ_MS]);
    expect(HAND_OFF_BUZZ_MS).toBeGreaterThanOrEqual(30);
    expect(HAND_OFF_BUZZ_MS).toBeLessThanOrEqual(50);
    expect(buzz(false, f.env)).toBe(false);
    expect(f.vibrations.length).toBe(1);
    expect(buzz(true, fakeEnv().env)).toBe(false);
    expect(buzz(true, null)).toBe(false);
  });

  test('no buzz before the page has had a tap (Chromium refuses it and logs an error)', () => {
    const f = fakeEnv({ vibrate: true });
    const idle = { ...f.env, navigator: { ...f.env.navigator, userActivation: { hasBeenActive: false } } };
    expect(buzz(true, idle)).toBe(false);
    const tapped = { ...f.env, navigator: { ...f.env.navigator, userActivation: { hasBeenActive: true } } };
    expect(buzz(true, tapped)).toBe(true);
    expect(f.vibrations).toEqual([HAND_OFF_BUZZ_MS]);
  });

  test('the hand-off screen buzzes through navigator.vibrate unless the setting is off', async () => {
    const calls: number[] = [];
    Object.defineProperty(navigator, 'vibrate', {
      value: (ms: number) => calls.push(ms) > 0,
      configurable: true,
    });
    try {
      const store = createMemoryStore([fakeGame as unknown as AnyGame]);
      const { save } = await seedSave(store);
      const app = renderApp({ name: 'play', saveId: save.id }, store);
      await screen.findByTestId('handoff');
      await waitFor(() => expect(calls).toEqual([HAND_OFF_BUZZ_MS]));
      app.unmount();
      updateSettings({ vibration: false });
      const again = renderApp({ name: 'play', saveId: save.id }, store);
      updateSettings({ vibration: false });
      await screen.findByTestId('handoff');
      await tick();
      expect(calls.length).toBe(1);
      again.unmount();
    } finally {
      updateSettings({ vibration: true });
      Reflect.deleteProperty(navigator, 'vibrate');
    }
  });
});

describe('settings', () => {
  test('vibration and flat table are stored settings with safe defaults', () => {
    const base = parseSettings(null, {
      lang: 'en',
      theme: 'auto',
      sound: true,
      animations: true,
      vibration: true,
      flatTable: false,
    });
    expect(base.vibration).toBe(true);
    expect(base.flatTable).toBe(false);
    expect(parseSettings({ vibration: false, flatTable: true }, base)).toMatchObject({
      vibration: false,
      flatTable: true,
    });
    expect(parseSettings({ vibration: 'no', flatTable: 1 }, base)).toMatchObject({ vibration: true, flatTable: false });
  });

  test('the settings screen offers both, in words, and stores the choice', async () => {
    renderApp({ name: 'settings' });
    const vib = (await screen.findByTestId('vibration')) as HTMLInputElement;
    const flat = screen.getByTestId('flat-table') as HTMLInputElement;
    expect(screen.getByTestId('settings').textContent).toContain(
      'Flat table: turn the view to face the player on turn',
    );
    expect(screen.getByTestId('settings').textContent).toContain('Vibrate when the device is handed to a player');
    fireEvent.click(flat);
    expect(settings.value.flatTable).toBe(true);
    fireEvent.click(vib);
    expect(settings.value.vibration).toBe(false);
    expect(JSON.parse(localStorage.getItem('kotatsu.settings') ?? '{}')).toMatchObject({
      flatTable: true,
      vibration: false,
    });
    updateSettings({ flatTable: false, vibration: true });
  });
});

describe('flat table', () => {
  afterEach(() => updateSettings({ flatTable: false }));

  test('the whole view, hand-off included, turns to face the second seat on its turn; not without the setting', async () => {
    const store = createMemoryStore([fakeGame as unknown as AnyGame]);
    const { save } = await seedSave(store);
    renderApp({ name: 'play', saveId: save.id }, store);
    updateSettings({ flatTable: true });
    await screen.findByTestId('handoff');
    expect(screen.getByTestId('flat-view').getAttribute('data-turned')).toBe('false');
    fireEvent.click(screen.getByTestId('handoff-ready'));
    await screen.findByTestId('table');
    const card = handOf(0)[0] ?? 0;
    fireEvent.click(screen.getByTestId(`pick-${card}`));
    fireEvent.click(screen.getByTestId('play'));
    await screen.findByTestId('handoff');
    const turned = screen.getByTestId('flat-view');
    expect(turned.getAttribute('data-turned')).toBe('true');
    expect(turned.classList.contains('flat-view-turned')).toBe(true);
    fireEvent.click(screen.getByTestId('handoff-ready'));
    fireEvent.click(await screen.findByTestId('catch-up-continue'));
    await screen.findByTestId('table');
    expect(screen.getByTestId('flat-view').getAttribute('data-turned')).toBe('true');
    updateSettings({ flatTable: false });
    await waitFor(() => expect(screen.getByTestId('flat-view').getAttribute('data-turned')).toBe('false'));
  });

  test('games of three never turn', async () => {
    const store = createMemoryStore([fakeGame as unknown as AnyGame]);
    const three = [
      { name: 'Aki', color: 'red', bot: false },
      { name: 'Ben', color: 'blue', bot: false },
      { name: 'Chie', color: 'green', bot: false },
    ] as const;
    const { save } = await seedSave(store, three, [
      { seat: 0, move: { kind: 'pick', card: handOf(0, 'fixed-seed', 3)[0] ?? 0 } },
      { seat: 0, move: { kind: 'play' } },
    ]);
    updateSettings({ flatTable: true });
    renderApp({ name: 'play', saveId: save.id }, store);
    updateSettings({ flatTable: true });
    const handoff = await screen.findByTestId('handoff');
    expect(handoff.textContent).toContain('Ben');
    expect(screen.getByTestId('flat-view').getAttribute('data-turned')).toBe('false');
  });
});
