// Saving a rules picture from the running app: a strip of the page at the phone's width, starting just above a
// selector, written to public/rules/<game>/<name>.png. Shared by the games' rules-picture scripts.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../test/e2e/lib/server.mjs';

/**
 * A `save(page, name, fromSelector, height)` for one game: scrolls `fromSelector` to the top, waits `settleMs` for
 * the layout to settle, and saves `height` px from `margin` px above it.
 */
export function rulesPictureSaver(game, { settleMs = 300, margin = 8, width = 390 } = {}) {
  const dir = join(ROOT, 'public', 'rules', game);
  mkdirSync(dir, { recursive: true });
  return async function save(page, name, fromSelector, height) {
    await page.evaluate((sel) => document.querySelector(sel)?.scrollIntoView({ block: 'start' }), fromSelector);
    await page.waitForTimeout(settleMs);
    const box = await page.locator(fromSelector).first().boundingBox();
    const top = Math.max(0, Math.floor(box?.y ?? 0) - margin);
    await page.screenshot({ path: join(dir, `${name}.png`), clip: { x: 0, y: top, width, height } });
    console.log(join('public', 'rules', game, `${name}.png`));
  };
}
