// Plays seeded games under the FIRST RELEASE of Altay's rules (commit 78dc7b5) and writes them as saves, for
// test/games/altay/fixtures/v1-saves.json. It runs on a copy of that commit's src, not on this tree:
//   mkdir -p /tmp/v1 && git archive 78dc7b5 src | tar -x -C /tmp/v1 && mkdir /tmp/v1/scripts
//   cp scripts/altay-v1-saves.ts /tmp/v1/scripts/
//   npx tsx /tmp/v1/scripts/altay-v1-saves.ts test/games/altay/fixtures/v1-saves.json
import { writeFileSync } from 'node:fs';
import { type Rng, randomInt, seedRng } from '../src/engine/random';
import { bot } from '../src/games/altay/bot';
import { type AlMove, game } from '../src/games/altay/rules';

function save(seats: number, seed: string, maxMoves: number, botSeats: number[]) {
  let s = game.setup(seats, {}, seed);
  let rng: Rng = seedRng(`v1-${seed}`);
  const moves: { index: number; seat: number; move: unknown; commit: boolean }[] = [];
  while (moves.length < maxMoves) {
    const st = game.status(s);
    if (st.kind === 'over') break;
    const seat = st.active[0] as number;
    let legal: AlMove[];
    try {
      legal = game.legalMoves(s, seat);
    } catch {
      break; // v1 crashed here (a used secret-wonder slot): no v1 save could go further
    }
    let m: AlMove;
    if (botSeats.includes(seat)) {
      m = bot.choose(game.view(s, seat), seat, legal, rng);
      [, rng] = randomInt(rng, 2);
    } else {
      let i: number;
      [i, rng] = randomInt(rng, legal.length);
      m = legal[i] as AlMove;
    }
    if (game.validate(s, seat, m as never)) throw new Error('refused');
    const commit = game.isCommit(s, m as never);
    s = game.apply(s, seat, m as never);
    moves.push({ index: moves.length, seat, move: m, commit });
  }
  return {
    gameId: 'altay',
    version: game.version,
    seats,
    options: {},
    seed,
    status: game.status(s).kind === 'over' ? 'over' : 'playing',
    moves,
    snapshot: s,
  };
}
const out = [save(3, 'first-release-3p', 220, [0, 1, 2]), save(2, 'first-release-2p', 5000, [0])];
for (const o of out) console.log(o.seats, o.status, o.moves.length, JSON.stringify(o).length);
writeFileSync(process.argv[2] as string, JSON.stringify(out));
