// Clicking through a table: click, then wait until the page shows the app has taken the move in.
import { assertEqual } from './checks.mjs';

const T = (id) => `[data-testid="${id}"]`;

/**
 * Click `selector`, then wait until `fingerprint` says the page changed. `fingerprint` runs in the page:
 * called with no argument it returns the page's current fingerprint, called with one it returns whether the
 * page now differs from it.
 */
export async function clickAndSettle(page, selector, fingerprint) {
  const before = await page.evaluate(fingerprint);
  await page.click(selector, { timeout: 5000 });
  await page.waitForFunction(fingerprint, before, { timeout: 10_000 });
}

/**
 * Pass a hand-off (checking first that none of `privateSelectors` is in the page behind it) or a
 * catch-up screen. Returns what it passed, or null when the table is showing.
 */
export async function passHandoffOrCatchUp(page, s, { tally, privateSelectors, fingerprint }) {
  if (s.handoff) {
    for (const sel of privateSelectors) assertEqual(await page.locator(sel).count(), 0, `hand-off screen shows ${sel}`);
    await clickAndSettle(page, T('handoff-ready'), fingerprint);
    tally.handoffs++;
    return 'handoff';
  }
  if (s.catchUp) {
    await clickAndSettle(page, T('catch-up-continue'), fingerprint);
    return 'catch-up';
  }
  return null;
}

/**
 * Wait until the table says every move is saved (the app never waits for its writes, so a reload a few
 * milliseconds after a tap may come before the last write; a move shown as saved must survive it).
 */
export async function waitForSaved(page) {
  await page.waitForSelector('[data-testid="save-state"][data-state="saved"]', { timeout: 10_000 });
}

/**
 * Take `step`s while `readScreen` (run in the page) shows a hand-off or catch-up screen, so the table shows a
 * seat's decision; fails after `limit` steps rather than looping for ever.
 */
export async function passScreens(page, { readScreen, step, tally, limit = 20 }) {
  for (let guard = 0; guard < limit; guard++) {
    const s = await page.evaluate(readScreen);
    if (!s.handoff && !s.catchUp) return;
    await step(page, tally);
  }
  throw new Error(`still a hand-off or catch-up screen after ${limit} steps`);
}
