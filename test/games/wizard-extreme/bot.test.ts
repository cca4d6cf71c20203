// The Wizard Extreme bot picks only legal moves and scores clearly fewer penalty points than a random player.
import { describe, expect, test } from 'vitest';
import { seedRng } from '../../../src/engine/random';
import { bot } from '../../../src/games/wizard-extreme/bot';
import { game, type WeOptions } from '../../../src/games/wizard-extreme/rules';
import { botStrength } from '../../support/bot-strength';
import { hand, playing, seals, turn } from './builders';

/** Average totals per game over 100 seeded 3-player games (the kit's bot-strength games): the bot's, the random players'. */
function averages(options?: WeOptions): { bot: number; random: number } {
  const strength = botStrength({
    game,
    bot,
    seats: 3,
    games: 100,
    seed: 'g',
    ...(options ? { options: () => options, label: 'long game' } : {}),
  });
  let botTotal = 0;
  let randomTotal = 0;
  for (const { over, botSeat } of strength.results) {
    for (const score of over.scores) {
      if (score.seat === botSeat) botTotal += score.total;
      else randomTotal += score.total;
    }
  }
  return { bot: botTotal / 100, random: randomTotal / 200 };
}

test('over 100 seeded 3-player games the bot scores far fewer penalty points than random players', () => {
  const { bot: mine, random } = averages();
  // Recorded: bot about 7 per game, random about 66 (before the bot took the wizard: 26 vs 57).
  expect(mine).toBeLessThan(random * 0.3);
});

test('with the designer variant (9 rounds, rising wizard cost) the bot still scores far fewer points', () => {
  const { bot: mine, random } = averages({ shortGame: false, wizardBase: 4, designerVariant: true });
  // Recorded: bot about 25 per game, random about 96.
  expect(mine).toBeLessThan(random * 0.4);
});

describe('as the black wizard the bot spoils the others', () => {
  const wiz = seals();
  test('it takes a trick from a player who could hand back a seal for it', () => {
    // Seat 1 leads yellow 5 and holds a yellow seal; seat 2 ducked; the wizard (seat 0) can win with yellow 7.
    const s = playing({
      hands: ['y2 y7', 'g1', 'g2'],
      seals: [wiz, seals({ yellow: 1 }), seals()],
      wizard: 0,
      trick: [
        [1, 'y5'],
        [2, 'y1'],
      ],
      turn: 0,
    });
    const legal = game.legalMoves(s, 0);
    expect(bot.choose(game.view(s, 0), 0, legal, seedRng('w'))).toEqual({
      kind: 'play',
      card: { color: 'yellow', value: 7 },
    });
  });

  test('it leaves a trick to a player who has no seal to hand back for it (a black seal for them)', () => {
    const s = playing({
      hands: ['y2 y7', 'g1', 'g2'],
      seals: [wiz, seals({ blue: 1 }), seals()],
      wizard: 0,
      trick: [
        [1, 'y5'],
        [2, 'y1'],
      ],
      turn: 0,
    });
    const legal = game.legalMoves(s, 0);
    expect(bot.choose(game.view(s, 0), 0, legal, seedRng('w'))).toEqual({
      kind: 'play',
      card: { color: 'yellow', value: 2 },
    });
  });

  test('it takes the wizard on a hand of middling cards (each may or may not win), not on sure winners and sure losers', () => {
    const s0 = game.setup(3, game.defaultOptions(3), 'hands');
    const middling = {
      ...s0,
      hands: s0.hands.map((h, i) => (i === turn(s0) ? hand('y7 y8 b7 b8 p7 p8 g7 g8 r4 r5 r6 r7 y1 b1 p1') : h)),
    };
    const clear = {
      ...s0,
      hands: s0.hands.map((h, i) => (i === turn(s0) ? hand('r9 r8 r7 y1 y2 y3 b1 b2 b3 p1 p2 p3 g1 g2 g3') : h)),
    };
    const pick = (s: typeof s0) =>
      bot.choose(game.view(s, turn(s)), turn(s), game.legalMoves(s, turn(s)), seedRng('h'));
    expect(pick(middling)).toEqual({ kind: 'takeWizard' });
    expect(pick(clear)).not.toEqual({ kind: 'takeWizard' });
  });
});
