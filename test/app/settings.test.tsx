// Settings: the language switch changes the words (and <html lang>); a refused import says why.

import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { bindSettingsToDocument } from '../../src/app/models/settings';
import { err, ok } from '../../src/engine/errors';
import { renderApp } from './support/render-app';

function chooseFile(input: HTMLElement, text: string) {
  const file = new File([text], 'backup.json', { type: 'application/json' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

describe('settings screen', () => {
  test('switching the language changes the text and the lang of the page', async () => {
    const stop = bindSettingsToDocument();
    renderApp({ name: 'settings' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Settings');
    fireEvent.change(screen.getByTestId('lang'), { target: { value: 'ja' } });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('設定'));
    expect(document.documentElement.lang).toBe('ja');
    stop();
  });

  test('a refused import shows the reason in words', async () => {
    const { store } = renderApp({ name: 'settings' });
    store.importAnswer = err({ code: 'import.not-json' });
    chooseFile(await screen.findByTestId('import-file'), 'not json');
    expect((await screen.findByTestId('import-error')).textContent).toBe(
      'The file was not imported: it is not a JSON file',
    );
  });

  test('import reasons count games and moves from 1 for people', async () => {
    const { store } = renderApp({ name: 'settings' });
    store.importAnswer = err({
      code: 'import.illegal-move',
      params: { game: 0, index: 4, reason: 'engine.not-your-turn' },
    });
    chooseFile(await screen.findByTestId('import-file'), '{}');
    expect((await screen.findByTestId('import-error')).textContent).toContain(
      'game 1 contains a move the rules do not allow (move 5: It is not your turn.)',
    );
  });

  test('an accepted import says how many games came in', async () => {
    const { store } = renderApp({ name: 'settings' });
    store.importAnswer = ok({
      imported: 3,
      ids: ['a', 'b', 'c'],
      copies: 1,
      updated: 2,
      skipped: 1,
      refused: [],
      oddDates: 0,
    });
    chooseFile(await screen.findByTestId('import-file'), '{}');
    const lines = [...(await screen.findByTestId('import-ok')).querySelectorAll('li')].map((li) => li.textContent);
    expect(lines).toEqual([
      'New games: 2',
      'Kept as a separate copy (its moves part from the game on this device): 1',
      'Games carried further with the newer moves of the file: 2',
      'Already on this device with all their moves: 1',
    ]);
  });

  test('the Motion switch says honestly what it moves (issue 31: Settings tells the truth about motion)', async () => {
    renderApp({ name: 'settings' });
    const hint = (await screen.findByTestId('animations-hint')).textContent ?? '';
    expect(hint).not.toContain('no animations');
    expect(hint).toContain('glides to the next decision');
    expect(hint).toContain('computer player pauses');
    expect(hint).toContain('reduce-motion');
  });

  test('storage usage is shown', async () => {
    renderApp({ name: 'settings' });
    await waitFor(() => expect(screen.getByTestId('storage-usage').textContent).toBe('2.0 KB used of 1.0 MB'));
  });
});
