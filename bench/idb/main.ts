// Storage bench page: times the real IndexedDB store (append per durability, resume of a 500-move game) in Chromium.

import type { AnyGame, Seat } from '../../src/engine/game';
import { randomInt, seedRng } from '../../src/engine/random';
import { play } from '../../src/engine/session';
import { game as wizardExtreme } from '../../src/games/wizard-extreme/rules';
import { openGameStore } from '../../src/storage/idb-store';
import type { GameStore, NewGame, SeatRecord } from '../../src/storage/types';

const game = wizardExtreme as unknown as AnyGame;
const lookup = async (id: string) => (id === game.id ? game : undefined);

interface Step {
  readonly seat: Seat;
  readonly move: unknown;
  readonly commit: boolean;
  readonly after: unknown;
  readonly over: boolean;
}

/** A random but legal game of Wizard Extreme: the setup state and up to `limit` steps. */
function randomGame(seats: number, seed: string, limit: number): { start: unknown; steps: Step[] } {
  const start = game.setup(seats, game.defaultOptions(seats), seed);
  let s = start;
  let rng = seedRng(`${seed}/moves`);
  const steps: Step[] = [];
  while (steps.length < limit) {
    const st = game.status(s);
    if (st.kind === 'over') break;
    const seat = st.active[0] ?? 0;
    const legal = game.legalMoves(s, seat);
    const [i, next] = randomInt(rng, legal.length);
    rng = next;
    const result = play(game, s, seat, legal[i]);
    if (!result.ok) throw new Error(`illegal move from legalMoves: ${result.error.code}`);
    s = result.value.state;
    const over = game.status(s).kind === 'over';
    steps.push({ seat, move: legal[i], commit: result.value.commit, after: s, over });
  }
  return { start, steps };
}

function newGame(seats: number, seed: string, start: unknown): NewGame {
  const seatRecords: SeatRecord[] = Array.from({ length: seats }, (_, i) => ({
    name: `P${i + 1}`,
    color: 'red',
    bot: false,
  }));
  return {
    gameId: game.id,
    version: game.version,
    seats: seatRecords,
    options: game.defaultOptions(seats),
    seed,
    snapshot: start,
  };
}

async function appendAll(store: GameStore, id: string, steps: readonly Step[], times?: number[]): Promise<void> {
  for (const step of steps) {
    const t0 = performance.now();
    const r = await store.append(
      id,
      { seat: step.seat, move: step.move, commit: step.commit },
      { snapshot: step.after, status: step.over ? 'over' : 'playing' },
    );
    times?.push(performance.now() - t0);
    if (!r.ok) throw new Error(`append failed: ${r.error.code}`);
  }
}

/** Time `n` appends of real moves, each one readwrite transaction with the given durability. */
async function appendTimes(durability: 'strict' | 'relaxed', n: number): Promise<number[]> {
  const store = await openGameStore({ lookup, dbName: `bench-append-${durability}-${Date.now()}`, durability });
  const seed = `append-${durability}`;
  const { start, steps } = randomGame(4, seed, n);
  const saved = await store.create(newGame(4, seed, start));
  const times: number[] = [];
  await appendAll(store, saved.id, steps, times);
  store.close();
  return times;
}

/** A 500-move game stored once, then opened and loaded `reps` times (load replays the log). */
async function resumeTimes(
  moves: number,
  reps: number,
): Promise<{ moves: number; load: number[]; openAndLoad: number[] }> {
  const dbName = `bench-resume-${Date.now()}`;
  let found: { start: unknown; steps: Step[]; seed: string } | null = null;
  for (let k = 0; k < 50 && !found; k++) {
    const seed = `resume-${k}`;
    const g = randomGame(5, seed, moves);
    if (g.steps.length >= moves) found = { ...g, seed };
  }
  if (!found) throw new Error(`no random 5-player game reached ${moves} moves`);
  const writer = await openGameStore({ lookup, dbName, durability: 'relaxed' });
  const saved = await writer.create(newGame(5, found.seed, found.start));
  await appendAll(writer, saved.id, found.steps);
  writer.close();
  const load: number[] = [];
  const openAndLoad: number[] = [];
  for (let i = 0; i < reps; i++) {
    const t0 = performance.now();
    const store = await openGameStore({ lookup, dbName });
    const t1 = performance.now();
    const r = await store.load(saved.id);
    const t2 = performance.now();
    if (!r.ok) throw new Error(`load failed: ${r.error.code}`);
    if (r.value.moves.length !== moves) throw new Error(`loaded ${r.value.moves.length} moves, expected ${moves}`);
    load.push(t2 - t1);
    openAndLoad.push(t2 - t0);
    store.close();
  }
  return { moves, load, openAndLoad };
}

declare global {
  interface Window {
    kotatsuBench?: { appendTimes: typeof appendTimes; resumeTimes: typeof resumeTimes };
  }
}

window.kotatsuBench = { appendTimes, resumeTimes };
const status = document.getElementById('status');
if (status) status.textContent = 'ready';
