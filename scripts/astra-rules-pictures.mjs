// Astra's pictures for its in-app rules text, taken from the real app at phone width (light scheme): the night sky
// at the start of a 3-player game, and a star tapped with its preview (stardust, what is left, helpers) before it is
// marked, with the "this turn" panel. Saved into public/rules/astra/. Run after a build:
//   npx vite build --outDir /tmp/kotatsu/astra-dist && KOTATSU_DIST=/tmp/kotatsu/astra-dist node scripts/astra-rules-pictures.mjs
import { chromiumPath, launchProfile } from '../test/e2e/lib/browser.mjs';
import { findFreePort, previewServer } from '../test/e2e/lib/server.mjs';
import { startHumanGame } from '../test/e2e/lib/setup.mjs';
import { toTableScreen } from '../test/e2e/lib/table.mjs';
import { convertRulesPictures } from './pictures-webp.mjs';
import { rulesPictureSaver } from './rules-picture-saver.mjs';

const GAME = 'astra';
const T = (id) => `[data-testid="${id}"]`;
const save = rulesPictureSaver(GAME, { settleMs: 200 });

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
convertRulesPictures();
