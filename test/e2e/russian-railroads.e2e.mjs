// Russian Railroads in the browser, on a phone: offline start, workers placed by tapping action spaces (and the
// follow-up choices), the engineer display row, no sideways scrolling, and an offline reload that finds the same position.
import { assert, assertEqual } from './lib/checks.mjs';
import { waitForSaved } from './lib/settle.mjs';
import { installThenGoOffline, startHumanGame } from './lib/setup.mjs';
import { assertNoSideways, toTableScreen } from './lib/table.mjs';

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

function moveText() {
  return [
    ...document.querySelectorAll(
      '[data-testid="prompt"], [data-testid^="board-"], [data-testid="action-board"], .rr-choices',
    ),
  ]
    .map((e) => e.textContent)
    .join('|');
}

async function tapAndSettle(page, selector) {
  const prev = await page.evaluate(moveText);
  await page.click(selector, { timeout: 20_000 });
  await page.waitForFunction(
    (before) =>
      [
        ...document.querySelectorAll(
          '[data-testid="prompt"], [data-testid^="board-"], [data-testid="action-board"], .rr-choices',
        ),
      ]
        .map((e) => e.textContent)
        .join('|') !== before,
    prev,
    { timeout: 20_000 },
  );
}

/** Answer follow-up choices (bonus card, track moves, ...) with the first offered one, never "pass". */
async function resolveChoices(page) {
  for (let guard = 0; guard < 12; guard++) {
    const choice = page.locator('[data-testid^="choice-"]:not([data-move="pass"]):not([data-move="useEngineer"])');
    if ((await choice.count()) === 0 || (await page.locator('[data-testid^="space-"][data-legal="true"]').count()) > 0)
      return;
    await tapAndSettle(page, '[data-testid^="choice-"]:not([data-move="pass"]):not([data-move="useEngineer"])');
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
    await tapAndSettle(page, '[data-testid^="space-"][data-legal="true"]');
    await resolveChoices(page);
  }
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
