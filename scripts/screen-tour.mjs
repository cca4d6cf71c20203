// Walks the app's main screens in a browser profile and hands each to `save(name, page)`: used by
// scripts/capture-screens.mjs (for people to look at) and scripts/screenshots.mjs (for the manifest).
import {
  dismissOfflineReady,
  newTally,
  passHandoffs,
  readScreen,
  startWizardGame,
  step,
} from '../test/e2e/lib/wizard-driver.mjs';

const T = (id) => `[data-testid="${id}"]`;

/** Library, game page, setup, hand-off, prediction, a trick in progress, settings. */
export async function tourToMidTrick(page, url, save) {
  await page.goto(url);
  await page.waitForSelector(T('library'));
  await save('library', page);
  await page.click(T('game-card-wizard-extreme'));
  await page.waitForSelector(T('game-page'));
  await save('game-page', page);
  await page.goto(url);
  // The notice would cover part of the hand on a phone; a person would close it first.
  await dismissOfflineReady(page);
  await startWizardGame(page, { seats: 3, atSetup: (p) => save('setup', p) });
  await page.waitForSelector(T('handoff'));
  await save('handoff', page);
  const tally = newTally();
  await passHandoffs(page, tally);
  await save('table-predict', page);
  for (let guard = 0; guard < 200; guard++) {
    await passHandoffs(page, tally);
    const s = await page.evaluate(readScreen);
    // Two cards on the table and the third seat to play: the most telling moment of a trick.
    if (tally.plays >= 5 && tally.plays % 3 === 2 && s.legal.length > 0) break;
    await step(page, tally);
  }
  await save('table-mid-trick', page);
}

/** A short game (3 rounds) against two bots, played to the results screen. */
export async function tourToResults(page, url, save) {
  await page.goto(url);
  await dismissOfflineReady(page);
  // Option 'shortGame', choice 1: three rounds instead of six.
  await startWizardGame(page, { seats: 3, bots: [1, 2], options: { shortGame: 1 } });
  const tally = newTally();
  for (let guard = 0; guard < 2000; guard++) {
    if ((await step(page, tally)) === 'results') break;
  }
  const seeResults = page.locator(T('see-results'));
  if ((await seeResults.count()) > 0) await seeResults.click();
  await page.waitForSelector(T('results'));
  await save('results', page);
  await page.evaluate(() => {
    location.hash = '#/settings';
  });
  await page.waitForSelector(T('settings'));
  await save('settings', page);
}
