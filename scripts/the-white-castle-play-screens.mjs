// The White Castle's table a few turns into a game (a die chosen, its spaces lit), phone and tablet, light and
// dark, full page, for a person to look at (table-screens.mjs shows only the starting draft). Needs a build:
//   KOTATSU_DIST=<dir> node scripts/the-white-castle-play-screens.mjs <out-dir>
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath, launchProfile } from '../test/e2e/lib/browser.mjs';
import { findFreePort, previewServer } from '../test/e2e/lib/server.mjs';
import { startHumanGame } from '../test/e2e/lib/setup.mjs';
import { toTableScreen } from '../test/e2e/lib/table.mjs';
import { finishTurn, playTurns } from './the-white-castle-driver.mjs';

const out = process.argv[2] ?? 'test-results/the-white-castle';
mkdirSync(out, { recursive: true });
const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['tablet', { width: 1180, height: 820 }],
];

const chromium = chromiumPath();
if (chromium.error) throw new Error(chromium.error);
const server = previewServer({ port: await findFreePort(4450), dist: process.env.KOTATSU_DIST ?? 'dist' });
await server.start();
try {
  for (const [size, viewport] of SIZES)
    for (const scheme of ['light', 'dark']) {
      const { page, close } = await launchProfile({ executablePath: chromium.path, viewport });
      try {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(server.url);
        await startHumanGame(page, 'the-white-castle', { seats: 3 });
        await toTableScreen(page);
        for (let i = 0; i < 3; i++) await finishTurn(page);
        await playTurns(page, 4);
        await page.click('[data-testid^="die-"][data-legal="true"]');
        await page.locator('[data-testid^="space-"][data-legal="true"]').first().click();
        await page.waitForTimeout(300);
        const file = join(out, `the-white-castle-play-${size}-${scheme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
        // The same page one screen at a time, to look at in full size.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0, k = 0; y < height; y += viewport.height - 100, k++) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(100);
          await page.screenshot({ path: file.replace('.png', `-${k}.png`) });
        }
      } finally {
        await close();
      }
    }
} finally {
  await server.stop();
}
