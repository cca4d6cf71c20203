// Accessibility in the browser: axe-core on the shell screens and on every game's table, at phone size, with the
// device light and dark (the theme follows the device by default) and with the theme chosen in the settings;
// a serious or critical violation fails unless the allow-list below names it, and the test prints that list.

import { join } from 'node:path';
import { a11yProfile, otherLines, runAxe, seriousLines } from './lib/axe.mjs';
import { assert, SCREENS_DIR } from './lib/checks.mjs';
import { startHumanGame } from './lib/setup.mjs';
import { step as wizardStep, newTally as wizardTally } from './lib/wizard-driver.mjs';
import { COMBO, tap } from './lib/wtm-driver.mjs';

const T = (id) => `[data-testid="${id}"]`;
// Phone portrait; A11Y_TABLET=1 checks a tablet in landscape instead.
const PHONE = process.env.A11Y_TABLET ? { width: 1180, height: 820 } : { width: 390, height: 844 };

/**
 * Violations known and not yet fixed: each names the rule, the screen (a prefix of the names below) and why it
 * stays. Every entry is printed by every run, so the list is never a silent skip.
 */
const ALLOW = [];

function allowed(screen, line) {
  return ALLOW.find((a) => a.screen.test(screen) && line.startsWith(`${a.rule} `));
}

function printAllowList() {
  if (ALLOW.length === 0) console.log('      a11y allow-list: empty');
  for (const a of ALLOW) console.log(`      a11y allow-list: ${a.rule} on ${a.screen}: ${a.reason}`);
}

/** Collects what axe finds on each screen, in both device themes. */
function makeAudit(ctx, page) {
  const failures = [];
  const counts = [];
  async function check(screen, { themes = ['light', 'dark'] } = {}) {
    for (const scheme of themes) {
      ctx.step(`axe: ${screen} (${scheme})`);
      await page.emulateMedia({ colorScheme: scheme });
      const shot = `a11y-${screen.replace(/[^\w-]+/g, '_')}-${scheme}`;
      if (process.env.A11Y_SHOTS) await ctx.screen(page, shot);
      const violations = await runAxe(page);
      const lines = seriousLines(violations);
      if (process.env.E2E_VERBOSE)
        for (const o of otherLines(violations)) console.log(`      a11y (not failing) ${screen} (${scheme}): ${o}`);
      const name = `${screen} (${scheme})`;
      const open = lines.filter((l) => !allowed(screen, l));
      counts.push(`${name}: ${lines.length} serious/critical, ${open.length} not allowed`);
      for (const l of open) failures.push(`${name}: ${l}`);
    }
  }
  function finish() {
    printAllowList();
    if (process.env.E2E_VERBOSE) for (const c of counts) console.log(`      ${c}`);
    // The runner shows 30 lines of an error; the whole list goes to the log.
    for (const f of failures) console.log(`      a11y: ${f}`);
    assert(failures.length === 0, `axe found serious/critical violations:\n${failures.join('\n')}`);
  }
  return { check, finish };
}

/** Pass hand-off and catch-up screens (checking the first hand-off once) until a table shows. */
async function toTable(page, audit, label) {
  for (let guard = 0; guard < 12; guard++) {
    await page.waitForSelector(`${T('handoff')}, ${T('table')}, ${T('catch-up')}`);
    if (await page.locator(T('handoff')).count()) {
      if (audit && label) {
        await audit.check(`${label} hand-off`);
        label = null;
      }
      await page.click(T('handoff-ready'));
      await page.waitForTimeout(150);
    } else if (await page.locator(T('catch-up')).count()) {
      await page.click(T('catch-up-continue'));
      await page.waitForTimeout(150);
    } else return;
  }
  throw new Error('the table never showed');
}

async function openApp(ctx) {
  const { page } = await a11yProfile(ctx, { viewport: PHONE });
  await page.goto(ctx.url);
  await page.waitForSelector(T('library'));
  return page;
}

/** Switch the app's language in the settings, then go back to the library. */
async function chooseLanguage(page, lang) {
  await page.evaluate(() => {
    location.hash = '#/settings';
  });
  await page.waitForSelector(T('settings'));
  await page.selectOption(T('lang'), lang);
  await page.evaluate(() => {
    location.hash = '#/';
  });
  await page.waitForSelector(T('library'));
}

async function shell(ctx) {
  const page = await openApp(ctx);
  const audit = makeAudit(ctx, page);
  await audit.check('library');
  await page.click(T('game-card-citadels'));
  await page.waitForSelector(T('rules-text'));
  await audit.check('game page with rules');
  await page.click(T('new-game'));
  await page.waitForSelector(T('setup'));
  await audit.check('setup');
  await page.evaluate(() => {
    location.hash = '#/settings';
  });
  await page.waitForSelector(T('settings'));
  await audit.check('settings');
  for (const theme of ['light', 'dark']) {
    await page.selectOption(T('theme'), theme);
    await audit.check(`settings, theme ${theme}`, { themes: [theme === 'light' ? 'dark' : 'light'] });
  }
  audit.finish();
}

