// Setup: player count, names, bots and options reach store.create, with the game set up from a fresh seed.

import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { route } from '../../src/app/models/route';
import type { NewGame } from '../../src/storage/types';
import { fakeGame } from './support/fake-game';
import { renderApp } from './support/render-app';

describe('setup screen', () => {
  test('count, names, bots and options are passed to store.create', async () => {
    const { store } = renderApp({ name: 'setup', gameId: 'fake-cards' });
    await screen.findByTestId('setup');
    // Four is the default where allowed; this game seats 2-3, so it starts at 3.
    expect(screen.getByTestId('seat-count-3').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('seat-count-2'));
    expect(screen.queryByTestId('option-trio')).toBeNull();
    fireEvent.click(screen.getByTestId('seat-count-3'));
    // The three-player-only option appears for three seats (meta.options forSeats).
    expect(screen.getByTestId('option-trio')).toBeTruthy();
    fireEvent.input(screen.getByTestId('seat-name-0'), { target: { value: 'Aki' } });
    fireEvent.input(screen.getByTestId('seat-name-1'), { target: { value: '  Ben ' } });
    fireEvent.click(screen.getByTestId('seat-bot-2'));
    fireEvent.change(screen.getByTestId('option-rounds'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('start-game'));
    await waitFor(() => expect(store.calls.some((c) => c.method === 'create')).toBe(true));
    const init = store.calls.find((c) => c.method === 'create')?.args[0] as NewGame;
    expect(init.gameId).toBe('fake-cards');
    expect(init.seats.map((s) => [s.name, s.bot])).toEqual([
      ['Aki', false],
      ['Ben', false],
      ['Player 3', true],
    ]);
    expect(new Set(init.seats.map((s) => s.color)).size).toBe(3);
    expect(init.options).toEqual({ rounds: 1 });
    expect(init.seed).toBe('seed-1');
    expect(init.snapshot).toEqual(fakeGame.setup(3, { rounds: 1 }, 'seed-1'));
    await waitFor(() => expect(route.value.name).toBe('play'));
  });

  test('picking a colour another seat has swaps the two, so colours stay distinct', async () => {
    renderApp({ name: 'setup', gameId: 'fake-cards' });
    const first = (await screen.findByTestId('seat-color-0')) as HTMLSelectElement;
    const second = screen.getByTestId('seat-color-1') as HTMLSelectElement;
    const before = [first.value, second.value];
    fireEvent.change(first, { target: { value: before[1] } });
    await waitFor(() => expect([first.value, second.value]).toEqual([before[1], before[0]]));
  });

  test('a table of bots only is refused with a message', async () => {
    const { store } = renderApp({ name: 'setup', gameId: 'fake-cards' });
    fireEvent.click(await screen.findByTestId('seat-count-2'));
    fireEvent.click(screen.getByTestId('seat-bot-0'));
    fireEvent.click(screen.getByTestId('seat-bot-1'));
    fireEvent.click(screen.getByTestId('start-game'));
    expect(await screen.findByText('At least one player must be a person.')).toBeTruthy();
    expect(store.calls.some((c) => c.method === 'create')).toBe(false);
  });
});
