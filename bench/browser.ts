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
  /** The app and a trivial Preact PWA, offline cold starts alternated in one Chromium (issue 33: within 1.1x). */
  readonly sideBySide?: SideBySide;
}

export interface SideBySide {
  readonly app: ColdLoads;
  readonly trivial: ColdLoads;
}

export interface ColdLoads {
  /** Navigation start -> the page's ready mark (the app's library-ready, the trivial app's after its render). */
  readonly readyMs: readonly number[];
  /** Navigation start -> first contentful paint ('paint' entries). */
  readonly fcpMs: readonly number[];
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

const TRIVIAL_READY = 'trivial:ready';
const PAIRED_LOADS = 11;

function buildTrivialPwa(): string {
  const config = join(ROOT, 'bench', 'trivial-pwa', 'vite.config.ts');
  const r = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--config', config], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`building the trivial PWA failed:\n${r.stdout}\n${r.stderr}`);
  return config;
}

/** Navigation start -> the named mark and -> first contentful paint, in a new tab. */
async function timeReadyAndPaint(page: Page, url: string, mark: string): Promise<{ ready: number; fcp: number }> {
  await page.goto(url);
  const handle = await page.waitForFunction(
    (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? null,
    mark,
    { timeout: 15_000 },
  );
  const ready = Number(await handle.jsonValue());
  const fcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (!entry) return;
          observer.disconnect();
          resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  return { ready, fcp };
}

/** One installed, controlled origin, then offline with its server gone. */
async function installOffline(profile: Awaited<ReturnType<typeof launchProfile>>, url: string): Promise<void> {
  const page = await profile.context.newPage();
  await page.goto(url);
  await waitForActivatedWorker(page);
  await reloadUntilControlled(page);
  await page.close();
}

/**
 * The app and the trivial Preact PWA (bench/trivial-pwa) in the same Chromium, each installed on its own origin, then
 * offline with both servers stopped; loads alternate between them, each in a new tab with every service worker
 * stopped first, so both boot from disk as a cold start does.
 */
export async function coldStartsSideBySide(executablePath: string): Promise<SideBySide> {
  const trivialConfig = buildTrivialPwa();
  const appServer = previewServer({ port: await findFreePort(4250) });
  await appServer.start();
  const trivialServer = previewServer({
    port: await findFreePort(4270),
    dist: '.tmp/trivial-dist',
    configFile: trivialConfig,
  });
  await trivialServer.start();
  const profile = await launchProfile({ executablePath, viewport: { width: 390, height: 844 } });
  try {
    await installOffline(profile, appServer.url);
    await installOffline(profile, trivialServer.url);
    await profile.context.setOffline(true);
    await appServer.stop();
    await trivialServer.stop();
    const cdp = await profile.context.newCDPSession(profile.page);
    await cdp.send('ServiceWorker.enable');
    const app = { readyMs: [] as number[], fcpMs: [] as number[] };
    const trivial = { readyMs: [] as number[], fcpMs: [] as number[] };
    const sides = [
      { url: appServer.url, mark: LIBRARY_READY, into: app },
      { url: trivialServer.url, mark: TRIVIAL_READY, into: trivial },
    ];
    for (let i = 0; i < PAIRED_LOADS; i++) {
      // Alternate which goes first, so neither always follows the other's warm-up.
      for (const side of i % 2 ? [...sides].reverse() : sides) {
        await cdp.send('ServiceWorker.stopAllWorkers');
        const page = await profile.context.newPage();
        const t = await timeReadyAndPaint(page, side.url, side.mark);
        side.into.readyMs.push(t.ready);
        side.into.fcpMs.push(t.fcp);
        await page.close();
      }
    }
    return { app, trivial };
  } finally {
    await profile.close();
    await appServer.stop();
    await trivialServer.stop();
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
  const sideBySide = only ? undefined : await coldStartsSideBySide(executablePath);
  const storage = await storageFigures(executablePath, only);
  return { chromium: version, coldStartMs, sideBySide, ...storage };
}

/** Only the app's and the trivial PWA's cold starts (`--only-cold`), to measure a change to the first screen. */
export async function measureColdStarts(): Promise<BrowserFigures> {
  const executablePath = chromiumExecutable();
  const version = spawnSync(executablePath, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const sideBySide = await coldStartsSideBySide(executablePath);
  return {
    chromium: version,
    coldStartMs: [],
    sideBySide,
    appendStrictMs: [],
    appendRelaxedMs: [],
    resume: [],
    imports: [],
  };
}
