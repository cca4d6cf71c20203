// The White Castle's pictures for its in-app rules text, taken from the real app at phone width: the bridges with a
// die chosen (its spaces lit, the cost shown before confirming), the castle and the grounds, and a player's domain
// a few turns in. Saved into public/rules/the-white-castle/. Needs a build:
//   npx vite build --outDir <dir> && KOTATSU_DIST=<dir> node scripts/the-white-castle-pictures.mjs
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath, launchProfile } from '../test/e2e/lib/browser.mjs';
import { findFreePort, previewServer, ROOT } from '../test/e2e/lib/server.mjs';
import { startHumanGame } from '../test/e2e/lib/setup.mjs';
import { toTableScreen } from '../test/e2e/lib/table.mjs';
import { finishTurn, playTurns } from './the-white-castle-driver.mjs';

const GAME = 'the-white-castle';

/** Save the page from the top of `selector` down, `height` px, at the phone's width; `bar` false hides the sticky
 * choice bar, which would otherwise lie over the part shown. */
async function save(page, name, selector, height, bar = true) {
  const dir = join(ROOT, 'public', 'rules', GAME);
  mkdirSync(dir, { recursive: true });
  await page.evaluate(
    ([sel, show]) => {
      const el = document.querySelector('.wc-bar');
      if (el instanceof HTMLElement) el.style.visibility = show ? 'visible' : 'hidden';
      if (show) window.scrollTo(0, 0);
      else document.querySelector(sel)?.scrollIntoView({ block: 'start' });
    },
    [selector, bar],
  );
  const box = await page.locator(selector).first().boundingBox();
  const top = Math.max(0, Math.floor(box?.y ?? 0) - 6);
  await page.screenshot({ path: join(dir, `${name}.png`), clip: { x: 0, y: top, width: 390, height } });
  console.log(join('public', 'rules', GAME, `${name}.png`));
}

async function shoot(page, url) {
  await page.goto(url);
  await startHumanGame(page, GAME, { seats: 2 });
  await toTableScreen(page);
  for (let i = 0; i < 2; i++) await finishTurn(page);
  // A few turns so the castle and a domain have dice, then a die chosen and a space picked (cost preview).
  // Dice from different bridges, so every bridge still has dice in the picture.
  await playTurns(page, 3, (i) => i * 2);
  await page.click('[data-testid="die-0-L"][data-legal="true"], [data-testid^="die-"][data-legal="true"]');
  await page.locator('[data-testid^="space-r"][data-legal="true"], [data-testid="space-well"]').first().click();
  await page.waitForTimeout(200);
  await save(page, 'bridges', '.wc-bar', 640);
  await save(page, 'castle', '.wc-castle', 700, false);
  await save(page, 'domain', '.wc-players', 480, false);
}

const chromium = chromiumPath();
if (chromium.error) throw new Error(chromium.error);
const server = previewServer({ port: await findFreePort(4400), dist: process.env.KOTATSU_DIST ?? 'dist' });
await server.start();
const profile = await launchProfile({ executablePath: chromium.path, viewport: { width: 390, height: 844 } });
try {
  await shoot(profile.page, server.url);
} finally {
  await profile.close();
  await server.stop();
}
