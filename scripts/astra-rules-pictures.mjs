// Astra's pictures for its in-app rules text, taken from the real app at phone width (light scheme): the night sky
// at the start of a 3-player game, and a star tapped with its preview (stardust, what is left, helpers) before it is
// marked, with the "this turn" panel. Saved into public/rules/astra/. Run after a build:
//   npx vite build --outDir /tmp/kotatsu/astra-dist && KOTATSU_DIST=/tmp/kotatsu/astra-dist node scripts/astra-rules-pictures.mjs
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath, launchProfile } from '../test/e2e/lib/browser.mjs';
import { findFreePort, previewServer, ROOT } from '../test/e2e/lib/server.mjs';
import { startHumanGame } from '../test/e2e/lib/setup.mjs';
import { toTableScreen } from '../test/e2e/lib/table.mjs';

const GAME = 'astra';
const T = (id) => `[data-testid="${id}"]`;
const dir = join(ROOT, 'public', 'rules', GAME);
mkdirSync(dir, { recursive: true });

/** Save `height` px of the page from the top of `fromSelector`, at the phone's width. */
async function save(page, name, fromSelector, height) {
  await page.evaluate((sel) => document.querySelector(sel)?.scrollIntoView({ block: 'start' }), fromSelector);
  await page.waitForTimeout(200);
  const box = await page.locator(fromSelector).first().boundingBox();
  const top = Math.max(0, Math.floor(box?.y ?? 0) - 8);
  await page.screenshot({ path: join(dir, `${name}.png`), clip: { x: 0, y: top, width: 390, height } });
  console.log(join('public', 'rules', GAME, `${name}.png`));
}

const chromium = chromiumPath();
if (chromium.error) throw new Error(chromium.error);
const server = previewServer({ port: await findFreePort(4400), dist: process.env.KOTATSU_DIST ?? 'dist' });
await server.start();
try {
  const profile = await launchProfile({ executablePath: chromium.path, viewport: { width: 390, height: 844 } });
  try {
    const { page } = profile;
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(server.url);
    await startHumanGame(page, GAME, { seats: 3 });
    await toTableScreen(page);
    await save(page, 'sky', '.as-status', 560);
    // First player: mark the start star of the first card and one joined star, then tap the next one.
    for (let i = 0; i < 2; i++) {
      await page.locator('[data-star].as-legal').first().click();
      await page.locator(T('confirm-mark')).click();
      await page.waitForTimeout(200);
    }
    await page.locator('[data-star].as-legal').first().click();
    await page.locator(T('preview')).waitFor();
    await save(page, 'preview', '.as-actions', 620);
  } finally {
    await profile.close();
  }
} finally {
  await server.stop();
}
