// The game log says what happened in words: reveals name the animal and the line, tokens their value, round ends the fire.
import { expect, test } from 'vitest';
import { game } from '../../../src/games/living-forest-duel/rules';
import { id, position, reveal, run, seatPatch, token } from './builders';

test('a reveal names the animal and whose line it went to', () => {
  const s = position({ deck: 'bat wolf' });
  const lines = game.describe(s, 0, reveal, game.apply(s, 0, reveal));
  expect(lines[0]).toEqual({
    code: 'log.reveal-line',
    params: { seat: { seat: 0 }, animal: { term: 'animal.wolf' }, owner: { seat: 1 } },
  });
});

test('a token names its element and value; the round end reports fire, water and Varans', () => {
  // Summer places its last token (Winter is already out): the action ends the round. No new fire: both
  // neighbours of the Onibi already burn.
  let s = seatPatch(seatPatch(position({ shared: 'weasel' }), 0, { used: 1 }), 1, { used: 2 });
  s = run(s, [token('water')]);
  const finish = { kind: 'finish' as const };
  const after = game.apply(s, 0, finish);
  const codes = game.describe(s, 0, finish, after).map((l) => l.code);
  expect(codes).toEqual(
    expect.arrayContaining(['log.finish', 'log.round-end', 'log.water', 'log.varans', 'log.round-start']),
  );
  const placed = game.describe(position({ shared: 'weasel' }), 0, token('water'), s)[0];
  expect(placed).toMatchObject({ code: 'log.token', params: { value: 2 } });
  expect(id('weasel')).toBe(18);
});
