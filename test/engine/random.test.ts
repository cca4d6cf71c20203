// The seeded generator: same seed, same numbers; integers in range; shuffles are permutations.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { nextUint32, type Rng, randomInt, seedRng, shuffle } from '../../src/engine/random';

function draws(rng: Rng, n: number, count: number): number[] {
  const out: number[] = [];
  let state = rng;
  for (let i = 0; i < count; i++) {
    const [x, next] = randomInt(state, n);
    out.push(x);
    state = next;
  }
  return out;
}

describe('seedRng', () => {
  test('the same seed gives the same state and the same sequence', () => {
    expect(seedRng('kotatsu')).toEqual(seedRng('kotatsu'));
    expect(draws(seedRng('kotatsu'), 1000, 50)).toEqual(draws(seedRng('kotatsu'), 1000, 50));
  });

  test('similar seeds diverge', () => {
    expect(draws(seedRng('seed-1'), 1000, 10)).not.toEqual(draws(seedRng('seed-2'), 1000, 10));
  });

  test('the state is four unsigned 32-bit words that survive a JSON round trip', () => {
    const rng = seedRng('json');
    expect(rng).toHaveLength(4);
    for (const w of rng) expect(Number.isInteger(w) && w >= 0 && w < 2 ** 32).toBe(true);
    const copy = JSON.parse(JSON.stringify(rng)) as Rng;
    expect(nextUint32(copy)).toEqual(nextUint32(rng));
  });

  test('nextUint32 does not change the state it is given', () => {
    const rng = Object.freeze(seedRng('frozen')) as Rng;
    const [, next] = nextUint32(rng);
    expect(next).not.toEqual(rng);
  });
});

describe('randomInt', () => {
  test('stays in [0, n) for any seed and n', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 2 ** 32 }), (seed, n) => {
        for (const x of draws(seedRng(seed), n, 20)) {
          expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true);
        }
      }),
    );
  });

  test('n = 1 always gives 0', () => {
    expect(draws(seedRng('one'), 1, 20).every((x) => x === 0)).toBe(true);
  });

  test.each([0, -1, 1.5, 2 ** 32 + 1, Number.NaN])('refuses n = %s', (n) => {
    expect(() => randomInt(seedRng('bad'), n)).toThrow(/randomInt/);
  });

  test('a six-sided die is roughly fair over 60,000 rolls (each face within 5% of 10,000)', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (const x of draws(seedRng('dice'), 6, 60_000)) counts[x] = (counts[x] ?? 0) + 1;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });
});

describe('shuffle', () => {
  test('returns a permutation and leaves the input alone', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer(), { maxLength: 60 }), (seed, items) => {
        const input = Object.freeze(items.slice());
        const [out] = shuffle(seedRng(seed), input);
        expect(out).not.toBe(input);
        expect([...out].sort((a, b) => a - b)).toEqual([...input].sort((a, b) => a - b));
        expect(input).toEqual(items);
      }),
    );
  });

  test('is deterministic per seed and differs between seeds', () => {
    const deck = Array.from({ length: 52 }, (_, i) => i);
    expect(shuffle(seedRng('a'), deck)).toEqual(shuffle(seedRng('a'), deck));
    expect(shuffle(seedRng('a'), deck)[0]).not.toEqual(shuffle(seedRng('b'), deck)[0]);
  });

  test('every card reaches every position over many shuffles', () => {
    const seen = Array.from({ length: 5 }, () => new Set<number>());
    let rng = seedRng('positions');
    for (let i = 0; i < 500; i++) {
      const [out, next] = shuffle(rng, [0, 1, 2, 3, 4]);
      rng = next;
      for (const [pos, card] of out.entries()) seen[pos]?.add(card);
    }
    for (const s of seen) expect(s.size).toBe(5);
  });
});
