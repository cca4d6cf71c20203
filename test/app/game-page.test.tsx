// A game's page shows its rules text without loading the game's chunk (issue 33: the page's main-thread work).

import { render, screen } from '@testing-library/preact';
import { expect, test } from 'vitest';
import { GamePage } from '../../src/app/screens/GamePage';
import type { AppServices } from '../../src/app/services';
import { ServicesContext } from '../../src/app/services';
import type { AnyGame } from '../../src/engine/game';
import { fakeGame } from './support/fake-game';
import { fakeEntry, fakeModule } from './support/fake-module';
import { createMemoryStore } from './support/memory-store';

test.each(['en', 'ja'] as const)('the %s rules text shows, and the game chunk is never loaded', async (lang) => {
  const asked: string[] = [];
  const services: AppServices = {
    games: [
      {
        ...fakeEntry,
        load: () => {
          asked.push('chunk');
          return fakeEntry.load();
        },
        rules: (l) => {
          asked.push(`rules ${l}`);
          return fakeEntry.rules(l);
        },
      },
    ],
    getStore: async () => createMemoryStore([fakeGame as unknown as AnyGame]),
    botDelayMs: () => 0,
    newSeed: () => 's',
  };
  render(
    <ServicesContext.Provider value={services}>
      <GamePage gameId={fakeEntry.meta.id} lang={lang} />
    </ServicesContext.Provider>,
  );
  const rules = await screen.findByTestId('rules-text');
  expect(rules.querySelector('h2')?.textContent).toBe(fakeModule.rulesText[lang].split('\n')[0]?.slice(2));
  expect(asked).toEqual([`rules ${lang}`]);
});
