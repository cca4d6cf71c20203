// Russian Railroads in the browser, on a phone: offline start, workers placed by tapping action spaces (the way to
// pay and the follow-up choices answered in the decision bar), a taken space refused in words (and the refusal gone
// after the next legal tap), the engineer display row, every legal target at least 44 px, no sideways scrolling, and
// an offline reload that finds the same position.
import { assert, assertEqual } from './lib/checks.mjs';
import { waitForSaved } from './lib/settle.mjs';
import { installThenGoOffline, startHumanGame } from './lib/setup.mjs';
import { assertNoSideways, toTableScreen } from './lib/table.mjs';
import { assertTargetSizes } from './lib/target-size.mjs';

const T = (id) => `[data-testid="${id}"]`;

async function readPosition(page) {
  return page.evaluate(() => {
    const text = (sel) => [...document.querySelectorAll(sel)].map((e) => e.textContent?.replace(/\s+/g, ' ').trim());
    return {
      prompt: text('[data-testid="prompt"]'),
      boards: text('[data-testid^="board-"]'),
      spaces: text('[data-testid="action-board"]'),
      legal: [...document.querySelectorAll('[data-testid^="space-"][data-legal="true"]')].map((e) =>
        e.getAttribute('data-testid'),
      ),
    };
  });
}

const WATCHED = '[data-testid="decision-bar"], [data-testid^="board-"], [data-testid="action-board"], .rr-choices';
/** An answer of the current choice: in the decision bar (never pass), or the long list on the table. */
const ANSWER =
  '[data-testid="decision-actions"] [data-bar-action="choice"], [data-testid="choices"] [data-legal="true"]';

function moveText(watched) {
  return [...document.querySelectorAll(watched)].map((e) => e.textContent).join('|');
}

async function tapAndSettle(page, selector) {
  const prev = await page.evaluate(moveText, WATCHED);
  await page.click(selector, { timeout: 20_000 });
  await page.waitForFunction(
    ([before, watched]) => [...document.querySelectorAll(watched)].map((e) => e.textContent).join('|') !== before,
    [prev, WATCHED],
    { timeout: 20_000 },
  );
}

/** Tap the first open space; when it can be paid for in several ways, the bar asks, and the first way is taken. */
async function placeWorker(page) {
  await assertTargetSizes(page, 'placing a worker on a phone');
  await tapAndSettle(page, '[data-testid^="space-"][data-legal="true"]');
  if ((await page.locator('[data-testid="decision-actions"] [data-bar-action="cancel"]').count()) > 0) {
    await tapAndSettle(page, '[data-testid="decision-actions"] [data-bar-action="choice"]');
  }
}

/** Answer follow-up choices (bonus card, track moves, ...) with the first offered one, never "pass". */
async function resolveChoices(page) {
  for (let guard = 0; guard < 12; guard++) {
    if ((await page.locator(ANSWER).count()) === 0) return;
    if ((await page.locator('[data-testid^="space-"][data-legal="true"]').count()) > 0) return;
    await assertTargetSizes(page, 'a follow-up choice on a phone');
    await tapAndSettle(page, ANSWER);
  }
}

async function phoneGame(ctx) {
  const { page } = ctx;
  await page.setViewportSize({ width: 390, height: 844 });
  await installThenGoOffline(ctx, 'go offline, start a 2-player game');
  await startHumanGame(page, 'russian-railroads', { seats: 2 });
  assertEqual(await toTableScreen(page), 0, 'hand-off screens in an open game');
  ctx.step('starting bonus, then place workers by tapping');
  await resolveChoices(page);
  for (let turn = 0; turn < 4; turn++) {
    await placeWorker(page);
    await resolveChoices(page);
  }
  ctx.step('a taken space says why in words; the next legal tap clears it');
  const taken = page.locator('[data-testid^="space-"][data-legal="false"]:has([data-seat-mark])').first();
  assert((await taken.count()) > 0, 'no taken space to tap');
  // aria-disabled (not disabled) so that the tap reaches the table; Playwright counts it as not enabled.
  await taken.click({ force: true });
  const error = page.locator(T('rule-error'));
  await error.waitFor({ state: 'visible', timeout: 5000 });
  assert(((await error.textContent()) ?? '').trim().length > 3, 'the refusal shows no words');
  await placeWorker(page);
  assertEqual(await error.count(), 0, 'the refusal is still shown after a legal tap');
  await resolveChoices(page);
  const placed = await page.evaluate(
    () => document.querySelectorAll('[data-testid="action-board"] [data-seat-mark]').length,
  );
  assert(placed >= 3, `workers should stand on the board, found ${placed}`);
  const row = await page.locator(`${T('engineer-row')} [data-state="hire"]`).count();
  assert(row === 1, `the engineer row should show one engineer for hire, found ${row}`);
  await assertNoSideways(page);
  ctx.step('offline reload');
  const before = await readPosition(page);
  await waitForSaved(page);
  await page.reload();
  await page.waitForSelector(T('table'));
  assertEqual(await readPosition(page), before, 'position after an offline reload');
  await ctx.context.setOffline(false);
}

export default [
  {
    name: 'phone, offline: tap action spaces and choices, reload finds the same position',
    timeout: 120_000,
    run: phoneGame,
  },
];
