// Azul Duel in the browser: offline, two humans place their opening plates (slot, turn, confirm) and take tiles by
// clicking, see a rule error in words, and an offline reload finds the same position. Phone portrait too.
import { assert, assertEqual } from './lib/checks.mjs';
import { waitForSaved } from './lib/settle.mjs';
import { installThenGoOffline, startHumanGame } from './lib/setup.mjs';

const T = (id) => `[data-testid="${id}"]`;
/** A step button, in the frame's decision bar (issue 28): the test fails if the game draws it anywhere else. */
const BAR = (id) => `[data-testid="decision-actions"] ${T(id)}`;
const STACK = '[data-testid="decision-actions"] [data-testid^="stack-"]';

async function startGame(page) {
  await startHumanGame(page, 'azul-duel');
  // Nothing is secret from one player only: no hand-off screen.
  assert((await page.locator(T('handoff')).count()) === 0, 'a hand-off screen appeared in an open game');
}

/** Everything a move changes, in words: prompt, seats, boards, workshops, plate market. */
async function readPosition(page) {
  return page.evaluate(() => {
    const text = (sel) => [...document.querySelectorAll(sel)].map((e) => e.textContent?.replace(/\s+/g, ' ').trim());
    return {
      viewer: document.querySelector('[data-testid="table"]')?.getAttribute('data-viewer') ?? null,
      prompt: text('[data-testid="prompt"]'),
      seats: text('[data-testid^="seat-"]'),
      boards: text('[data-testid^="board-"]'),
      workshops: text('[data-testid^="workshop-"]'),
      plates: [...document.querySelectorAll('[data-testid^="plate-"]')].map((e) => e.getAttribute('data-testid')),
      tiles: document.querySelectorAll('[data-testid^="board-"] [role="img"]:not(.ad-faint)').length,
    };
  });
}

/** The words of everything a move can change (one self-contained function: the page's CSP forbids eval). */
function moveText() {
  return [...document.querySelectorAll('[data-testid="prompt"], [data-testid^="board-"], [data-testid^="workshop-"]')]
    .map((e) => e.textContent)
    .join('|');
}

/** Click and wait until the prompt, the boards or the workshops change. */
async function clickAndSettle(page, selector) {
  const prev = await page.evaluate(moveText);
  await page.click(selector, { timeout: 5000 });
  await page.waitForFunction(
    (before) => {
      const now = [
        ...document.querySelectorAll('[data-testid="prompt"], [data-testid^="board-"], [data-testid^="workshop-"]'),
      ]
        .map((e) => e.textContent)
        .join('|');
      return now !== before;
    },
    prev,
    { timeout: 10_000 },
  );
}

/** The opening: take the first legal face-up plate, pick a slot, turn it `turns` times, confirm. */
async function placeOpeningPlate(page, slot, turns) {
  await clickAndSettle(page, `[data-testid^="plate-"][data-legal="true"]`);
  await page.click(T(`slot-${slot}`));
  for (let i = 0; i < turns; i++) await page.click(BAR('rotate'));
  assertEqual(await page.getAttribute(T('plate-preview'), 'data-rotation'), String(turns), 'the preview turned');
  await clickAndSettle(page, BAR('confirm-plate'));
}

/** One acquire turn: a legal sun take, the last legal pattern line, then stacking leftovers if asked. */
async function takeTiles(page) {
  await clickAndSettle(page, `[data-testid^="sun-"][data-legal="true"]`);
  await clickAndSettle(page, `[data-testid^="line-"][data-legal="true"]`);
  for (let guard = 0; guard < 5; guard++) {
    const stack = page.locator(STACK);
    if ((await stack.count()) === 0) break;
    await clickAndSettle(page, STACK);
  }
}

async function twoHumans(ctx) {
  const { page } = ctx;
  await installThenGoOffline(ctx, 'go offline, then start a 2-player game (the game chunk comes from the precache)');
  await startGame(page);
  ctx.step('opening plates: slot, turn, confirm');
  await placeOpeningPlate(page, 4, 1);
  await placeOpeningPlate(page, 0, 3);
  const afterOpening = await readPosition(page);
  assert(afterOpening.boards.length === 2, 'two boards');

  ctx.step('take tiles');
  await clickAndSettle(page, `[data-testid^="sun-"][data-legal="true"]`);
  ctx.step('rule error: a sun space while tiles are in hand');
  await page.click('[data-testid^="sun-"]', { timeout: 5000 });
  const error = page.locator(T('rule-error'));
  await error.waitFor({ state: 'visible', timeout: 5000 });
  assert(((await error.textContent()) ?? '').trim().length > 3, 'the rule error shows no words');
  await clickAndSettle(page, `[data-testid^="line-"][data-legal="true"]`);
  for (let guard = 0; guard < 5 && (await page.locator(STACK).count()) > 0; guard++) {
    await clickAndSettle(page, STACK);
  }
  await takeTiles(page);
  await takeTiles(page);
  const before = await readPosition(page);
  assert(before.tiles >= 3, `tiles should lie on the pattern lines, found ${before.tiles}`);

  ctx.step('offline reload');
  await waitForSaved(page);
  await page.reload();
  await page.waitForSelector(T('table'));
  assertEqual(await readPosition(page), before, 'position after an offline reload');
  await ctx.context.setOffline(false);
}

async function phonePortrait(ctx) {
  const { page } = ctx;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(ctx.url);
  await startGame(page);
  await placeOpeningPlate(page, 8, 2);
  await placeOpeningPlate(page, 2, 0);
  await takeTiles(page);
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    width: window.innerWidth,
  }));
  assert(scroll <= width, `the page is ${scroll} px wide on a ${width} px screen`);
}

export default [
  {
    name: '2 humans offline: opening plates, takes, rule error, offline reload keeps the position',
    timeout: 120_000,
    run: twoHumans,
  },
  { name: 'phone portrait: place plates and take tiles by tapping, no sideways scroll', run: phonePortrait },
];
