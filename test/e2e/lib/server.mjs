// Starts and stops `vite preview` over dist/ in its own process group, so a test can cut the network for real.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const ROOT = new URL('../../../', import.meta.url).pathname;

// Ports that browsers and Node's fetch refuse to connect to (the Fetch standard's "bad ports" in this range).
const BAD_PORTS = new Set([4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697, 10080]);

/** The first port from `start` that nothing listens on (127.0.0.1) and that browsers may use. */
export async function findFreePort(start = 4180) {
  for (let port = start; port < start + 100; port++) {
    if (BAD_PORTS.has(port)) continue;
    const free = await new Promise((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${start}..${start + 99}`);
}

/**
 * A preview server that can be stopped and started again on the same port (a test that
 * goes offline stops it; the runner brings it back for the next test).
 */
export function previewServer({ port, dist = 'dist', configFile, base = '/' }) {
  let child = null;
  let output = '';
  // A config with another `base` serves the app under that sub-path.
  const url = `http://127.0.0.1:${port}${base}`;

  async function start() {
    if (child) return;
    if (!existsSync(join(resolve(ROOT, dist), 'index.html'))) {
      throw new Error(`${dist}/index.html is missing: run \`npm run build\` first`);
    }
    const args = ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'];
    // A custom config names its own (absolute) outDir; the app's config gets `dist` relative to the repo.
    args.push(...(configFile ? ['--config', configFile] : ['--outDir', dist]));
    child = spawn(join(ROOT, 'node_modules/.bin/vite'), args, {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if (await isUp()) return;
      const gone = await Promise.race([exited.then(() => true), sleep(150).then(() => false)]);
      if (gone) break;
    }
    await stop();
    throw new Error(`vite preview did not answer on ${url}:\n${output}`);
  }

  async function isUp() {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      return res.status === 200;
    } catch {
      return false;
    }
  }

  /** Kill the whole process group (vite may fork) and wait until the port answers no more. */
  async function stop() {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    killGroup(proc.pid, 'SIGTERM');
    const done = await Promise.race([exited.then(() => true), sleep(3000).then(() => false)]);
    if (!done) killGroup(proc.pid, 'SIGKILL');
    for (let i = 0; i < 20 && (await isUp()); i++) await sleep(100);
  }

  /** Synchronous last resort for process exit handlers. */
  function killNow() {
    if (child) killGroup(child.pid, 'SIGKILL');
    child = null;
  }

  return {
    url,
    start,
    stop,
    killNow,
    get running() {
      return child !== null;
    },
  };
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
