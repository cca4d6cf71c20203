// The kit's bot-strength check (issue 29: one loop instead of seven copies) bites: an illegal bot move, a game that
// does not end, and the figures it reports (places, the bot's seat in turn), on the kit's small test game.
import { expect, test } from 'vitest';
import type { Bot } from '../../src/engine/bot';
import { botSelfPlay, botStrength, playBotGame } from '../support/bot-strength';
import { hiddenHand } from '../support/test-games';
import type { HandMove, HandView } from '../support/test-games/hidden-hand';

/** Plays a card as soon as it may (the contract kit's test bot for this game). */
const firstLegal: Bot<HandView, HandMove> = {
  choose: (_view, _seat, legal) => legal.find((m) => m.kind === 'play') ?? (legal[0] as HandMove),
};

test('a bot move that is not legal stops the check, naming the seed and seat', () => {
  const cheat: Bot<HandView, HandMove> = { choose: () => ({ kind: 'select', card: 999 }) };
  expect(() => playBotGame({ game: hiddenHand, bot: cheat, seats: 2, seed: 's', botSeats: [0] })).toThrow(
    /test-hidden-hand s: the bot at seat 0 chose an illegal move/,
  );
});

test('a game that does not end within the cap is an error, not a hang', () => {
  expect(() =>
    playBotGame({ game: hiddenHand, bot: firstLegal, seats: 2, seed: 's', botSeats: [0], maxSteps: 2 }),
  ).toThrow(/did not end within 2 moves/);
});

test('the figures: every game counted, the bot in every seat in turn, places between 1 and the seat count', () => {
  const strength = botStrength({ game: hiddenHand, bot: firstLegal, seats: 3, games: 12, seed: 'k' });
  expect(strength.games).toBe(12);
  expect(strength.results.map((r) => r.botSeat)).toEqual([0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2]);
  expect(strength.firstAlone).toBeLessThanOrEqual(strength.firstOrTied);
  expect(strength.meanPlace).toBeGreaterThanOrEqual(1);
  expect(strength.meanPlace).toBeLessThanOrEqual(3);
  // The same seeds give the same figures.
  expect(botStrength({ game: hiddenHand, bot: firstLegal, seats: 3, games: 12, seed: 'k' }).firstOrTied).toBe(
    strength.firstOrTied,
  );
  const self = botSelfPlay({ game: hiddenHand, bot: firstLegal, seats: 3, games: 12, seed: 'k' });
  expect(self).toHaveLength(3);
  expect(self.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(12);
});
