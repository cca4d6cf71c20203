// A lit star's tap area on Astra's sky (ui/star-hit.ts): a finger wide, and never over another lit star.
import { expect, test } from 'vitest';
import { HIT_LIT, litHitArea } from '../../../../src/games/astra/ui/star-hit';

const BOX = [-1.2, -2, 11.2, 12] as const;
const points = (s: string) => s.split(' ').map((p) => p.split(',').map(Number) as [number, number]);
const spans = (s: string): [number, number] => {
  const ps = points(s);
  const span = (k: 0 | 1) => Math.max(...ps.map((p) => p[k])) - Math.min(...ps.map((p) => p[k]));
  return [span(0), span(1)];
};

test('a lit star alone has the whole square of its tap area', () => {
  expect(spans(litHitArea([5, 5], [[5, 5]], BOX))).toEqual([2 * HIT_LIT, 2 * HIT_LIT]);
});

test('two lit stars two steps apart in a row: each reaches further out, at least 3.25 units wide (44 px on a phone)', () => {
  const lit: [number, number][] = [
    [4, 5],
    [6, 5],
  ];
  for (const star of lit) {
    const [w, h] = spans(litHitArea(star, lit, BOX));
    expect(w).toBeGreaterThanOrEqual(3.25);
    expect(h).toBeGreaterThanOrEqual(3.25);
  }
  // The cut lies halfway: the left star's area ends at x = 5, the right one's starts there.
  expect(Math.max(...points(litHitArea([4, 5], lit, BOX)).map((p) => p[0]))).toBeCloseTo(5);
  expect(Math.min(...points(litHitArea([6, 5], lit, BOX)).map((p) => p[0]))).toBeCloseTo(5);
});

test('a diagonal lit neighbour cuts a corner off, the area keeps its full width and height', () => {
  const lit: [number, number][] = [
    [5, 5],
    [6, 6],
  ];
  expect(spans(litHitArea([5, 5], lit, BOX))).toEqual([2 * HIT_LIT, 2 * HIT_LIT]);
  expect(points(litHitArea([5, 5], lit, BOX)).every(([x, y]) => x - 5 + (y - 5) <= 1 + 1e-9)).toBe(true);
});

test('the area stays on the card: near its top left corner it is cut by the edges of the card, and reaches further in', () => {
  const ps = points(litHitArea([0, -1], [[0, -1]], BOX));
  expect(Math.min(...ps.map((p) => p[0]))).toBeCloseTo(-1.2);
  expect(Math.min(...ps.map((p) => p[1]))).toBeCloseTo(-2);
  const [w, h] = spans(litHitArea([0, -1], [[0, -1]], BOX));
  expect(Math.min(w, h)).toBeGreaterThanOrEqual(3.25);
});
