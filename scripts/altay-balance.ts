// Altay balance figures: the bot against random players and against itself, N seeded games per player count.
// Run: npx tsx scripts/altay-balance.ts [N]  (default 100). Prints mean score and win rate of seat 0 and per seat.
import { type Rng, randomInt, seedRng } from '../src/engine/random';
import { bot } from '../src/games/altay/bot';
import { game } from '../src/games/altay/rules';

const N = Number(process.argv[2] ?? 100);
function play(seats: number, seed: string, isBot: (seat: number) => boolean) {
  let s = game.setup(seats, {}, seed);
  let rng: Rng = seedRng(`play-${seed}`);
  for (let n = 0; n < 20000; n++) {
    const st = game.status(s);
    if (st.kind === 'over') return st;
    const seat = st.active[0] as number;
    const legal = game.legalMoves(s, seat);
    let i: number;
    if (isBot(seat)) {
      const m = bot.choose(game.view(s, seat), seat, legal, rng);
      [, rng] = randomInt(rng, 2);
      s = game.apply(s, seat, m);
      continue;
    }
    [i, rng] = randomInt(rng, legal.length);
    s = game.apply(s, seat, legal[i] as never);
  }
  throw new Error('did not end');
}
for (const seats of [2, 3, 4]) {
  for (const mode of ['bot seat 0 vs random', 'bot vs bot'] as const) {
    const sum = Array.from({ length: seats }, () => 0);
    const wins = Array.from({ length: seats }, () => 0);
    for (let g = 0; g < N; g++) {
      const st = play(seats, `bal-${seats}-${g}`, (seat) => mode === 'bot vs bot' || seat === 0);
      for (const sc of st.scores) sum[sc.seat] = (sum[sc.seat] ?? 0) + sc.total;
      for (const w of st.ranking[0] ?? []) wins[w] = (wins[w] ?? 0) + 1 / (st.ranking[0]?.length ?? 1);
    }
    console.log(
      `${seats}p ${mode}: mean score per seat ${sum.map((x) => (x / N).toFixed(1)).join(' / ')}; win rate ${wins.map((w) => `${Math.round((100 * w) / N)}%`).join(' / ')}`,
    );
  }
}
