// The app as a PWA: service worker, manifest, installability, offline start, an unvisited game chunk offline, CSP.
import { pngSize } from '../../scripts/png.mjs';
import { reloadUntilControlled, waitForActivatedWorker } from './lib/browser.mjs';
import { gameChunkFile, rulesPictureCount } from './lib/build-info.mjs';
import { assert, assertEqual } from './lib/checks.mjs';

const LIBRARY = '[data-testid="library"]';

/** Open the app and wait until its service worker is activated and controls the page. */
async function installApp(ctx) {
  ctx.step('first load');
  await ctx.page.goto(ctx.url);
  await ctx.page.waitForSelector(LIBRARY);
  ctx.step('worker activates');
  await waitForActivatedWorker(ctx.page);
  ctx.step('reload until controlled');
  await reloadUntilControlled(ctx.page);
  await ctx.page.waitForSelector(LIBRARY);
}

async function checkManifest(ctx) {
  const href = await ctx.page.getAttribute('link[rel="manifest"]', 'href');
  assert(href, 'index.html links no manifest');
  const manifestUrl = new URL(href, ctx.url).href;
  const manifest = await (await fetch(manifestUrl)).json();
  for (const key of ['name', 'short_name', 'start_url', 'theme_color', 'background_color']) {
    assert(typeof manifest[key] === 'string' && manifest[key].length > 0, `manifest has no ${key}`);
  }
  assertEqual(manifest.display, 'standalone', 'manifest display');
  const icons = manifest.icons ?? [];
  const find = (size, purpose) =>
    icons.find((i) => i.sizes === size && (i.purpose ?? 'any').split(' ').includes(purpose));
  for (const [size, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]) {
    const icon = find(size, purpose);
    assert(icon, `manifest has no ${purpose} icon of ${size}`);
    await expectPng(new URL(icon.src, manifestUrl).href, size);
  }
  const shots = manifest.screenshots ?? [];
  for (const form of ['narrow', 'wide']) {
    const shot = shots.find((s) => s.form_factor === form);
    assert(shot, `manifest has no ${form} screenshot`);
    await expectPng(new URL(shot.src, manifestUrl).href, shot.sizes);
  }
}

/** The file is served as a PNG of exactly that size ("WxH"). */
async function expectPng(url, sizes) {
  const res = await fetch(url);
  assertEqual(res.status, 200, `status of ${url}`);
  const { width, height } = pngSize(new Uint8Array(await res.arrayBuffer()));
  assertEqual(`${width}x${height}`, sizes, `pixel size of ${url}`);
}

async function installedAndManifest(ctx) {
  await installApp(ctx);
  const csp = await ctx.page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert(csp?.includes("default-src 'self'"), `strict CSP meta missing, got: ${csp}`);
  ctx.step('manifest');
  await checkManifest(ctx);
  ctx.step('installability');
  const cdp = await ctx.context.newCDPSession(ctx.page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assertEqual(installabilityErrors, [], 'Chromium installability errors');
  const { errors } = await cdp.send('Page.getAppManifest');
  assertEqual(errors, [], 'Chromium manifest parse errors');
}

async function offlineStartAndUnvisitedGame(ctx) {
  const { page } = ctx;
  await installApp(ctx);
  const chunk = gameChunkFile('wizard-extreme');
  assert(chunk, 'dist/.vite/manifest.json names no chunk for src/games/wizard-extreme/module.ts');
  // The worker itself fetches every chunk while installing (that is the precache); only the page counts here.
  const chunkRequested = () => ctx.events.requests.some((r) => !r.fromWorker && r.url.endsWith(`/${chunk}`));
  assert(!chunkRequested(), `the game chunk ${chunk} was requested before going offline; the test proves nothing`);

  // The rules pictures are not in the precache: the app copies them into their own cache some seconds after start.
  ctx.step('the rules pictures reach their cache');
  const pictures = rulesPictureCount();
  assert(pictures > 0, 'the build has no rules pictures (WebP files under rules/); the picture check proves nothing');
  const cached = () => page.evaluate(async () => (await (await caches.open('kotatsu-rules-pictures')).keys()).length);
  for (let waited = 0; (await cached()) < pictures; waited += 200) {
    assert(waited < 30_000, `the picture cache holds ${await cached()} of the ${pictures} rules pictures after 30 s`);
    await page.waitForTimeout(200);
  }

  ctx.step('go offline (and stop the server)');
  await ctx.context.setOffline(true);
  await ctx.server.stop();
  const nav = await page.reload();
  assert(nav?.fromServiceWorker(), 'the offline reload was not answered by the service worker');
  await page.waitForSelector(LIBRARY);

  ctx.step('open the never-visited game offline');
  const responses = [];
  const failures = [];
  page.on('response', (r) => responses.push(r));
  page.on('requestfailed', (r) => failures.push(`${r.url()} (${r.failure()?.errorText})`));
  await page.click('[data-testid="game-card-wizard-extreme"]');
  await page.waitForSelector('[data-testid="game-page"]');
  ctx.step('the rules text shows its pictures offline');
  const picture = page.locator('[data-testid="rules-text"] img').first();
  await picture.scrollIntoViewIfNeeded();
  await page
    .waitForFunction(
      () => {
        const img = document.querySelector('[data-testid="rules-text"] img');
        return img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0;
      },
      null,
      { timeout: 5000 },
    )
    .catch(() => {
      throw new Error(`a rules picture did not load offline; failed requests: [${failures.join(', ')}]`);
    });
  await page.click('[data-testid="new-game"]');
  await page.waitForSelector('[data-testid="setup"]');
  await page.click('[data-testid="seat-count-3"]');
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('[data-testid="handoff"], [data-testid="table"]', { timeout: 10_000 }).catch((error) => {
    throw new Error(`the game did not start offline; failed requests: [${failures.join(', ')}]\n${error.message}`);
  });
  const response = responses.find((r) => r.url().endsWith(`/${chunk}`));
  assert(response, `the game chunk ${chunk} was never loaded`);
  assert(response.fromServiceWorker(), `the game chunk ${chunk} did not come from the service worker`);
}

export default [
  { name: 'service worker controls after one reload; manifest complete; installable', run: installedAndManifest },
  { name: 'offline reload shows the library; an unvisited game starts offline', run: offlineStartAndUnvisitedGame },
];
