// The kit's bot-strength check (issue 29: the loop games copied): seeded games of a game's bot against a random
// opponent, or against itself, played to the end with the bot's every move checked to be legal; the figures come
// back for the test to hold against its bar, and are printed so a change in strength shows in the run.

import type { Bot } from '../../src/engine/bot';
import type { Game, Seat, Status } from '../../src/engine/game';
import { type Rng, randomInt, seedRng } from '../../src/engine/random';
import { isLegalMove } from '../../src/engine/session';
import type { Chooser } from './contract/spec';

export type Over = Extract<Status, { kind: 'over' }>;

/** The default opponent: any legal move, uniformly. */
export const uniformly = <S, M>(_s: S, _seat: Seat, legal: readonly M[], rng: Rng): [number, Rng] =>
  randomInt(rng, legal.length);

export interface BotTable<S, M, O, V> {
  readonly game: Game<S, M, O, V>;
  readonly bot: Bot<V, M>;
  readonly seats: number;
  /** Default: `game.defaultOptions(seats)`. */
  readonly options?: O;
  readonly seed: string;
  /** The seats the bot plays; the others are played by `opponent`. */
  readonly botSeats: readonly Seat[];
  /** Default: uniformly random. */
  readonly opponent?: Chooser<S, M>;
  /** A game longer than this is an error (default 20,000 moves). */
  readonly maxSteps?: number;
}

export interface BotGame<S> {
  readonly final: S;
  readonly over: Over;
  readonly steps: number;
}

/**
 * One seeded game to its end. The generator is `seedRng('bot-' + seed)`: the bot chooses with it from its own view
 * and it then moves on one draw; an opponent draws its pick from it. Throws when the bot picks a move that is not
 * legal, or when the game does not end.
 */
export function playBotGame<S, M, O, V>(t: BotTable<S, M, O, V>): BotGame<S> {
  const { game } = t;
  const pick = t.opponent ?? uniformly;
  const cap = t.maxSteps ?? 20_000;
  let s = game.setup(t.seats, t.options ?? game.defaultOptions(t.seats), t.seed);
  let rng: Rng = seedRng(`bot-${t.seed}`);
  for (let steps = 0; steps <= cap; steps++) {
    const st = game.status(s);
    if (st.kind === 'over') return { final: s, over: st, steps };
    const seat = st.active[0] ?? -1;
    const legal = game.legalMoves(s, seat);
    let move: M;
    if (t.botSeats.includes(seat)) {
      move = t.bot.choose(game.view(s, seat), seat, legal, rng);
      if (!isLegalMove(game, s, seat, move)) {
        throw new Error(`${game.id} ${t.seed}: the bot at seat ${seat} chose an illegal move ${JSON.stringify(move)}`);
      }
      rng = randomInt(rng, 2)[1];
    } else {
      const [i, next] = pick(s, seat, legal, rng);
      rng = next;
      move = legal[i] as M;
    }
    s = game.apply(s, seat, move);
  }
  throw new Error(`${game.id} ${t.seed}: the game did not end within ${cap} moves`);
}

export interface StrengthSpec<S, M, O, V> extends Omit<BotTable<S, M, O, V>, 'seed' | 'botSeats' | 'options'> {
  readonly games: number;
  /** Game `g` is played from seed `${seed}${g}`. */
  readonly seed: string;
  /** Options of game `g` (default: the game's default options). */
  readonly options?: (g: number) => O;
  /** The bot's seat in game `g` (default: g mod seats, so it plays every seat in turn). */
  readonly botSeat?: (g: number) => Seat;
  /** Names the figures in the printed line, e.g. "3 players, long game". */
  readonly label?: string;
}

export interface Strength<S> {
  readonly games: number;
  /** Games the bot's seat placed first alone, and first alone or tied. */
  readonly firstAlone: number;
  readonly firstOrTied: number;
  /** The bot's mean place (1 = first; a shared place counts as that place). */
  readonly meanPlace: number;
  /** Each game's end and the bot's seat, for a game's own measure (penalty points, a winner field). */
  readonly results: readonly (BotGame<S> & { readonly botSeat: Seat })[];
}

/** Game `g` of a spec, with the bot at `botSeats`. */
function tableOf<S, M, O, V>(
  spec: StrengthSpec<S, M, O, V>,
  g: number,
  botSeats: readonly Seat[],
): BotTable<S, M, O, V> {
  const { game, bot, seats, opponent, maxSteps } = spec;
  const options = spec.options?.(g);
  return {
    game,
    bot,
    seats,
    seed: `${spec.seed}${g}`,
    botSeats,
    ...(options === undefined ? {} : { options }),
    ...(opponent === undefined ? {} : { opponent }),
    ...(maxSteps === undefined ? {} : { maxSteps }),
  };
}

const placeOf = (over: Over, seat: Seat): number => over.ranking.findIndex((group) => group.includes(seat)) + 1;

/** The bot at one seat against `opponent` at the others, over `games` seeded games. Prints its figures. */
export function botStrength<S, M, O, V>(spec: StrengthSpec<S, M, O, V>): Strength<S> {
  const results: (BotGame<S> & { readonly botSeat: Seat })[] = [];
  for (let g = 0; g < spec.games; g++) {
    const botSeat = spec.botSeat?.(g) ?? g % spec.seats;
    results.push({ ...playBotGame(tableOf(spec, g, [botSeat])), botSeat });
  }
  const first = results.filter((r) => placeOf(r.over, r.botSeat) === 1);
  const firstAlone = first.filter((r) => r.over.ranking[0]?.length === 1).length;
  const meanPlace = results.reduce((sum, r) => sum + placeOf(r.over, r.botSeat), 0) / Math.max(1, results.length);
  const strength = { games: results.length, firstAlone, firstOrTied: first.length, meanPlace, results };
  const label = spec.label ? ` (${spec.label})` : '';
  console.log(
    `bot strength ${spec.game.id}${label}: first alone in ${firstAlone} of ${results.length}, first or tied in ` +
      `${first.length}, mean place ${meanPlace.toFixed(2)} of ${spec.seats}`,
  );
  return strength;
}

/**
 * The bot at every seat, over `games` seeded games: every game ends with legal moves only, and the share of games
 * each seat placed first alone (a bot that favours one seat, or a rule that does, shows here). Prints its figures.
 */
export function botSelfPlay<S, M, O, V>(spec: Omit<StrengthSpec<S, M, O, V>, 'botSeat' | 'opponent'>): number[] {
  const wins = Array.from({ length: spec.seats }, () => 0);
  const botSeats = wins.map((_, seat) => seat);
  for (let g = 0; g < spec.games; g++) {
    const { over } = playBotGame(tableOf(spec, g, botSeats));
    const top = over.ranking[0] ?? [];
    const winner = top.length === 1 ? top[0] : undefined;
    if (winner !== undefined) wins[winner] = (wins[winner] ?? 0) + 1;
  }
  const label = spec.label ? ` (${spec.label})` : '';
  console.log(`bot self-play ${spec.game.id}${label}: first alone by seat ${wins.join(' / ')} of ${spec.games}`);
  return wins;
}
