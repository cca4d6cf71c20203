// The import bench's file: a full "Export all" backup of real size (400 seeded random games of every registered
// game, 109,569 moves), built once and kept in .tmp/ so each run imports the same bytes.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyGame } from '../src/engine/game';
import { REGISTRY } from '../src/games/registry';
import { type BackupGame, type BackupMove, SEAT_COLOR_IDS, toBackup } from '../src/storage/backup';
import { randomGame } from './random-game';
import { loadRules } from './rules-speed';

/** The size of the backup in issue 30 (an "Export all" of a busy family's device). */
export const IMPORT_GAMES = 400;
export const IMPORT_MOVES = 109_569;
/** Bump when the generator changes, so a stale file in .tmp/ is not reused. */
const FILE_VERSION = 1;
const START = Date.UTC(2025, 0, 1);
const MOVE_GAP_MS = 20_000;

/** One seeded random game (uniform over the legal moves), cut at `limit` moves, and whether it ended. */
function drawGame(game: AnyGame, seats: number, seed: string, limit: number): Drawn {
  const { steps } = randomGame(game, seats, seed, limit);
  const moves = steps.map((st, k) => ({ seat: st.seat, move: st.move, time: START + k * MOVE_GAP_MS }));
  return { game, seats, seed, moves, overAt: steps.findIndex((st) => st.over) };
}

/** Longest game generated; the file then cuts every game at one common length so the total is IMPORT_MOVES. */
const MAX_GAME_MOVES = 900;

interface Drawn {
  readonly game: AnyGame;
  readonly seats: number;
  readonly seed: string;
  readonly moves: readonly BackupMove[];
  /** The index of the move that ended the game, or -1. */
  readonly overAt: number;
}

/** The longest cut at which the games hold no more than `target` moves in all. */
function commonCut(lengths: readonly number[], target: number): number {
  let lo = 0;
  let hi = MAX_GAME_MOVES;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (lengths.reduce((n, l) => n + Math.min(l, mid), 0) <= target) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Games shared round-robin over the registry, each cut so that the file holds exactly IMPORT_MOVES moves. */
async function buildBackup(): Promise<string> {
  const rules = await Promise.all(
    REGISTRY.map(async (e) => ({ meta: e.meta, game: (await loadRules(e.meta.id)).game })),
  );
  const drawn: Drawn[] = [];
  for (let i = 0; i < IMPORT_GAMES; i++) {
    const entry = rules[i % rules.length];
    if (!entry) throw new Error('the registry is empty');
    const { min, max } = entry.meta.players;
    const seats = min + (i % (max - min + 1));
    const seed = `import-bench-${i}`;
    drawn.push(drawGame(entry.game, seats, seed, MAX_GAME_MOVES));
  }
  const cut = commonCut(
    drawn.map((d) => d.moves.length),
    IMPORT_MOVES,
  );
  let extra = IMPORT_MOVES - drawn.reduce((n, d) => n + Math.min(d.moves.length, cut), 0);
  const games = drawn.map((d, i) => {
    // The moves the common cut leaves over go one each to the first games long enough to take them.
    const take = Math.min(d.moves.length, cut + (extra > 0 && d.moves.length > cut ? 1 : 0));
    if (take > cut) extra--;
    return backupGame(d, d.moves.slice(0, take), START + i * 3_600_000);
  });
  return JSON.stringify(toBackup(games, START + IMPORT_GAMES * 3_600_000));
}

function backupGame(d: Drawn, moves: readonly BackupMove[], createdAt: number): BackupGame {
  return {
    gameId: d.game.id,
    version: d.game.version,
    seats: Array.from({ length: d.seats }, (_, k) => ({
      name: `P${k + 1}`,
      color: SEAT_COLOR_IDS[k % SEAT_COLOR_IDS.length] ?? 'red',
      bot: false,
    })),
    options: d.game.defaultOptions(d.seats),
    seed: d.seed,
    status: d.overAt >= 0 && d.overAt < moves.length ? 'over' : 'playing',
    createdAt,
    updatedAt: createdAt + moves.length * MOVE_GAP_MS,
    moves: moves.map((m) => ({ ...m, time: createdAt + m.time - START })),
  };
}

/** The bench file's text and figures, built on first use. */
export async function importBenchFile(root: string): Promise<{ text: string; games: number; moves: number }> {
  const dir = join(root, '.tmp');
  const path = join(dir, `import-bench-v${FILE_VERSION}.json`);
  if (!existsSync(path)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path, await buildBackup());
  }
  const text = readFileSync(path, 'utf8');
  const doc = JSON.parse(text) as { games: { moves: unknown[] }[] };
  return { text, games: doc.games.length, moves: doc.games.reduce((n, g) => n + g.moves.length, 0) };
}
