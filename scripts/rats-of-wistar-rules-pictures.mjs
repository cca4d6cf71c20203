// Rats of Wistar's pictures for its in-app rules text, taken from the real app at phone width (light scheme): the
// action wheel with its legend after the draft, the farmhouse, and the invention displays with their cards in words.
// Saved into public/rules/rats-of-wistar/. Run after a build:
//   npx vite build --outDir /tmp/kotatsu/rats-of-wistar-dist &&
//   KOTATSU_DIST=/tmp/kotatsu/rats-of-wistar-dist node scripts/rats-of-wistar-rules-pictures.mjs
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath, launchProfile } from '../test/e2e/lib/browser.mjs';
import { findFreePort, previewServer, ROOT } from '../test/e2e/lib/server.mjs';
import { startHumanGame } from '../test/e2e/lib/setup.mjs';
import { toTableScreen } from '../test/e2e/lib/table.mjs';

const GAME = 'rats-of-wistar';
const T = (id) => `[data-testid="${id}"]`;
const dir = join(ROOT, 'public', 'rules', GAME);
mkdirSync(dir, { recursive: true });

/** Save `height` px of the page from the top of `fromSelector`, at the phone's width. */
async function save(page, name, fromSelector, height) {
  await page.evaluate((sel) => document.querySelector(sel)?.scrollIntoView({ block: 'start' }), fromSelector);
  await page.waitForTimeout(300);
  const box = await page.locator(fromSelector).first().boundingBox();
  const top = Math.max(0, Math.floor(box?.y ?? 0) - 8);
  await page.screenshot({ path: join(dir, `${name}.png`), clip: { x: 0, y: top, width: 390, height } });
  console.log(join('public', 'rules', GAME, `${name}.png`));
}

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
