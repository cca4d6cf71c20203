// Builders for storage tests: a fresh fake IndexedDB store per test, a raw view of its contents, and played games.

import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import type { Game } from '../../src/engine/game';
import { type Match, play, start } from '../../src/engine/session';
import { SEAT_COLOR_IDS } from '../../src/storage/backup';
import { type IdbGameStore, openGameStore } from '../../src/storage/idb-store';
import type { GameStore, NewGame, SavedGame, SeatRecord } from '../../src/storage/types';
import { type LoggedMove, randomPlayout, testLookup } from '../support/test-games';

let dbCounter = 0;

export interface TestStore {
  readonly store: IdbGameStore;
  readonly dbName: string;
  /** The fake clock: each call is 1000 ms after the previous one. */
  readonly now: () => number;
}

export async function freshStore(extra: { durability?: 'strict' | 'relaxed' } = {}): Promise<TestStore> {
  dbCounter += 1;
  const dbName = `kotatsu-test-${dbCounter}-${Math.floor(Math.random() * 1e9)}`;
  let clock = 1_700_000_000_000;
  let ids = 0;
  const now = () => {
    clock += 1000;
    return clock;
  };
  const store = await openGameStore({
    lookup: testLookup,
    dbName,
    now,
    idFactory: () => `save-${dbCounter}-${++ids}`,
    storage: null,
    ...extra,
  });
  return { store, dbName, now };
}

/** Everything stored, read with a separate raw connection (not through the code under test). */
export async function dump(dbName: string): Promise<{ games: unknown[]; moves: unknown[] }> {
  const db = await openDB(dbName);
  const games = await db.getAll('games');
  const moves = await db.getAll('moves');
  db.close();
  return { games, moves };
}

/** Seats with the palette's colours (an import refuses any other colour). */
export function seatsOf(n: number): SeatRecord[] {
  return Array.from({ length: n }, (_, i) => ({
    name: `P${i + 1}`,
    color: SEAT_COLOR_IDS[i % SEAT_COLOR_IDS.length] ?? 'red',
    bot: i > 0,
  }));
}

export function newGameOf<S, M, O, V>(game: Game<S, M, O, V>, match: Match<O>): NewGame {
  return {
    gameId: game.id,
    version: game.version,
    seats: seatsOf(match.seats),
    options: match.options,
    seed: match.seed,
    snapshot: start(game, match),
  };
}

/**
 * Play moves through the rules and append each one, as the app does (with its log lines); returns the final state.
 * `lines: false` stores them as a save made before the lines were kept.
 */
export async function appendAll<S, M, O, V>(
  store: GameStore,
  save: SavedGame,
  game: Game<S, M, O, V>,
  moves: readonly LoggedMove<M>[],
  { lines = true }: { readonly lines?: boolean } = {},
): Promise<S> {
  const loaded = await store.load(save.id);
  if (!loaded.ok) throw new Error(`load failed: ${loaded.error.code}`);
  let state = loaded.value.state as S;
  let index = loaded.value.moves.length;
  for (const { seat, move } of moves) {
    const result = play(game, state, seat, move);
    if (!result.ok) throw new Error(`test move refused: ${result.error.code}`);
    const log = game.describe(state, seat, move, result.value.state);
    state = result.value.state;
    const status = game.status(state).kind === 'over' ? 'over' : 'playing';
    const commit = result.value.commit;
    const written = await store.append(
      save.id,
      lines ? { seat, move, commit, log, index } : { seat, move, commit, index },
      { snapshot: state, status },
    );
    if (!written.ok) throw new Error(`append failed: ${written.error.code}`);
    index += 1;
  }
  return state;
}

/** A save with a played game in it (the first `limit` moves of a seeded random playout). */
export async function playedSave<S, M, O, V>(
  t: TestStore,
  game: Game<S, M, O, V>,
  match: Match<O>,
  limit?: number,
  opts: { readonly lines?: boolean } = {},
): Promise<{ save: SavedGame; moves: LoggedMove<M>[]; state: S }> {
  const save = await t.store.create(newGameOf(game, match));
  const { moves } = randomPlayout(game, match, { seed: `moves-${match.seed}`, limit });
  const state = await appendAll(t.store, save, game, moves, opts);
  return { save, moves, state };
}

/** Load a save that must load. */
export async function loadOk(store: GameStore, id: string) {
  const loaded = await store.load(id);
  if (!loaded.ok) throw new Error(`load failed: ${JSON.stringify(loaded.error)}`);
  return loaded.value;
}
