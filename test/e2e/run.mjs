// Browser test runner: serves dist/ with vite preview, runs every test/e2e/*.e2e.mjs in Debian's Chromium.
// Usage: npm run build && node test/e2e/run.mjs [name-filter]
// KOTATSU_DIST=/some/dir serves another build (e.g. `vite build --outDir /some/dir`) instead of dist/.
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumPath, launchProfile } from './lib/browser.mjs';
import { assertClean, saveScreen } from './lib/checks.mjs';
import { findFreePort, previewServer, ROOT, sleep } from './lib/server.mjs';

// A watchdog for a hung browser, not a speed check: far above what a correct run takes on a loaded machine.
const DEFAULT_TIMEOUT_MS = 300_000;
const E2E_DIR = join(ROOT, 'test', 'e2e');

/** A test file exports `default` as one async function or a list of { name, run, timeout? }. */
async function loadTests(file) {
  const mod = await import(pathToFileURL(join(E2E_DIR, file)).href);
  const base = file.replace(/\.e2e\.mjs$/, '');
  const list = typeof mod.default === 'function' ? [{ name: 'main', run: mod.default }] : (mod.default ?? mod.tests);
  if (!Array.isArray(list)) throw new Error(`${file} exports no tests`);
  return list.map((t) => ({ ...t, file: base, title: `${base}: ${t.name}` }));
}

/** Everything a test may use; every profile it opens is closed and checked by the runner. */
function makeContext(server, executablePath) {
  const origin = new URL(server.url).origin;
  const profiles = [];
  const ctx = {
    url: server.url,
    origin,
    server,
    allowConsole: [],
    lastStep: '(start)',
    step(label) {
      ctx.lastStep = label;
      if (process.env.E2E_VERBOSE) console.log(`      · ${label}`);
    },
    async profile(options = {}) {
      const p = await launchProfile({ executablePath, ...options });
      profiles.push(p);
      return p;
    },
    screen: saveScreen,
    profiles,
  };
  return ctx;
}

async function runOne(test, server, executablePath) {
  await server.start(); // a previous test may have stopped it to go offline
  const ctx = makeContext(server, executablePath);
  const main = await ctx.profile();
  Object.assign(ctx, { page: main.page, context: main.context, events: main.events });
  const timeout = Math.max(test.timeout ?? 0, DEFAULT_TIMEOUT_MS);
  let timer;
  const started = Date.now();
  try {
    const timedOut = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${timeout / 1000} s`)), timeout);
    });
    await Promise.race([test.run(ctx), timedOut]);
    for (const p of ctx.profiles) assertClean(p.events, ctx.origin, ctx.allowConsole);
    return { ok: true, ms: Date.now() - started };
  } catch (error) {
    const shot = await saveScreen(ctx.page, `FAILED-${test.title.replace(/[^\w-]+/g, '_')}`).catch(() => null);
    return { ok: false, ms: Date.now() - started, error, step: ctx.lastStep, shot };
  } finally {
    clearTimeout(timer);
    for (const p of ctx.profiles) await p.close();
  }
}

async function main() {
  const chromium = chromiumPath();
  if (chromium.error) {
    console.error(`e2e: ${chromium.error}`);
    console.log('e2e: 0 passed, 1 failed');
    return 1;
  }
  const filter = process.argv[2] ?? '';
  const files = readdirSync(E2E_DIR)
    .filter((f) => f.endsWith('.e2e.mjs'))
    .sort();
  const tests = (await Promise.all(files.map(loadTests))).flat().filter((t) => t.title.includes(filter));
  // Lanes: tests run this many at a time, each lane with its own preview server on its own port (so a test that
  // goes offline stops only its lane's server) and its own browser profiles. Most of a browser test is waiting for
  // the page, so two lanes on two cores take much less wall time; no test depends on another's timing.
  const lanes = Math.max(1, Number(process.env.E2E_LANES) || Math.min(2, availableParallelism()));
  const servers = [];
  let nextPort = Number(process.env.E2E_PORT) || 4180;
  for (let i = 0; i < lanes; i++) {
    const port = process.env.E2E_PORT ? nextPort : await findFreePort(nextPort);
    servers.push(previewServer({ port, dist: process.env.KOTATSU_DIST || 'dist' }));
    nextPort = port + 1;
  }
  const stopOnSignal = () => {
    for (const server of servers) server.killNow();
    process.exit(130);
  };
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);
  process.on('exit', () => {
    for (const server of servers) server.killNow();
  });
  // A test that failed early may leave a pending Playwright promise behind; its rejection must not end the run.
  process.on('unhandledRejection', (reason) => {
    if (process.env.E2E_VERBOSE) console.log(`      (late rejection ignored: ${String(reason).split('\n')[0]})`);
  });
  let passed = 0;
  let failed = 0;
  let next = 0;
  const started = Date.now();
  const lane = async (server) => {
    try {
      while (next < tests.length) {
        const test = tests[next++];
        const result = await runOne(test, server, chromium.path);
        const secs = (result.ms / 1000).toFixed(1);
        if (result.ok) {
          passed++;
          console.log(`ok    ${test.title} (${secs} s)`);
        } else {
          failed++;
          const lines = [`FAIL  ${test.title} (${secs} s) at step: ${result.step}`];
          lines.push(indent(String(result.error?.stack ?? result.error)));
          if (result.shot) lines.push(`      screenshot: ${result.shot}`);
          console.log(lines.join('\n'));
        }
      }
    } catch (error) {
      failed++;
      console.log(`FAIL  runner: ${error?.stack ?? error}`);
    } finally {
      await server.stop();
    }
  };
  await Promise.all(servers.map(lane));
  await sleep(50);
  console.log(`e2e: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  return failed > 0 || passed === 0 ? 1 : 0;
}

function indent(text) {
  return text
    .split('\n')
    .slice(0, 30)
    .map((l) => `      ${l}`)
    .join('\n');
}

process.exitCode = await main();
