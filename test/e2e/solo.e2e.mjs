// Issue 28, hand-off only where it helps: a person playing alone (Welcome to the Moon against ASTRA, Rats of Wistar
// solo) or alone with bots is never asked to pass the device or to look away, also after a reload, and sees their
// own private area while a bot plays.
import { assertEqual } from './lib/checks.mjs';
import { startGame } from './lib/setup.mjs';

const T = (id) => `[data-testid="${id}"]`;

async function noHandOff(page, label) {
  await page.waitForSelector(T('table'));
  assertEqual(await page.locator(T('handoff')).count(), 0, `${label}: a hand-off screen`);
  assertEqual(await page.getAttribute(T('table'), 'data-viewer'), '0', `${label}: the viewer`);
}

async function alone(ctx) {
  const { page } = ctx;
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [gameId, setup] of [
    ['welcome-to-the-moon', { seats: 1, humans: 1 }],
    ['rats-of-wistar', { seats: 1, humans: 1 }],
    ['wizard-extreme', { seats: 3, humans: 1 }],
  ]) {
    ctx.step(`${gameId}: start alone`);
    await page.goto(`${ctx.url}#/`);
    await startGame(page, gameId, setup);
    await noHandOff(page, `${gameId} at the start`);
    ctx.step(`${gameId}: the page is hidden and shown again (the peek guard)`);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    });
    await noHandOff(page, `${gameId} after looking away`);
    ctx.step(`${gameId}: reload`);
    await page.reload();
    await noHandOff(page, `${gameId} after a reload`);
  }
}

export default [
  { name: 'alone (solo, or with bots only): never a hand-off, also after looking away and a reload', run: alone },
];
