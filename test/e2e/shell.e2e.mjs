// The shell around the games (issue 12): the library's Continue list survives a browser restart and resumes with
// one tap; the hand-off has a way back to the library that shows nothing private; "ready to play offline" leaves
// the heading clear on a phone. Screenshots of the library and the hand-off on a phone and a tablet.
import { assert } from './lib/checks.mjs';
import { dismissOfflineReady, startWizardGame } from './lib/wizard-driver.mjs';

const T = (id) => `[data-testid="${id}"]`;
const PHONE = { width: 390, height: 844 };
const NAMES = ['Aki', 'Ben', 'Chie'];

/** Text with a `{name}` or `{n|…}` placeholder left in it, if any. */
function placeholders(page) {
  return page.evaluate(() => document.body.textContent.match(/\{\w*[}|][^\n]*/g) ?? []);
}

/** Nothing of a hand: no card, no seal, no table. */
async function assertNothingPrivate(page, where) {
  const shown = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid^="card-"], [data-testid="table"], [data-testid="trick"]')].map((e) =>
      e.getAttribute('data-testid'),
    ),
  );
  assert(shown.length === 0, `${where} shows private things: ${shown.join(', ')}`);
}

async function continueRows(page) {
  await page.waitForSelector(T('continue-turn'), { timeout: 15_000 });
  return page.$$eval(T('continue-game'), (rows) => rows.map((r) => r.textContent));
}

async function continueSurvivesRestart(ctx) {
  const { page } = ctx;
  const first = ctx.profiles[0];
  await page.goto(ctx.url);
  ctx.step('start a Wizard Extreme game of three, the third a computer player');
  await startWizardGame(page, {
    seats: 3,
    bots: [2],
    atSetup: async (p) => {
      for (const [i, name] of NAMES.slice(0, 2).entries()) await p.fill(T(`seat-name-${i}`), name);
    },
  });
  await page.waitForSelector(T('handoff'));
  await assertNothingPrivate(page, 'the hand-off');
  const leave = page.locator(`${T('handoff')} ${T('leave-to-library')}`);
  assert(await leave.isVisible(), 'the hand-off has no visible way back to the library');
  await dismissOfflineReady(page, 3000);
  await ctx.screen(page, 'shell-handoff-tablet');
  assert((await placeholders(page)).length === 0, `placeholders on the hand-off: ${await placeholders(page)}`);

  ctx.step('the way out leads to the library, where the game leads the Continue list');
  await leave.click();
  await page.waitForSelector(T('library'));
  await assertNothingPrivate(page, 'the library');
  const before = await continueRows(page);
  assert(before.length === 1, `expected one game to continue, got ${before.length}`);
  assert(/Wizard/.test(before[0]) && before[0].includes('Aki') && before[0].includes('Ben'), before[0]);
  assert(/Turn: /.test(before[0]) && /last played today/.test(before[0]), `no turn or time: ${before[0]}`);
  await ctx.screen(page, 'shell-library-continue-tablet');

  ctx.step('close the browser and open it again on the same profile, as a phone');
  await first.context.close();
  const again = await ctx.profile({ dir: first.dir, viewport: PHONE });
  await again.page.goto(ctx.url);
  await again.page.waitForSelector(T('library'));
  const after = await continueRows(again.page);
  assert(JSON.stringify(after) === JSON.stringify(before), `Continue changed over the restart:\n${before}\n${after}`);
  await dismissOfflineReady(again.page, 3000);
  await ctx.screen(again.page, 'shell-library-continue-phone');
  const headingTop = await again.page.locator('h2#continue-h').boundingBox();
  assert(headingTop && headingTop.y < PHONE.height / 2, 'Continue is not on the first half of a phone screen');

  ctx.step('one tap resumes the game at its hand-off');
  await again.page.click(T('continue-game'));
  await again.page.waitForSelector(T('handoff'));
  await assertNothingPrivate(again.page, 'the resumed hand-off');
  const out = again.page.locator(`${T('handoff')} ${T('leave-to-library')}`);
  const ready = await again.page.locator(T('handoff-ready')).boundingBox();
  const outBox = await out.boundingBox();
  assert(outBox && ready && outBox.y + outBox.height < ready.y, 'the way out is not clear of the ready button');
  assert(outBox.width >= 24 && outBox.height >= 24, `the way out is too small to tap: ${JSON.stringify(outBox)}`);
  await ctx.screen(again.page, 'shell-handoff-phone');

  ctx.step('at the table, the seat strip marks the computer player and the seat on turn');
  await again.page.click(T('handoff-ready'));
  // When the computer player moved first, this seat is first told what happened since it last looked.
  await again.page.waitForSelector(`${T('seat-strip')}, ${T('catch-up')}`);
  if (await again.page.locator(T('catch-up')).isVisible()) await again.page.click(T('catch-up-continue'));
  await again.page.waitForSelector(T('seat-strip'));
  const strip = await again.page.$$eval('[data-testid^="strip-seat-"]', (seats) =>
    seats.map((e) => ({ bot: e.getAttribute('data-bot'), on: e.getAttribute('aria-current'), text: e.textContent })),
  );
  assert(
    strip[2]?.bot === 'true' && /bot/.test(strip[2]?.text ?? ''),
    `seat 3 not marked as a bot: ${JSON.stringify(strip)}`,
  );
  // The dealer (and so who starts) comes from the seed: the seat on turn is the one the table is shown to.
  const viewer = Number(await again.page.getAttribute(T('table'), 'data-viewer'));
  const onTurn = strip.flatMap((seat, i) => (seat.on === 'true' ? [i] : []));
  assert(JSON.stringify(onTurn) === JSON.stringify([viewer]), `on turn ${onTurn}, viewer ${viewer}`);
  assert(/on turn/.test(strip[viewer]?.text ?? ''), `the seat on turn does not say so: ${JSON.stringify(strip)}`);
  await ctx.screen(again.page, 'shell-table-phone');
}

