// Pure-rules throughput per game and player count: random playouts per second and moves applied per second.

import type { Bot } from '../src/engine/bot';
import type { AnyGame } from '../src/engine/game';
import type { GameMeta } from '../src/engine/meta';
import { nextUint32, type Rng, randomInt, seedRng } from '../src/engine/random';

export interface RulesFigure {
  readonly gameId: string;
  readonly seats: number;
  readonly playouts: number;
  readonly playoutsPerSec: number;
  /** Each step: status + legalMoves + pick + apply. */
  readonly movesPerSec: number;
  readonly movesPerGame: number;
  /** Playouts where the game's bot picks every move (view + legalMoves + choose + apply). */
  readonly botPlayoutsPerSec: number | null;
  /** The bot's decisions in those playouts (view + choose), CPU ms: median and worst (issue 33: none over 50 ms). */
  readonly botDecisionMs: { readonly median: number; readonly worst: number } | null;
  /** A non-default setup choice measured, e.g. "adventure=2"; absent for the default options. */
  readonly variant?: string;
}

export interface LoadedRules {
  readonly game: AnyGame;
  readonly bot: Bot<unknown, unknown> | null;
}

const MAX_MOVES = 100_000;

/** `src/games/<id>/rules.ts` exports `game`, `bot.ts` exports `bot` (module.ts is not loaded: it pulls in the UI). */
export async function loadRules(gameId: string): Promise<LoadedRules> {
  const rules: { game?: AnyGame } = await import(`../src/games/${gameId}/rules.ts`);
  if (!rules.game) throw new Error(`src/games/${gameId}/rules.ts exports no \`game\``);
  let bot: Bot<unknown, unknown> | null = null;
  try {
    const mod: { bot?: Bot<unknown, unknown> } = await import(`../src/games/${gameId}/bot.ts`);
    bot = mod.bot ?? null;
  } catch {
    bot = null;
  }
  return { game: rules.game, bot };
}

type Chooser = (state: unknown, seat: number, legal: readonly unknown[], rng: Rng) => [unknown, Rng];

const randomChooser: Chooser = (_s, _seat, legal, rng) => {
  const [i, next] = randomInt(rng, legal.length);
  return [legal[i], next];
};

function botChooser(game: AnyGame, bot: Bot<unknown, unknown>, times?: number[]): Chooser {
  // CPU time, not the wall clock: on a shared machine a decision preempted by another process is not a slow bot.
  const cpuMs = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  return (s, seat, legal, rng) => {
    const t = cpuMs();
    const move = bot.choose(game.view(s, seat), seat, legal, rng);
    times?.push(cpuMs() - t);
    // The bot only reads the generator; step it so the next choice differs.
    return [move, nextUint32(rng)[1]];
  };
}

/** One game to the end; returns the number of moves. */
export function playout(
  game: AnyGame,
  seats: number,
  seed: string,
  choose: Chooser = randomChooser,
  options: unknown = game.defaultOptions(seats),
): number {
  let s = game.setup(seats, options, seed);
  let rng = seedRng(`${seed}/moves`);
  for (let moves = 0; moves < MAX_MOVES; moves++) {
    const st = game.status(s);
    if (st.kind === 'over') return moves;
    const seat = st.active[0];
    if (seat === undefined) throw new Error(`${game.id}: a turn with no active seat`);
    const legal = game.legalMoves(s, seat);
    if (legal.length === 0) throw new Error(`${game.id}: seat ${seat} is active but has no legal move`);
    const [move, next] = choose(s, seat, legal, rng);
    rng = next;
    s = game.apply(s, seat, move);
  }
  throw new Error(`${game.id}: no end after ${MAX_MOVES} moves`);
}

/** Repeat playouts for at least `ms` (after a short warm-up), counting games and moves. */
function timed(run: (i: number) => number, ms: number): { games: number; moves: number; secs: number } {
  for (let i = 0; i < 3; i++) run(-1 - i);
  const start = performance.now();
  let games = 0;
  let moves = 0;
  while (performance.now() - start < ms || games < 5) {
    moves += run(games);
    games++;
  }
  return { games, moves, secs: (performance.now() - start) / 1000 };
}

/** Random playouts for `ms`, and bot playouts for half as long, of one player count and set of options. */
function measureOne(gameId: string, rules: LoadedRules, seats: number, options: unknown, tag: string, ms: number) {
  const { game, bot } = rules;
  const random = timed((i) => playout(game, seats, `bench-${tag}-${i}`, randomChooser, options), ms);
  const decisions: number[] = [];
  const withBot = bot
    ? timed(
        (i) => playout(game, seats, `bot-${tag}-${i}`, botChooser(game, bot, i >= 0 ? decisions : undefined), options),
        ms / 2,
      )
    : null;
  const sorted = decisions.sort((a, b) => a - b);
  return {
    gameId,
    seats,
    playouts: random.games,
    playoutsPerSec: random.games / random.secs,
    movesPerSec: random.moves / random.secs,
    movesPerGame: random.moves / random.games,
    botPlayoutsPerSec: withBot ? withBot.games / withBot.secs : null,
    botDecisionMs:
      sorted.length > 0
        ? { median: sorted[Math.floor(sorted.length / 2)] ?? 0, worst: sorted[sorted.length - 1] ?? 0 }
        : null,
  };
}

export function measureRules(gameId: string, rules: LoadedRules, ms = 2000): RulesFigure[] {
  const { game } = rules;
  const out: RulesFigure[] = [];
  for (let seats = game.players.min; seats <= game.players.max; seats++) {
    out.push(measureOne(gameId, rules, seats, game.defaultOptions(seats), String(seats), ms));
  }
  return out;
}

/**
 * Each non-default choice of each setup option (Welcome to the Moon's adventures, Tash-Kalar's mode…), one at a
 * time, at the table size people play most (4, or the nearest the game allows): every variant gets its own figure.
 */
export function measureVariants(meta: GameMeta, rules: LoadedRules, ms = 1000): RulesFigure[] {
  const { game } = rules;
  const seats = Math.min(meta.players.max, Math.max(meta.players.min, 4));
  const out: RulesFigure[] = [];
  for (const spec of meta.options) {
    if (spec.forSeats && !spec.forSeats.includes(seats)) continue;
    const defaults = game.defaultOptions(seats) as Record<string, unknown>;
    for (const choice of spec.choices) {
      if (defaults[spec.key] === choice.value) continue;
      const options = game.parseOptions({ ...defaults, [spec.key]: choice.value }, seats);
      if (options === null) continue;
      const variant = `${spec.key}=${String(choice.value)}`;
      out.push({ ...measureOne(meta.id, rules, seats, options, variant, ms), variant });
    }
  }
  return out;
}
