// Astra in the browser on a phone: offline, two humans pass the hand-off (the final scoring cards are secret),
// observe by tapping stars along a constellation's graph (each previewed, then confirmed), finish observing, rest,
// and an offline reload finds the same position.
import { assert, assertEqual, saveScreen } from './lib/checks.mjs';
import { clickAndSettle, waitForSaved } from './lib/settle.mjs';
import { installThenGoOffline, startHumanGame } from './lib/setup.mjs';
import { assertNoSideways, toTableScreen } from './lib/table.mjs';

const T = (id) => `[data-testid="${id}"]`;
/** A step button, drawn in the frame's decision bar. */
const BAR = (id) => `${T('decision-actions')} ${T(id)}`;

/** The page's fingerprint, or (given one) whether the page now differs from it. Self-contained for the CSP. */
function fingerprint(before) {
  const parts = [
    ...document.querySelectorAll('[data-testid="prompt"], [data-testid="handoff"], [data-testid^="player-"]'),
  ]
    .map((e) => e.textContent)
    .concat([...document.querySelectorAll('[data-star]')].map((e) => e.getAttribute('class')));
  const now = parts.join('|');
  return before === undefined ? now : now !== before;
}

async function readPosition(page) {
  return page.evaluate(() => ({
    prompt: document.querySelector('[data-testid="prompt"]')?.textContent ?? '',
    players: [...document.querySelectorAll('[data-testid^="player-"]')].map((e) => e.textContent),
    marked: [...document.querySelectorAll('[data-star]')]
      .filter((e) => /as-mark-/.test(e.getAttribute('class') ?? ''))
      .map((e) => e.getAttribute('data-star')),
    sphere: document.querySelector('.as-current')?.getAttribute('data-testid') ?? null,
  }));
}

/** Pass the hand-off (no final scoring card behind it) and the catch-up screen, until the table shows. */
const passHandoff = (page) => toTableScreen(page, { privateSelectors: ['.as-secret'] });

/** Tap a legal star: it is previewed (stardust, helpers) and marked only when confirmed. */
async function markStar(ctx) {
  const { page } = ctx;
  await clickAndSettle(page, '[data-star].as-legal', fingerprint);
  await ctx.screen(page, 'astra-star-previewed');
  assert((await page.textContent(T('preview-cost')))?.includes('1'), 'the stardust of the star is previewed');
  await page.locator(T('preview-helpers')).waitFor();
  await clickAndSettle(page, BAR('confirm-mark'), fingerprint);
}

async function phoneGame(ctx) {
  const { page } = ctx;
  await page.setViewportSize({ width: 390, height: 844 });
  await installThenGoOffline(ctx, 'go offline, start a 2-player game');
  await startHumanGame(page, 'astra', { seats: 2 });
  await passHandoff(page);
  ctx.step('an unlit star says why it cannot be marked; the next legal tap clears the refusal');
  await page.locator('.as-sky [data-star][aria-disabled="true"]').first().click({ force: true }); // aria-disabled: Playwright would wait
  await page.locator(T('rule-error')).waitFor();
  ctx.step('observe: tap the start star, confirm after the preview, then a joined star, then finish');
  await markStar(ctx);
  assert((await page.locator(T('rule-error')).count()) === 0, 'the refusal is gone after a legal tap');
  assert(
    (await page.textContent(`${T('decision-status')} ${T('cost')}`))?.includes('1'),
    'the stardust spent is shown while observing',
  );
  assert((await page.textContent(T('this-turn-log')))?.includes('1'), 'the turn so far is shown');
  if ((await page.locator('[data-star].as-legal').count()) > 0) await markStar(ctx);
  if ((await page.locator(BAR('stop')).count()) > 0) await clickAndSettle(page, BAR('stop'), fingerprint);
  if ((await page.locator(BAR('pass')).count()) > 0) await clickAndSettle(page, BAR('pass'), fingerprint);
  ctx.step('second player rests');
  await passHandoff(page);
  await clickAndSettle(page, BAR('rest'), fingerprint);
  await passHandoff(page);
  const before = await readPosition(page);
  assert(before.marked.length >= 1, `stars should be marked, found ${before.marked.length}`);
  assertEqual(before.sphere, 'sphere-1', 'the sphere moved on after the rest');
  await page.locator(T('discard-pile')).waitFor();
  await assertNoSideways(page);

  ctx.step('offline reload');
  await waitForSaved(page);
  await page.reload();
  await page.waitForSelector(`${T('handoff')}, ${T('table')}`);
  await passHandoff(page);
  assertEqual(await readPosition(page), before, 'position after an offline reload');
  await ctx.context.setOffline(false);
}

/** The setup form offers the end rule, the seed's first (a new game gets it); seen at phone and tablet width. */
async function setupForm(ctx) {
  const { page } = ctx;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(ctx.url);
  await page.click(T('game-card-astra'));
  await page.click(T('new-game'));
  const select = page.locator(T('option-end'));
  await select.waitFor();
  assertEqual(await select.inputValue(), '0', 'the seed’s end rule is the form’s choice');
  assertEqual(await select.locator('option').count(), 2, 'two end rules');
  await select.scrollIntoViewIfNeeded();
  await saveScreen(page, 'astra-setup-phone');
  await page.setViewportSize({ width: 1180, height: 820 });
  await select.scrollIntoViewIfNeeded();
  await saveScreen(page, 'astra-setup-tablet');
}

export default [
  {
    name: 'setup form: the end option, the seed’s rule first (phone and tablet screenshots)',
    timeout: 60_000,
    run: setupForm,
  },
  {
    name: 'phone, 2 humans offline: hand-off, observe by tapping stars, rest, offline reload keeps the position',
    timeout: 120_000,
    run: phoneGame,
  },
];
