// The app's per-move path against the pure rules (issue 33): for every move a person makes at the table, the session
// plays it (turn check, validate, apply, commit), writes its log lines, and shows the next decision (status, view,
// legal moves of the next viewer). Pure rules: status + legalMoves + apply. Seeded random games, same moves both ways.

import type { AnyGame } from '../src/engine/game';
import { withStatusOnce } from '../src/engine/memo';
import { type Rng, randomInt, seedRng } from '../src/engine/random';
import { play } from '../src/engine/session';

const MAX_MOVES = 100_000;

/** One game, the pure-rules loop; returns the number of moves. */
function rulesGame(game: AnyGame, seats: number, seed: string): number {
  let s = game.setup(seats, game.defaultOptions(seats), seed);
  let rng: Rng = seedRng(`app-path:${seed}`);
  let n = 0;
  for (; n < MAX_MOVES; n++) {
    const st = game.status(s);
    if (st.kind === 'over') break;
    let pick: number;
    [pick, rng] = randomInt(rng, st.active.length);
    const seat = st.active[pick] ?? 0;
    const legal = game.legalMoves(s, seat);
    let i: number;
    [i, rng] = randomInt(rng, legal.length);
    s = game.apply(s, seat, legal[i]);
  }
  return n;
}

/** The same game through the session's per-move calls (src/app/models/session.ts `move` and its computed values). */
function appGame(game: AnyGame, seats: number, seed: string): number {
  let s = game.setup(seats, game.defaultOptions(seats), seed);
  let rng: Rng = seedRng(`app-path:${seed}`);
  let st = game.status(s);
  let n = 0;
  for (; n < MAX_MOVES; n++) {
    if (st.kind === 'over') break;
    let pick: number;
    [pick, rng] = randomInt(rng, st.active.length);
    const seat = st.active[pick] ?? 0;
    // What the table showed for this seat: its view and legal moves.
    game.view(s, seat);
    const legal = game.legalMoves(s, seat);
    let i: number;
    [i, rng] = randomInt(rng, legal.length);
    const r = play(game, s, seat, legal[i]);
    if (!r.ok) throw new Error(`${game.id}: a legal move was refused (${r.error.code})`);
    game.describe(s, seat, legal[i], r.value.state);
    s = r.value.state;
    st = game.status(s);
  }
  return n;
}

export interface AppPathFigure {
  readonly gameId: string;
  readonly seats: number;
  readonly rulesMovesPerSec: number;
  /** The session's path as it is (status once per state: `withStatusOnce`). */
  readonly appMovesPerSec: number;
  /** The same path asking the rules for the status each time (as before issue 33). */
  readonly plainAppMovesPerSec: number;
}

/** Alternate the two loops on the same seeds for about `ms`, CPU time, and report moves per CPU second of each. */
export function measureAppPath(game: AnyGame, seats: number, ms = 1500): AppPathFigure {
  const cpu = () => process.cpuUsage().user / 1000;
  const loops = [
    (seed: string) => rulesGame(game, seats, seed),
    // A fresh wrapper per game, as each table session makes its own.
    (seed: string) => appGame(withStatusOnce(game), seats, seed),
    (seed: string) => appGame(game, seats, seed),
  ];
  const spent = loops.map(() => 0);
  const moves = loops.map(() => 0);
  for (let k = 0; spent.reduce((a, b) => a + b, 0) < ms || k < 4; k++) {
    for (const [i, loop] of loops.entries()) {
      const t = cpu();
      moves[i] = (moves[i] ?? 0) + loop(`app-path-${seats}-${k}`);
      spent[i] = (spent[i] ?? 0) + cpu() - t;
    }
  }
  const rate = (i: number) => (1000 * (moves[i] ?? 0)) / (spent[i] ?? 1);
  return { gameId: game.id, seats, rulesMovesPerSec: rate(0), appMovesPerSec: rate(1), plainAppMovesPerSec: rate(2) };
}
