// Records seeded random playouts of every game (moves, log lines, move counts, final state and views) as a regression corpus.
// Run once with the rules as they are (`npx tsx scripts/record-corpus.ts [game-id]`); test/games/corpus.test.ts
// replays each recorded log under the current rules and demands the same log lines, statuses and views.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyGame } from '../src/engine/game';
import { canonicalJson } from '../src/engine/json';
import type { GameMeta } from '../src/engine/meta';
import { randomInt, seedRng } from '../src/engine/random';
import { CORPUS_GAMES, type CorpusFile, type CorpusGame, lineHash } from '../test/support/corpus';

const PLAYOUTS_PER_SETUP = 2;
const MAX_STEPS = 20_000;

/** Default options plus, for each option, every non-default choice on its own. */
function setupsOf(game: AnyGame, meta: GameMeta, seats: number): unknown[] {
  const defaults = game.defaultOptions(seats) as Record<string, unknown>;
  const out: unknown[] = [defaults];
  for (const spec of meta.options) {
    if (spec.forSeats && !spec.forSeats.includes(seats)) continue;
    for (const choice of spec.choices) {
      if (choice.value === defaults[spec.key]) continue;
      const options = game.parseOptions({ ...defaults, [spec.key]: choice.value }, seats);
      if (options !== null) out.push(options);
    }
  }
  return out;
}

function record(game: AnyGame, seats: number, options: unknown, seed: string): CorpusGame {
  let s = game.setup(seats, options, seed);
  let rng = seedRng(`corpus-chooser-${seed}`);
  const moves: CorpusGame['moves'] = [];
  const log: string[] = [];
  const counts: number[] = [];
  const states: unknown[] = [s];
  for (let step = 0; step < MAX_STEPS; step++) {
    const st = game.status(s);
    if (st.kind === 'over') break;
    let pick: number;
    [pick, rng] = randomInt(rng, st.active.length);
    const seat = st.active[pick] as number;
    const legal = game.legalMoves(s, seat);
    counts.push(legal.length);
    let i: number;
    [i, rng] = randomInt(rng, legal.length);
    const move = legal[i];
    const next = game.apply(s, seat, move);
    log.push(lineHash(game.describe(s, seat, move, next)));
    moves.push({ seat, move });
    s = next;
    states.push(s);
  }
  if (game.status(s).kind !== 'over') throw new Error(`${game.id} ${seats}p ${seed}: no end after ${MAX_STEPS} steps`);
  const views: Record<string, unknown> = { table: game.view(s, 'table') };
  for (let seat = 0; seat < seats; seat++) views[String(seat)] = game.view(s, seat);
  const midIndex = Math.floor(moves.length / 2);
  return {
    seats,
    options,
    seed,
    moves,
    log,
    counts,
    status: game.status(s),
    state: JSON.parse(canonicalJson(s)),
    midIndex,
    midState: JSON.parse(canonicalJson(states[midIndex])),
    views,
  };
}

async function main(): Promise<void> {
  const only = process.argv[2];
  const dir = join(import.meta.dirname, '../test/corpus');
  mkdirSync(dir, { recursive: true });
  for (const entry of CORPUS_GAMES) {
    if (only && entry.id !== only) continue;
    const { game } = await entry.rules();
    const { meta } = await entry.meta();
    const games: CorpusGame[] = [];
    for (let seats = game.players.min; seats <= game.players.max; seats++) {
      for (const [k, options] of setupsOf(game, meta, seats).entries()) {
        for (let n = 0; n < PLAYOUTS_PER_SETUP; n++)
          games.push(record(game, seats, options, `corpus-${seats}p-${k}-${n}`));
      }
    }
    const file: CorpusFile = { gameId: game.id, version: game.version, games };
    writeFileSync(join(dir, `${game.id}.json`), `${JSON.stringify(file)}\n`);
    console.log(`${game.id}: ${games.length} games, ${games.reduce((a, g) => a + g.moves.length, 0)} moves`);
  }
}

await main();
