// Russian Railroads' pictures for its in-app rules text, taken from the real app at phone width, light scheme: the
// table a few turns into a 3-player game (the engineer row and the action board with workers on it) and a player's
// board (railroads, industry track, locomotives). Saved into public/rules/russian-railroads/. Run after a build:
//   npx vite build --outDir <dir> && KOTATSU_DIST=<dir> npx tsx scripts/russian-railroads-pictures.ts
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error: the browser helpers are plain JavaScript modules
import { chromiumPath, launchProfile } from '../test/e2e/lib/browser.mjs';
// @ts-expect-error: the browser helpers are plain JavaScript modules
import { findFreePort, previewServer, ROOT } from '../test/e2e/lib/server.mjs';
// @ts-expect-error: the browser helpers are plain JavaScript modules
import { startHumanGame } from '../test/e2e/lib/setup.mjs';
import { convertRulesPictures } from './pictures-webp.mjs';

type Page = {
  click(sel: string, o?: object): Promise<void>;
  locator(sel: string): { count(): Promise<number>; first(): { boundingBox(): Promise<{ y: number } | null> } };
  waitForTimeout(ms: number): Promise<void>;
  waitForSelector(sel: string): Promise<unknown>;
  evaluate<T, A>(f: (a: A) => T, a?: A): Promise<T>;
  screenshot(o: object): Promise<void>;
  emulateMedia(o: object): Promise<void>;
  goto(url: string): Promise<void>;
};

const GAME = 'russian-railroads';
const DIR = join(ROOT, 'public', 'rules', GAME);
const LEGAL = '[data-testid^="space-"][data-legal="true"]';
const CHOICE = '[data-testid^="choice-"]:not([data-move="pass"]):not([data-move="useEngineer"])';

async function tap(page: Page, sel: string): Promise<void> {
  await page.click(sel, { timeout: 5000 });
  await page.waitForTimeout(250);
}

/** Answer follow-up choices with the first one offered (never a pass) until a placement is asked. */
async function settleChoices(page: Page): Promise<void> {
  for (let guard = 0; guard < 12; guard++) {
    if ((await page.locator(LEGAL).count()) > 0 || (await page.locator(CHOICE).count()) === 0) return;
    await tap(page, CHOICE);
  }
}

async function save(page: Page, name: string, selector: string, height: number): Promise<void> {
  // The choice bar sticks to the top of the screen while scrolling; in a picture it would cover what it shows.
  await page.evaluate(() => {
    for (const e of document.querySelectorAll<HTMLElement>('.rr-choices')) e.style.position = 'static';
  });
  await page.evaluate((sel: string) => document.querySelector(sel)?.scrollIntoView({ block: 'start' }), selector);
  await page.waitForTimeout(200);
  const box = await page.locator(selector).first().boundingBox();
  const top = Math.max(0, Math.floor(box?.y ?? 0) - 8);
  await page.screenshot({ path: join(DIR, `${name}.png`), clip: { x: 0, y: top, width: 390, height } });
  console.log(join('public', 'rules', GAME, `${name}.png`));
}

mkdirSync(DIR, { recursive: true });
const chromium = chromiumPath();
if (chromium.error) throw new Error(chromium.error);
const server = previewServer({ port: await findFreePort(4400), dist: process.env.KOTATSU_DIST ?? 'dist' });
await server.start();
try {
  const profile = await launchProfile({ executablePath: chromium.path, viewport: { width: 390, height: 844 } });
  const page = profile.page as Page;
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(server.url);
  await startHumanGame(page, GAME, { seats: 3 });
  await page.waitForSelector('[data-testid="table"]');
  await settleChoices(page);
  for (let turn = 0; turn < 5; turn++) {
    await tap(page, LEGAL);
    await settleChoices(page);
  }
  await save(page, 'engineers', '[data-testid="engineer-row"]', 150);
  await save(page, 'board', '[data-testid="action-board"]', 520);
  await save(page, 'player', '[data-testid^="board-"]', 330);
  await profile.close();
} finally {
  await server.stop();
}
convertRulesPictures();
