// Screenshots of every game's table right after setup, phone and tablet, light and dark, for a person to look at.
// Needs a build: `npx vite build` (or KOTATSU_DIST=<dir>), then `node scripts/table-screens.mjs [out-dir] [game:seats ...]`
// (with game:seats arguments only those tables are taken, e.g. `node scripts/table-screens.mjs /tmp/shots altay:3`).
// KOTATSU_LANG=ja takes them in Japanese (files end in -ja.png).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath, launchProfile } from '../test/e2e/lib/browser.mjs';
import { findFreePort, previewServer } from '../test/e2e/lib/server.mjs';
import { startHumanGame } from '../test/e2e/lib/setup.mjs';

const ALL_GAMES = [
  ['wizard-extreme', 3],
  ['citadels', 4],
  ['living-forest-duel', 2],
  ['azul-duel', 2],
  ['tash-kalar', 2],
  ['welcome-to-the-moon', 2],
  ['the-white-castle', 3],
  ['altay', 3],
  ['russian-railroads', 3],
  ['astra', 3],
  ['rats-of-wistar', 3],
];
const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['tablet', { width: 1180, height: 820 }],
];
const T = (id) => `[data-testid="${id}"]`;
const LANG = process.env.KOTATSU_LANG ?? '';

const out = process.argv[2] ?? 'test-results/tables';
const picked = process.argv.slice(3).map((a) => {
  const [id, seats] = a.split(':');
  return [id, Number(seats ?? 2)];
});
const GAMES = picked.length > 0 ? picked : ALL_GAMES;
mkdirSync(out, { recursive: true });
const chromium = chromiumPath();
if (chromium.error) throw new Error(chromium.error);
const server = previewServer({ port: await findFreePort(4300), dist: process.env.KOTATSU_DIST ?? 'dist' });
await server.start();
try {
  for (const [size, viewport] of SIZES) {
    for (const scheme of ['light', 'dark']) {
      const browser = await launchProfile({ executablePath: chromium.path, viewport });
      await browser.page.emulateMedia({ colorScheme: scheme });
      if (LANG) {
        await browser.context.addInitScript((lang) => {
          const key = 'kotatsu.settings';
          const saved = JSON.parse(localStorage.getItem(key) ?? '{}');
          localStorage.setItem(key, JSON.stringify({ ...saved, lang }));
        }, LANG);
      }
      for (const [game, seats] of GAMES) {
        await browser.page.goto(server.url);
        await startHumanGame(browser.page, game, { seats });
        if (await browser.page.locator(T('handoff')).count()) await browser.page.click(T('handoff-ready'));
        await browser.page.waitForSelector(T('table'));
        await browser.page.waitForTimeout(300);
        const file = join(out, `${game}-${size}-${scheme}${LANG ? `-${LANG}` : ''}.png`);
        await browser.page.screenshot({ path: file });
        console.log(file);
      }
      await browser.close();
    }
  }
} finally {
  await server.stop();
}
