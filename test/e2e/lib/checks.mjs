// Assertions every browser test ends with: no request left the origin, no CSP violation, no console or page errors.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './server.mjs';

// Schemes that never reach a network (downloads are blob: URLs, small images may be data: URLs).
const LOCAL_SCHEMES = new Set(['data:', 'blob:']);

/** Requests whose origin differs from the app's, as readable lines. */
export function foreignRequests(events, origin) {
  return events.requests
    .filter((r) => {
      const url = new URL(r.url);
      return !LOCAL_SCHEMES.has(url.protocol) && url.origin !== origin;
    })
    .map((r) => `${r.fromWorker ? '[sw] ' : ''}${r.type} ${r.url}`);
}

/**
 * Throws with every problem found in a profile's events. `allowConsole` lists patterns of console
 * errors a test expects (e.g. a failed fetch it provoked on purpose).
 */
/**
 * A rules picture the app's background copy (src/app/pwa/rules-pictures.ts) could not fetch because the test had
 * just gone offline: expected, the copy stops and tries again at the next start. Only a picture under /rules/ with
 * its hash, named as the failed resource; any other failed load still fails the test.
 */
const PICTURE_COPY_OFFLINE =
  /^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED) @ .* \(https?:\/\/[^)]*\/rules\/[^)]+\.webp\?v=[^)]+\)$/;

export function assertClean(events, origin, allowConsole = []) {
  const problems = [];
  for (const line of foreignRequests(events, origin)) problems.push(`request left the origin: ${line}`);
  for (const v of events.cspViolations) problems.push(`CSP violation: ${v}`);
  for (const e of events.pageErrors) problems.push(`page error: ${e}`);
  for (const e of events.consoleErrors) {
    if (PICTURE_COPY_OFFLINE.test(e)) continue;
    if (!allowConsole.some((re) => re.test(e))) problems.push(`console error: ${e}`);
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

export const SCREENS_DIR = join(ROOT, 'test-results', 'screens');

/** Save a screenshot for a human to look at (test-results/ is git-ignored). */
export async function saveScreen(page, name) {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const path = join(SCREENS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

export function assertEqual(actual, expected, message) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${message}\n  expected: ${e}\n  actual:   ${a}`);
}
