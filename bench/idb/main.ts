// Storage bench page: times the real IndexedDB store (append per durability, resume of a Welcome to the Moon series
// at 100, 1,000 and 5,000 moves) in Chromium.

import type { AnyGame } from '../../src/engine/game';
import { REGISTRY } from '../../src/games/registry';
import { game as welcomeToTheMoon } from '../../src/games/welcome-to-the-moon/rules';
import { game as wizardExtreme } from '../../src/games/wizard-extreme/rules';
import { openGameStore } from '../../src/storage/idb-store';
import type { GameLookup, GameStore, NewGame, SeatRecord } from '../../src/storage/types';
import { randomGame as randomSteps, type Step } from '../random-game';

const game = wizardExtreme as unknown as AnyGame;
const series = welcomeToTheMoon as unknown as AnyGame;
const lookup = async (id: string) => [game, series].find((g) => g.id === id);

/** A random but legal game of Wizard Extreme: the setup state and up to `limit` steps. */
const randomGame = (seats: number, seed: string, limit: number) => randomSteps(game, seats, seed, limit);

function newGame(
  seats: number,
  seed: string,
  start: unknown,
  rules = game,
  options = rules.defaultOptions(seats),
): NewGame {
  const seatRecords: SeatRecord[] = Array.from({ length: seats }, (_, i) => ({
    name: `P${i + 1}`,
    color: 'red',
    bot: false,
  }));
  return { gameId: rules.id, version: rules.version, seats: seatRecords, options, seed, snapshot: start };
}

async function appendAll(store: GameStore, id: string, steps: readonly Step[], times?: number[]): Promise<void> {
  for (const step of steps) {
    const t0 = performance.now();
    const r = await store.append(
      id,
      // As the session writes a move: with its log lines.
      { seat: step.seat, move: step.move, commit: step.commit, log: step.log },
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

/**
 * A 4-player Welcome to the Moon series cut at `moves` moves, stored once as the app stores it (each move with its
 * log lines), then opened and loaded `reps` times: a save of the current rules opens from its snapshot, so the
 * figure should not grow with the length.
 */
async function resumeTimes(
  moves: number,
  reps: number,
): Promise<{ moves: number; load: number[]; openAndLoad: number[] }> {
  const dbName = `bench-resume-${moves}-${Date.now()}`;
  const options = { ...(series.defaultOptions(4) as object), series: true };
  const found = randomSteps(series, 4, `resume-${moves}`, moves, options);
  if (found.steps.length < moves) throw new Error(`the random series ended after ${found.steps.length} moves`);
  const writer = await openGameStore({ lookup, dbName, durability: 'relaxed' });
  const saved = await writer.create(newGame(4, `resume-${moves}`, found.start, series, options));
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
    if (r.value.verified) throw new Error('the save was replayed on load instead of opening from its snapshot');
    load.push(t2 - t1);
    openAndLoad.push(t2 - t0);
    store.close();
  }
  return { moves, load, openAndLoad };
}

/** The app's lookup: every game's chunk through the registry. */
const registryLookup: GameLookup = async (id) => {
  const entry = REGISTRY.find((e) => e.meta.id === id);
  return entry ? ((await entry.load()).game as unknown as AnyGame) : undefined;
};

export interface ImportFigures {
  readonly ok: boolean;
  readonly error?: string;
  readonly bytes: number;
  readonly totalMs: number;
  /** When each phase (read, check, write) ended, in ms from the start. */
  readonly phaseEndMs: Readonly<Record<string, number>>;
  readonly progressReports: number;
  /** Main-thread tasks over 50 ms seen during the import (PerformanceObserver 'longtask'), by phase. */
  readonly longTasks: number;
  readonly longestTaskMs: number;
  readonly longestByPhase: Readonly<Record<string, number>>;
  readonly imported: number;
}

/** Import the bench file (served beside this page) into a fresh strict store, as the Settings screen does. */
async function importTimes(url: string): Promise<ImportFigures> {
  const text = await (await fetch(url)).text();
  const store = await openGameStore({ lookup: registryLookup, dbName: `bench-import-${Date.now()}` });
  for (const e of REGISTRY) await e.load(); // the chunks once, so the figure is the import, not the first fetch
  const tasks: { start: number; duration: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  });
  observer.observe({ type: 'longtask', buffered: false });
  let reports = 0;
  const phaseStart: Record<string, number> = {};
  const phaseEndMs: Record<string, number> = {};
  const t0 = performance.now();
  const result = await store.importJson(text, {
    onProgress: (p) => {
      reports++;
      phaseStart[p.phase] ??= performance.now();
      phaseEndMs[p.phase] = performance.now() - t0;
    },
  });
  const totalMs = performance.now() - t0;
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  store.close();
  const longestByPhase: Record<string, number> = {};
  // Tasks that began before the import (loading the game chunks) are not the import's.
  const during = tasks.filter((t) => t.start >= t0 && t.start <= t0 + totalMs);
  for (const task of during) {
    const at = task.start - t0;
    const phase = Object.entries(phaseEndMs).find(([, end]) => at <= end)?.[0] ?? 'after';
    longestByPhase[phase] = Math.max(longestByPhase[phase] ?? 0, task.duration);
  }
  return {
    ok: result.ok,
    ...(result.ok ? {} : { error: JSON.stringify(result.error) }),
    bytes: text.length,
    totalMs,
    phaseEndMs,
    progressReports: reports,
    longTasks: during.length,
    longestTaskMs: Math.max(0, ...during.map((t) => t.duration)),
    longestByPhase,
    imported: result.ok ? result.value.imported : 0,
  };
}

/** Raw IndexedDB write speed on this machine: `n` small records, `perTx` to a transaction (a probe, not a figure). */
async function writeProbe(n: number, perTx: number): Promise<number> {
  const name = `bench-probe-${Date.now()}`;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const r = indexedDB.open(name, 1);
    r.onupgradeneeded = () => r.result.createObjectStore('moves', { keyPath: ['saveId', 'index'] });
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
  const t0 = performance.now();
  for (let from = 0; from < n; from += perTx) {
    const tx = db.transaction('moves', 'readwrite', { durability: 'strict' });
    const store = tx.objectStore('moves');
    for (let i = from; i < Math.min(n, from + perTx); i++) {
      store.add({
        saveId: `s${i % 400}`,
        index: i,
        seat: 1,
        move: { kind: 'play', card: i % 60 },
        commit: true,
        time: i,
      });
    }
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
  }
  const ms = performance.now() - t0;
  db.close();
  indexedDB.deleteDatabase(name);
  return ms;
}

declare global {
  interface Window {
    kotatsuBench?: {
      appendTimes: typeof appendTimes;
      resumeTimes: typeof resumeTimes;
      importTimes: typeof importTimes;
      writeProbe: typeof writeProbe;
    };
  }
}

window.kotatsuBench = { appendTimes, resumeTimes, importTimes, writeProbe };
const status = document.getElementById('status');
if (status) status.textContent = 'ready';
