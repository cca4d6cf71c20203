// Pictures for the in-app rules text, taken from the real app: drives a running preview to telling moments
// and saves phone-width crops of the table into public/rules/<game>/. Run after a build:
//   npm run build && npm run preview &  node scripts/rules-pictures.mjs [http://127.0.0.1:4173/]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath, launchProfile } from '../test/e2e/lib/browser.mjs';
import { ROOT } from '../test/e2e/lib/server.mjs';
import { newTally, passHandoffs, readScreen, startWizardGame, step } from '../test/e2e/lib/wizard-driver.mjs';
import { convertRulesPictures } from './pictures-webp.mjs';

const url = process.argv[2] ?? 'http://127.0.0.1:4173/';
const T = (id) => `[data-testid="${id}"]`;

/** Save the table area (below the app's header and prompt) as a picture of at most `height` px. */
async function saveTable(page, game, name, height = 560) {
  const dir = join(ROOT, 'public', 'rules', game);
  mkdirSync(dir, { recursive: true });
  const box = await page.locator(T('table')).boundingBox();
  const top = Math.max(0, Math.floor(box?.y ?? 0));
  await page.screenshot({ path: join(dir, `${name}.png`), clip: { x: 0, y: top, width: 390, height } });
  console.log(join('public', 'rules', game, `${name}.png`));
}

async function wizardExtreme(page) {
  await page.goto(url);
  await startWizardGame(page, { seats: 3 });
  const tally = newTally();
  await passHandoffs(page, tally);
  // A prediction in progress: take two seals first, so the picture shows seals held and the supply.
  await page.click(T('take-seal-red'));
  await page.click(T('take-seal-green'));
  await saveTable(page, 'wizard-extreme', 'prediction', 620);
  await page.click(T('end-prediction'));
  for (let guard = 0; guard < 300; guard++) {
    await passHandoffs(page, tally);
    const s = await page.evaluate(readScreen);
    if (tally.plays >= 4 && tally.plays % 3 === 2 && s.legal.length > 0 && s.illegal.length > 0) break;
    await step(page, tally);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveTable(page, 'wizard-extreme', 'trick', 844 - 160);
}

async function citadels(page) {
  await page.goto(url);
  await page.click(T('game-card-citadels'));
  await page.click(T('new-game'));
  await page.click(T('seat-count-4'));
  await page.click(T('start-game'));
  await page.click(T('handoff-ready'));
  await page.waitForSelector(T('table'));
  await saveTable(page, 'citadels', 'draft', 620);
}

const chromium = chromiumPath();
if (chromium.error) throw new Error(chromium.error);
for (const shoot of [wizardExtreme, citadels]) {
  const profile = await launchProfile({ executablePath: chromium.path, viewport: { width: 390, height: 844 } });
  try {
    await shoot(profile.page);
  } finally {
    await profile.close();
  }
}
convertRulesPictures();
