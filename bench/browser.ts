// Browser figures in Debian's Chromium: offline cold start to the library, IndexedDB commit times, resume time.

import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  chromiumPath,
  launchProfile,
  reloadUntilControlled,
  waitForActivatedWorker,
} from '../test/e2e/lib/browser.mjs';
import { findFreePort, previewServer, ROOT } from '../test/e2e/lib/server.mjs';
import type { ImportFigures } from './idb/main';
import { importBenchFile } from './import-file';

export interface BrowserFigures {
  readonly chromium: string;
  /** Navigation start -> 'kotatsu:library-ready', offline, service worker stopped before each load. */
  readonly coldStartMs: readonly number[];
  readonly appendStrictMs: readonly number[];
  readonly appendRelaxedMs: readonly number[];
  /** Resume of a Welcome to the Moon series at growing lengths (issue 33: flat, not linear). */
  readonly resume: readonly {
    readonly moves: number;
    readonly load: readonly number[];
    readonly openAndLoad: readonly number[];
  }[];
  readonly imports: readonly ImportRun[];
}

export interface ImportRun extends ImportFigures {
  readonly games: number;
  readonly moves: number;
}

const LIBRARY_READY = 'kotatsu:library-ready';
const COLD_LOADS = 9;
const APPENDS = 60;
const RESUMES = 7;
/** Import runs (each imports the whole file; about 3 minutes before issue 30's work): BENCH_IMPORTS to change. */
const IMPORTS = Number(process.env.BENCH_IMPORTS ?? 2);

export function chromiumExecutable(): string {
  const found = chromiumPath();
  if (found.path === undefined) throw new Error(found.error);
  return found.path;
}

/** Time from navigation start to the app's library-ready mark in a new tab. */
async function timeLibraryReady(page: Page, url: string): Promise<number> {
  await page.goto(url);
  const handle = await page.waitForFunction(
    (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? null,
    LIBRARY_READY,
    { timeout: 15_000 },
  );
  return Number(await handle.jsonValue());
}

export async function coldStarts(executablePath: string): Promise<number[]> {
  const server = previewServer({ port: await findFreePort(4210) });
  await server.start();
  const profile = await launchProfile({ executablePath, viewport: { width: 390, height: 844 } });
  try {
    await profile.page.goto(server.url);
    await waitForActivatedWorker(profile.page);
    await reloadUntilControlled(profile.page);
    await profile.context.setOffline(true);
    await server.stop();
    const cdp = await profile.context.newCDPSession(profile.page);
    await cdp.send('ServiceWorker.enable');
    const times: number[] = [];
    for (let i = 0; i < COLD_LOADS; i++) {
      // A new tab each time, with the worker stopped, so it must boot from disk like a cold app start.
      await cdp.send('ServiceWorker.stopAllWorkers');
      const page = await profile.context.newPage();
      times.push(await timeLibraryReady(page, server.url));
      await page.close();
    }
    return times;
  } finally {
    await profile.close();
    await server.stop();
  }
}

function buildIdbPage(): string {
  const config = join(ROOT, 'bench', 'idb', 'vite.config.ts');
  const r = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--config', config], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`building the storage bench page failed:\n${r.stdout}\n${r.stderr}`);
  return config;
}

/** The storage bench page built, with the import bench's file beside it. */
async function buildWithImportFile(): Promise<{ configFile: string; games: number; moves: number }> {
  const file = await importBenchFile(ROOT);
  const configFile = buildIdbPage();
  writeFileSync(join(ROOT, '.tmp', 'bench-dist', 'import-bench.json'), file.text);
  return { configFile, games: file.games, moves: file.moves };
}

/** 'import': only the import's figures; 'storage': the commit and resume figures without the import. */
type Only = 'import' | 'storage';

export async function storageFigures(executablePath: string, only?: Only) {
  const { configFile, games, moves } = await buildWithImportFile();
  const server = previewServer({ port: await findFreePort(4230), dist: '.tmp/bench-dist', configFile });
  await server.start();
  const profile = await launchProfile({ executablePath });
  try {
    const { page } = profile;
    await page.goto(server.url);
    await page.waitForFunction(() => document.getElementById('status')?.textContent === 'ready');
    const run = <T>(fn: string, ...args: unknown[]) =>
      page.evaluate(
        ([name, list]) => {
          const bench = window.kotatsuBench as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
          const f = bench[name as string];
          if (!f) throw new Error(`no bench function ${name}`);
          return f(...(list as unknown[]));
        },
        [fn, args] as const,
      ) as Promise<T>;
    // BENCH_PROBE=1: the floor IndexedDB itself sets here, 109,569 bare records in one transaction and in 10,000s.
    if (process.env.BENCH_PROBE) {
      for (const per of [109_569, 10_000]) {
        const ms = await run<number>('writeProbe', 109_569, per);
        console.log(
          `IndexedDB alone: 109,569 records, ${per.toLocaleString('en-US')} a transaction: ${(ms / 1000).toFixed(1)} s`,
        );
      }
    }
    const imports: ImportRun[] = [];
    for (let i = 0; i < (only === 'storage' ? 0 : IMPORTS); i++) {
      imports.push({ ...(await run<ImportFigures>('importTimes', 'import-bench.json')), games, moves });
    }
    if (only === 'import') return { appendStrictMs: [], appendRelaxedMs: [], resume: EMPTY_RESUME, imports };
    const appendStrictMs = await run<number[]>('appendTimes', 'strict', APPENDS);
    const appendRelaxedMs = await run<number[]>('appendTimes', 'relaxed', APPENDS);
    const resume: BrowserFigures['resume'][number][] = [];
    for (const moves of [100, 1000, 5000]) {
      resume.push(await run<BrowserFigures['resume'][number]>('resumeTimes', moves, RESUMES));
    }
    return { appendStrictMs, appendRelaxedMs, resume, imports };
  } finally {
    await profile.close();
    await server.stop();
  }
}

const EMPTY_RESUME: BrowserFigures['resume'] = [];

/** Every browser figure, or (`only`) just the import's or the store's, to measure a change quickly. */
export async function measureBrowser(only?: Only): Promise<BrowserFigures> {
  const executablePath = chromiumExecutable();
  const version = spawnSync(executablePath, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const coldStartMs = only ? [] : await coldStarts(executablePath);
  const storage = await storageFigures(executablePath, only);
  return { chromium: version, coldStartMs, ...storage };
}
