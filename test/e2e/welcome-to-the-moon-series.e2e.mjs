// Welcome to the Moon's eight-adventure series in the browser, on a phone: a person and a bot start a series through
// the setup screen, the person plays The Launch to its end by tapping (the bot plays its own seat), the series screen
// shows adventure 1's result, the ranking and the chart; after a reload the series resumes on that screen with the
// same result, and going on starts adventure 2. The same alone against ASTRA (a solo series, level 2). WTM_SHOTS=<dir>
// saves the series screen on a phone and a tablet, in light and dark.
import { assert, assertEqual } from './lib/checks.mjs';
import { waitForSaved } from './lib/settle.mjs';
import { COMBO, LEGAL, playTurn, toTable } from './lib/wtm-driver.mjs';

const T = (id) => `[data-testid="${id}"]`;
const SERIES = T('series');

/**
 * Setup: a person and a bot (solo: the person alone against ASTRA at level 2); the series option's second choice.
 */
async function startSeries(page, solo) {
  await page.waitForSelector(T('library'));
  await page.click(T('game-card-welcome-to-the-moon'));
  await page.waitForSelector(T('game-page'));
  await page.click(T('new-game'));
  await page.waitForSelector(T('setup'));
  await page.click(T(`seat-count-${solo ? 1 : 2}`));
  await page.locator(T('seat-bot-0')).setChecked(false);
  if (!solo) await page.locator(T('seat-bot-1')).setChecked(true);
  await page.selectOption(T('option-series'), { index: 1 });
  if (solo) await page.selectOption(T('option-astraLevel'), { index: 1 });
  await page.click(T('start-game'));
  await page.waitForSelector(`${T('handoff')}, ${T('table')}`);
}

/** The person's turns by tapping until the adventure ends and the series screen shows. */
async function playUntilSeriesScreen(ctx, page) {
  for (let turn = 0; turn < 120; turn++) {
    ctx.step(`adventure 1, turn ${turn + 1}`);
    await page.waitForSelector(
      `${SERIES}, ${COMBO}, ${T('system-error')}, ${T('handoff')}, ${T('catch-up')}, ${LEGAL}`,
      { timeout: 30_000 },
    );
    if (await page.locator(SERIES).count()) return turn;
    await playTurn(page, turn);
  }
  throw new Error('adventure 1 never ended');
}

const resultRow = async (page) => (await page.locator(T('series-result-1')).textContent()) ?? '';

async function shots(ctx, page, name) {
  const dir = process.env.WTM_SHOTS;
  if (!dir) return;
  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['tablet', { width: 1180, height: 820 }],
  ]) {
    await page.setViewportSize(viewport);
    for (const scheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${dir}/wtm-${name}-${size}-${scheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  ctx.step('screenshots taken');
}

const seriesOnPhone = (solo) => async (ctx) => {
  const { page } = ctx;
  await page.setViewportSize({ width: 390, height: 844 });
  // The bot moves without the animation pause, so the adventure is over sooner.
  await page.addInitScript(() => {
    const key = 'kotatsu.settings';
    const saved = JSON.parse(localStorage.getItem(key) ?? '{}');
    localStorage.setItem(key, JSON.stringify({ ...saved, animations: false, lang: 'en' }));
  });
  await page.goto(ctx.url);
  ctx.step(solo ? 'start a solo series against ASTRA' : 'start a series: a person and a bot');
  await startSeries(page, solo);
  await toTable(page);
  await page.waitForSelector(T('series-line'));
  assert(
    ((await page.locator(T('series-line')).textContent()) ?? '').includes('adventure 1'),
    'the series line names adventure 1',
  );

  const turns = await playUntilSeriesScreen(ctx, page);
  ctx.step(`the series screen after ${turns} turns`);
  const row = await resultRow(page);
  assert(/\d/.test(row.replace(/^1/, '')), `adventure 1's row shows no score: ${row}`);
  assertEqual(
    await page
      .locator(T('series-result-2'))
      .textContent()
      .then((t) => (t ?? '').includes('—')),
    true,
    'adventure 2 not played',
  );
  // A line per seat; solo: the player's and ASTRA's.
  assertEqual(await page.locator(`${T('series-ranking')} li`).count(), 2, 'a ranking line per seat');
  if (solo) assert(/won|lost/.test(row), `the solo result is a win or a loss: ${row}`);
  const chart = page.locator(T('series-chart'));
  assert(((await chart.getAttribute('aria-label')) ?? '').length > 5, 'the chart has an accessible name');
  // The bot has said it is ready; the person still has to.
  await page.waitForSelector(T('series-next'));
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  assert(width <= 390, `the series screen is ${width} px wide on a 390 px phone`);
  await shots(ctx, page, solo ? 'series-solo' : 'series');

  ctx.step('reload: the series resumes on its screen with adventure 1’s result');
  await waitForSaved(page);
  await page.reload();
  await toTable(page);
  await page.waitForSelector(SERIES);
  assertEqual(await resultRow(page), row, 'adventure 1’s result after the reload');

  ctx.step('go on: adventure 2 starts with the series kept');
  await page.click(T('series-next'));
  await page.waitForSelector(`${T('series-line')}, ${T('handoff')}`);
  await toTable(page);
  await page.waitForSelector(T('series-line'));
  const line = (await page.locator(T('series-line')).textContent()) ?? '';
  assert(line.includes('adventure 2') && line.includes('1 of 8'), `the series line: ${line}`);
  assertEqual(await page.locator(SERIES).count(), 0, 'the series screen is gone during adventure 2');
};

export default [
  {
    name: 'phone: a series with a bot, adventure 1 to its end by tapping, series screen, reload resumes, adventure 2',
    timeout: 600_000,
    run: seriesOnPhone(false),
  },
  {
    name: 'phone: a solo series against ASTRA, adventure 1 to its end by tapping, series screen, reload resumes',
    timeout: 600_000,
    run: seriesOnPhone(true),
  },
];
