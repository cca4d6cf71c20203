// Welcome to the Moon in the browser: offline, two humans draft simultaneously by tapping (each behind a hand-off,
// the other's pending choice never shown), a rule error in words, an offline reload that keeps the position; and a
// phone-portrait solo game against ASTRA on The Journey that fits the screen width.
import { reloadUntilControlled, waitForActivatedWorker } from './lib/browser.mjs';
import { assert, assertEqual } from './lib/checks.mjs';
import { waitForSaved } from './lib/settle.mjs';
import { startHumanGame } from './lib/setup.mjs';

const T = (id) => `[data-testid="${id}"]`;
// Legal targets on the table, less the confirm button (it is highlighted once the turn may end).
const LEGAL = '[data-testid="table"] [data-legal="true"]:not([data-testid="confirm-turn"])';

/** What a tap changes: the prompt, the sheet shown, the legal targets and every written slot (runs in the page). */
function fingerprint(prev) {
  const now = JSON.stringify([
    document.querySelector('[data-testid="prompt"]')?.textContent ?? '',
    document.querySelector('[data-testid="handoff"]') ? 'handoff' : '',
    document.querySelector('[data-testid="catch-up"]') ? 'catch-up' : '',
    document.querySelector('[data-testid="sheet"]')?.getAttribute('data-seat') ?? '',
    [...document.querySelectorAll('[data-legal="true"]')].map((e) => e.getAttribute('data-testid')),
    [...document.querySelectorAll('[data-testid^="slot-"]')].map((e) => e.textContent),
  ]);
  return prev === undefined ? now : now !== prev;
}

/** Tap `target` (a selector or a locator) and wait until the page has taken the move in. */
async function tap(page, target) {
  const before = await page.evaluate(fingerprint);
  await (typeof target === 'string' ? page.locator(target).first() : target).click({ timeout: 5000 });
  await page.waitForFunction(fingerprint, before, { timeout: 10_000 });
}

/** Pass the hand-off and catch-up screens until the table shows; nothing of a sheet is behind a hand-off. */
async function toTable(page) {
  for (let guard = 0; guard < 6; guard++) {
    await page.waitForSelector(`${T('handoff')}, ${T('table')}, ${T('catch-up')}`);
    if (await page.locator(T('handoff')).count()) {
      assertEqual(await page.locator('[data-testid^="slot-"]').count(), 0, 'sheet slots behind the hand-off');
      assertEqual(await page.locator('[data-testid^="combo-"]').count(), 0, 'combinations behind the hand-off');
      await tap(page, T('handoff-ready'));
    } else if (await page.locator(T('catch-up')).count()) await tap(page, T('catch-up-continue'));
    else return;
  }
  throw new Error('the table never showed');
}

/** The viewer's own sheet as text: every slot's value in order. */
const readSheet = (page) =>
  page.$$eval('[data-testid^="slot-"]', (els) => els.map((e) => `${e.dataset.testid}=${e.textContent}`).join(' '));

/** Solo-card effects first (any legal target before a combination can be picked), then the first pickable
 * combination and the middle legal slot; a System Error when nothing can be written. */
async function writeOne(page) {
  const combo = '[data-testid^="combo-"][data-legal="true"]';
  for (let guard = 0; guard < 6; guard++) {
    if (await page.locator(combo).count()) break;
    if (await page.locator(T('system-error')).count()) {
      await tap(page, T('system-error'));
      return;
    }
    assert((await page.locator(LEGAL).count()) > 0, 'nothing to tap before the combinations');
    await tap(page, page.locator(LEGAL).first());
  }
  await tap(page, page.locator(combo).first());
  const slots = await page.locator('[data-testid^="slot-"][data-legal="true"]').all();
  assert(slots.length > 0, 'a pickable combination highlights no slot');
  await tap(page, slots[Math.floor(slots.length / 2)]);
}

/** The rest of a turn once written: every follow-up (first legal target, or skip), then confirm. */
async function finishTurn(page) {
  for (let guard = 0; guard < 16; guard++) {
    const next = page.locator(`${LEGAL}:not([data-testid^="combo-"])`);
    if (await next.count()) await tap(page, next.first());
    else if (await page.locator(T('skip')).count()) await tap(page, T('skip'));
    else break;
  }
  if (await page.locator(T('confirm-turn')).count()) await tap(page, T('confirm-turn'));
}

/** One seat's turn by tapping. */
async function playTurn(page) {
  await toTable(page);
  await writeOne(page);
  await finishTurn(page);
}

