// Welcome to the Moon in the browser: offline, two humans draft simultaneously by tapping (each behind a hand-off,
// the other's pending choice never shown), a rule error in words, an offline reload that keeps the position; and a
// phone-portrait solo game against ASTRA on The Journey, and 2-player phone games of the other adventures, each
// sheet fitting the screen width.
import { reloadUntilControlled, waitForActivatedWorker } from './lib/browser.mjs';
import { assert, assertEqual } from './lib/checks.mjs';
import { waitForSaved } from './lib/settle.mjs';
import { importFile, startHumanGame } from './lib/setup.mjs';
import { adventureChoice, finishTurn, LEGAL, playTurn, readSheet, tap, toTable, writeOne } from './lib/wtm-driver.mjs';

const T = (id) => `[data-testid="${id}"]`;

async function startGame(page, { seats, adventure, astraLevel }) {
  // Choices are listed in the meta's order; ASTRA level n is at index n − 1.
  const options = {};
  if (adventure) options.adventure = adventureChoice(adventure);
  if (astraLevel) options.astraLevel = astraLevel - 1;
  await startHumanGame(page, 'welcome-to-the-moon', { seats, options });
}

/** Neither the page nor the sheet (at the default zoom) scrolls sideways: the whole sheet is in view. */
async function assertFitsWidth(page) {
  const m = await page.evaluate(() => {
    const sheet = document.querySelector('[data-testid="sheet"]');
    return {
      page: document.scrollingElement?.scrollWidth ?? 0,
      width: window.innerWidth,
      sheet: sheet?.scrollWidth ?? 0,
      frame: sheet?.clientWidth ?? 0,
    };
  });
  assert(m.page <= m.width, `the page is ${m.page} px wide on a ${m.width} px screen`);
  assert(m.sheet <= m.frame + 1, `the sheet is ${m.sheet} px wide in a ${m.frame} px frame`);
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
  await assertFitsWidth(page);
  const before = await readSheet(page);
  assert(/=\d/.test(before), 'five solo turns wrote no number');
  await waitForSaved(page);
  await page.reload();
  await toTable(page);
  assertEqual(await readSheet(page), before, 'the solo sheet after a reload');
}

/** A phone-portrait game of one adventure: a few turns by tapping each sheet's own targets, no sideways scroll. */
function phoneAdventure(adventure) {
  return async (ctx) => {
    const { page } = ctx;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(ctx.url);
    await startGame(page, { seats: 2, adventure });
    for (let i = 0; i < 8; i++) await playTurn(page, i);
    await toTable(page);
    await assertFitsWidth(page);
    // The Battle draws seat insignias (a symbol and number) instead of numbers.
    const written = adventure === 8 ? /=\S/ : /=\d/;
    assert(written.test(await readSheet(page)), 'four turns each wrote no number');
    if (adventure >= 5) await assertTapTargets(page);
    if (process.env.WTM_SHOTS)
      await page.screenshot({ path: `${process.env.WTM_SHOTS}/wtm-a${adventure}-phone.png`, fullPage: true });
  };
}

/**
 * The Virus, a spread's pick by tapping (reference §7 "Virus rules"): a backup of two people's game, written by
 * scripts/wtm-virus-fixture.ts so that a spread waits for one of them, is imported; that seat's table (behind its
 * hand-off) asks for the slot, lights only the quarter's empty slots, and the tapped one is infected and kept.
 */
