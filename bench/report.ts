// Turns the measured figures into rows against DESIGN.md's budgets, for the console and docs/PERFORMANCE.md.

import type { AppPathFigure } from './app-path';
import type { BrowserFigures, ImportRun } from './browser';
import type { LibrarySize } from './library';
import type { RulesFigure } from './rules-speed';
import type { SizeFigures } from './sizes';

export interface Row {
  readonly figure: string;
  readonly budget: string;
  readonly measured: string;
  /** 'ok', 'over' or '' (no budget). Reported, never asserted. */
  readonly verdict: string;
}

export interface BoardgameIoFigure {
  readonly gameId: string;
  readonly seats: number;
  readonly version: string;
  readonly bgioMovesPerSec: number;
  readonly appMovesPerSec: number;
  readonly rulesMovesPerSec: number;
}

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (v: number) => `${v.toFixed(1)} ms`;
const rate = (v: number) => Math.round(v).toLocaleString('en-US');

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The value below which 90% of the samples fall (nearest rank). */
export function p90(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.9) - 1)] ?? Number.NaN;
}

/** Median, with the 90th percentile to show the spread. */
const spread = (values: readonly number[]) => `${ms(median(values))} (p90 ${p90(values).toFixed(1)})`;

const within = (value: number, limit: number) => (value <= limit ? 'ok' : 'over');
const atLeast = (value: number, floor: number) => (value >= floor ? 'ok' : 'under');

export function sizeRows(s: SizeFigures): Row[] {
  const rows: Row[] = [
    {
      figure: `initial shell JS, gzip (${s.shellJs.files.length} files)`,
      budget: '<= 45 KB',
      measured: kb(s.shellJs.gzipBytes),
      verdict: within(s.shellJs.gzipBytes, 45 * KB),
    },
    { figure: 'initial shell CSS, gzip', budget: '', measured: kb(s.shellCss.gzipBytes), verdict: '' },
  ];
  for (const g of s.games) {
    rows.push({
      figure: `${g.gameId} chunk, JS + CSS, gzip (${g.chunk.files.length} files)`,
      budget: '<= 90 KB',
      measured: kb(g.chunk.gzipBytes),
      verdict: within(g.chunk.gzipBytes, 90 * KB),
    });
  }
  const missing = s.precache.missing.length ? `, ${s.precache.missing.length} missing from dist!` : '';
  rows.push({
    figure: `whole precache (${s.precache.entries} entries${missing})`,
    budget: '<= 3 MB',
    measured: kb(s.precache.bytes),
    verdict: within(s.precache.bytes, 3 * KB * KB),
  });
  return rows;
}

export function rulesRows(figures: readonly RulesFigure[]): Row[] {
  return figures.flatMap((f) => {
    const budgeted = f.gameId === 'wizard-extreme' && f.variant === undefined;
    const playoutFloor = budgeted && f.seats === 4 ? 500 : null;
    const moveFloor = budgeted ? 150_000 : null;
    const name = `${f.gameId} ${f.seats}p${f.variant ? ` ${f.variant}` : ''}`;
    const rows: Row[] = [
      {
        figure: `${name} random playouts/s (${Math.round(f.movesPerGame)} moves/game)`,
        budget: playoutFloor ? `>= ${rate(playoutFloor)}` : 'reported',
        measured: rate(f.playoutsPerSec),
        verdict: playoutFloor ? atLeast(f.playoutsPerSec, playoutFloor) : '',
      },
      {
        figure: `${name} moves/s through the pure rules`,
        budget: moveFloor ? `>= ${rate(moveFloor)}` : 'reported',
        measured: rate(f.movesPerSec),
        verdict: moveFloor ? atLeast(f.movesPerSec, moveFloor) : '',
      },
    ];
    if (f.botPlayoutsPerSec !== null) {
      rows.push({
        figure: `${name} bot-vs-bot playouts/s`,
        budget: 'reported',
        measured: rate(f.botPlayoutsPerSec),
        verdict: '',
      });
    }
    if (f.botDecisionMs !== null) {
      rows.push({
        figure: `${name} bot decision (view + choose), CPU ms median / worst`,
        budget: 'worst <= 50 ms',
        measured: `${f.botDecisionMs.median.toFixed(2)} / ${f.botDecisionMs.worst.toFixed(1)}`,
        verdict: within(f.botDecisionMs.worst, 50),
      });
    }
    return rows;
  });
}

