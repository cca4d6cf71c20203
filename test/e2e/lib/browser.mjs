// Launches Debian's Chromium on a fresh profile and records what every page and service worker did.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The browser to drive, or an error message saying how to install it. */
export function chromiumPath() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return { path };
  return {
    error: `Chromium not found at ${path}. Install Debian's build: apt-get install -y chromium (or set CHROMIUM_PATH).`,
  };
}

/**
 * A fresh persistent profile (service workers need one), or, with `dir`, the profile a killed browser left
 * behind. The returned `events` collect every request (pages and service workers), console errors, page errors
 * and CSP violations until `close()`.
 */
export async function launchProfile({
  executablePath,
  viewport = { width: 1180, height: 820 },
  dir: reuse,
  hasTouch = false,
}) {
  const dir = reuse ?? mkdtempSync(join(tmpdir(), 'kotatsu-e2e-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath,
    headless: true,
    serviceWorkers: 'allow',
    acceptDownloads: true,
    viewport,
    hasTouch,
    args: CHROMIUM_ARGS,
  });
  const events = { requests: [], consoleErrors: [], pageErrors: [], cspViolations: [] };
  context.on('request', (request) => {
    events.requests.push({
      url: request.url(),
      type: request.resourceType(),
      fromWorker: request.serviceWorker() !== null,
    });
  });
  // The CSP listener is installed by the browser before any page script, so a strict CSP cannot block it.
  await context.exposeBinding('__kotatsuCspViolation', (_source, text) => {
    events.cspViolations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      // The binding was exposed by the harness above.
      window.__kotatsuCspViolation(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`);
    });
  });
  const watch = (page) => {
    page.on('console', (msg) => {
      // The resource a "Failed to load resource" line is about, when the browser names it.
      const about = msg.location()?.url;
      const what = about && about !== page.url() ? ` (${about})` : '';
      if (msg.type() === 'error') events.consoleErrors.push(`${msg.text()} @ ${page.url()}${what}`);
    });
    page.on('pageerror', (error) => events.pageErrors.push(`${error.message} @ ${page.url()}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());

  async function close() {
    await context.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
  return { context, page, events, close, dir };
}

/** Wait until this origin's service worker is 'activated' (ready resolves while it may still be 'activating'). */
export async function waitForActivatedWorker(page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const sw = registration.active;
    if (!sw) throw new Error('ready resolved without an active worker');
    if (sw.state === 'activated') return;
    await new Promise((resolve) => {
      sw.addEventListener('statechange', () => {
        if (sw.state === 'activated') resolve(undefined);
      });
    });
  });
}

/** A 'prompt' worker does not claim the first load: reload once and wait until the page is controlled. */
export async function reloadUntilControlled(page) {
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
}
