// The Azul Duel bot picks only legal moves, beats a random player in at least 80 of 100 seeded games, and plays sensibly.
import { expect, test } from 'vitest';
import { seedRng } from '../../../src/engine/random';
import { bot } from '../../../src/games/azul-duel/bot';
import { game } from '../../../src/games/azul-duel/rules';
import { botSelfPlay, botStrength } from '../../support/bot-strength';
import { board, tiling } from './builders';

test('the bot beats a random player in at least 80 of 100 seeded games (recorded: 100 of 100)', () => {
  const strength = botStrength({ game, bot, seats: 2, games: 100, seed: 'g' });
  expect(strength.firstAlone).toBeGreaterThanOrEqual(80);
});

test('the bot against itself: 40 seeded games end with legal moves only, and either seat can win', () => {
  const wins = botSelfPlay({ game, bot, seats: 2, games: 40, seed: 'self-' });
  expect(Math.min(...wins)).toBeGreaterThanOrEqual(8);
});

test('on the wall it picks the cell that scores most', () => {
  // Plate 1 in slot 0: wild blue / turquoise black. A blue tile on row 0 may go to the wild (col 0) or blue (col 1).
  const b = board({ plates: [[0, 1, 0]], lines: { 0: ['blue', 1] }, wall: { '1,1': 'black' } });
  const s = tiling(b, {}, { kind: 'wall', seats: [0] });
  const legal = game.legalMoves(s, 0);
  expect(bot.choose(game.view(s, 0), 0, legal, seedRng('w'))).toEqual({ kind: 'wall', line: 0, col: 1 });
});
