// Rats of Wistar's pictures for its in-app rules text, taken from the real app at phone width (light scheme): the
// action wheel with its legend after the draft, the farmhouse, and the invention displays with their cards in words.
// Saved into public/rules/rats-of-wistar/. Run after a build:
//   npx vite build --outDir /tmp/kotatsu/rats-of-wistar-dist &&
//   KOTATSU_DIST=/tmp/kotatsu/rats-of-wistar-dist node scripts/rats-of-wistar-rules-pictures.mjs
import { chromiumPath, launchProfile } from '../test/e2e/lib/browser.mjs';
import { findFreePort, previewServer } from '../test/e2e/lib/server.mjs';
import { startHumanGame } from '../test/e2e/lib/setup.mjs';
import { toTableScreen } from '../test/e2e/lib/table.mjs';
import { convertRulesPictures } from './pictures-webp.mjs';
import { rulesPictureSaver } from './rules-picture-saver.mjs';

const GAME = 'rats-of-wistar';
const T = (id) => `[data-testid="${id}"]`;
const save = rulesPictureSaver(GAME);

const chromium = chromiumPath();
if (chromium.error) throw new Error(chromium.error);
const server = previewServer({ port: await findFreePort(4450), dist: process.env.KOTATSU_DIST ?? 'dist' });
await server.start();
try {
  const profile = await launchProfile({ executablePath: chromium.path, viewport: { width: 390, height: 844 } });
  try {
    const { page } = profile;
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(server.url);
    await startHumanGame(page, GAME, { seats: 2 });
    await toTableScreen(page);
    // The draft: each player takes the first pair.
    for (let i = 0; i < 2; i++) {
      await page
        .locator(`${T('rw-actions')} button`)
        .first()
        .click();
      await page.waitForTimeout(300);
      await toTableScreen(page);
    }
    await save(page, 'wheel', '.rw-top', 700);
    await save(page, 'farmhouse', '.rw-house', 620);
    await save(page, 'cards', '.rw-displays', 620);
  } finally {
    await profile.close();
  }
} finally {
  await server.stop();
}
convertRulesPictures();
