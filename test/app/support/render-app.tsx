// Renders the whole app at a route with the fake game and an in-memory store, as the component tests need it.

import { render } from '@testing-library/preact';
import { App } from '../../../src/app/App';
import { leaveQuestion } from '../../../src/app/models/leave-guard';
import { closeTable } from '../../../src/app/models/play';
import { navigate, type Route } from '../../../src/app/models/route';
import { updateSettings } from '../../../src/app/models/settings';
import type { AppServices } from '../../../src/app/services';
import { ServicesContext } from '../../../src/app/services';
import type { AnyGame, Seat } from '../../../src/engine/game';
import type { SeatRecord } from '../../../src/storage/types';
import { type FakeMove, fakeGame } from './fake-game';
import { fakeEntry } from './fake-module';
import { createMemoryStore, type MemoryStore } from './memory-store';

/** Sound cues the app asked for, in order (tests read it to check when the app chimes). */
export const cues: string[] = [];

export function makeServices(store: MemoryStore): AppServices {
  let n = 0;
  cues.length = 0;
  return {
    games: [fakeEntry],
    getStore: async () => store,
    botDelayMs: () => 0,
    newSeed: () => `seed-${++n}`,
    cue: (c) => cues.push(c),
  };
}

export function renderApp(route: Route, store: MemoryStore = createMemoryStore([fakeGame as unknown as AnyGame])) {
  closeTable();
  leaveQuestion.value = null;
  updateSettings({ lang: 'en', animations: false });
  navigate(route);
  const services = makeServices(store);
  const utils = render(
    <ServicesContext.Provider value={services}>
      <App />
    </ServicesContext.Provider>,
  );
  return { ...utils, store, services };
}

export const twoHumans: SeatRecord[] = [
  { name: 'Aki', color: 'red', bot: false },
  { name: 'Ben', color: 'blue', bot: false },
];

/** A stored game of the fake, with `moves` already played (and stored). */
export async function seedSave(
  store: MemoryStore,
  seats: readonly SeatRecord[] = twoHumans,
  moves: readonly { seat: Seat; move: FakeMove }[] = [],
  options = { rounds: 1 },
) {
  const seed = 'fixed-seed';
  let state = fakeGame.setup(seats.length, options, seed);
  const save = await store.create({ gameId: 'fake-cards', version: 1, seats, options, seed, snapshot: state });
  for (const m of moves) {
    const before = state;
    state = fakeGame.apply(state, m.seat, m.move);
    const commit = fakeGame.status(state).kind === 'over' || before.turn !== state.turn;
    await store.append(
      save.id,
      { seat: m.seat, move: m.move, commit },
      { snapshot: state, status: fakeGame.status(state).kind === 'over' ? 'over' : 'playing' },
    );
  }
  store.calls.length = 0;
  return { save, state };
}

export function handOf(seat: Seat, seed = 'fixed-seed', seats = 2): readonly number[] {
  return fakeGame.setup(seats, { rounds: 1 }, seed).hands[seat] ?? [];
}
