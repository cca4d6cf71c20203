// Steps every game's browser test takes on a table: pass hand-off and catch-up screens until the table shows,
// and check the page does not scroll sideways.
import { assert } from './checks.mjs';

const T = (id) => `[data-testid="${id}"]`;

/**
 * Pass hand-off screens (checking first that none of `privateSelectors` is behind them) and catch-up screens
 * until the table shows. Returns how many hand-offs were passed; fails after `limit` screens.
 */
export async function toTableScreen(page, { privateSelectors = [], limit = 20 } = {}) {
  let handoffs = 0;
  for (let guard = 0; guard < limit; guard++) {
    await page.waitForSelector(`${T('handoff')}, ${T('catch-up-continue')}, ${T('table')}`);
    if ((await page.locator(T('handoff')).count()) > 0) {
      for (const sel of privateSelectors)
        assert((await page.locator(sel).count()) === 0, `hand-off screen shows ${sel}`);
      await page.click(T('handoff-ready'));
      await page.locator(T('handoff')).waitFor({ state: 'detached' });
      handoffs++;
    } else if ((await page.locator(T('catch-up-continue')).count()) > 0) {
      await page.click(T('catch-up-continue'));
      await page.locator(T('catch-up-continue')).waitFor({ state: 'detached' });
    } else return handoffs;
  }
  throw new Error(`still a hand-off or catch-up screen after ${limit} screens`);
}

/** The page is no wider than the screen (nothing to scroll sideways on a phone). */
export async function assertNoSideways(page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    width: window.innerWidth,
  }));
  assert(scroll <= width, `the page is ${scroll} px wide on a ${width} px screen`);
}
