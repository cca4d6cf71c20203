// The White Castle's pictures for its in-app rules text, taken from the real app on a phone: the screen with a die
// chosen (its spaces lit, your rows beside the bridges, the cost shown in the decision bar before confirming), the
// castle and the grounds, and the other player's domain a few turns in. Saved into public/rules/the-white-castle/. Needs a build:
//   npx vite build --outDir <dir> && KOTATSU_DIST=<dir> node scripts/the-white-castle-pictures.mjs
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath, launchProfile } from '../test/e2e/lib/browser.mjs';
import { findFreePort, previewServer, ROOT } from '../test/e2e/lib/server.mjs';
import { startHumanGame } from '../test/e2e/lib/setup.mjs';
import { toTableScreen } from '../test/e2e/lib/table.mjs';
import { convertRulesPictures } from './pictures-webp.mjs';
import { finishTurn, playTurns } from './the-white-castle-driver.mjs';

const GAME = 'the-white-castle';

/** Save what the phone shows (`selector` null: the screen with its decision bar), or one part of the table. */
async function save(page, name, selector) {
  const dir = join(ROOT, 'public', 'rules', GAME);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  if (selector === null) await page.screenshot({ path });
  else await page.locator(selector).first().screenshot({ path });
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
  await save(page, 'bridges', null);
  await save(page, 'castle', '.wc-castle');
  await save(page, 'domain', '.wc-players');
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
convertRulesPictures();
