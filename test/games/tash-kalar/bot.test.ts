// The bot picks only legal moves and beats a uniformly random player in at least 80 of 100 seeded games per mode
// (issue: "beats a random player in at least 80 of 100 seeded games in each mode").
import { expect, test } from 'vitest';
import { bot } from '../../../src/games/tash-kalar/bot';
import { DECKS } from '../../../src/games/tash-kalar/data';
import { game } from '../../../src/games/tash-kalar/rules';
import type { Mode } from '../../../src/games/tash-kalar/rules/types';
import { botStrength } from '../../support/bot-strength';

/** The bot against a uniformly random player, 100 games per mode over three pairings of decks (the kit's check). */
function botWins(mode: Mode, games: number): number {
  const options = (g: number) => ({
    mode,
    decks: [DECKS[g % 3] ?? 'imperial', DECKS[(g + 1) % 3] ?? 'sylvan'] as const,
  });
  const strength = botStrength({
    game,
    bot,
    seats: 2,
    games,
    seed: `bot-${mode}-`,
    options,
    maxSteps: 4000,
    label: mode,
  });
  return strength.firstAlone;
}

test.each(['highForm', 'deathmatch'] as const)(
  '%s: the bot beats a random player in at least 80 of 100 games',
  (mode) => {
    expect(botWins(mode, 100)).toBeGreaterThanOrEqual(80);
  },
);