/** The app's per-move path (bench/app-path.ts) against the pure rules, and against boardgame.io when it was measured. */
export function appPathRows(figures: readonly AppPathFigure[], bgio: BoardgameIoFigure | null): Row[] {
  const rows: Row[] = figures.map((f) => ({
    figure: `${f.gameId} ${f.seats}p app per-move path, moves/s (share of the pure rules; status asked each time)`,
    budget: 'reported',
    measured: `${rate(f.appMovesPerSec)} (${(f.appMovesPerSec / f.rulesMovesPerSec).toFixed(2)}; ${rate(f.plainAppMovesPerSec)})`,
    verdict: '',
  }));
  if (bgio) {
    const ratio = bgio.appMovesPerSec / bgio.bgioMovesPerSec;
    rows.push({
      figure: `${bgio.gameId} ${bgio.seats}p app path against boardgame.io ${bgio.version} (${rate(bgio.bgioMovesPerSec)} moves/s), same games`,
      budget: '>= 40x',
      measured: `${ratio.toFixed(1)}x (rules alone ${(bgio.rulesMovesPerSec / bgio.bgioMovesPerSec).toFixed(1)}x)`,
      verdict: ratio >= 40 ? 'ok' : 'over',
    });
  }
  return rows;
}

/** The import of a real-size "Export all" file (issue 30: under 20 s, no main-thread task over 50 ms). */
export function importRows(b: BrowserFigures): Row[] {
  const first = b.imports[0];
  if (!first) return [];
  const what = `${(first.bytes / 2 ** 20).toFixed(1)} MB, ${first.games} games, ${rate(first.moves)} moves`;
  const failed = b.imports.find((r) => !r.ok);
  const total = median(b.imports.map((r) => r.totalMs));
  const longest = Math.max(...b.imports.map((r) => r.longestTaskMs));
  return [
    {
      figure: `import a backup (${what}), strict, median of ${b.imports.length}${failed ? ` (FAILED: ${failed.error})` : ''}`,
      budget: '<= 20 s',
      measured: `${(total / 1000).toFixed(1)} s`,
      verdict: failed ? 'failed' : within(total, 20_000),
    },
    {
      figure: 'import phases: reading the file, re-checking every move, storing (ends at, s)',
      budget: 'reported',
      measured: phaseEnds(first),
      verdict: '',
    },
    {
      figure: `import: main-thread tasks over 50 ms, longest (by phase), progress reports`,
      budget: 'none over 50 ms',
      measured: `${Math.max(...b.imports.map((r) => r.longTasks))}, ${ms(longest)} (${longestByPhase(b.imports)}), ${first.progressReports}`,
      verdict: longest <= 50 ? 'ok' : 'over',
    },
  ];
}

const phaseEnds = (r: ImportRun): string =>
  ['read', 'check', 'write'].map((p) => ((r.phaseEndMs[p] ?? Number.NaN) / 1000).toFixed(1)).join(' / ');

function longestByPhase(runs: readonly ImportRun[]): string {
  const phases = [...new Set(runs.flatMap((r) => Object.keys(r.longestByPhase)))];
  return (
    phases.map((p) => `${p} ${Math.max(...runs.map((r) => r.longestByPhase[p] ?? 0)).toFixed(0)}`).join(', ') || 'none'
  );
}

/** The app against a trivial Preact PWA, loads alternated in one Chromium (issue 33: within 1.1x). */
export function sideBySideRows(b: BrowserFigures): Row[] {
  const pair = b.sideBySide;
  if (!pair) return [];
  const row = (what: string, app: readonly number[], trivial: readonly number[]): Row => {
    const ratio = median(app) / median(trivial);
    return {
      figure: `offline cold start, ${what}: app / trivial Preact PWA, medians of ${app.length} alternated`,
      budget: '<= 1.1x',
      measured: `${ms(median(app))} / ${ms(median(trivial))} = ${ratio.toFixed(2)}x`,
      verdict: within(ratio, 1.1),
    };
  };
  return [
    row('to ready mark', pair.app.readyMs, pair.trivial.readyMs),
    row('first contentful paint', pair.app.fcpMs, pair.trivial.fcpMs),
  ];
}

