// The shared game-contract test kit: one call registers the playout, leak, replay, text, perft and bot checks of a game.
//
//   describeContract({
//     game, text, bot,
//     setups: [{ seats: 3, playouts: 50 }, { seats: 3, options: { ...game.defaultOptions(3), variant: true } }],
//     secrets: (s, seat) => s.hands[seat]?.map((c) => JSON.stringify(c)) ?? [],
//     concealed: (s) => [JSON.stringify(s.rng)],
//     invariant: (s) => checkCardsConserved(s),
//     // Every move shape, values just out of range too: validate accepts exactly the ones legalMoves lists.
//     candidates: (s) => [{ kind: 'pass' }, ...range(-1, 61).map((card) => ({ kind: 'play', card }))],
//     // How the random player picks (this is the default); only from the given rng, so a playout replays.
//     choose: (s, seat, legal, rng) => randomInt(rng, legal.length),
//     perft: [{ seats: 3, seed: 'perft-a', plies: 8, expected: [7, 6, 7, 6, 6, 6, 7, 15] }],
//   });
//
// Every check is a plain function that throws a ContractError naming the game, table, seed and step (vitest's
// expect is too slow in the hot loop). Playouts use the base seed "kotatsu"; KOTATSU_SEED=<any> plays other games.
// A setup may give its own `choose`; bot games and perft walks never use it (perft counts stay those of uniform walks).

import { describe, test } from 'vitest';
import { runBotGame } from './contract/bot';
import { checkPerft } from './contract/perft';
import { checkOptions, runPlayout } from './contract/playout';
import { type ContractSpec, resolveSpec } from './contract/spec';

export { runBotGame } from './contract/bot';
export { baseSeed, ContractError } from './contract/failure';
export { checkPerft, perftCounts } from './contract/perft';
export { checkOptions, type PlayTable, runPlayout, type Table } from './contract/playout';
export type {
  Chooser,
  ChoosingSetup,
  ContractSetup,
  ContractSpec,
  PerftWalk,
  Resolved,
  StepInfo,
} from './contract/spec';
export { resolveSpec } from './contract/spec';

/** Registers the contract tests of one game: a test per setup for playouts, per setup for the bot, per perft walk. */
export function describeContract<S, M, O, V>(spec: ContractSpec<S, M, O, V>): void {
  const resolved = resolveSpec(spec);
  const { game, bot } = resolved;
  describe(`${game.id}: the game contract`, () => {
    for (const table of resolved.setups) {
      const name = `${table.seats} players, options ${JSON.stringify(table.options)}`;
      test(`${name}: ${table.playouts} seeded random playouts end, every check holding, and replay exactly`, () => {
        checkOptions(resolved, table);
        for (let i = 0; i < table.playouts; i++) runPlayout(resolved, table, i);
      });
      if (bot) {
        test(`${name}: the bot picks legal moves from its own view, reproducibly`, () => {
          for (let i = 0; i < resolved.botGames; i++) runBotGame(resolved, bot, table, i);
        });
      }
    }
    for (const walk of resolved.perft ?? []) {
      test(`perft, ${walk.seats} players, seed ${walk.seed}: legal-move counts of ${walk.plies} plies`, () => {
        checkPerft(resolved, walk);
      });
    }
  });
}
