// Results: winner, score sheet per category, tie-break and lower-is-better notes, and play again.

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { App } from '../../src/app/App';
import { navigate, route } from '../../src/app/models/route';
import { updateSettings } from '../../src/app/models/settings';
import { ServicesContext } from '../../src/app/services';
import type { AnyGame, Status } from '../../src/engine/game';
import type { GameModule } from '../../src/games/game-module';
import type { NewGame } from '../../src/storage/types';
import { type FakeState, fakeGame } from './support/fake-game';
import { fakeEntry, fakeModule } from './support/fake-module';
import { createMemoryStore } from './support/memory-store';
import { handOf, makeServices, renderApp, seedSave } from './support/render-app';

const [a0, a1, a2] = handOf(0);
const [b0] = handOf(1);

/** Both seats play one card: Aki plays her highest, Ben his first. */
function finishedGame() {
  const aki = Math.max(a0 ?? 0, a1 ?? 0, a2 ?? 0);
  const ben = b0 ?? 0;
  return {
    aki,
    ben,
    moves: [
      { seat: 0, move: { kind: 'pick' as const, card: aki } },
      { seat: 0, move: { kind: 'play' as const } },
      { seat: 1, move: { kind: 'pick' as const, card: ben } },
      { seat: 1, move: { kind: 'play' as const } },
    ],
  };
}

describe('results screen', () => {
  test('shows the winner, the scores by category and totals, and the log', async () => {
    const store = createMemoryStore([fakeGame as unknown as AnyGame]);
    const g = finishedGame();
    const { save } = await seedSave(store, undefined, g.moves);
    renderApp({ name: 'results', saveId: save.id }, store);
    const winner = await screen.findByTestId('winner');
    expect(winner.textContent).toContain(g.aki > g.ben ? 'Winner: Aki' : 'Winner: Ben');
    expect(screen.getByTestId('total-0').textContent).toBe(String(g.aki));
    expect(screen.getByTestId('total-1').textContent).toBe(String(g.ben));
    expect(screen.getByTestId('score-table').textContent).toContain('Cards played');
    expect(screen.getByTestId('results').textContent).toContain(`Aki played ${g.aki}`);
    // The log on the results page is the table's view: private picks stay private.
    expect(screen.getByTestId('results').textContent).not.toContain('You picked');
    expect(screen.queryByTestId('tie-break')).toBeNull();
  });

  /** The results page of a finished fake game whose game-over status is patched with `extra`. */
  async function renderPatched(extra: Partial<Extract<Status, { kind: 'over' }>>) {
    const game: AnyGame = {
      ...(fakeGame as unknown as AnyGame),
      status: (s: unknown): Status => {
        const st = fakeGame.status(s as FakeState);
        return st.kind === 'over' ? { ...st, ...extra } : st;
      },
    };
    const module = { ...fakeModule, game } as unknown as GameModule;
    const store = createMemoryStore([game]);
    const { save } = await seedSave(store, undefined, finishedGame().moves);
    updateSettings({ lang: 'en' });
    navigate({ name: 'results', saveId: save.id });
    const services = { ...makeServices(store), games: [{ ...fakeEntry, load: async () => module }] };
    render(
      <ServicesContext.Provider value={services}>
        <App />
      </ServicesContext.Provider>,
    );
  }

  test('per-round rows are "Round n" unless the game names them (a series names its adventures)', async () => {
    const scores = [
      { seat: 0, total: 3, categories: [], perRound: [1, 2] },
      { seat: 1, total: 1, categories: [], perRound: [0, 1] },
    ];
    const rowNames = () =>
      [...screen.getByRole('region', { name: 'Score by round' }).querySelectorAll('tbody th')].map(
        (th) => th.textContent,
      );
    await renderPatched({ scores });
    await screen.findByTestId('winner');
    expect(rowNames()).toEqual(['Round 1', 'Round 2']);
    cleanup();
    await renderPatched({
      scores,
      roundLabels: [{ code: 'fake.score-count' }, { code: 'results.round', params: { n: 9 } }],
    });
    await screen.findByTestId('winner');
    expect(rowNames()).toEqual(['Cards played', 'Round 9']);
  });

  test('shows the tie-break used and that lower is better when the game says so', async () => {
    await renderPatched({ tieBreak: { code: 'fake.score-count' }, lowerIsBetter: true });
    expect((await screen.findByTestId('tie-break')).textContent).toBe('Tie broken by: Cards played');
    expect(screen.getByTestId('lower-better').textContent).toBe('Lowest total wins.');
  });

  test('a verdict from the game (e.g. a solo loss to an automated opponent) replaces the winner line', async () => {
    await renderPatched({ verdict: { code: 'fake.score-count' } });
    expect((await screen.findByTestId('winner')).textContent).toBe('Cards played');
  });

  test('play again creates a new game with the same seats and options and a new seed', async () => {
    const store = createMemoryStore([fakeGame as unknown as AnyGame]);
    const { save } = await seedSave(store, undefined, finishedGame().moves);
    renderApp({ name: 'results', saveId: save.id }, store);
    fireEvent.click(await screen.findByTestId('play-again'));
    await waitFor(() => expect(store.calls.some((c) => c.method === 'create')).toBe(true));
    const init = store.calls.find((c) => c.method === 'create')?.args[0] as NewGame;
    expect(init.seats).toEqual(save.seats);
    expect(init.options).toEqual(save.options);
    expect(init.seed).not.toBe(save.seed);
    await waitFor(() => expect(route.value.name).toBe('play'));
  });
});