export function browserRows(b: BrowserFigures): Row[] {
  const cold = median(b.coldStartMs);
  const strict = median(b.appendStrictMs);
  if (b.coldStartMs.length === 0 && b.imports.length > 0) return importRows(b);
  const coldRow: Row = {
    figure: `offline cold start to library-ready, median of ${b.coldStartMs.length}`,
    budget: '<= 400 ms',
    measured: spread(b.coldStartMs),
    verdict: within(cold, 400),
  };
  return [
    ...importRows(b),
    ...(b.coldStartMs.length > 0 ? [coldRow] : []),
    ...sideBySideRows(b),
    {
      figure: `move -> durable IndexedDB commit, strict, median of ${b.appendStrictMs.length}`,
      budget: '<= 60 ms',
      measured: spread(b.appendStrictMs),
      verdict: within(strict, 60),
    },
    {
      figure: `move -> IndexedDB commit, relaxed, median of ${b.appendRelaxedMs.length}`,
      budget: 'reported',
      measured: spread(b.appendRelaxedMs),
      verdict: '',
    },
    ...b.resume.flatMap((r) => [
      {
        figure: `resume a ${rate(r.moves)}-move series: store.load (from the snapshot), median of ${r.load.length}`,
        budget: r.moves === 5000 ? '<= 50 ms' : 'reported',
        measured: spread(r.load),
        verdict: r.moves === 5000 ? within(median(r.load), 50) : '',
      },
      {
        figure: `resume a ${rate(r.moves)}-move series: open DB + load, median`,
        budget: 'reported',
        measured: spread(r.openAndLoad),
        verdict: '',
      },
    ]),
  ];
}

/** A fixed-width table for the console. */
export function consoleTable(rows: readonly Row[]): string {
  const head = { figure: 'figure', budget: 'budget', measured: 'measured', verdict: '' };
  const all = [head, ...rows];
  const w = (k: keyof Row) => Math.max(...all.map((r) => r[k].length));
  const line = (r: Row) =>
    `${r.figure.padEnd(w('figure'))}  ${r.budget.padEnd(w('budget'))}  ${r.measured.padStart(w('measured'))}  ${r.verdict}`;
  return [line(head), '-'.repeat(w('figure') + w('budget') + w('measured') + 10), ...rows.map(line)].join('\n');
}

export function markdownTable(rows: readonly Row[]): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  return [
    '| figure | budget | measured | |',
    '| --- | --- | ---: | --- |',
    ...rows.map((r) => `| ${cell(r.figure)} | ${cell(r.budget)} | ${r.measured} | ${r.verdict} |`),
  ].join('\n');
}

/** The library at N saves (issue 33): rows, and whose turn in each, under 300 ms at 1,000 saves. */
export function libraryRows(sizes: readonly LibrarySize[]): Row[] {
  return sizes.flatMap((s) => {
    const rows = median(s.again.map((o) => o.rowsMs));
    const turns = median(s.again.map((o) => o.turnsMs));
    const goal = s.saves === 1000;
    const elements = Math.max(...s.again.map((o) => o.elements));
    return [
      {
        figure: `library at ${rate(s.saves)} saves: rows on screen, median of ${s.again.length} (first open ${ms(s.first.rowsMs)})`,
        budget: goal ? '<= 300 ms' : 'reported',
        measured: ms(rows),
        verdict: goal ? within(rows, 300) : '',
      },
      {
        figure: `library at ${rate(s.saves)} saves: whose turn on screen, median (first open ${ms(s.first.turnsMs)}), ${rate(elements)} elements`,
        budget: goal ? '<= 300 ms' : 'reported',
        measured: ms(turns),
        verdict: goal ? within(turns, 300) : '',
      },
    ];
  });
}
