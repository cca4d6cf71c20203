// Welcome to the Moon's pictures for its in-app rules text, taken from the real app at phone width: each
// adventure's sheet a few turns in, with a combination picked and its legal slots lit, and the solo table with
// ASTRA. Saved into public/rules/welcome-to-the-moon/. Run after a build:
//   npm run build && npm run preview &  node scripts/rules-pictures-wtm.mjs [http://127.0.0.1:4173/]
// WTM_PICTURES=virus,escape takes only those pictures.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath, launchProfile } from '../test/e2e/lib/browser.mjs';
import { ROOT } from '../test/e2e/lib/server.mjs';
import { startHumanGame } from '../test/e2e/lib/setup.mjs';
import { COMBO, playTurn, tap, toTable, untilCombos } from '../test/e2e/lib/wtm-driver.mjs';
import { convertRulesPictures } from './pictures-webp.mjs';

const url = process.argv[2] ?? 'http://127.0.0.1:4173/';
const GAME = 'welcome-to-the-moon';
const T = (id) => `[data-testid="${id}"]`;

/** Save the page from the top of `fromSelector` down, `height` px, at the phone's width. */
async function save(page, name, fromSelector, height) {
  const dir = join(ROOT, 'public', 'rules', GAME);
  mkdirSync(dir, { recursive: true });
  const el = page.locator(fromSelector).first();
  await el.scrollIntoViewIfNeeded();
  await page.evaluate((sel) => document.querySelector(sel)?.scrollIntoView({ block: 'start' }), fromSelector);
  const box = await el.boundingBox();
  const top = Math.max(0, Math.floor(box?.y ?? 0) - 8);
  await page.screenshot({ path: join(dir, `${name}.png`), clip: { x: 0, y: top, width: 390, height } });
  console.log(join('public', 'rules', GAME, `${name}.png`));
}

/** The pickable combination whose outlined slots sit highest on the sheet, so the picture shows them. */
async function highestCombo(page) {
  let best = { top: Number.POSITIVE_INFINITY, index: 0 };
  const count = await page.locator(COMBO).count();
  for (let i = 0; i < count; i++) {
    await tap(page, page.locator(COMBO).nth(i));
    const top = await page.evaluate(() =>
      Math.min(
        ...[...document.querySelectorAll('[data-testid^="slot-"][data-legal="true"]')].map(
          (e) => e.getBoundingClientRect().top + window.scrollY,
        ),
      ),
    );
    if (top < best.top) best = { top, index: i };
    await tap(page, T('cancel-turn'));
  }
  return page.locator(COMBO).nth(best.index);
}

/** Some turns of one adventure, then a combination picked so its legal slots light up. */
async function adventure(page, n, name, { seats = 2, turns = 7, astraLevel } = {}) {
  await page.goto(url);
  const options = { adventure: n - 1, ...(astraLevel ? { astraLevel: astraLevel - 1 } : {}) };
  await startHumanGame(page, GAME, { seats, options });
  for (let i = 0; i < turns * seats; i++) await playTurn(page, i);
  await toTable(page);
  await untilCombos(page);
  if (astraLevel) {
    // The solo table: the six pairs, then ASTRA's panel opened to show its cards and score.
    await page.click(`${T('astra')} summary`);
    await save(page, name, '[data-testid^="combo-"]', 720);
    return;
  }
  await tap(page, await highestCombo(page));
  await save(page, name, T('sheet'), 640);
}

const chromium = chromiumPath();
if (chromium.error) throw new Error(chromium.error);
const shots = [
  ['launch', (p) => adventure(p, 1, 'launch')],
  ['journey', (p) => adventure(p, 2, 'journey')],
  ['colony', (p) => adventure(p, 3, 'colony')],
  ['mine', (p) => adventure(p, 4, 'mine')],
  ['dome', (p) => adventure(p, 5, 'dome')],
  ['virus', (p) => adventure(p, 6, 'virus')],
  ['escape', (p) => adventure(p, 7, 'escape')],
  ['battle', (p) => adventure(p, 8, 'battle', { turns: 6 })],
  ['solo', (p) => adventure(p, 2, 'solo', { seats: 1, turns: 5, astraLevel: 2 })],
];
const only = process.env.WTM_PICTURES?.split(',');
for (const [, shoot] of shots.filter(([name]) => !only || only.includes(name))) {
  const profile = await launchProfile({ executablePath: chromium.path, viewport: { width: 390, height: 844 } });
  try {
    await shoot(profile.page);
  } finally {
    await profile.close();
  }
}
convertRulesPictures();
