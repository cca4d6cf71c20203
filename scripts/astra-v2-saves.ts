// Plays seeded games under Astra's rules version 2 (commit 8b55a24, before the end rule became an option) and writes
// them as saves, for test/games/astra/fixtures/v2-saves.json. It runs on a copy of that commit's src, not on this tree:
//   mkdir -p /tmp/astra-v2 && git archive 8b55a24 src | tar -x -C /tmp/astra-v2 && mkdir /tmp/astra-v2/scripts
//   cp scripts/astra-v2-saves.ts /tmp/astra-v2/scripts/
//   npx tsx /tmp/astra-v2/scripts/astra-v2-saves.ts test/games/astra/fixtures/v2-saves.json
import { writeFileSync } from 'node:fs';
import { type Rng, randomInt, seedRng } from '../src/engine/random';
import { bot } from '../src/games/astra/bot';
import { type AsMove, type AsState, game } from '../src/games/astra/rules';

/** A whole game (bot seats choose with the bot, the others at random), or its first `maxMoves` moves. */
function save(seats: number, seed: string, botSeats: readonly number[], maxMoves = Number.POSITIVE_INFINITY) {
  const options = {};
  let s: AsState = game.setup(seats, options, seed);
  let rng: Rng = seedRng(`v2-${seed}`);
  const moves: { index: number; seat: number; move: AsMove; commit: boolean }[] = [];
  while (moves.length < maxMoves) {
    const st = game.status(s);
    if (st.kind === 'over') break;
    const seat = st.active[0] as number;
    const legal = game.legalMoves(s, seat);
    // A bot seat gets its own rng from one draw; a random seat takes the drawn index.
    const [n, next] = randomInt(rng, botSeats.includes(seat) ? 1 << 30 : legal.length);
    rng = next;
    const m = botSeats.includes(seat) ? bot.choose(game.view(s, seat), seat, legal, seedRng(`${n}`)) : legal[n];
    if (!m) throw new Error(`no move at ${moves.length}`);
    const after = game.apply(s, seat, m);
    moves.push({ index: moves.length, seat, move: m, commit: game.isCommit(s, m, after) });
    s = after;
  }
  return {
    seats,
    seed,
    version: game.version,
    options,
    status: game.status(s).kind === 'over' ? 'over' : 'playing',
    moves,
    snapshot: s,
  };
}

const out = process.argv[2];
if (!out) throw new Error('usage: astra-v2-saves.ts <out.json>');
const saves = [save(2, 'v2-a', [0, 1]), save(3, 'v2-b', [0, 1, 2]), save(4, 'v2-c', [0, 2])];
writeFileSync(out, `${JSON.stringify(saves)}\n`);
console.log(saves.map((x) => `${x.seats}p ${x.moves.length} moves ${x.status}`).join('\n'));
