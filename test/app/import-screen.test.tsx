// Settings' import, end to end in the page (real in-page store, real rules): an "Export all" file with a broken game
// and a wrong-clock game brings in the good games and lists the refused one with its reason in words.

import 'fake-indexeddb/auto';
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { App } from '../../src/app/App';
import { navigate } from '../../src/app/models/route';
import { updateSettings } from '../../src/app/models/settings';
import { ServicesContext } from '../../src/app/services';
import type { AnyGame } from '../../src/engine/game';
import { findGame } from '../../src/games/registry';
import { type BackupGame, toBackup } from '../../src/storage/backup';
import { openMemoryStore } from '../../src/storage/memory-store';
import { seatsOf } from '../storage/helpers';
import { randomPlayout } from '../support/test-games';
import { createMemoryStore } from './support/memory-store';
import { makeServices } from './support/render-app';

const lookup = async (id: string): Promise<AnyGame | undefined> => (await findGame(id)?.load())?.game;
const DAY = 24 * 60 * 60 * 1000;

async function wizardGame(seed: string, at: (k: number) => number): Promise<BackupGame> {
  const game = (await lookup('wizard-extreme')) as AnyGame;
  const options = game.defaultOptions(3);
  const match = { gameId: game.id, version: game.version, seats: 3, options, seed };
  const { moves } = randomPlayout(game, match, { seed: `moves-${seed}`, limit: 12 });
  return {
    gameId: game.id,
    version: game.version,
    seats: seatsOf(3),
    options,
    seed,
    status: 'playing',
    createdAt: at(-1),
    updatedAt: at(moves.length),
    moves: moves.map((m, k) => ({ seat: m.seat, move: m.move, time: at(k) })),
  };
}

/** Three games: a good one, one with a move out of turn at move 5, one made on a clock 3 days fast. */
async function exportAllFile(): Promise<string> {
  const now = Date.now();
  const good = await wizardGame('good', (k) => now - DAY + k * 1000);
  const broken = await wizardGame('broken', (k) => now - DAY + k * 1000);
  const moves = broken.moves.map((m, k) => (k === 4 ? { ...m, seat: (m.seat + 1) % 3 } : m));
  const fast = await wizardGame('fast', (k) => now + 3 * DAY + k * 1000);
  return JSON.stringify(toBackup([good, { ...broken, moves }, fast], now));
}

function renderSettings(lang: 'en' | 'ja') {
  const mem = openMemoryStore({ lookup });
  updateSettings({ lang, animations: false });
  navigate({ name: 'settings' });
  const services = { ...makeServices(createMemoryStore([])), getStore: async () => mem };
  render(
    <ServicesContext.Provider value={services}>
      <App />
    </ServicesContext.Provider>,
  );
  return mem;
}

async function choose(text: string): Promise<void> {
  const input = await screen.findByTestId('import-file');
  const file = new File([text], 'kotatsu-all.json', { type: 'application/json' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

describe('importing an "Export all" file with a broken game and a wrong clock', () => {
  test('the good games come in, the wrong-clock game is counted, the broken one is listed with its reason (en)', async () => {
    const mem = renderSettings('en');
    await choose(await exportAllFile());
    const ok = await screen.findByTestId('import-ok', {}, { timeout: 5000 });
    const lines = [...ok.querySelectorAll('.import-summary > li')].map((li) => li.textContent);
    expect(lines).toEqual([
      'New games: 2',
      'Dates from a device clock that was wrong (before 2020, or later than today), kept in the order the moves were played: 1',
      'Not imported: 1Wizard Extreme: game 2 contains a move the rules do not allow (move 5: It is not your turn.)',
    ]);
    expect(screen.getByTestId('import-refused').textContent).toBe(
      'Wizard Extreme: game 2 contains a move the rules do not allow (move 5: It is not your turn.)',
    );
    expect((await mem.list()).map((s) => s.seed).sort()).toEqual(['fast', 'good']);
  });

  test('the same in Japanese', async () => {
    renderSettings('ja');
    await choose(await exportAllFile());
    await screen.findByTestId('import-ok', {}, { timeout: 5000 });
    const refused = screen.getByTestId('import-refused').textContent ?? '';
    expect(refused).toContain('ゲーム2にルールで許されない手があります（5手目：あなたの番ではありません。）');
    expect(refused).not.toMatch(/\{\w+\}|engine\./);
  });

  test('a file whose every game is refused lists each reason, and stores nothing', async () => {
    const mem = renderSettings('en');
    const doc = JSON.parse(await exportAllFile());
    doc.games = doc.games.map((g: BackupGame) => ({ ...g, seats: seatsOf(9) }));
    await choose(JSON.stringify(doc));
    const error = await screen.findByTestId('import-error', {}, { timeout: 5000 });
    expect(error.textContent).toContain('The file was not imported: none of the 3 games of the file could be imported');
    const items = [...error.querySelectorAll('.import-refused li')].map((li) => li.textContent);
    const { min, max } = findGame('wizard-extreme')?.meta.players ?? { min: 0, max: 0 };
    expect(items).toEqual(
      [1, 2, 3].map((n) => `Wizard Extreme: game ${n} has 9 players, but it is played by ${min} to ${max}`),
    );
    expect(await mem.list()).toEqual([]);
  });
});
