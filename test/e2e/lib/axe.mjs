// Accessibility checks in the browser: axe-core (from node_modules, no network) run on the page as it is now.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './browser.mjs';
import { ROOT } from './server.mjs';

const AXE_PATH = join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');
export const FAILING_IMPACTS = new Set(['serious', 'critical']);
// Moderate in axe, but a wrong heading order breaks the outline a screen-reader user moves by, so it fails too.
export const FAILING_RULES = new Set(['heading-order']);

/**
 * A profile for axe: the built app's CSP (script-src 'self') blocks the inline script that addScriptTag
 * injects, so this test context, and only it, bypasses CSP. It records requests and errors like the runner's
 * profiles and is registered with `ctx.profiles`, so the runner closes it and checks it the same way (CSP
 * violations cannot happen here: the test of the CSP itself is pwa.e2e.mjs).
 */
export async function a11yProfile(ctx, { viewport = { width: 390, height: 844 }, colorScheme = 'light' } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'kotatsu-a11y-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    viewport,
    colorScheme,
    bypassCSP: true,
    args: CHROMIUM_ARGS,
  });
  const events = { requests: [], consoleErrors: [], pageErrors: [], cspViolations: [] };
  context.on('request', (r) => events.requests.push({ url: r.url(), type: r.resourceType(), fromWorker: false }));
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (msg) => {
    if (msg.type() === 'error') events.consoleErrors.push(`${msg.text()} @ ${page.url()}`);
  });
  page.on('pageerror', (error) => events.pageErrors.push(`${error.message} @ ${page.url()}`));
  const profile = {
    context,
    page,
    events,
    dir,
    async close() {
      await context.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  ctx.profiles.push(profile);
  return profile;
}

/** Run axe on the page (WCAG 2.x A/AA rules and best practices); returns its violations. */
export async function runAxe(page) {
  const loaded = await page.evaluate(() => typeof window.axe === 'object');
  if (!loaded) await page.addScriptTag({ path: AXE_PATH });
  // Let transitions end and fonts settle, so colours are read as a player sees them.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(150);
  return page.evaluate(async () => {
    // label-content-name-mismatch is experimental in axe 4.14 (off by default): a visible label that differs
    // from the accessible name misleads voice control, so it is turned on. target-size (WCAG 2.2: 24x24 CSS px,
    // or that much room around a smaller target) is named so it runs whatever the defaults.
    const result = await window.axe.run(document, {
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true }, 'target-size': { enabled: true } },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.join(' '),
        impact: n.impact,
        summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
      })),
    }));
  });
}

/** The serious and critical violations (and the rules above), one line per element. */
export function seriousLines(violations) {
  const lines = [];
  for (const v of violations) {
    for (const n of v.nodes) {
      if (FAILING_IMPACTS.has(n.impact ?? v.impact) || FAILING_RULES.has(v.id))
        lines.push(`${v.id} (${n.impact ?? v.impact}) ${n.target}: ${n.summary}`);
    }
  }
  return lines;
}

/** The other violations (moderate, minor), one line per rule, for the log. */
export function otherLines(violations) {
  return violations
    .filter((v) => !FAILING_RULES.has(v.id))
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !FAILING_IMPACTS.has(n.impact ?? v.impact)) }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes[0].target}`);
}
