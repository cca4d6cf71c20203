// Driving Welcome to the Moon's table by tapping, shared by its browser test and the rules-picture script: every
// tap waits until the page has taken it in (prompt, sheet shown, legal targets or slots changed).
import { readFileSync } from 'node:fs';
import { assert, assertEqual } from './checks.mjs';

const T = (id) => `[data-testid="${id}"]`;

/** The adventures in the setup form's order, read from the game's meta (adventures join as they are finished). */
const LISTED = [
  ...readFileSync(new URL('../../../src/games/welcome-to-the-moon/meta.ts', import.meta.url), 'utf8')
    .split("key: 'astraLevel'")[0]
    .matchAll(/\{ value: (\d+), label/g),
].map((m) => Number(m[1]));

/** The index of adventure `n` among the setup form's choices. */
export const adventureChoice = (n) => LISTED.indexOf(n);

// Legal targets on the table (the step buttons are in the decision bar, without data-legal).
export const LEGAL = '[data-testid="table-scroll"] [data-legal="true"]';

/**
 * What a tap changes: the prompt, the sheet shown, the legal targets, the bar's buttons and every written slot (runs
 * in the page).
 */
function fingerprint(prev) {
  const now = JSON.stringify([
    document.querySelector('[data-testid="prompt"]')?.textContent ?? '',
    document.querySelector('[data-testid="handoff"]') ? 'handoff' : '',
    document.querySelector('[data-testid="catch-up"]') ? 'catch-up' : '',
    document.querySelector('[data-testid="sheet"]')?.getAttribute('data-seat') ?? '',
    [...document.querySelectorAll('[data-legal="true"]')].map((e) => e.getAttribute('data-testid')),
    // The decision bar's step buttons (System Error leaves only Confirm there).
    [...document.querySelectorAll('[data-bar-action]')].map((e) => e.getAttribute('data-testid')),
    [...document.querySelectorAll('[data-testid^="slot-"]')].map((e) => e.textContent),
  ]);
  return prev === undefined ? now : now !== prev;
}

/** Tap `target` (a selector or a locator) and wait until the page has taken the move in. */
export async function tap(page, target) {
  const before = await page.evaluate(fingerprint);
  await (typeof target === 'string' ? page.locator(target).first() : target).click({ timeout: 5000 });
  await page.waitForFunction(fingerprint, before, { timeout: 10_000 });
}

/** Pass the hand-off and catch-up screens until the table shows; nothing of a sheet is behind a hand-off. */
export async function toTable(page) {
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
export const readSheet = (page) =>
  page.$$eval('[data-testid^="slot-"]', (els) => els.map((e) => `${e.dataset.testid}=${e.textContent}`).join(' '));

export const COMBO = '[data-testid^="combo-"][data-legal="true"]';
/** A part of the sheet offered first (ui/part-focus.ts): The Virus's quarters, The Escape's starships, The Launch's floors. */
const PART = ['quarter', 'starship', 'floor'].map((p) => `[data-testid^="${p}-"][data-legal="true"]`).join(', ');

/**
 * Resolve what comes before the combinations (solo-card effects: any legal target) until one can be picked.
 * Returns false when none can: then only a System Error is left.
 */
export async function untilCombos(page) {
  for (let guard = 0; guard < 6; guard++) {
    // Whatever comes next is on the page before it is counted (the previous tap may still be rendering).
    await page.waitForSelector(`${COMBO}, ${T('system-error')}, ${LEGAL}`);
    if (await page.locator(COMBO).count()) return true;
    if (await page.locator(T('system-error')).count()) return false;
    assert((await page.locator(LEGAL).count()) > 0, 'nothing to tap before the combinations');
    await tap(page, page.locator(LEGAL).first());
  }
  return (await page.locator(COMBO).count()) > 0;
}

/** Pick the `pick`-th pickable combination (wrapping) and write it in the middle legal slot; a System Error when
 * nothing can be written. */
export async function writeOne(page, pick = 0) {
  if (!(await untilCombos(page))) {
    await tap(page, T('system-error'));
    return;
  }
  const combos = await page.locator(COMBO).all();
  await tap(page, combos[pick % combos.length]);
  // Slots far apart on a phone are offered a part of the sheet first (a quarter, a starship, a floor).
  const parts = await page.locator(PART).all();
  if (parts.length > 0) await tap(page, parts[Math.floor(parts.length / 2)]);
  const slots = await page.locator('[data-testid^="slot-"][data-legal="true"]').all();
  assert(slots.length > 0, 'a pickable combination highlights no slot');
  await tap(page, slots[Math.floor(slots.length / 2)]);
}

/** The rest of a turn once written: every follow-up (first legal target, or skip), then confirm. */
export async function finishTurn(page) {
  for (let guard = 0; guard < 16; guard++) {
    const next = page.locator(`${LEGAL}:not([data-testid^="combo-"])`);
    if (await next.count()) await tap(page, next.first());
    else if (await page.locator(T('skip')).count()) await tap(page, T('skip'));
    else break;
  }
  if (await page.locator(T('confirm-turn')).count()) await tap(page, T('confirm-turn'));
}

/** One seat's turn by tapping. */
export async function playTurn(page, pick = 0) {
  await toTable(page);
  await writeOne(page, pick);
  await finishTurn(page);
}