async function rulesListItemsWhole(ctx) {
  const { page } = ctx;
  await page.goto(`${ctx.url}#/game/wizard-extreme`);
  await page.waitForSelector('.markdown li');
  const item = await page.$$eval('.markdown li', (lis) =>
    lis.map((li) => li.textContent ?? '').find((t) => t.includes('The short game no')),
  );
  assert(item?.includes('The short game no longer applies.'), `the wrapped list item is cut: ${item}`);
  const strays = await page.$$eval('.markdown p', (ps) =>
    ps.map((p) => p.textContent ?? '').filter((t) => /^[a-z]/.test(t)),
  );
  assert(strays.length === 0, `paragraphs that start mid-sentence: ${strays.join(' / ')}`);
}

async function offlineNoticeClearOfHeading(ctx) {
  const phone = await ctx.profile({ viewport: PHONE });
  await phone.page.goto(ctx.url);
  await phone.page.waitForSelector(T('offline-ready'), { timeout: 20_000 });
  const notice = await phone.page.locator(T('offline-ready')).boundingBox();
  const heading = await phone.page.locator('h1').boundingBox();
  assert(notice && heading, 'notice or heading not laid out');
  const overlaps = notice.y < heading.y + heading.height && heading.y < notice.y + notice.height;
  await ctx.screen(phone.page, 'shell-offline-ready-phone');
  assert(!overlaps, `the offline notice covers the heading: ${JSON.stringify({ notice, heading })}`);
}

export default [
  {
    name: 'Continue lists the game in progress after a browser restart; the hand-off leads out',
    run: continueSurvivesRestart,
  },
  { name: 'rules text keeps a list item whole across its wrapped source lines', run: rulesListItemsWhole },
  { name: 'the first-visit offline notice leaves the heading clear on a phone', run: offlineNoticeClearOfHeading },
];
