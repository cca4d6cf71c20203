// Writes test/e2e/fixtures/wtm-virus-spread.json: a backup of a 2-player Virus game (two people) played by the bot
// until a spread waits for one seat to pick the slot it infects, so the browser test can import it and tap that
// pick. test/games/welcome-to-the-moon/virus-fixture.test.ts checks that the file still replays to such a pick.
//   npx tsx scripts/wtm-virus-fixture.ts && npx biome format --write test/e2e/fixtures
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedRng } from '../src/engine/random';
import { bot } from '../src/games/welcome-to-the-moon/bot';
import { game, type WtmState } from '../src/games/welcome-to-the-moon/rules';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupMove } from '../src/storage/backup';

const T0 = Date.UTC(2026, 10, 1, 9, 0, 0);
const waiting = (s: WtmState) => s.asks.some((a) => a.kind === 'infect');

for (let g = 0; g < 200; g++) {
  const seed = `virus-fixture-${g}`;
  let s = game.setup(2, { adventure: 6 }, seed);
  const rng = seedRng(`virus-fixture-moves-${g}`);
  const moves: BackupMove[] = [];
  for (let step = 0; step < 2000 && !waiting(s); step++) {
    const st = game.status(s);
    if (st.kind === 'over') break;
    const seat = st.active[0] as number;
    const legal = game.legalMoves(s, seat);
    const move = bot.choose(game.view(s, seat), seat, legal, rng);
    s = game.apply(s, seat, move);
    moves.push({ seat, move, time: T0 + moves.length * 1000 });
  }
  if (!waiting(s) || s.turn < 3) continue;
  const backup = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    exportedAt: T0 + moves.length * 1000,
    games: [
      {
        gameId: game.id,
        version: game.version,
        seats: [
          { name: 'Aki', color: 'red', bot: false },
          { name: 'Ben', color: 'blue', bot: false },
        ],
        options: { adventure: 6 },
        seed,
        status: 'playing',
        createdAt: T0,
        updatedAt: T0 + moves.length * 1000,
        moves,
      },
    ],
  };
  const out = join(import.meta.dirname, '../test/e2e/fixtures/wtm-virus-spread.json');
  writeFileSync(out, `${JSON.stringify(backup)}\n`);
  console.log(`${out}: ${seed}, ${moves.length} moves, turn ${s.turn}`);
  process.exit(0);
}
throw new Error('no game of 200 reached a spread pick');
