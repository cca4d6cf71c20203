// Wizard Extreme in the browser: three humans play a full round by clicking, resume after a reload
// (offline), see rule errors in words, and carry the game to a fresh browser through export and import.
import { readFileSync } from 'node:fs';
import { reloadUntilControlled, waitForActivatedWorker } from './lib/browser.mjs';
import { assert, assertEqual } from './lib/checks.mjs';
import { waitForSaved } from './lib/settle.mjs';
import { newTally, passHandoffs, readPosition, readScreen, startWizardGame, step } from './lib/wizard-driver.mjs';

const T = (id) => `[data-testid="${id}"]`;
const SEATS = 3;
const ROUND_PLAYS = 15 * SEATS; // 15 tricks, every player plays one card to each

/** Step until `done(tally, screen)` holds on a table screen (hand-offs passed). */
async function playUntil(ctx, tally, done, label) {
  for (let guard = 0; guard < 1000; guard++) {
    await passHandoffs(ctx.page, tally);
    const screen = await ctx.page.evaluate(readScreen);
    if (done(tally, screen)) return screen;
    ctx.step(`${label}: ${JSON.stringify(tally)}`);
    const kind = await step(ctx.page, tally);
    assert(kind !== 'results', `the game ended before: ${label}`);
  }
  throw new Error(`no progress towards: ${label}`);
}

/** Click a card that is not legal while a legal one exists: the table must say why in words. */
async function checkIllegalClick(ctx, screen) {
  const { page } = ctx;
  const before = await readPosition(page);
  const card = screen.illegal[0];
  await page.click(T(card), { timeout: 5000 });
  const error = page.locator(T('rule-error'));
  await error.waitFor({ state: 'visible', timeout: 5000 });
  const text = (await error.textContent())?.trim() ?? '';
  assert(text.length > 3, `rule-error shows no words after clicking ${card}`);
  assertEqual((await readPosition(page)).hand, before.hand, 'the illegal click changed the hand');
}

/** A position worth comparing: a seat's view with a hand, every seat panel, a prompt and a trick area. */
function assertMeaningful(position, label) {
  if (process.env.E2E_VERBOSE) console.log(`      ${label}: ${JSON.stringify(position)}`);
  assert(position.viewer !== null && position.viewer !== 'table', `${label}: no seat is viewing`);
  assert(position.hand.length > 0, `${label}: no hand cards found`);
  assertEqual(position.seats.length, SEATS, `${label}: seat panels`);
  assert(position.prompt && position.trick !== null, `${label}: no prompt or no trick area`);
}

/** Resuming a game with hidden hands must open on the hand-off screen, with no card in the page. */
async function assertResumesBehindHandoff(page, label) {
  await page.waitForSelector(`${T('handoff')}, ${T('table')}`);
  const s = await page.evaluate(readScreen);
  assert(s.handoff, `${label}: the game reopened without a hand-off screen`);
  assertEqual(s.allCards, [], `${label}: cards in the page behind the hand-off`);
}

/** Navigate inside the single-page app (hash routes), like following a link. */
async function go(page, hash) {
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
}

async function exportAll(ctx) {
  const { page } = ctx;
  await go(page, '#/settings');
  await page.waitForSelector(T('settings'));
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(T('export-all'))]);
  const file = await download.path();
  const text = readFileSync(file, 'utf8');
  assert(text.includes('wizard-extreme'), 'the export does not mention the game');
  JSON.parse(text); // throws on a broken file
  return file;
}

async function importAndResume(ctx, file) {
  const fresh = await ctx.profile();
  const { page } = fresh;
  await page.goto(ctx.url);
  await page.waitForSelector(T('library'));
  await go(page, '#/settings');
  await page.waitForSelector(T('settings'));
  await page.setInputFiles(T('import-file'), file);
  await go(page, '#/game/wizard-extreme');
  await page.waitForSelector(T('saved-game'), { timeout: 10_000 });
  await page.click(`${T('saved-game')} ${T('resume-game')}`);
  await assertResumesBehindHandoff(page, 'imported game');
  await passHandoffs(page, newTally());
  return readPosition(page);
}

