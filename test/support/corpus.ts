// The regression corpus: seeded random playouts recorded before the decision-model port, replayed after it.

import { createHash } from 'node:crypto';
import type { AnyGame, Status } from '../../src/engine/game';
import { canonicalJson } from '../../src/engine/json';
import type { GameMeta } from '../../src/engine/meta';

export interface CorpusGame {
  readonly seats: number;
  readonly options: unknown;
  readonly seed: string;
  readonly moves: readonly { readonly seat: number; readonly move: unknown }[];
  /** A short hash of each move's `describe` lines (canonical JSON), in order. */
  readonly log: readonly string[];
  /** How many legal moves the mover had before each move (a perft-like trace). */
  readonly counts: readonly number[];
  readonly status: Status;
  /** The final state, as plain JSON with sorted keys. */
  readonly state: unknown;
  /** A position half-way through (after `midIndex` moves), as a save snapshot of the recording rules would hold it. */
  readonly midIndex: number;
  readonly midState: unknown;
  /** The final view of the table ('table') and of each seat ('0', '1', …). */
  readonly views: Readonly<Record<string, unknown>>;
}

export interface CorpusFile {
  readonly gameId: string;
  /** The rules version the corpus was recorded under. */
  readonly version: number;
  readonly games: readonly CorpusGame[];
}

interface CorpusEntry {
  readonly id: string;
  readonly rules: () => Promise<{ readonly game: AnyGame }>;
  readonly meta: () => Promise<{ readonly meta: GameMeta }>;
}

const entry = (id: string, rules: CorpusEntry['rules'], meta: CorpusEntry['meta']): CorpusEntry => ({
  id,
  rules,
  meta,
});

export const CORPUS_GAMES: readonly CorpusEntry[] = [
  entry(
    'wizard-extreme',
    () => import('../../src/games/wizard-extreme/rules') as Promise<{ game: AnyGame }>,
    () => import('../../src/games/wizard-extreme/meta'),
  ),
  entry(
    'citadels',
    () => import('../../src/games/citadels/rules') as Promise<{ game: AnyGame }>,
    () => import('../../src/games/citadels/meta'),
  ),
  entry(
    'living-forest-duel',
    () => import('../../src/games/living-forest-duel/rules') as Promise<{ game: AnyGame }>,
    () => import('../../src/games/living-forest-duel/meta'),
  ),
  entry(
    'azul-duel',
    () => import('../../src/games/azul-duel/rules') as Promise<{ game: AnyGame }>,
    () => import('../../src/games/azul-duel/meta'),
  ),
  entry(
    'tash-kalar',
    () => import('../../src/games/tash-kalar/rules') as Promise<{ game: AnyGame }>,
    () => import('../../src/games/tash-kalar/meta'),
  ),
  entry(
    'welcome-to-the-moon',
    () => import('../../src/games/welcome-to-the-moon/rules') as Promise<{ game: AnyGame }>,
    () => import('../../src/games/welcome-to-the-moon/meta'),
  ),
  entry(
    'astra',
    () => import('../../src/games/astra/rules') as Promise<{ game: AnyGame }>,
    () => import('../../src/games/astra/meta'),
  ),
  entry(
    'altay',
    () => import('../../src/games/altay/rules') as Promise<{ game: AnyGame }>,
    () => import('../../src/games/altay/meta'),
  ),
  entry(
    'rats-of-wistar',
    () => import('../../src/games/rats-of-wistar/rules') as Promise<{ game: AnyGame }>,
    () => import('../../src/games/rats-of-wistar/meta'),
  ),
  entry(
    'russian-railroads',
    () => import('../../src/games/russian-railroads/rules') as Promise<{ game: AnyGame }>,
    () => import('../../src/games/russian-railroads/meta'),
  ),
  entry(
    'the-white-castle',
    () => import('../../src/games/the-white-castle/rules') as Promise<{ game: AnyGame }>,
    () => import('../../src/games/the-white-castle/meta'),
  ),
];

/** A short, stable fingerprint of a value's canonical JSON (log lines are compared by it). */
export function lineHash(value: unknown): string {
  return createHash('sha1').update(canonicalJson(value)).digest('base64').slice(0, 12);
}

export async function loadCorpus(gameId: string): Promise<CorpusFile> {
  const { readFile } = await import('node:fs/promises');
  const { join } = await import('node:path');
  const text = await readFile(join(import.meta.dirname, '../corpus', `${gameId}.json`), 'utf8');
  return JSON.parse(text) as CorpusFile;
}

export interface CorpusCheck {
  /**
   * What of the final state must match, for both the recorded (pre-port) and the replayed state: by default the
   * whole state. A port that renames or replaces fields (flags that became decisions) names them here, so the
   * rest is still compared exactly.
   */
  readonly project?: (state: unknown, which: 'recorded' | 'replayed') => unknown;
}

/**
 * Replays one recorded game under the current rules and returns where it first differs, or null: each move must be
 * legal, offer as many legal moves as before, log the same lines; the end must have the same status, views and
 * (projected) state.
 */
export function corpusDifference(game: AnyGame, rec: CorpusGame, check: CorpusCheck = {}): string | null {
  const options = game.parseOptions(rec.options, rec.seats);
  if (options === null) return 'options no longer parse';
  let s = game.setup(rec.seats, options, rec.seed);
  for (const [i, { seat, move }] of rec.moves.entries()) {
    const st = game.status(s);
    if (st.kind === 'over') return `move ${i}: the game is already over`;
    const legal = game.legalMoves(s, seat);
    if (legal.length !== rec.counts[i]) return `move ${i}: ${legal.length} legal moves, recorded ${rec.counts[i]}`;
    const wanted = canonicalJson(move);
    if (!legal.some((m) => canonicalJson(m) === wanted)) return `move ${i}: ${wanted} is no longer legal`;
    const error = game.validate(s, seat, move);
    if (error) return `move ${i}: refused with ${error.code}`;
    const next = game.apply(s, seat, move);
    if (lineHash(game.describe(s, seat, move, next)) !== rec.log[i]) return `move ${i}: other log lines`;
    s = next;
  }
  if (canonicalJson(game.status(s)) !== canonicalJson(rec.status)) return 'final status differs';
  for (const [viewer, view] of Object.entries(rec.views)) {
    const now = game.view(s, viewer === 'table' ? 'table' : Number(viewer));
    if (canonicalJson(now) !== canonicalJson(view)) return `final view of ${viewer} differs`;
  }
  const project = check.project ?? ((x: unknown) => x);
  if (canonicalJson(project(s, 'replayed')) !== canonicalJson(project(rec.state, 'recorded'))) {
    return 'final state differs';
  }
  return null;
}
