// The library leads with Continue: games in progress with their players, whose turn and when, one tap to resume.

import { fireEvent, screen, within } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { route } from '../../src/app/models/route';
import { updateSettings } from '../../src/app/models/settings';
import { lastPlayed } from '../../src/app/screens/ContinueList';
import type { AnyGame } from '../../src/engine/game';
import { fakeGame } from './support/fake-game';
import { createMemoryStore } from './support/memory-store';
import { renderApp, seedSave, twoHumans } from './support/render-app';

function newStore() {
  return createMemoryStore([fakeGame as unknown as AnyGame]);
}

describe('Continue on the library', () => {
  test('a game in progress shows its players, whose turn it is and when it was last played; a tap resumes it', async () => {
    const store = newStore();
    const { save } = await seedSave(
      store,
      [...twoHumans, { name: 'Robo', color: 'green', bot: true }],
      [{ seat: 0, move: { kind: 'pick', card: 0 } }],
    );
    renderApp({ name: 'library' }, store);
    const row = await screen.findByTestId('continue-game');
    expect(row.textContent).toContain('Test Cards');
    for (const name of ['Aki', 'Ben', 'Robo']) expect(row.textContent).toContain(name);
    expect(within(row).getByText('bot')).toBeTruthy();
    expect((await within(row).findByTestId('continue-turn')).textContent).toBe('Turn: Aki');
    expect(row.textContent).toMatch(/last played \d+ \w+ \d{4}/);
    fireEvent.click(row);
    expect(route.value).toEqual({ name: 'play', saveId: save.id });
  });

  test('finished games are not in it, and without games in progress there is no Continue section', async () => {
    const store = newStore();
    await seedSave(store, twoHumans);
    const { save: over, state } = await seedSave(store, [{ name: 'Chie', color: 'red', bot: false }, ...twoHumans]);
    await store.append(
      over.id,
      { seat: 0, move: { kind: 'pick', card: 1 }, commit: true, index: 0 },
      { snapshot: state, status: 'over' },
    );
    renderApp({ name: 'library' }, store);
    const rows = await screen.findAllByTestId('continue-game');
    await screen.findByText(/Turn: Aki/);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).not.toContain('Chie');
  });

  test('in Japanese the row says whose turn and when in Japanese words', async () => {
    const store = newStore();
    await seedSave(store);
    renderApp({ name: 'library' }, store);
    updateSettings({ lang: 'ja' });
    expect((await screen.findByTestId('continue-turn')).textContent).toBe('手番：Aki');
    expect(screen.getByTestId('continue').textContent).toContain('続きから遊ぶ');
    expect(screen.getByTestId('continue-game').textContent).toMatch(/最終プレイ 2023\/\d+\/\d+/);
    updateSettings({ lang: 'en' });
  });

  test('an empty device shows the games only', async () => {
    renderApp({ name: 'library' });
    await screen.findByTestId('game-card-fake-cards');
    expect(screen.queryByTestId('continue')).toBeNull();
  });
});

describe('lastPlayed', () => {
  const now = new Date(2026, 11, 1, 20, 0).getTime();
  test.each<[string, number, 'ja' | 'en', RegExp]>([
    ['today', new Date(2026, 11, 1, 9, 5).getTime(), 'en', /^today 09:05$/],
    ['yesterday', new Date(2026, 10, 30, 23, 59).getTime(), 'en', /^yesterday 23:59$/],
    ['days ago', new Date(2026, 10, 28, 12, 0).getTime(), 'en', /^3 days ago$/],
    ['a date', new Date(2026, 9, 2, 12, 0).getTime(), 'en', /2026/],
    ['今日', new Date(2026, 11, 1, 9, 5).getTime(), 'ja', /^今日 09:05$/],
    ['昨日', new Date(2026, 10, 30, 8, 0).getTime(), 'ja', /^昨日 08:00$/],
    ['3日前', new Date(2026, 10, 28, 12, 0).getTime(), 'ja', /^3 日前$/],
  ])('%s', (_name, at, lang, expected) => {
    expect(lastPlayed(at, now, lang)).toMatch(expected);
  });
});
