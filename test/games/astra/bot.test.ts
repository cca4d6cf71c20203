// Astra's bot (NOTES.md, balance round 3): it plans observe lines along the star graph and values a card by more
// than its printed points. Hand-built positions; the bot's choices must be legal and read only its view.
import { describe, expect, test } from 'vitest';
import { seedRng } from '../../../src/engine/random';
import { bot } from '../../../src/games/astra/bot';
import { BY_ID } from '../../../src/games/astra/data';
import { game } from '../../../src/games/astra/rules';
import { longestLine } from '../../../src/games/astra/rules/board';
import type { AsState } from '../../../src/games/astra/rules/types';
import { play, position, sky } from './builders';

const card = (id: string) => BY_ID.get(id) ?? (undefined as never);
const choices = (s: AsState, seat = 0) =>
  new Set(
    Array.from({ length: 12 }, (_, i) =>
      JSON.stringify(bot.choose(game.view(s, seat), seat, game.legalMoves(s, seat), seedRng(`pick-${i}`))),
    ),
  );

describe('longestLine: the most stars one observe line can mark (seed 観測する: each star joined to the last)', () => {
  test.each([
    ['aries', '', 0, 4],
    ['sagitta', '', 0, 4],
    ['scorpius', '0', 3, 6],
    ['scorpius', '0..0', 4, 5],
    ['corona-australis', '', 0, 5],
  ] as const)('%s with marks "%s", from star %i: %i stars', (id, marks, from, n) => {
    expect(longestLine(card(id), sky(id, marks).marks, from)).toBe(n);
  });
});

describe('the bot plans its lines', () => {
  test('at a fork it goes on along the branch that can run longest (Scorpius: past Antares, not a claw)', () => {
    const s = play(position({ sky: [sky('scorpius')], players: [{ stardust: 9 }] }), {
      kind: 'observe',
      card: 'scorpius',
      star: 0,
    });
    expect(choices(s)).toEqual(new Set([JSON.stringify({ kind: 'mark', star: 3 })]));
    const after = play(s, { kind: 'mark', star: 3 });
    expect(choices(after)).toEqual(new Set([JSON.stringify({ kind: 'mark', star: 4 })]));
  });

  test('it starts where one line can finish a card: Corona Australis (a chain) before Sagitta (a fork)', () => {
    // Same element and points; Sagitta's pouch ability is worth more, but a fork cannot be finished in one line.
    const s = position({ sky: [sky('sagitta'), sky('corona-australis')], players: [{ stardust: 8 }] });
    expect(choices(s)).toEqual(new Set([JSON.stringify({ kind: 'observe', card: 'corona-australis', star: 0 })]));
  });

  test('at the wisdom limit it discards the card worth least to it (points, ability, element sets)', () => {
    let s = position({
      sky: [sky('aries', '000')],
      players: [
        { stardust: 3, wisdom: 3, cards: ['draco', 'hydra', 'ursa-major'].map((id) => ({ id, exhausted: false })) },
      ],
    });
    s = play(s, { kind: 'observe', card: 'aries', star: 3 });
    expect(s.asks.at(-1)?.kind).toBe('discard');
    expect(choices(s)).toEqual(new Set([JSON.stringify({ kind: 'discard', card: 'aries' })]));
  });
});
