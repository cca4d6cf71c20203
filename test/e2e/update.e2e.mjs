// The update flow of a 'prompt' service worker: a new deploy waits, the app says "update available",
// and the player's reload brings the new worker in control.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { reloadUntilControlled, waitForActivatedWorker } from './lib/browser.mjs';
import { assert } from './lib/checks.mjs';
import { previewServer, ROOT } from './lib/server.mjs';

/** A copy of dist/ whose service worker differs by one comment: to the browser, a new version. */
let deploys = 0;
function nextDeploy() {
  // A folder of its own per test: the runner may run both update tests at once, in two lanes.
  const name = `dist-next-${process.pid}-${++deploys}`;
  const dir = join(ROOT, '.tmp', name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(resolve(ROOT, process.env.KOTATSU_DIST || 'dist'), dir, { recursive: true });
  const sw = join(dir, 'sw.js');
  writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// next deploy\n`);
  return `.tmp/${name}`;
}

async function registrationState(page) {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return {
      waiting: Boolean(reg?.waiting),
      controlled: navigator.serviceWorker.controller !== null,
      sw: await (await fetch('/sw.js', { cache: 'no-store' })).text(),
    };
  });
}

async function updateAvailableThenReload(ctx) {
  const { page } = ctx;
  ctx.step('install the current version');
  await page.goto(ctx.url);
  await waitForActivatedWorker(page);
  await reloadUntilControlled(page);
  await page.waitForSelector('[data-testid="library"]');
  assert((await page.locator('[data-testid="update-ready"]').count()) === 0, 'an update was announced before any');

  ctx.step('deploy a new version on the same address');
  const dist = nextDeploy();
  await ctx.server.stop();
  const next = previewServer({ port: Number(new URL(ctx.url).port), dist });
  await next.start();
  try {
    ctx.step('the app finds the update and says so');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.waitForSelector('[data-testid="update-ready"]', { timeout: 20_000 });
    const before = await registrationState(page);
    assert(before.waiting, 'the announced update is not a waiting worker');

    ctx.step('reload into the new version');
    await Promise.all([page.waitForEvent('load', { timeout: 20_000 }), page.click('[data-testid="update-reload"]')]);
    await page.waitForSelector('[data-testid="library"]');
    const after = await registrationState(page);
    assert(!after.waiting, 'after the reload a worker is still waiting: the update did not take over');
    assert(after.controlled, 'after the reload the page is not controlled by a worker');
    assert(after.sw.includes('// next deploy'), 'the worker in use is not the new deploy');
    assert((await page.locator('[data-testid="update-ready"]').count()) === 0, 'the notice stayed after updating');
  } finally {
    await next.stop();
    rmSync(join(ROOT, dist), { recursive: true, force: true });
  }
}

/** #30 point 3: an update applied in one tab; the other tab's Reload must still bring the new version in. */
async function otherTabReload(ctx) {
  const { page, context } = ctx;
  ctx.step('install the current version, open a second tab');
  await page.goto(ctx.url);
  await waitForActivatedWorker(page);
  await reloadUntilControlled(page);
  const other = await context.newPage();
  await other.goto(ctx.url);
  await other.waitForSelector('[data-testid="library"]');
  ctx.step('deploy a new version; both tabs announce it');
  const dist = nextDeploy();
  await ctx.server.stop();
  const next = previewServer({ port: Number(new URL(ctx.url).port), dist });
  await next.start();
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    for (const p of [page, other]) await p.waitForSelector('[data-testid="update-ready"]', { timeout: 20_000 });
    ctx.step('the first tab applies the update');
    await Promise.all([page.waitForEvent('load', { timeout: 20_000 }), page.click('[data-testid="update-reload"]')]);
    await page.waitForSelector('[data-testid="library"]');
    ctx.step("the other tab's Reload still reloads, into the new version");
    await Promise.all([other.waitForEvent('load', { timeout: 20_000 }), other.click('[data-testid="update-reload"]')]);
    await other.waitForSelector('[data-testid="library"]');
    const after = await registrationState(other);
    assert(after.controlled && after.sw.includes('// next deploy'), 'the other tab is not on the new version');
    assert((await other.locator('[data-testid="update-ready"]').count()) === 0, 'the other tab still says update');
  } finally {
    await next.stop();
    rmSync(join(ROOT, dist), { recursive: true, force: true });
  }
}

export default [
  { name: 'an update applied in another tab: this tab’s Reload still brings it in (#30)', run: otherTabReload },
  { name: 'a new deploy is announced, and "reload" brings it in control', run: updateAvailableThenReload },
];
