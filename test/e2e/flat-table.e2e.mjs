// A tablet lying flat between two players (setting "Flat table"): the whole play view turns 180° to face the second
// seat on its turn, the hand-off screen included; the turn is short (<= 250 ms) and instant with reduced motion.
// Screenshots at tablet size (1180x820) for a person to look at.
import { assert, assertEqual } from './lib/checks.mjs';
import { playReach } from './lib/reach.mjs';
import { startHumanGame } from './lib/setup.mjs';

const T = (id) => `[data-testid="${id}"]`;

async function turnOnFlatTable(page, url) {
  await page.goto(`${url}#/settings`);
  await page.waitForSelector(T('settings'));
  await page.locator(T('flat-table')).setChecked(true);
  await page.goto(`${url}#/`);
}

async function turned(page) {
  await page.waitForSelector(T('flat-view'));
  return page.getAttribute(T('flat-view'), 'data-turned');
}

/** The rotation the flat view shows once its transition is over (a computed matrix: -1 means turned). */
async function settledMatrix(page) {
  await page.waitForTimeout(400);
  return page.evaluate(() => getComputedStyle(document.querySelector('[data-testid="flat-view"]')).transform);
}

async function openGame(ctx) {
  const { page } = ctx;
  await page.setViewportSize({ width: 1180, height: 820 });
  await turnOnFlatTable(page, ctx.url);
  ctx.step('Azul Duel: the view faces the seat on turn (the game picks who starts)');
  await startHumanGame(page, 'azul-duel');
  await page.waitForSelector(T('table'));
  const first = await page.getAttribute(T('table'), 'data-viewer');
  const facing = (viewer) => (viewer === '1' ? 'true' : 'false');
  const matrix = (viewer) => (viewer === '1' ? 'matrix(-1, 0, 0, -1, 0, 0)' : 'none');
  assertEqual(await turned(page), facing(first), `the view for seat ${first}`);
  assertEqual(await settledMatrix(page), matrix(first), `the rotation for seat ${first}`);
  const duration = await page.evaluate(
    () => getComputedStyle(document.querySelector('[data-testid="flat-view"]')).transitionDuration,
  );
  assert(Number.parseFloat(duration) > 0 && Number.parseFloat(duration) <= 0.25, `turn lasts ${duration}`);
  await ctx.screen(page, `flat-table-azul-seat${Number(first) + 1}`);
  ctx.step('the seat on turn places its opening plate: the view turns to the other seat');
  await page.click('[data-testid^="plate-"][data-legal="true"]');
  await page.click(T('slot-4'));
  await page.click(T('confirm-plate'));
  const second = first === '0' ? '1' : '0';
  await page.waitForSelector(`${T('table')}[data-viewer="${second}"]`);
  assertEqual(await turned(page), facing(second), `the view for seat ${second}`);
  assertEqual(await settledMatrix(page), matrix(second), `the rotation for seat ${second}`);
  await ctx.screen(page, `flat-table-azul-seat${Number(second) + 1}`);
  ctx.step('reduced motion: the turn is instant');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const reduced = await page.evaluate(
    () => getComputedStyle(document.querySelector('[data-testid="flat-view"]')).transitionDuration,
  );
  assertEqual(Number.parseFloat(reduced), 0, 'no transition with prefers-reduced-motion');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
}

async function hiddenGame(ctx) {
  const { page } = ctx;
  await page.setViewportSize({ width: 1180, height: 820 });
  await turnOnFlatTable(page, ctx.url);
  ctx.step('Tash-Kalar: the first hand-off faces the first seat');
  await startHumanGame(page, 'tash-kalar');
  await page.waitForSelector(T('handoff'));
  assertEqual(await turned(page), 'false', 'the first hand-off is upright');
  await page.click(T('handoff-ready'));
  await page.waitForSelector(T('table'));
  ctx.step('the first seat places pieces until the turn passes');
  for (let guard = 0; guard < 12; guard++) {
    if ((await page.locator(T('handoff')).count()) > 0) break;
    const end = page.locator(T('tk-end-turn'));
    if ((await end.count()) > 0) await end.click();
    else await page.locator('[data-testid^="tk-cell-"][data-legal="true"]').first().click();
    await page.waitForTimeout(150);
  }
  await page.waitForSelector(T('handoff'));
  assertEqual(await turned(page), 'true', 'the hand-off to the second seat faces it');
  assertEqual(await settledMatrix(page), 'matrix(-1, 0, 0, -1, 0, 0)', 'the hand-off is turned 180°');
  await ctx.screen(page, 'flat-table-tash-kalar-handoff-seat2');
  await page.click(T('handoff-ready'));
  const catchUp = page.locator(T('catch-up-continue'));
  await page.waitForSelector(`${T('catch-up')}, ${T('table')}`);
  if ((await catchUp.count()) > 0) await catchUp.click();
  await page.waitForSelector(`${T('table')}[data-viewer="1"]`);
  assertEqual(await turned(page), 'true', "the second seat's table stays turned");
  await ctx.screen(page, 'flat-table-tash-kalar-seat2-table');
}

