// Issue 12, point 6, and issue 28: on a phone the player's own things come first, and a turn fits one screen. Wizard Extreme shows the hand within the first
// screen while the player predicts with it; Azul Duel shows the plate market first while a plate is to be chosen and
// the player's own board right after it (before the opponent's), and the own board first when tiles are placed.
import { assert } from './lib/checks.mjs';
import { startHumanGame } from './lib/setup.mjs';

const PHONE = { width: 390, height: 844 };
const T = (id) => `[data-testid="${id}"]`;

async function top(page, selector) {
  const box = await page.locator(selector).first().boundingBox();
  assert(box, `${selector} is not laid out`);
  return box.y;
}

async function wizardHandFirst(ctx) {
  const { page } = await ctx.profile({ viewport: PHONE });
  await page.goto(ctx.url);
  await startHumanGame(page, 'wizard-extreme', { seats: 3 });
  if (await page.locator(T('handoff')).count()) await page.click(T('handoff-ready'));
  await page.waitForSelector('.we-hand');
  const hand = await top(page, '.we-hand');
  await ctx.screen(page, 'phone-layout-wizard');
  assert(hand < PHONE.height - 100, `the hand starts at ${hand} px, below the first screen`);
  assert(hand < (await top(page, '.we-middle')), 'the trick and seals come before the hand');
  assert(hand < (await top(page, '.we-seats')), 'the seat summaries come before the hand');
  // Issue 28: the seals to take and the step buttons are reachable with the hand, without scrolling.
  await onScreen(page, '[data-testid^="take-seal-"][data-legal="true"]', 'a seal to take');
  await onScreen(page, `${T('decision-actions')} ${T('end-prediction')}`, 'the Done button in the decision bar');
  await onScreen(page, `${T('decision-actions')} ${T('take-wizard')}`, 'the black wizard in the decision bar');
}

/** The first element matching `selector` is wholly inside the phone's screen. */
async function onScreen(page, selector, what) {
  const box = await page.locator(selector).first().boundingBox();
  assert(box, `${what} (${selector}) is not laid out`);
  assert(box.y >= 0 && box.y + box.height <= PHONE.height, `${what} is off screen: ${box.y}..${box.y + box.height}`);
}

async function azulOwnBoardNear(ctx) {
  const { page } = await ctx.profile({ viewport: PHONE });
  await page.goto(ctx.url);
  await startHumanGame(page, 'azul-duel');
  await page.waitForSelector(T('table'));
  // The opening: the first player chooses a dome plate.
  const market = await top(page, '.ad-market');
  assert(market < PHONE.height / 2, `the plate market starts at ${market} px while a plate is to be chosen`);
  const mine = await top(page, '.ad-board-mine');
  assert(mine < (await top(page, '.ad-workshops')), 'the workshops come between the plates and the own board');
  assert(mine < (await top(page, '.ad-board-section:not(.ad-board-mine)')), "the opponent's board comes first");
  await page.click('.ad-market [data-testid^="plate-"][data-legal="true"]');
  await page.waitForSelector('.ad-own-first');
  const placing = await top(page, '.ad-board-mine');
  await ctx.screen(page, 'phone-layout-azul-placing');
  assert(placing < (await top(page, '.ad-market')), 'the own board is not first while its plate is placed');
  await onScreen(page, `${T('decision-actions')} ${T('confirm-plate')}`, 'Confirm in the decision bar');
  // Issue 28: place both opening plates, then the first take: the workshops and the own pattern lines share a screen.
  await page.click('[data-testid^="slot-"][data-legal="true"]');
  await page.click(T('confirm-plate'));
  await page.click('.ad-market [data-testid^="plate-"][data-legal="true"]');
  await page.click('[data-testid^="slot-"][data-legal="true"]');
  await page.click(T('confirm-plate'));
  await page.waitForSelector('[data-testid^="sun-"][data-legal="true"]');
  for (let line = 1; line <= 6; line++) {
    await onScreen(page, `.ad-board-mine .ad-lines li:nth-child(${line})`, `own pattern line ${line} while taking`);
  }
  await onScreen(page, '[data-testid^="sun-"][data-legal="true"]', 'a sun take');
  await onScreen(page, '[data-testid^="workshop-4"]', 'the last workshop');
  await page.click('[data-testid^="sun-"][data-legal="true"]');
  await page.waitForSelector('[data-testid^="line-"][data-legal="true"]');
  await ctx.screen(page, 'phone-layout-azul-tiles-in-hand');
  for (let line = 0; line < 6; line++) await onScreen(page, T(`line-${line}`), `pattern line ${line + 1}`);
  await onScreen(page, T('floor'), 'the floor');
}

/** Lines the frame's seat strip takes (seats whose centres lie within 10 px of each other share one). */
function stripLines() {
  const mids = [...document.querySelectorAll('[data-testid^="strip-seat-"]')].map((el) => {
    const r = el.getBoundingClientRect();
    return (r.top + r.bottom) / 2;
  });
  return mids.sort((a, b) => a - b).filter((m, i, all) => i === 0 || m - (all[i - 1] ?? 0) > 10).length;
}

/** The seat strip is one line on a phone up to 6 seats (two at Citadels' 7); each seat still names itself. */
async function seatStripOneLine(ctx) {
  for (const [seats, most] of [
    [6, 1],
    [7, 2],
  ]) {
    const { page } = await ctx.profile({ viewport: PHONE });
    await page.goto(ctx.url);
    await startHumanGame(page, 'citadels', { seats });
    if (await page.locator(T('handoff')).count()) await page.click(T('handoff-ready'));
    await page.waitForSelector(T('seat-strip'));
    const lines = await page.evaluate(stripLines);
    assert(lines <= most, `the seat strip takes ${lines} lines on a phone at ${seats} seats`);
    const names = await page.locator(T('seat-strip')).textContent();
    for (let n = 1; n <= seats; n++) assert(names?.includes(`Player ${n}`), `seat ${n} is not named: ${names}`);
  }
}

export default [
  { name: 'the seat strip is one line up to 6 seats, every seat named for screen readers', run: seatStripOneLine },
  { name: 'Wizard Extreme: the hand is on the first phone screen while predicting', run: wizardHandFirst },
  { name: 'Azul Duel: the decision area, then the own board, then the opponent', run: azulOwnBoardNear },
];
