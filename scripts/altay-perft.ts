// Altay perft figures for test/games/altay/perft.test.ts: the legal-move tree counted to a few depths from the
// first turn and from a mid-game position of fixed seeds, at 2, 3 and 4 players; and the contract kit's walks.
// Run: npx tsx scripts/altay-perft.ts [maxDepth]  (default 3)
import { game } from '../src/games/altay/rules';
import { firstTurn, midGame } from '../test/games/altay/perft-tree';
import { perftCounts, treePerft } from '../test/support/contract/perft';

const max = Number(process.argv[2] ?? 3);
for (const seats of [2, 3, 4]) {
  for (const [name, s] of [
    ['first turn', firstTurn(seats, `perft-${seats}`)],
    ['after 60 plies', midGame(seats, `perft-${seats}`, 60)],
  ] as const) {
    const t0 = performance.now();
    const counts = Array.from({ length: max }, (_, d) => treePerft(game, s, d + 1));
    console.log(`${seats}p perft-${seats} ${name}: ${counts.join(', ')} (${Math.round(performance.now() - t0)} ms)`);
  }
  const walk = { seats, seed: `walk-${seats}p`, plies: 30, expected: [] };
  const where = { gameId: 'altay', seats, options: {}, seed: walk.seed, step: 0 };
  console.log(`${seats}p kit walk ${walk.seed}: [${perftCounts({ game } as never, walk, where).join(', ')}]`);
}
