// Welcome to the Moon speed per adventure: random 4-player moves/s, and the bot's time per decision (median and
// worst) in 2-player bot games, after one untimed warm-up game of each. Times are this process's CPU time, so other
// load on the machine skews them less than wall time would.
// Run: npx tsx scripts/wtm-speed.ts [adventures, e.g. 1,7] [random games] [bot games]
import type { Seat } from '../src/engine/game';
import { randomInt, seedRng } from '../src/engine/random';
import { bot } from '../src/games/welcome-to-the-moon/bot';
import { ADVENTURES, type Adventure } from '../src/games/welcome-to-the-moon/data';
import { game, type WtmMove, type WtmState } from '../src/games/welcome-to-the-moon/rules';

const adventures = (process.argv[2] ? process.argv[2].split(',').map(Number) : [...ADVENTURES]) as Adventure[];
const randomGames = Number(process.argv[3] ?? 20);
const botGames = Number(process.argv[4] ?? 4);

/** CPU milliseconds (user + system) this process has used so far. */
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

type Pick = (s: WtmState, seat: Seat, legal: WtmMove[]) => WtmMove;

/** Plays one seeded game to its end, each active seat's move picked by `pick`; returns the number of moves. */
function playOut(adventure: Adventure, players: number, seed: string, pick: Pick): number {
  let s = game.setup(players, { adventure }, seed);
  let moves = 0;
  for (let st = game.status(s); st.kind !== 'over'; st = game.status(s)) {
    const seat = st.active[0] as Seat;
    s = game.apply(s, seat, pick(s, seat, game.legalMoves(s, seat)));
    moves++;
  }
  return moves;
}

/** Seeded random playouts at 4 players: moves per CPU second (legal moves and apply). */
function randomSpeed(adventure: Adventure, games: number): number {
  const t0 = cpuMs();
  let moves = 0;
  for (let g = 0; g < games; g++) {
    let rng = seedRng(`r-${g}`);
    moves += playOut(adventure, 4, `speed-${adventure}-${g}`, (_s, _seat, legal) => {
      const [k, r] = randomInt(rng, legal.length);
      rng = r;
      return legal[k] as WtmMove;
    });
  }
  return moves / ((cpuMs() - t0) / 1000);
}

/** Bot games at 2 players: every decision's CPU time (its view and the bot's choice among the legal moves), in ms. */
function botTimes(adventure: Adventure, games: number): number[] {
  const times: number[] = [];
  for (let g = 0; g < games; g++) {
    const rng = seedRng(`b-${g}`);
    playOut(adventure, 2, `bot-${adventure}-${g}`, (s, seat, legal) => {
      const t0 = cpuMs();
      const m = bot.choose(game.view(s, seat), seat, legal, rng);
      times.push(cpuMs() - t0);
      return m;
    });
  }
  return times.sort((a, b) => a - b);
}

for (const a of adventures) {
  randomSpeed(a, 1);
  botTimes(a, 1);
  const mps = randomSpeed(a, randomGames);
  const t = botTimes(a, botGames);
  const median = t[Math.floor(t.length / 2)] ?? 0;
  const worst = t[t.length - 1] ?? 0;
  const total = t.reduce((x, y) => x + y, 0) / botGames;
  console.log(
    `A${a}: random 4p ${mps.toFixed(0)} moves/s; bot ${t.length} decisions, median ${median.toFixed(2)} ms, worst ${worst.toFixed(1)} ms, ${(total / 1000).toFixed(2)} s per game`,
  );
}
