// Copy-on-write list helpers: a changed copy, the input untouched, a missing index a broken invariant.
import { expect, test } from 'vitest';
import { replaceAt, updateAt } from '../../src/engine/list';

test('replaceAt and updateAt return a changed copy and leave the input alone', () => {
  const list = Object.freeze([1, 2, 3]);
  expect(replaceAt(list, 1, 9)).toEqual([1, 9, 3]);
  expect(updateAt(list, 2, (n) => n * 10)).toEqual([1, 2, 30]);
  expect(list).toEqual([1, 2, 3]);
});

test.each([-1, 3, 1.5])('index %s outside the list throws', (i) => {
  expect(() => replaceAt([1, 2, 3], i, 0)).toThrow(/outside a list of 3/);
  expect(() => updateAt([1, 2, 3], i, (n) => n)).toThrow(/outside a list of 3/);
});
