// Every screen the app tests can reach, in both languages, shows words only: no `{placeholder}` left unfilled.
// The table of a finished game also says "The game is over." once, and the seat strip marks computer players.

import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { updateSettings } from '../../src/app/models/settings';
import { err, ok } from '../../src/engine/errors';
import type { AnyGame } from '../../src/engine/game';
import type { Lang } from '../../src/engine/text';
import { fakeGame } from './support/fake-game';
import { createMemoryStore, type MemoryStore } from './support/memory-store';
import { handOf, renderApp, seedSave } from './support/render-app';

const seats = [
  { name: 'Aki', color: 'red', bot: false },
  { name: 'Ben', color: 'blue', bot: false },
  { name: 'Robo', color: 'green', bot: true },
];
const [a0] = handOf(0, 'fixed-seed', 3);
const akiPlays = [
  { seat: 0, move: { kind: 'pick' as const, card: a0 ?? 0 } },
  { seat: 0, move: { kind: 'play' as const } },
];

function newStore(): MemoryStore {
  return createMemoryStore([fakeGame as unknown as AnyGame]);
}

/** A finished two-seat game: both play one card. */
async function finished(store: MemoryStore) {
  const [b0] = handOf(1);
  const [x] = handOf(0);
  return seedSave(store, seats.slice(0, 2), [
    { seat: 0, move: { kind: 'pick', card: x ?? 0 } },
    { seat: 0, move: { kind: 'play' } },
    { seat: 1, move: { kind: 'pick', card: b0 ?? 0 } },
    { seat: 1, move: { kind: 'play' } },
  ]);
}

type Visit = (lang: Lang) => Promise<void>;

async function open(route: Parameters<typeof renderApp>[0], store: MemoryStore, lang: Lang, testId: string) {
  renderApp(route, store);
  updateSettings({ lang });
  await screen.findByTestId(testId);
}

const VISITS: Record<string, Visit> = {
  'library with Continue': async (lang) => {
    const store = newStore();
    await seedSave(store, seats, akiPlays);
    await open({ name: 'library' }, store, lang, 'continue-game');
    await screen.findByTestId('continue-turn');
  },
  'game page with saved games': async (lang) => {
    const store = newStore();
    await seedSave(store, seats, akiPlays);
    await finished(store);
    await open({ name: 'game', gameId: 'fake-cards' }, store, lang, 'game-page');
    await screen.findAllByTestId('saved-game');
  },
  setup: (lang) => open({ name: 'setup', gameId: 'fake-cards' }, newStore(), lang, 'setup'),
  'hand-off': async (lang) => {
    const store = newStore();
    const { save } = await seedSave(store, seats);
    await open({ name: 'play', saveId: save.id }, store, lang, 'handoff');
  },
  'catch-up': async (lang) => {
    const store = newStore();
    const { save } = await seedSave(store, seats, akiPlays);
    await open({ name: 'play', saveId: save.id }, store, lang, 'handoff');
    fireEvent.click(screen.getByTestId('handoff-ready'));
    const catchUp = await screen.findByTestId('catch-up');
    expect(within(catchUp).getByTestId('leave-to-library').getAttribute('href')).toBe('#/');
  },
  table: async (lang) => {
    const store = newStore();
    const { save } = await seedSave(store, seats);
    await open({ name: 'play', saveId: save.id }, store, lang, 'handoff');
    fireEvent.click(screen.getByTestId('handoff-ready'));
    await screen.findByTestId('table');
  },
  'table of a finished game': async (lang) => {
    const store = newStore();
    const { save } = await finished(store);
    await open({ name: 'play', saveId: save.id }, store, lang, 'see-results');
  },
  results: async (lang) => {
    const store = newStore();
    const { save } = await finished(store);
    await open({ name: 'results', saveId: save.id }, store, lang, 'winner');
  },
  settings: (lang) => open({ name: 'settings' }, newStore(), lang, 'settings'),
  'settings after importing a save already on this device': async (lang) => {
    const store = newStore();
    store.importAnswer = err({ code: 'import.already-imported', params: { game: 0 } });
    await open({ name: 'settings' }, store, lang, 'import-file');
    chooseFile(screen.getByTestId('import-file'), '{}');
    await screen.findByTestId('import-error');
  },
  'settings after importing one game of each kind': async (lang) => {
    const store = newStore();
    store.importAnswer = ok({
      imported: 2,
      ids: ['a', 'b'],
      copies: 1,
      updated: 1,
      skipped: 1,
      refused: [],
      oddDates: 0,
    });
    await open({ name: 'settings' }, store, lang, 'import-file');
    chooseFile(screen.getByTestId('import-file'), '{}');
    await screen.findByTestId('import-ok');
  },
  'not found': async (lang) => {
    renderApp({ name: 'not-found', hash: '#/nope' }, newStore());
    updateSettings({ lang });
    await screen.findByRole('heading', { level: 1 });
  },
};

function chooseFile(input: HTMLElement, text: string) {
  const file = new File([text], 'backup.json', { type: 'application/json' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

describe.each<Lang>(['en', 'ja'])('in %s', (lang) => {
  test.each(Object.keys(VISITS))('%s has no unfilled placeholder', async (name) => {
    await VISITS[name]?.(lang);
    const text = document.body.textContent ?? '';
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/\{\w*[}|]/);
    cleanup();
  });
});

describe('the table frame', () => {
  test('a finished game says it is over once, beside the way to the results', async () => {
    await VISITS['table of a finished game']?.('en');
    expect(document.body.textContent?.split('The game is over.').length).toBe(2);
    cleanup();
  });

  test('the seat strip marks the computer player and the seat on turn', async () => {
    await VISITS.table?.('en');
    expect(screen.getByTestId('strip-seat-2').textContent).toBe('✚3Robobot');
    expect(screen.getByTestId('strip-seat-0').getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('strip-seat-0').textContent).toContain('on turn');
    expect(screen.getByTestId('strip-seat-1').getAttribute('aria-current')).toBeNull();
    cleanup();
  });
});
