// Welcome to the Moon balance for one adventure: bot vs random (2 players, seats alternating), bot vs bot, solo bot vs
// ASTRA at levels 1 and 4, and random playouts/s at 4 players. Run: npx tsx scripts/wtm-balance.ts <adventure> [games]
import type { Seat } from '../src/engine/game';
import { type Rng, randomInt, seedRng } from '../src/engine/random';
import { bot } from '../src/games/welcome-to-the-moon/bot';
import type { Adventure } from '../src/games/welcome-to-the-moon/data';
import { game, type WtmMove, type WtmState } from '../src/games/welcome-to-the-moon/rules';

type Pick = (s: WtmState, seat: Seat, legal: WtmMove[], rng: Rng) => [WtmMove, Rng];
const random: Pick = (_s, _seat, legal, rng) => {
  const [k, r] = randomInt(rng, legal.length);
  return [legal[k] as WtmMove, r];
};
const smart: Pick = (s, seat, legal, rng) => [bot.choose(game.view(s, seat), seat, legal, rng), rng];

const adventure = Number(process.argv[2] ?? 5) as Adventure;
const games = Number(process.argv[3] ?? 100);

function play(n: number, seed: string, players: Pick[], astraLevel?: number) {
  let s = game.setup(n, { adventure, ...(astraLevel ? { astraLevel } : {}) }, seed);
  let rng = seedRng(`r-${seed}`);
  let moves = 0;
  for (;;) {
    const st = game.status(s);
    if (st.kind === 'over') return { totals: st.scores.map((x) => x.total), winner: st.ranking[0]?.[0], moves };
    const seat = st.active[0] as Seat;
    const [m, r] = (players[seat] as Pick)(s, seat, game.legalMoves(s, seat), rng);
    rng = r;
    s = game.apply(s, seat, m);
    moves++;
  }
}

let [bs, rs, wins] = [0, 0, 0];
for (let g = 0; g < games; g++) {
  const botSeat = g % 2;
  const r = play(2, `bal-${adventure}-${g}`, botSeat === 0 ? [smart, random] : [random, smart]);
  bs += r.totals[botSeat] ?? 0;
  rs += r.totals[1 - botSeat] ?? 0;
  const top = Math.max(...r.totals);
  if ((r.totals[botSeat] ?? 0) === top && r.totals[1 - botSeat] !== top) wins++;
}
console.log(
  `A${adventure} bot vs random (${games}): ${(bs / games).toFixed(1)} vs ${(rs / games).toFixed(1)}, bot wins ${wins}`,
);
let self = 0;
for (let g = 0; g < games / 2; g++) {
  const r = play(2, `self-${adventure}-${g}`, [smart, smart]);
  self += (r.totals[0] ?? 0) + (r.totals[1] ?? 0);
}
console.log(`A${adventure} bot vs bot (${games / 2}): mean ${(self / games).toFixed(1)}`);
for (const level of [1, 4]) {
  let [sum, w] = [0, 0];
  for (let g = 0; g < games / 2; g++) {
    const r = play(1, `solo-${adventure}-${level}-${g}`, [smart], level);
    sum += r.totals[0] ?? 0;
    if ((r.totals[0] ?? 0) > 0) w++;
  }
  console.log(
    `A${adventure} solo level ${level} (${games / 2}): player − ASTRA ${(sum / (games / 2)).toFixed(1)}, wins ${w}`,
  );
}
const t0 = performance.now();
let mv = 0;
const N = 40;
for (let g = 0; g < N; g++) mv += play(4, `speed-${g}`, [random, random, random, random]).moves;
const sec = (performance.now() - t0) / 1000;
console.log(`A${adventure} 4p random: ${(N / sec).toFixed(0)} playouts/s, ${(mv / sec).toFixed(0)} moves/s`);
