// The White Castle balance: 100 seeded games per player count, bot vs random and bot vs bot; and playouts/s.
// Run: npx tsx scripts/the-white-castle-balance.ts [games per count, default 100]
// Bot vs itself also reports wins by seat and by starting place in the turn order: turn order is random, so the
// seats should be even while the starting place need not be.
import { type Rng, randomInt, seedRng } from '../src/engine/random';
import { bot } from '../src/games/the-white-castle/bot';
import { game, type WcMove, type WcState } from '../src/games/the-white-castle/rules';

type Pick = (s: WcState, seat: number, legal: WcMove[], rng: Rng) => [WcMove, Rng];
const random: Pick = (_s, _seat, legal, rng) => {
  const [k, r] = randomInt(rng, legal.length);
  return [legal[k] as WcMove, r];
};
const greedy: Pick = (s, seat, legal, rng) => [bot.choose(game.view(s, seat), seat, legal, rng), rng];

const GAMES = Number(process.argv[2] ?? 100);

function play(n: number, seed: string, players: Pick[]): { totals: number[]; winner: number; start: number[] } {
  let s = game.setup(n, game.defaultOptions(n), seed);
  const start = s.order.slice();
  let rng = seedRng(`r-${seed}`);
  for (;;) {
    const st = game.status(s);
    if (st.kind === 'over') return { totals: st.scores.map((x) => x.total), winner: st.ranking[0]?.[0] ?? 0, start };
    const seat = st.active[0] as number;
    const [m, r] = (players[seat] as Pick)(s, seat, game.legalMoves(s, seat), rng);
    rng = r;
    s = game.apply(s, seat, m);
  }
}

for (const n of [2, 3, 4]) {
  let botScore = 0;
  let randScore = 0;
  let wins = 0;
  let selfScore = 0;
  const bySeat = Array.from({ length: n }, () => 0);
  const byPlace = Array.from({ length: n }, () => 0);
  for (let g = 0; g < GAMES; g++) {
    const botSeat = g % n;
    const players = Array.from({ length: n }, (_, i) => (i === botSeat ? greedy : random));
    const r = play(n, `bal-${n}-${g}`, players);
    botScore += r.totals[botSeat] ?? 0;
    randScore += r.totals.reduce((a, b) => a + b, 0) - (r.totals[botSeat] ?? 0);
    if (r.winner === botSeat) wins++;
    const self = play(
      n,
      `self-${n}-${g}`,
      Array.from({ length: n }, () => greedy),
    );
    selfScore += self.totals.reduce((a, b) => a + b, 0) / n;
    bySeat[self.winner] = (bySeat[self.winner] ?? 0) + 1;
    const place = self.start.indexOf(self.winner);
    byPlace[place] = (byPlace[place] ?? 0) + 1;
  }
  const pct = (k: number) => `${Math.round((100 * k) / GAMES)}%`;
  console.log(
    `${n}p: bot vs random: bot mean ${(botScore / GAMES).toFixed(1)}, random mean ${(randScore / GAMES / (n - 1)).toFixed(1)}, bot wins ${pct(wins)};` +
      ` bot vs itself: mean ${(selfScore / GAMES).toFixed(1)}, wins by seat ${bySeat.map(pct).join(' ')},` +
      ` by starting place ${byPlace.map(pct).join(' ')}`,
  );
}
const t0 = performance.now();
let games = 0;
for (let g = 0; g < 60; g++, games++) play(2 + (g % 3), `speed-${g}`, [random, random, random, random]);
console.log(`random playouts/s: ${(games / ((performance.now() - t0) / 1000)).toFixed(1)}`);
