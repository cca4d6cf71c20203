// Draft browser test for Welcome to the Moon, kept here (not in test/e2e/) until the game is registered: the e2e
// runner builds the shared registry, where the game is not listed yet, so the test would fail there. When the game
// is registered, move this file to test/e2e/welcome-to-the-moon.e2e.mjs and fix the import paths (./lib/...).
// It was run against a local build with the game registered locally (.tmp/wtm, see NOTES.md).
import { reloadUntilControlled, waitForActivatedWorker } from '../../e2e/lib/browser.mjs';
import { assert, assertEqual } from '../../e2e/lib/checks.mjs';

const T = (id) => `[data-testid="${id}"]`;

/** Pass the hand-off and catch-up screens until the table shows. */
async function toTable(page) {
  for (let guard = 0; guard < 6; guard++) {
    await page.waitForSelector(`${T('handoff')}, ${T('table')}, ${T('catch-up')}`);
    if (await page.locator(T('handoff')).count()) {
      assertEqual(await page.locator('[data-testid^="slot-"]').count(), 0, 'sheet slots behind the hand-off');
      await page.click(T('handoff-ready'));
    } else if (await page.locator(T('catch-up')).count()) await page.click(T('catch-up-continue'));
    else return;
  }
  throw new Error('the table never showed');
}

/** The viewer's own sheet as text: every slot's value in order. */
const readSheet = (page) =>
  page.$$eval('[data-testid^="slot-"]', (els) => els.map((e) => `${e.dataset.testid}=${e.textContent}`).join(' '));

/** One seat's turn by clicking: first pickable combination, the middle legal slot, bonuses, confirm. */
async function playTurn(page) {
  await toTable(page);
  const combos = await page.locator('[data-testid^="combo-"][data-legal="true"]').all();
  if (combos.length === 0) {
    await page.click(T('system-error'));
  } else {
    await combos[0].click();
    const slots = await page.locator('[data-testid^="slot-"][data-legal="true"]').all();
    assert(slots.length > 0, 'a pickable combination highlights no slot');
    await slots[Math.floor(slots.length / 2)].click();
  }
  for (let guard = 0; guard < 12; guard++) {
    const boxes = await page.locator('[data-testid^="arrow-"][data-legal="true"]').all();
    const xs = await page.locator('[data-testid^="slot-"][data-legal="true"]').all();
    if (boxes.length) await boxes[0].click();
    else if (xs.length) await xs[0].click();
    else if (await page.locator(T('skip')).count()) await page.click(T('skip'));
    else break;
  }
  await page.click(T('confirm-turn'));
}

async function main(ctx) {
  const { page } = ctx;
  await page.goto(ctx.url);
  await page.waitForSelector(T('library'));
  await waitForActivatedWorker(page);
  await reloadUntilControlled(page);
  ctx.step('start a 2-player Launch');
  await page.click(T('game-card-welcome-to-the-moon'));
  await page.click(T('new-game'));
  await page.waitForSelector(T('setup'));
  await page.click(T('seat-count-2'));
  await page.click(T('start-game'));

  ctx.step('seat 1 writes and confirms; seat 2 must not see it');
  await toTable(page);
  await page.locator('[data-testid^="combo-"][data-legal="true"]').first().click();
  const slot = page.locator('[data-testid^="slot-"][data-legal="true"]').first();
  const slotId = await slot.getAttribute('data-testid');
  await slot.click();
  await page.click(T('confirm-turn'));
  await toTable(page);
  await page.click(T('seat-0'));
  assertEqual(await page.locator(T(slotId ?? '')).textContent(), '', 'seat 1’s pending number shown to seat 2');

  ctx.step('an illegal slot shows the rule in words');
  await page.click(T('seat-1'));
  await page.locator('[data-testid^="combo-"][data-legal="true"]').first().click();
  await page.locator('[data-testid^="slot-"][data-legal="false"]').first().click();
  await page.locator(T('rule-error')).waitFor({ state: 'visible', timeout: 5000 });
  await page.click(T('cancel-turn'));
  await playTurn(page);

  ctx.step('a few turns by clicking');
  for (let i = 0; i < 6; i++) await playTurn(page);

  ctx.step('offline reload mid-turn finds the same position');
  await toTable(page);
  const before = await readSheet(page);
  await ctx.context.setOffline(true);
  await page.reload();
  await toTable(page);
  assertEqual(await readSheet(page), before, 'the sheet after reloading offline');
  await playTurn(page);
  await ctx.context.setOffline(false);
}

export default [
  { name: '2 humans: simultaneous turns by clicking, hidden choices, rule error, offline reload', run: main },
];