async function startGame(page, { seats, adventure, astraLevel }) {
  // Choices are listed in order: adventure n is at index n − 1, ASTRA level n likewise.
  const options = {};
  if (adventure) options.adventure = adventure - 1;
  if (astraLevel) options.astraLevel = astraLevel - 1;
  await startHumanGame(page, 'welcome-to-the-moon', { seats, options });
}

async function twoHumans(ctx) {
  const { page } = ctx;
  ctx.step('install the app, then go offline');
  await page.goto(ctx.url);
  await page.waitForSelector(T('library'));
  await waitForActivatedWorker(page);
  await reloadUntilControlled(page);
  await ctx.context.setOffline(true);

  ctx.step('start a 2-player Launch (the game chunk comes from the precache)');
  await startGame(page, { seats: 2 });

  ctx.step('seat 1 writes and confirms; seat 2 must not see it');
  await toTable(page);
  await tap(page, '[data-testid^="combo-"][data-legal="true"]');
  const slot = page.locator('[data-testid^="slot-"][data-legal="true"]').first();
  const slotId = (await slot.getAttribute('data-testid')) ?? '';
  await tap(page, slot);
  const written = await page.locator(T(slotId)).textContent();
  assert(/\d|X/.test(written ?? ''), `the tapped slot shows no number (${written})`);
  for (let guard = 0; guard < 8 && (await page.locator(`${LEGAL}:not([data-testid^="combo-"])`).count()); guard++) {
    await tap(page, `${LEGAL}:not([data-testid^="combo-"])`);
  }
  await tap(page, T('confirm-turn'));
  await toTable(page);
  assertEqual(await page.getAttribute(T('table'), 'data-viewer'), '1', 'the second seat plays next');
  await tap(page, T('seat-0'));
  assertEqual(await page.locator(T(slotId)).textContent(), '', 'seat 1’s pending number shown to seat 2');

  ctx.step('an illegal slot shows the rule in words');
  await tap(page, T('seat-1'));
  await tap(page, '[data-testid^="combo-"][data-legal="true"]');
  await page.locator('[data-testid^="slot-"][data-legal="false"]').first().click();
  const error = page.locator(T('rule-error'));
  await error.waitFor({ state: 'visible', timeout: 5000 });
  assert(((await error.textContent()) ?? '').trim().length > 3, 'the rule error shows no words');
  await tap(page, T('cancel-turn'));
  await playTurn(page);

  ctx.step('after the reveal seat 1’s number is on its sheet');
  await toTable(page);
  assertEqual(await page.getAttribute(T('table'), 'data-viewer'), '0', 'seat 1 starts the next turn');
  assertEqual(await page.getAttribute(T('sheet'), 'data-seat'), '0', 'a player sees their own sheet first');
  assertEqual(await page.locator(T(slotId)).textContent(), written, 'seat 1’s number after the reveal');

  ctx.step('a few turns by tapping');
  for (let i = 0; i < 6; i++) await playTurn(page);

  ctx.step('offline reload mid-turn finds the same position');
  await toTable(page);
  await writeOne(page);
  const before = await readSheet(page);
  await waitForSaved(page);
  await page.reload();
  await toTable(page);
  assertEqual(await readSheet(page), before, 'the sheet after reloading offline');
  await finishTurn(page);
  await playTurn(page);
  await ctx.context.setOffline(false);
}

async function phoneSolo(ctx) {
  const { page } = ctx;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(ctx.url);
  ctx.step('solo Journey against ASTRA level 3');
  await startGame(page, { seats: 1, adventure: 2, astraLevel: 3 });
  await toTable(page);
  assert((await page.locator(T('astra')).count()) > 0, 'no ASTRA panel in a solo game');
  for (let i = 0; i < 5; i++) await playTurn(page);
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    width: window.innerWidth,
  }));
  assert(scroll <= width, `the page is ${scroll} px wide on a ${width} px screen`);
  const before = await readSheet(page);
  assert(/=\d/.test(before), 'five solo turns wrote no number');
  await waitForSaved(page);
  await page.reload();
  await toTable(page);
  assertEqual(await readSheet(page), before, 'the solo sheet after a reload');
}

export default [
  {
    name: '2 humans offline: simultaneous turns by tapping, hidden choices, rule error, offline reload',
    timeout: 120_000,
    run: twoHumans,
  },
  { name: 'phone portrait solo against ASTRA: turns by tapping, fits the width, reload', run: phoneSolo },
];