async function virusSpreadPick(ctx) {
  const { page } = ctx;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(ctx.url);
  await page.waitForSelector(T('library'));
  ctx.step('import the backup whose game waits for a spread pick');
  const imported = await importFile(page, new URL('./fixtures/wtm-virus-spread.json', import.meta.url).pathname);
  assert(imported.ok, `the import: ${imported.text}`);
  await page.evaluate(() => {
    location.hash = '#/game/welcome-to-the-moon';
  });
  await page.waitForSelector(T('saved-game'));
  await page.click(`${T('saved-game')} ${T('resume-game')}`);
  await toTable(page);

  ctx.step('the prompt asks for the slot; only the quarter’s empty slots are lit');
  const prompt = (await page.locator(T('prompt')).textContent()) ?? '';
  assert(/pick the slot it infects/.test(prompt), `the prompt: ${prompt}`);
  const lit = page.locator('[data-testid^="slot-"][data-legal="true"]');
  const ids = await lit.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  assert(ids.length > 1, `lit slots: ${ids.join(', ')}`);
  const empty = await lit.evaluateAll((els) => els.every((e) => !/\d|X/.test(e.textContent ?? '')));
  assert(empty, 'a lit slot is not empty');
  await assertTapTargets(page);
  const picker = await page.locator(T('sheet')).getAttribute('data-seat');

  ctx.step('tap the last lit slot, and again while another virus’s spread waits: each is drawn infected at once');
  const chosen = [];
  for (let guard = 0; guard < 6; guard++) {
    const asked = (await page.locator(T('prompt')).textContent()) ?? '';
    const open = await lit.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    if (!/pick the slot it infects/.test(asked) || open.length === 0) break;
    const slot = open[open.length - 1];
    chosen.push(slot);
    await tap(page, T(slot));
    // The last pick reveals the turn: the next one may open behind a hand-off, without the sheet.
    if (await page.locator(T('handoff')).count()) break;
    const cls = (await page.locator(`${T('sheet')} ${T(slot)}`).getAttribute('class')) ?? '';
    assert(cls.includes('wtm-infected'), `${slot} is not drawn infected once picked (class "${cls}")`);
  }
  assert(chosen.length > 0, 'no pick was made');

  ctx.step(`the next turn opens with ${chosen.join(', ')} infected on the picker’s sheet, kept after a reload`);
  const toPickerSheet = async () => {
    for (let guard = 0; guard < 6; guard++) {
      await toTable(page);
      if ((await page.locator(T('sheet')).getAttribute('data-seat')) === picker) return;
      // The other seat first: its own spread's pick of the same reveal, or its next turn, by tapping.
      const asked = (await page.locator(T('prompt')).textContent()) ?? '';
      if (/pick the slot it infects/.test(asked)) await tap(page, lit.last());
      else {
        await writeOne(page);
        await finishTurn(page);
      }
    }
    throw new Error('the picker’s sheet never showed');
  };
  const assertInfected = async (when) => {
    for (const slot of chosen) {
      const cls = (await page.locator(`${T('sheet')} ${T(slot)}`).getAttribute('class')) ?? '';
      assert(cls.includes('wtm-infected'), `${slot} is not infected ${when} (class "${cls}")`);
    }
    const next = (await page.locator(T('prompt')).textContent()) ?? '';
    assert(!/pick the slot it infects/.test(next), `still asked for the pick ${when}: ${next}`);
  };
  await toPickerSheet();
  await assertInfected('after the pick');
  await waitForSaved(page);
  if (process.env.WTM_SHOTS)
    await page.screenshot({ path: `${process.env.WTM_SHOTS}/wtm-virus-pick.png`, fullPage: true });
  await page.reload();
  await page.waitForSelector(`${T('handoff')}, ${T('table')}, ${T('catch-up')}, ${T('saved-game')}`);
  if (await page.locator(T('saved-game')).count()) await page.click(`${T('saved-game')} ${T('resume-game')}`);
  await toPickerSheet();
  await assertInfected('after a reload');
}

/** Every tap target on the sheet (slots and boxes, with their hit pads) is at least 24×24 CSS px on the phone. */
async function assertTapTargets(page) {
  // Measured once fonts are in and two frames have been laid out, not mid-reflow.
  await page.evaluate(() =>
    document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))),
  );
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="sheet"] [role="button"]')]
      .map((el) => ({ id: el.getAttribute('data-testid'), r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width < 24 || r.height < 24)
      .map(({ id, r }) => `${id} ${r.width.toFixed(0)}×${r.height.toFixed(0)}`),
  );
  assert(small.length === 0, `tap targets under 24×24 px: ${small.slice(0, 5).join(', ')}`);
}

export default [
  {
    name: '2 humans offline: simultaneous turns by tapping, hidden choices, rule error, offline reload',
    timeout: 120_000,
    run: twoHumans,
  },
  { name: 'phone portrait solo against ASTRA: turns by tapping, fits the width, reload', run: phoneSolo },
  { name: 'phone portrait, The Launch: 2 players, turns by tapping, fits the width', run: phoneAdventure(1) },
  { name: 'phone portrait, The Colony: 2 players, turns by tapping, fits the width', run: phoneAdventure(3) },
  { name: 'phone portrait, The Mine: 2 players, turns by tapping, fits the width', run: phoneAdventure(4) },
  {
    name: 'phone portrait, The Dome: 2 players, turns by tapping, fits the width, tap targets ≥ 24 px',
    run: phoneAdventure(5),
  },
  {
    name: 'phone portrait, The Virus: 2 players, setup infection and turns by tapping, fits the width, tap targets ≥ 24 px',
    run: phoneAdventure(6),
  },
  {
    name: 'phone portrait, The Virus: an imported game waiting for a spread pick, the pick by tapping, kept on reload',
    run: virusSpreadPick,
  },
  {
    name: 'phone portrait, The Escape: 2 players, turns by tapping (airlocks), fits the width, tap targets ≥ 24 px',
    run: phoneAdventure(7),
  },
  {
    name: 'phone portrait, The Battle: 2 players on shared sheets, turns by tapping, fits the width, tap targets ≥ 24 px',
    run: phoneAdventure(8),
  },
];
