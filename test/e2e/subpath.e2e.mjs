// Issue 28, getting it onto the devices: the same build works from a sub-path of a static host (e.g. /kotatsu/),
// installs there, starts offline and opens a game it has never loaded; the manifest and worker stay in the sub-path.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reloadUntilControlled, waitForActivatedWorker } from './lib/browser.mjs';
import { assert, assertEqual } from './lib/checks.mjs';
import { previewServer, ROOT } from './lib/server.mjs';
import { startHumanGame } from './lib/setup.mjs';

const BASE = '/kotatsu/';

async function fromSubPath(ctx) {
  const dir = mkdtempSync(join(tmpdir(), 'kotatsu-subpath-'));
  const config = join(dir, 'vite.subpath.config.mjs');
  const dist = join(ROOT, process.env.KOTATSU_DIST || 'dist');
  writeFileSync(
    config,
    `export default { base: ${JSON.stringify(BASE)}, build: { outDir: ${JSON.stringify(dist)} } };\n`,
  );
  // On the runner's own port (its server stopped; the runner starts it again for the next test), so every request
  // still goes to the test's origin.
  await ctx.server.stop();
  const server = previewServer({ port: Number(new URL(ctx.url).port), configFile: config, base: BASE });
  await server.start();
  try {
    const { page, context } = await ctx.profile();
    ctx.step('open the app under the sub-path and install it');
    await page.goto(server.url);
    await page.waitForSelector('[data-testid="library"]');
    await waitForActivatedWorker(page);
    await reloadUntilControlled(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope ?? '');
    assertEqual(new URL(scope).pathname, BASE, 'the worker is scoped to the sub-path');
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '';
      const url = new URL(href, location.href);
      const m = await (await fetch(url)).json();
      return { start: new URL(m.start_url, url).pathname, scope: new URL(m.scope, url).pathname };
    });
    assertEqual(manifest, { start: BASE, scope: BASE }, 'the manifest starts and stays in the sub-path');
    ctx.step('offline: reload and open a game never loaded before');
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('[data-testid="library"]');
    await startHumanGame(page, 'tash-kalar');
    const shown = await page.locator('[data-testid="handoff"], [data-testid="table"]').count();
    assert(shown > 0, 'the game did not start offline under the sub-path');
    await context.setOffline(false);
  } finally {
    await server.stop();
  }
}

export default [{ name: 'the app installs and plays offline from a sub-path', run: fromSubPath }];