/** Where the header, the decision bar and its buttons are on screen (the page's own coordinates). */
function frameBoxes() {
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  };
  const q = (sel) => document.querySelector(sel);
  return {
    vw: window.innerWidth,
    vh: window.innerHeight,
    header: box(q('.table-bar')),
    bar: box(q('[data-testid="decision-bar"]')),
    buttons: [...document.querySelectorAll('[data-testid="decision-bar"] button')].map(box),
  };
}

/** A finger drawn `dy` px down the screen (negative: up) over the table's scroller, as touch events. */
async function swipe(page, dy) {
  const cdp = await page.context().newCDPSession(page);
  const [x, y] = await page.evaluate(() => {
    const r = document.querySelector('[data-testid="table-scroll"]').getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2];
  });
  const from = y - dy / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
  for (let i = 1; i <= 10; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: from + (dy * i) / 10 }] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(500);
  await cdp.detach();
}

async function turnedFrame(ctx) {
  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['tablet', { width: 1180, height: 820 }],
  ]) {
    const { page } = await ctx.profile({ viewport, hasTouch: true });
    await turnOnFlatTable(page, ctx.url);
    ctx.step(`${size}: Azul Duel until the second seat is on turn`);
    await startHumanGame(page, 'azul-duel');
    for (let i = 0; i < 30; i++) {
      if ((await page.getAttribute(T('table'), 'data-viewer')) === '1') break;
      await playReach(page, { taps: 1, seed: 7 + i });
    }
    assertEqual(await page.getAttribute(T('table'), 'data-viewer'), '1', 'the second seat is on turn');
    assertEqual(await settledMatrix(page), 'matrix(-1, 0, 0, -1, 0, 0)', 'the view is turned');
    await ctx.screen(page, `flat-table-turned-${size}`);
    const b = await page.evaluate(frameBoxes);
    const inside = (r) => r.top >= -1 && r.left >= -1 && r.bottom <= b.vh + 1 && r.right <= b.vw + 1;
    assert(inside(b.header), `${size}: the turned header is cut: ${JSON.stringify(b.header)}`);
    assert(inside(b.bar), `${size}: the turned decision bar is cut: ${JSON.stringify(b.bar)}`);
    assert(b.buttons.length > 0 && b.buttons.every(inside), `${size}: a decision-bar button is off-screen`);
    // Turned, the bar is at the screen's top edge: the bottom edge of the player it faces, where their thumb is.
    assert(b.bar.top < b.header.top, `${size}: the turned bar is not on the facing player's side`);
    ctx.step(`${size}: a swipe towards the facing player's top scrolls on through the table, as upright`);
    const scrollTop = () => page.evaluate(() => document.querySelector('[data-testid="table-scroll"]').scrollTop);
    const room = await page.evaluate(() => {
      const s = document.querySelector('[data-testid="table-scroll"]');
      return s.scrollHeight - s.clientHeight;
    });
    if (room > 40) {
      await page.evaluate(() => {
        document.querySelector('[data-testid="table-scroll"]').scrollTop = 0;
      });
      // The facing player's "up" is the screen's down: the finger goes down the screen, the content follows it.
      await swipe(page, Math.min(300, b.vh / 3));
      assert((await scrollTop()) > 0, `${size}: the turned table did not scroll on with the finger`);
    }
  }
}

export default [
  {
    name: 'turned (phone and tablet): header and decision bar wholly on screen, the bar on the facing side, swipes follow the finger',
    timeout: 120_000,
    run: turnedFrame,
  },
  {
    name: 'open game (Azul Duel): the view turns to the second seat, <= 250 ms, instant with reduced motion',
    timeout: 90_000,
    run: openGame,
  },
  {
    name: 'hidden game (Tash-Kalar): the hand-off and the table face the second seat',
    timeout: 90_000,
    run: hiddenGame,
  },
];