/** A game's table: the first seat's decision, then `more` moves on, each screen checked in both themes. */
function gameTable(gameId, { seats, more, lang } = {}) {
  return async (ctx) => {
    const page = await openApp(ctx);
    if (lang) await chooseLanguage(page, lang);
    const audit = makeAudit(ctx, page);
    await startHumanGame(page, gameId, { seats });
    await toTable(page, audit, gameId);
    await audit.check(`${gameId} table`);
    await page.click(T('rules-button'));
    await page.waitForSelector('.dialog');
    await audit.check(`${gameId} rules dialog`, { themes: ['dark'] });
    await page.keyboard.press('Escape');
    await page.waitForSelector('.dialog', { state: 'detached' }).catch(() => {});
    if (more) await more(page, audit, ctx);
    if (process.env.A11Y_SHOTS) {
      for (const scheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.evaluate(() => window.scrollTo(0, 0));
        await ctx.screen(page, `a11y-table-${gameId}-${scheme}`);
        // The whole table too: on a phone most of it is below the first screen.
        await page.screenshot({ path: join(SCREENS_DIR, `a11y-table-${gameId}-${scheme}-full.png`), fullPage: true });
      }
    }
    audit.finish();
  };
}

async function citadelsDraft(page, audit) {
  for (let pick = 0; pick < 4; pick++) {
    await toTable(page);
    await page.click('[data-testid^="draft-option-"]');
    await page.click(T('draft-confirm'));
    await page.waitForTimeout(150);
  }
  await toTable(page);
  await audit.check('citadels turn');
}

async function wizardPlay(page, audit) {
  const tally = wizardTally();
  for (let guard = 0; guard < 40 && tally.plays < 2; guard++) await wizardStep(page, tally);
  await toTable(page);
  await audit.check('wizard-extreme trick');
}

async function moonCombo(page, audit) {
  await tap(page, COMBO);
  await audit.check('welcome-to-the-moon combination picked');
}

async function forestReveal(page, audit) {
  for (let i = 0; i < 3; i++) {
    if ((await page.locator(`${T('reveal')}[data-legal="true"]`).count()) === 0) break;
    await page.click(T('reveal'));
    await page.waitForTimeout(150);
  }
  await audit.check('living-forest-duel after reveals');
}

async function azulPlate(page, audit) {
  await page.click('[data-testid^="plate-"][data-legal="true"]');
  await page.click(T('slot-4'));
  await audit.check('azul-duel plate placing');
  await page.click(T('confirm-plate'));
  await page.waitForTimeout(200);
  await azulAcquire(page, audit);
}

async function tashPlace(page, audit) {
  for (let i = 0; i < 3; i++) {
    await toTable(page);
    const cell = page.locator('[data-testid^="tk-cell-"][data-legal="true"]');
    if ((await cell.count()) === 0) break;
    await cell.first().click();
    await page.waitForTimeout(200);
  }
  await toTable(page);
  await audit.check('tash-kalar pieces on the board');
}

/** The second opening plate placed (slot, confirm), then the first take of tiles. */
async function azulAcquire(page, audit) {
  for (const slot of [6]) {
    await page.click('[data-testid^="plate-"][data-legal="true"]');
    await page.click(T(`slot-${slot}`));
    await page.click(T('confirm-plate'));
    await page.waitForTimeout(200);
  }
  await page.click('[data-testid^="sun-"][data-legal="true"]');
  await page.waitForTimeout(200);
  await audit.check('azul-duel tiles in hand');
}

export default [
  { name: 'library, game page, setup and settings', run: shell },
  {
    name: 'Citadels table: draft and turn',
    timeout: 120_000,
    run: gameTable('citadels', { seats: 4, more: citadelsDraft }),
  },
  {
    name: 'Wizard Extreme table: prediction and trick',
    timeout: 120_000,
    run: gameTable('wizard-extreme', { seats: 3, more: wizardPlay }),
  },
  { name: 'Living Forest Duel table', run: gameTable('living-forest-duel', { more: forestReveal }) },
  { name: 'Azul Duel table', run: gameTable('azul-duel', { more: azulPlate }) },
  { name: 'Tash-Kalar table', run: gameTable('tash-kalar', { more: tashPlace }) },
  // Japanese rank glyphs (一 英 伝) are not words of the square's name the way C, H and L happen to be.
  {
    name: 'Tash-Kalar table in Japanese',
    run: gameTable('tash-kalar', { more: tashPlace, lang: 'ja' }),
  },
  { name: 'Welcome to the Moon table', run: gameTable('welcome-to-the-moon', { seats: 2, more: moonCombo }) },
  { name: 'The White Castle table', run: gameTable('the-white-castle', { seats: 3 }) },
  { name: 'Altay table', run: gameTable('altay', { seats: 3 }) },
  { name: 'Russian Railroads table', run: gameTable('russian-railroads', { seats: 3 }) },
  { name: 'Astra table', run: gameTable('astra', { seats: 3 }) },
  { name: 'Rats of Wistar table', run: gameTable('rats-of-wistar', { seats: 3 }) },
];
