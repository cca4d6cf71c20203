// Altay's pictures for its in-app rules text, taken from the real app: a game some rounds in (seat 1 a human
// tapping through its turns, the others bots), then the map with an attack start picked (its targets ringed), the
// hand with the market, and the achievement displays. Saved at phone width into public/rules/altay/; with a
// second argument, also full mid-game screenshots (phone and tablet, light and dark) into that folder.
//   npx vite build --outDir <dir> && KOTATSU_DIST=<dir> node scripts/altay-rules-pictures.mjs [shots-dir [seats]]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath, launchProfile } from '../test/e2e/lib/browser.mjs';
import { findFreePort, previewServer, ROOT } from '../test/e2e/lib/server.mjs';
import { toTableScreen } from '../test/e2e/lib/table.mjs';
import { convertRulesPictures } from './pictures-webp.mjs';

const GAME = 'altay';
const T = (id) => `[data-testid="${id}"]`;
const shots = process.argv[2];
/** Players (the first a human, the others bots); pictures for the rules are taken with 2. */
const SEATS = Number(process.argv[3] ?? 2);

async function save(page, name, selector, height) {
  const dir = join(ROOT, 'public', 'rules', GAME);
  mkdirSync(dir, { recursive: true });
  await page.evaluate((sel) => document.querySelector(sel)?.scrollIntoView({ block: 'start' }), selector);
  const box = await page.locator(selector).first().boundingBox();
  const top = Math.max(0, Math.floor(box?.y ?? 0) - 6);
  await page.screenshot({ path: join(dir, `${name}.png`), clip: { x: 0, y: top, width: 390, height } });
  console.log(join('public', 'rules', GAME, `${name}.png`));
}

async function tapFirst(page, selector) {
  const el = page.locator(selector).first();
  if ((await el.count()) === 0) return false;
  await el.click({ timeout: 3000 });
  await page.waitForTimeout(120);
  return true;
}

const READY = `${T('end-turn')}, [data-testid^="people-"], [data-testid^="terr-"][data-legal="true"]`;

/** Seat 1's taps: build where asked, play every card (first option), feed, contribute, buy, develop. */
async function tapThrough(page, playOnly = false) {
  for (let guard = 0; guard < 60; guard++) {
    if (playOnly) {
      if (await tapFirst(page, '[data-testid="hand"] button[data-play]')) continue;
      return;
    }
    if (await tapFirst(page, '[data-testid^="people-"]')) continue;
    if (await tapFirst(page, '[data-testid^="terr-"][data-legal="true"]')) continue;
    if (await tapFirst(page, '[data-testid="hand"] button[data-play]')) continue;
    if (await tapFirst(page, '.al-mine .al-grid:not([data-testid="hand"]) button:not(.al-illegal)')) continue;
    if (await tapFirst(page, '[data-move="contribute"]')) continue;
    if (await tapFirst(page, '.al-market [data-market] button:not(.al-illegal)')) continue;
    if (await tapFirst(page, '.al-achs [data-ach] button:not(.al-illegal)')) continue;
    return;
  }
}

async function play(page, url, turns) {
  await page.goto(url);
  await page.waitForSelector(T('library'));
  await page.click(T(`game-card-${GAME}`));
  await page.click(T('new-game'));
  await page.click(T(`seat-count-${SEATS}`));
  const toggles = await page.locator('[data-testid^="seat-bot-"]').all();
  for (const [i, toggle] of toggles.entries()) await toggle.setChecked(i > 0);
  await page.click(T('start-game'));
  await toTableScreen(page);
  // people and start farmland, then turns by taps; the bot answers in between
  for (let ended = 0; ended < turns; ) {
    await page.waitForSelector(READY, { timeout: 30_000 });
    if (ended === turns - 1) return;
    await tapThrough(page);
    if ((await page.locator(T('end-turn')).count()) === 0) continue;
    await page.click(T('end-turn'));
    await page.waitForTimeout(300);
    ended++;
  }
}

const chromium = chromiumPath();
if (chromium.error) throw new Error(chromium.error);
const server = previewServer({ port: await findFreePort(4500), dist: process.env.KOTATSU_DIST ?? 'dist' });
await server.start();
try {
  const phone = await launchProfile({ executablePath: chromium.path, viewport: { width: 390, height: 844 } });
  try {
    await play(phone.page, server.url, 8);
    await phone.page.waitForTimeout(300);
    if (SEATS === 2) await save(phone.page, 'hand', '.al-mine', 300);
    await tapThrough(phone.page, true);
    if (SEATS === 2) await save(phone.page, 'market', '.al-market', 330);
    if (SEATS === 2) await save(phone.page, 'achievements', '.al-achs', 420);
    await tapFirst(phone.page, '.al-source');
    if (SEATS === 2) await save(phone.page, 'map', '.al-map', 520);
    if (shots) {
      mkdirSync(shots, { recursive: true });
      for (const [size, viewport] of [
        ['phone', { width: 390, height: 844 }],
        ['tablet', { width: 1180, height: 820 }],
      ]) {
        await phone.page.setViewportSize(viewport);
        for (const scheme of ['light', 'dark']) {
          await phone.page.emulateMedia({ colorScheme: scheme });
          await phone.page.evaluate(() => window.scrollTo(0, 0));
          await phone.page.waitForTimeout(200);
          const file = join(shots, `altay-mid-${SEATS}p-${size}-${scheme}.png`);
          await phone.page.screenshot({ path: file, fullPage: size === 'phone' });
          console.log(file);
        }
      }
    }
  } finally {
    await phone.close();
  }
} finally {
  await server.stop();
}
convertRulesPictures();
