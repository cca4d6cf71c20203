// The bench's arithmetic and verdicts: medians, spreads and budget checks must be right to be worth reading.
import { describe, expect, test } from 'vitest';
import { median, p90, sizeRows } from '../../bench/report';

describe('median and p90', () => {
  test.each([
    [[5], 5],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
  ])('median of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  test('median of nothing is NaN, not 0 (an empty run must not look fast)', () => {
    expect(median([])).toBeNaN();
  });

  test('p90 is the nearest-rank 90th percentile', () => {
    const values = Array.from({ length: 10 }, (_, i) => 10 - i);
    expect(p90(values)).toBe(9);
    expect(p90([7])).toBe(7);
  });
});

describe('size verdicts against DESIGN.md budgets', () => {
  const chunk = (gzipBytes: number) => ({ files: ['a.js'], rawBytes: gzipBytes * 3, gzipBytes });

  test('a shell over 45 KB and a game chunk over 90 KB are reported as over', () => {
    const rows = sizeRows({
      shellJs: chunk(46 * 1024),
      shellCss: chunk(1000),
      games: [{ gameId: 'g', chunk: chunk(91 * 1024) }],
      precache: { entries: 3, bytes: 1024, missing: [] },
    });
    expect(rows.map((r) => r.verdict)).toEqual(['over', '', 'over', 'ok']);
  });

  test('precache entries missing from dist/ are called out', () => {
    const rows = sizeRows({
      shellJs: chunk(1),
      shellCss: chunk(1),
      games: [],
      precache: { entries: 2, bytes: 10, missing: ['gone.js'] },
    });
    expect(rows.at(-1)?.figure).toContain('1 missing from dist');
  });
});
