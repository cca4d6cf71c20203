// The Living Forest Duel bot picks only legal moves and beats a random player in at least 80 of 100 seeded games.
import { expect, test } from 'vitest';
import { seedRng } from '../../../src/engine/random';
import { bot } from '../../../src/games/living-forest-duel/bot';
import { game, type LfState } from '../../../src/games/living-forest-duel/rules';
import { botStrength } from '../../support/bot-strength';
import { position, seatPatch } from './builders';

test('over 100 seeded games (bot as Summer and as Winter in turn) the bot beats a random player at least 80 times', () => {
  const { results } = botStrength({ game, bot, seats: 2, games: 100, seed: 'g' });
  const wins = results.filter((r) => r.final.winner === r.botSeat).length;
  // Recorded: 100 of 100 (89 by fire tokens, the rest by the Onibi or the recruitment line).
  expect(wins).toBeGreaterThanOrEqual(80);
});

test('bot against bot still reaches a victory', () => {
  let s = game.setup(2, game.defaultOptions(2), 'bots');
  const rng = seedRng('bots');
  for (let step = 0; step < 10_000 && game.status(s).kind !== 'over'; step++) {
    const st = game.status(s);
    const seat = st.kind === 'turn' ? (st.active[0] ?? 0) : 0;
    s = game.apply(s, seat, bot.choose(game.view(s, seat), seat, game.legalMoves(s, seat), rng));
  }
  expect(game.status(s).kind).toBe('over');
});

test('it places a water token at once when it wins the game by fire tokens', () => {
  const s = seatPatch(position({ shared: 'weasel' }), 0, { fire: 7 });
  const move = bot.choose(game.view(s, 0), 0, game.legalMoves(s, 0), seedRng('x'));
  expect(move).toEqual({ kind: 'token', element: 'water' });
});

test('with little on the shared line and no isolation risk it reveals', () => {
  const s = position({ shared: 'bat' });
  expect(bot.choose(game.view(s, 0), 0, game.legalMoves(s, 0), seedRng('x'))).toEqual({ kind: 'reveal' });
});

test('it uses a Sanki card to send its Fire Varan back', () => {
  const s: LfState = { ...position({}), asks: [{ kind: 'varan', seats: [0], varan: 191, mover: 0 }] };
  expect(bot.choose(game.view(s, 0), 0, game.legalMoves(s, 0), seedRng('x'))).toEqual({ kind: 'sankiVaran' });
});
