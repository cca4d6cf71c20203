// Setup options read from untrusted input by the option specs a game declares.
import { describe, expect, test } from 'vitest';
import { shownOptions } from '../../src/app/screens/Setup';
import type { GameMeta } from '../../src/engine/meta';
import { readOptionChoices } from '../../src/engine/options';

const label = { ja: 'x', en: 'x' };
const meta: Pick<GameMeta, 'options' | 'players'> = {
  players: { min: 2, max: 4 },
  options: [
    {
      key: 'short',
      label,
      choices: [
        { value: false, label },
        { value: true, label },
      ],
      forSeats: [2],
    },
    {
      key: 'base',
      label,
      choices: [
        { value: 4, label },
        { value: 5, label },
      ],
    },
  ],
};
const defaults = { short: false, base: 4 };

describe('readOptionChoices', () => {
  test.each([
    ['nothing given', undefined, 2, { short: false, base: 4 }],
    ['both given', { short: true, base: 5 }, 2, { short: true, base: 5 }],
    ['an option for other player counts takes its default', { short: true, base: 5 }, 3, { short: false, base: 5 }],
    ['unknown keys are ignored', { base: 5, colour: 'red' }, 4, { short: false, base: 5 }],
  ])('%s', (_name, raw, seats, expected) => {
    expect(readOptionChoices(meta, raw, seats, defaults)).toEqual(expected);
  });

  test.each([
    ['a value that is not a choice', { base: 6 }, 2],
    ['a value of another type', { base: '4' }, 2],
    ['not an object', 'short', 2],
    ['an array', [true], 2],
    ['a player count outside the game', {}, 5],
    ['a player count that is not whole', {}, 2.5],
  ])('null for %s', (_name, raw, seats) => {
    expect(readOptionChoices(meta, raw, seats, defaults)).toBeNull();
  });

  test('a declared option without a default is a broken invariant', () => {
    expect(() => readOptionChoices(meta, {}, 2, { short: false })).toThrow(/base/);
  });
});

describe('an option shown only while an earlier one has a value (OptionSpec.shownWhen)', () => {
  const gated: Pick<GameMeta, 'options' | 'players'> = {
    players: { min: 1, max: 4 },
    options: [
      {
        key: 'series',
        label,
        choices: [
          { value: false, label },
          { value: true, label },
        ],
      },
      {
        key: 'pick',
        label,
        shownWhen: { key: 'series', value: false },
        choices: [
          { value: 1, label },
          { value: 3, label },
        ],
      },
    ],
  };
  const gatedDefaults = { series: false, pick: 1 };

  test.each([
    ['the gate open: the choice is read', { series: false, pick: 3 }, { series: false, pick: 3 }],
    ['the gate shut: the choice is ignored and the default used', { series: true, pick: 3 }, { series: true, pick: 1 }],
    ['the gate left out: its default opens it', { pick: 3 }, { series: false, pick: 3 }],
  ])('%s', (_name, raw, expected) => {
    expect(readOptionChoices(gated, raw, 2, gatedDefaults)).toEqual(expected);
  });

  test('the setup form offers the gated option only while the gate has its value', () => {
    const keys = (choices: Record<string, number>) => shownOptions(gated.options, 2, choices).map((o) => o.key);
    expect(keys({})).toEqual(['series', 'pick']);
    expect(keys({ series: 1 })).toEqual(['series']);
    expect(keys({ series: 0, pick: 1 })).toEqual(['series', 'pick']);
    // forSeats still applies alongside.
    expect(shownOptions(meta.options, 3, {}).map((o) => o.key)).toEqual(['base']);
  });
});