async function threeHumansPlayARound(ctx) {
  const { page } = ctx;
  ctx.step('install the app');
  await page.goto(ctx.url);
  await waitForActivatedWorker(page);
  await reloadUntilControlled(page);
  ctx.step('start a 3-player game by clicking');
  await startWizardGame(page, { seats: SEATS });
  const tally = newTally();

  // Predictions, then the first plays; on the first chance, try an illegal card.
  let illegalChecked = false;
  await playUntil(
    ctx,
    tally,
    (t, s) => {
      if (!illegalChecked && s.illegal.length > 0 && s.legal.length > 0) return true;
      return t.plays >= 6;
    },
    'a card that may not be played',
  );
  const screen = await page.evaluate(readScreen);
  if (screen.illegal.length > 0 && screen.legal.length > 0) {
    ctx.step('illegal click');
    await checkIllegalClick(ctx, screen);
    illegalChecked = true;
  }
  assert(illegalChecked, 'no seat ever held an unplayable card in the first plays; cannot check rule errors');

  ctx.step('play to the middle of a trick');
  await playUntil(ctx, tally, (t, s) => t.plays >= 10 && t.plays % SEATS !== 0 && s.legal.length > 0, 'mid-trick');
  const beforeReload = await readPosition(page);
  assertMeaningful(beforeReload, 'mid-trick');
  ctx.step('go offline and reload mid-trick');
  await ctx.context.setOffline(true);
  await waitForSaved(page);
  await page.reload();
  await assertResumesBehindHandoff(page, 'reload');
  await passHandoffs(page, tally);
  assertEqual(await readPosition(page), beforeReload, 'position after reloading mid-trick');

  ctx.step('play on offline');
  await playUntil(ctx, tally, (t) => t.plays >= 24, 'offline plays');
  await ctx.context.setOffline(false);

  ctx.step('finish the round');
  await playUntil(ctx, tally, (t, s) => t.plays >= ROUND_PLAYS && s.endPrediction, 'the next round');
  // A trick winner who leads the next trick keeps the device, so not every play needs a hand-off; most do.
  assert(
    tally.handoffs * 2 > tally.plays,
    `expected a hand-off before most plays, saw ${tally.handoffs} for ${tally.plays}`,
  );
  const exported = await readPosition(page);
  assertMeaningful(exported, 'exported');

  ctx.step('export');
  const file = await exportAll(ctx);
  ctx.step('import into a fresh profile and resume');
  assertEqual(await importAndResume(ctx, file), exported, 'position after export and import');
}

/** Is anything wider than the screen (a sideways scroll on a phone)? */
async function assertNoSidewaysScroll(page, label) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    width: window.innerWidth,
  }));
  assert(scroll <= width, `${label}: the page is ${scroll} px wide on a ${width} px screen`);
}

/**
 * A first visit on a phone: the "ready to work offline" notice appears while the players start; they
 * must still be able to predict and play every card by tapping, and nothing may scroll sideways.
 */
async function phoneFirstVisit(ctx) {
  const { page } = ctx;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(ctx.url);
  await page.waitForSelector(T('offline-ready'), { timeout: 15_000 });
  await assertNoSidewaysScroll(page, 'library');
  await startWizardGame(page, { seats: SEATS });
  const tally = newTally();
  for (let guard = 0; guard < 300 && tally.plays < 2 * SEATS; guard++) {
    const s = await page.evaluate(readScreen);
    await assertNoSidewaysScroll(page, s.handoff ? 'hand-off' : 'table');
    ctx.step(`phone: ${JSON.stringify(tally)}`);
    await step(page, tally);
  }
  assert(tally.plays >= 2 * SEATS, 'two tricks were not played');
}

export default [
  {
    name: '3 humans: full round by clicking, reload mid-trick offline, rule error, export/import',
    timeout: 240_000,
    run: threeHumansPlayARound,
  },
  { name: 'phone portrait, first visit: predict and play two tricks by tapping', run: phoneFirstVisit },
];
