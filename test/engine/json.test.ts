// Move equality (#29): plain-JSON values are equal whatever order their keys are written in, and jsonEqual agrees
// with comparing canonical text, the form states are compared in.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { canonicalJson, isListed, jsonEqual } from '../../src/engine/json';

/** The same value with the keys of every object in reverse order. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reversed(v)]),
  );
}

describe('jsonEqual', () => {
  test.each([
    ['keys in another order', { kind: 'place', space: 0, sector: 1 }, { sector: 1, space: 0, kind: 'place' }, true],
    [
      'nested keys in another order',
      { kind: 'pay', cost: { wood: 1, metal: 2 } },
      { cost: { metal: 2, wood: 1 }, kind: 'pay' },
      true,
    ],
    ['a field set to undefined is not written', { kind: 'choose', joker: undefined }, { kind: 'choose' }, true],
    ['a missing field', { kind: 'write', slot: 1 }, { kind: 'write', slot: 1, number: 3 }, false],
    ['an extra field', { kind: 'write', slot: 1, number: 3 }, { kind: 'write', slot: 1 }, false],
    ['a number is not its text', { kind: 'draft', pair: 1 }, { kind: 'draft', pair: '1' }, false],
    ['array order counts', { cards: [1, 2] }, { cards: [2, 1] }, false],
    ['an array is not an object', { cards: [] }, { cards: {} }, false],
    ['null is not an object', { at: null }, { at: {} }, false],
  ])('%s', (_what, a, b, equal) => {
    expect(jsonEqual(a, b)).toBe(equal);
    expect(jsonEqual(b, a)).toBe(equal);
    expect(canonicalJson(a) === canonicalJson(b)).toBe(equal);
  });

  test('for any JSON values it gives the answer of comparing canonical text, and ignores key order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(jsonEqual(a, b)).toBe(canonicalJson(a) === canonicalJson(b));
        expect(jsonEqual(a, reversed(a))).toBe(true);
      }),
      { seed: 29, numRuns: 500 },
    );
  });
});

test('isListed: a move is listed when one of the list is equal to it as JSON', () => {
  const legal = [{ kind: 'cube', track: 'red', index: 0 }, { kind: 'finish' }];
  expect(isListed(legal, { index: 0, track: 'red', kind: 'cube' })).toBe(true);
  expect(isListed(legal, { kind: 'cube', track: 'red', index: 1 })).toBe(false);
  expect(isListed([], { kind: 'finish' })).toBe(false);
});
