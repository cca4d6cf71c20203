// Rats of Wistar in the browser, on a phone: offline, two humans pass the hand-off, draft their pairs, place a chief
// on a highlighted wheel space and act by clicking, and an offline reload finds the same
// position.
import { reloadUntilControlled, waitForActivatedWorker } from './lib/browser.mjs';
import { assert, assertEqual } from './lib/checks.mjs';
import { waitForSaved } from './lib/settle.mjs';
import { startHumanGame } from './lib/setup.mjs';

const T = (id) => `[data-testid="${id}"]`;

/** Past the hand-off screen and the "since you last looked" recap that follows it, to the table. */
async function passHandoff(page) {
  for (let guard = 0; guard < 4; guard++) {
    await page.waitForSelector(`${T('handoff')}, ${T('catch-up')}, ${T('table')}`);
    if ((await page.locator(T('handoff')).count()) > 0) await page.click(T('handoff-ready'));
    else if ((await page.locator(T('catch-up')).count()) > 0) await page.click(T('catch-up-continue'));
    else return;
  }
}
function tableText() {
  return document.querySelector('[data-testid="table"]')?.textContent?.replace(/\s+/g, ' ') ?? '';
}
async function clickAndSettle(page, selector) {
  const prev = await page.evaluate(tableText);
  await page.click(selector, { timeout: 5000 });
  await page.waitForFunction(
    (before) => {
      const h = document.querySelector('[data-testid="handoff"], [data-testid="catch-up"]');
      const now = document.querySelector('[data-testid="table"]')?.textContent?.replace(/\s+/g, ' ') ?? '';
      return h !== null || now !== before;
    },
    prev,
    { timeout: 10_000 },
  );
  await passHandoff(page);
}

async function phoneGame(ctx) {
  const { page } = ctx;
  await page.setViewportSize({ width: 390, height: 844 });
  ctx.step('install the app');
  await page.goto(ctx.url);
  await waitForActivatedWorker(page);
  await reloadUntilControlled(page);
  ctx.step('go offline, then start a 2-player game');
  await ctx.context.setOffline(true);
  await startHumanGame(page, 'rats-of-wistar', { seats: 2 });
  assert((await page.locator(T('handoff')).count()) === 1, 'hands are private: a hand-off screen comes first');
  await passHandoff(page);
  ctx.step('draft: each player takes a pair');
  await clickAndSettle(page, `${T('rw-actions')} button`);
  await clickAndSettle(page, `${T('rw-actions')} button`);
  const legalSpaces = await page.locator('.rw-space.rw-legal').count();
  assert(legalSpaces > 0, 'legal wheel spaces are highlighted');
  ctx.step('place a chief on the wheel and end the turn');
  await clickAndSettle(page, '.rw-space.rw-legal');
  const labels = await page.locator(`${T('rw-actions')} button`).allTextContents();
  assert(
    labels.some((l) => /End turn|手番終了/.test(l)),
    `an End turn button after placing: ${labels.join(' | ')}`,
  );
  await clickAndSettle(
    page,
    `${T('rw-actions')} button:has-text("End turn"), ${T('rw-actions')} button:has-text("手番終了")`,
  );
  ctx.step('second player goes to the hut and picks a potion');
  await clickAndSettle(page, T('rw-hut'));
  await clickAndSettle(page, `${T('rw-actions')} button:has-text("⚗")`);
  const before = await page.evaluate(tableText);
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    width: window.innerWidth,
  }));
  assert(scroll <= width, `the page is ${scroll} px wide on a ${width} px screen`);

  ctx.step('offline reload');
  await waitForSaved(page);
  await page.reload();
  await passHandoff(page);
  assertEqual(await page.evaluate(tableText), before, 'position after an offline reload');
  await ctx.context.setOffline(false);
}

export default [
  {
    name: 'phone, 2 humans offline: hand-off, draft, place, hut, offline reload keeps the position',
    timeout: 120_000,
    run: phoneGame,
  },
];
