// The bench's arithmetic and verdicts: medians, spreads and budget checks must be right to be worth reading.
import { describe, expect, test } from 'vitest';
import type { BrowserFigures, ImportRun } from '../../bench/browser';
import { browserRows, importRows, median, p90, sideBySideRows, sizeRows } from '../../bench/report';

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

describe('the import figure (issue 30: a real-size backup in under 20 s, no task over 50 ms)', () => {
  const run = (totalMs: number, longestTaskMs: number, ok = true): ImportRun => ({
    ok,
    ...(ok ? {} : { error: 'import.storage-full' }),
    bytes: 8 * 2 ** 20,
    totalMs,
    phaseEndMs: { read: 1000, check: 3000, write: totalMs },
    progressReports: 10,
    longTasks: longestTaskMs > 50 ? 1 : 0,
    longestTaskMs,
    longestByPhase: longestTaskMs > 50 ? { write: longestTaskMs } : {},
    imported: ok ? 400 : 0,
    games: 400,
    moves: 109_569,
  });
  const figures = (imports: ImportRun[]): BrowserFigures => ({
    chromium: 'c',
    coldStartMs: [],
    appendStrictMs: [],
    appendRelaxedMs: [],
    resume: [],
    imports,
  });

  test('the median of the runs against 20 s, and the longest task of any run against 50 ms', () => {
    const rows = importRows(figures([run(19_000, 30), run(25_000, 40), run(18_000, 70)]));
    expect(rows.map((r) => [r.measured.split(',')[0], r.verdict])).toEqual([
      ['19.0 s', 'ok'],
      ['1.0 / 3.0 / 19.0', ''],
      ['1', 'over'],
    ]);
    expect(rows[2]?.measured).toContain('70.0 ms (write 70)');
  });

  test('a failed import is reported as failed, not as fast', () => {
    const rows = importRows(figures([run(500, 10, false)]));
    expect(rows[0]?.verdict).toBe('failed');
    expect(rows[0]?.figure).toContain('FAILED: import.storage-full');
  });
});

describe('resume rows (issue 33: flat at any length)', () => {
  test('each length is reported, and only the 5,000-move figure is held to 50 ms', () => {
    const rows = browserRows({
      chromium: 'c',
      coldStartMs: [100],
      appendStrictMs: [10],
      appendRelaxedMs: [5],
      resume: [
        { moves: 100, load: [8, 9, 10], openAndLoad: [12] },
        { moves: 5000, load: [60, 61, 62], openAndLoad: [70] },
      ],
      imports: [],
    });
    const resume = rows.filter((r) => r.figure.startsWith('resume'));
    expect(resume.map((r) => [r.figure.split(':')[0], r.verdict])).toEqual([
      ['resume a 100-move series', ''],
      ['resume a 100-move series', ''],
      ['resume a 5,000-move series', 'over'],
      ['resume a 5,000-move series', ''],
    ]);
  });
});

describe('side-by-side cold start rows (issue 33: within 1.1x of a trivial Preact PWA)', () => {
  test('the ratio of the medians, ready mark and first paint, each against 1.1x', () => {
    const rows = sideBySideRows({
      chromium: 'c',
      coldStartMs: [],
      appendStrictMs: [],
      appendRelaxedMs: [],
      resume: [],
      imports: [],
      sideBySide: {
        app: { readyMs: [100, 120, 300], fcpMs: [50, 55, 60] },
        trivial: { readyMs: [80, 100, 90], fcpMs: [50, 52, 40] },
      },
    });
    expect(rows.map((r) => [r.measured, r.verdict])).toEqual([
      ['120.0 ms / 90.0 ms = 1.33x', 'over'],
      ['55.0 ms / 50.0 ms = 1.10x', 'ok'],
    ]);
  });

  test('no rows when the pair was not measured', () => {
    expect(
      sideBySideRows({
        chromium: 'c',
        coldStartMs: [],
        appendStrictMs: [],
        appendRelaxedMs: [],
        resume: [],
        imports: [],
      }),
    ).toEqual([]);
  });
});
