// "Take back my move" in the browser: on the hand-off screen of a hidden-information game (Wizard Extreme, a card
// play) and at the table of an open game (Azul Duel, a tile take). Taken back, the position is the one before the
// move, and a reload keeps it (the stored log was cut).
import { assert, assertEqual } from './lib/checks.mjs';
import { waitForSaved } from './lib/settle.mjs';
import { startHumanGame } from './lib/setup.mjs';
import { newTally, readPosition, readScreen, startWizardGame, step } from './lib/wizard-driver.mjs';

const T = (id) => `[data-testid="${id}"]`;

/** Pass hand-off and catch-up screens (no take back) until a seat's table shows. */
async function toTable(page) {
  for (let i = 0; i < 6; i++) {
    if ((await page.locator(T('handoff')).count()) > 0) {
      await page.click(T('handoff-ready'));
    } else if ((await page.locator(T('catch-up')).count()) > 0) {
      await page.click(T('catch-up-continue'));
    } else if ((await page.locator(T('table')).count()) > 0) {
      return;
    }
    await page.waitForSelector(`${T('handoff')}, ${T('catch-up')}, ${T('table')}`);
    await page.waitForTimeout(50);
  }
  await page.waitForSelector(T('table'));
}

async function hiddenInfo(ctx) {
  const { page } = ctx;
  await page.goto(ctx.url);
  ctx.step('start a 3-human Wizard Extreme game');
  await startWizardGame(page, { seats: 3 });
  const tally = newTally();
  let tested = false;
  for (let guard = 0; guard < 80 && !tested; guard++) {
    const s = await page.evaluate(readScreen);
    const cardPlay = s.table && s.legal.length > 0 && !s.endPrediction && s.returnSeals.length === 0;
    const before = cardPlay ? await readPosition(page) : null;
    const kind = await step(page, tally);
    if (kind !== 'play' || !before) continue;
    await page.waitForSelector(`${T('handoff')}, ${T('table')}`);
    if ((await page.locator(T('take-back')).count()) === 0) continue; // e.g. the last card of a round: final
    ctx.step('the hand-off offers the take back; nothing private is on screen');
    assert((await page.locator(T('handoff')).count()) === 1, 'take back outside the hand-off in a hidden game');
    assertEqual((await page.evaluate(readScreen)).allCards, [], 'cards on the hand-off screen');
    await ctx.screen(page, 'take-back-handoff-wizard');
    await page.click(T('take-back'));
    assertEqual(await readPosition(page), before, 'the position after taking back is the one before the move');
    ctx.step('reload: the position stays taken back');
    await waitForSaved(page);
    await page.reload();
    await toTable(page);
    assertEqual(await readPosition(page), before, 'the position after a reload');
    tested = true;
  }
  assert(tested, 'no card play offered a take back');
}

/** What an Azul Duel move changes, in words. */
function azulPosition() {
  const text = (sel) => [...document.querySelectorAll(sel)].map((e) => e.textContent?.replace(/\s+/g, ' ').trim());
  return {
    viewer: document.querySelector('[data-testid="table"]')?.getAttribute('data-viewer') ?? null,
    prompt: text('[data-testid="prompt"]'),
    boards: text('[data-testid^="board-"]'),
    workshops: text('[data-testid^="workshop-"]'),
    plates: [...document.querySelectorAll('[data-testid^="plate-"]')].map((e) => e.getAttribute('data-testid')),
  };
}

async function clickAndSettle(page, selector) {
  const prev = JSON.stringify(await page.evaluate(azulPosition));
  await page.click(selector, { timeout: 15_000 });
  await page.waitForFunction(
    ({ prev }) => {
      const text = (sel) => [...document.querySelectorAll(sel)].map((e) => e.textContent?.replace(/\s+/g, ' ').trim());
      const now = {
        viewer: document.querySelector('[data-testid="table"]')?.getAttribute('data-viewer') ?? null,
        prompt: text('[data-testid="prompt"]'),
        boards: text('[data-testid^="board-"]'),
        workshops: text('[data-testid^="workshop-"]'),
        plates: [...document.querySelectorAll('[data-testid^="plate-"]')].map((e) => e.getAttribute('data-testid')),
      };
      return JSON.stringify(now) !== prev;
    },
    { prev },
    { timeout: 10_000 },
  );
}

async function placeOpeningPlate(page, slot) {
  await clickAndSettle(page, `[data-testid^="plate-"][data-legal="true"]`);
  await page.click(T(`slot-${slot}`));
  await clickAndSettle(page, T('confirm-plate'));
}

/** One take turn; returns the position just before its last step (the move that passed the turn). */
async function takeTiles(page) {
  let lastBefore = await page.evaluate(azulPosition);
  await clickAndSettle(page, `[data-testid^="sun-"][data-legal="true"]`);
  lastBefore = await page.evaluate(azulPosition);
  await clickAndSettle(page, `[data-testid^="line-"][data-legal="true"]`);
  for (let guard = 0; guard < 5 && (await page.locator('[data-testid^="stack-"]').count()) > 0; guard++) {
    lastBefore = await page.evaluate(azulPosition);
    await clickAndSettle(page, '[data-testid^="stack-"]');
  }
  return lastBefore;
}

async function openInfo(ctx) {
  const { page } = ctx;
  await page.goto(ctx.url);
  ctx.step('start a 2-human Azul Duel game');
  await startHumanGame(page, 'azul-duel');
  await placeOpeningPlate(page, 4);
  await placeOpeningPlate(page, 0);
  let tested = false;
  for (let turn = 0; turn < 6 && !tested; turn++) {
    const turnStart = await page.evaluate(azulPosition);
    // Take back removes the move that passed the turn (the turn's last step); Undo then reaches its earlier steps.
    const before = await takeTiles(page);
    const after = await page.evaluate(azulPosition);
    if (after.viewer === turnStart.viewer) continue;
    if ((await page.locator(T('take-back')).count()) === 0) continue; // the move drew from the rng: final
    ctx.step('the next player has not acted: the previous player takes the move back');
    await ctx.screen(page, 'take-back-table-azul');
    await clickAndSettle(page, T('take-back'));
    assertEqual(await page.evaluate(azulPosition), before, 'the position after taking back');
    await waitForSaved(page);
    await page.reload();
    await page.waitForSelector(T('table'));
    assertEqual(await page.evaluate(azulPosition), before, 'the position after a reload');
    assert(!(await page.locator(T('undo')).isDisabled()), 'Undo reaches the earlier steps of the turn');
    ctx.step('once the next player acts, the move stands');
    const redo =
      (await page.locator('[data-testid^="stack-"]').count()) > 0
        ? '[data-testid^="stack-"]'
        : '[data-testid^="line-"][data-legal="true"]';
    await clickAndSettle(page, redo);
    assert((await page.locator(T('take-back')).count()) === 1, 'the move made again is offered for take back again');
    await clickAndSettle(page, `[data-testid^="sun-"][data-legal="true"]`);
    assert((await page.locator(T('take-back')).count()) === 0, 'take back offered after the next player acted');
    tested = true;
  }
  assert(tested, 'no tile take offered a take back');
}

export default [
  {
    name: 'hidden information (Wizard Extreme): take back a card play on the hand-off, reload keeps it',
    timeout: 120_000,
    run: hiddenInfo,
  },
  {
    name: 'open information (Azul Duel): take back a take until the next player acts, reload keeps it',
    timeout: 120_000,
    run: openInfo,
  },
];
