// Starting a game through the real setup screen: library → game page → new game → seats, options → start; and
// installing the app, then going offline, before a game is started; importing a backup file.
import { reloadUntilControlled, waitForActivatedWorker } from './browser.mjs';
import { dismissOfflineReady } from './wizard-driver.mjs';

const T = (id) => `[data-testid="${id}"]`;

/**
 * Start `gameId` with `seats` human players (every bot toggle off). `options` maps an option key to the index of
 * its choice in the setup form (the form lists choices in the meta's order). Returns once the hand-off screen or
 * the table shows.
 */
export async function startHumanGame(page, gameId, { seats, options = {} } = {}) {
  await startGame(page, gameId, { seats, humans: Number.POSITIVE_INFINITY, options });
}

/** Start `gameId` with `seats` seats (the form's default when undefined): people in the first `humans`, bots after. */
export async function startGame(page, gameId, { seats, humans = 2, options = {} }) {
  await page.waitForSelector(T('library'));
  await page.click(T(`game-card-${gameId}`));
  await page.waitForSelector(T('game-page'));
  await page.click(T('new-game'));
  await page.waitForSelector(T('setup'));
  if (seats !== undefined) await page.click(T(`seat-count-${seats}`));
  const toggles = await page.locator('[data-testid^="seat-bot-"]').all();
  for (const [i, toggle] of toggles.entries()) await toggle.setChecked(i >= humans);
  for (const [key, index] of Object.entries(options)) await page.selectOption(T(`option-${key}`), { index });
  await page.click(T('start-game'));
  await page.waitForSelector(`${T('handoff')}, ${T('table')}`);
}

/**
 * Install the app (open it, wait until its service worker is active and controls the page; with `dismissReady`,
 * close the "ready to work offline" notice too), then take step `next` and go offline: what follows proves that the
 * app works with no network.
 */
export async function installThenGoOffline(ctx, next, { dismissReady = false } = {}) {
  const { page } = ctx;
  ctx.step('install the app');
  await page.goto(ctx.url);
  await waitForActivatedWorker(page);
  await reloadUntilControlled(page);
  if (dismissReady) await dismissOfflineReady(page, 3000);
  ctx.step(next);
  await ctx.context.setOffline(true);
}

/**
 * Import backup `file` from the settings screen; resolves with the notice shown (`ok` false for a refusal) and its
 * text. A notice left from an earlier import is removed first, so the one read is this import's.
 */
export async function importFile(page, file) {
  await page.evaluate(() => {
    location.hash = '#/settings';
  });
  await page.waitForSelector(T('import-file'));
  await page.evaluate(() => {
    for (const id of ['import-ok', 'import-error']) document.querySelector(`[data-testid="${id}"]`)?.remove();
  });
  await page.setInputFiles(T('import-file'), file);
  const notice = await page.waitForSelector(`${T('import-ok')}, ${T('import-error')}`, { timeout: 30_000 });
  return { ok: (await notice.getAttribute('data-testid')) === 'import-ok', text: (await notice.textContent()) ?? '' };
}
