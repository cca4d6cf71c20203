// Citadels in the browser: offline, four humans draft and play turns by clicking, see a rule error in words, keep
// the draft and hands private behind the hand-off screen, and find the same position after a reload.
import { assert, assertEqual } from './lib/checks.mjs';
import { passHandoffOrCatchUp, passScreens, clickAndSettle as settle, waitForSaved } from './lib/settle.mjs';
import { installThenGoOffline, startHumanGame } from './lib/setup.mjs';
import { dismissOfflineReady } from './lib/wizard-driver.mjs';

const T = (id) => `[data-testid="${id}"]`;
const PRIVATE = [
  T('hand'),
  '[data-testid^="build-"]',
  '[data-testid^="draft-option-"]',
  T('my-characters'),
  T('drawn'),
];

async function startGame(page, seats) {
  await startHumanGame(page, 'citadels', { seats });
}

/** What is on screen now (computed in the page). */
function readScreen() {
  const has = (sel) => document.querySelector(sel) !== null;
  const legal = (sel) => [...document.querySelectorAll(sel)].filter((e) => e.getAttribute('data-legal') === 'true');
  const id = (e) => e?.getAttribute('data-testid') ?? null;
  // A step button lives in the decision bar and is offered when it is there and enabled.
  const inBar = (testId) => {
    const b = document.querySelector(`[data-testid="decision-actions"] [data-testid="${testId}"]`);
    return b !== null && !b.disabled;
  };
  return {
    handoff: has('[data-testid="handoff"]'),
    catchUp: has('[data-testid="catch-up"]'),
    results: has('[data-testid="results"]') || has('[data-testid="see-results"]'),
    table: has('[data-testid="table"]'),
    draftOption: id(document.querySelector('[data-testid^="draft-option-"]')),
    keep: id(legal('[data-testid^="keep-"]')[0]),
    graveyard: inBar('graveyard-decline'),
    takeGold: inBar('take-gold'),
    build: id(legal('[data-testid^="build-"]')[0]),
    notYetBuilt: id(document.querySelector('[data-testid^="build-"][data-legal="false"]')),
    endTurn: inBar('end-turn'),
    endTurnShown: has('[data-testid="decision-actions"] [data-testid="end-turn"]'),
  };
}

/** Everything a move can change, to wait for a click's consequence. */
function fingerprint(prev) {
  const parts = [];
  for (const e of document.querySelectorAll('[data-testid]')) {
    const id = e.getAttribute('data-testid');
    if (id === 'save-state') continue;
    parts.push(id, e.getAttribute('data-legal') ?? '', e.getAttribute('aria-pressed') ?? '');
    if (id === 'prompt' || id === 'handoff' || id?.startsWith('seat-')) parts.push(e.textContent);
  }
  const now = parts.join('|');
  return prev === undefined ? now : now !== prev;
}

const clickAndSettle = (page, selector) => settle(page, selector, fingerprint);

/** One step: pass a hand-off, or make a simple, legal choice. Returns what was done. */
async function step(page, tally) {
  const s = await page.evaluate(readScreen);
  if (s.results) return 'results';
  const passed = await passHandoffOrCatchUp(page, s, { tally, privateSelectors: PRIVATE, fingerprint });
  if (passed) return passed;
  if (s.draftOption) {
    await page.click(T(s.draftOption));
    await clickAndSettle(page, `${T('decision-actions')} ${T('draft-confirm')}`);
    tally.drafts++;
    return 'draft';
  }
  const choice = s.keep ?? (s.graveyard ? 'graveyard-decline' : null) ?? (s.takeGold ? 'take-gold' : null) ?? s.build;
  const target = choice ?? (s.endTurn ? 'end-turn' : null);
  if (target) {
    await clickAndSettle(page, T(target));
    tally.moves++;
    return target;
  }
  throw new Error('nothing to click on the table');
}

async function passHandoffs(page, tally) {
  await passScreens(page, { readScreen, step, tally, limit: 20 });
}

async function readPosition(page) {
  await page.waitForSelector(T('table'));
  return page.evaluate(() => ({
    viewer: document.querySelector('[data-testid="table"]')?.getAttribute('data-viewer') ?? null,
    prompt: document.querySelector('[data-testid="prompt"]')?.textContent?.trim() ?? null,
    seats: [...document.querySelectorAll('[data-testid^="seat-"]')].map((e) => e.textContent?.trim()),
    hand: [...document.querySelectorAll('[data-testid^="build-"]')].map(
      (e) => `${e.getAttribute('data-testid')}:${e.getAttribute('data-legal')}`,
    ),
    track: document.querySelector('[data-testid="character-track"]')?.textContent ?? null,
  }));
}

async function fourHumans(ctx) {
  const { page } = ctx;
  await installThenGoOffline(ctx, 'go offline, then start a 4-player game (the game chunk comes from the precache)', {
    dismissReady: true,
  });
  await page.reload();
  await startGame(page, 4);
  const tally = { handoffs: 0, drafts: 0, moves: 0 };
  ctx.step('draft');
  for (let guard = 0; guard < 40 && tally.drafts < 4; guard++) await step(page, tally);
  assertEqual(tally.drafts, 4, 'all four drafted');
  assert(tally.handoffs >= 4, `a hand-off before every pick, saw ${tally.handoffs}`);
  await passHandoffs(page, tally);

  ctx.step('build before the action: a rule error in words, gone after the next legal tap');
  const s = await page.evaluate(readScreen);
  assert(s.endTurnShown && !s.endTurn, 'end turn should be in the bar but wait for the action');
  assert(s.notYetBuilt !== null, 'a district in hand should be shown as not yet buildable');
  await page.click(T(s.notYetBuilt));
  const error = page.locator(T('rule-error'));
  await error.waitFor({ state: 'visible', timeout: 5000 });
  assert(((await error.textContent()) ?? '').trim().length > 3, 'the rule error has no words');
  await clickAndSettle(page, T('take-gold'));
  tally.moves++;
  assertEqual(await error.count(), 0, 'the refusal stays after the next legal tap');

  ctx.step('play some turns');
  for (let guard = 0; guard < 60 && tally.moves < 8; guard++) assert((await step(page, tally)) !== 'results', 'ended');
  await passHandoffs(page, tally);
  const before = await readPosition(page);
  ctx.step('offline reload');
  await waitForSaved(page);
  await page.reload();
  await page.waitForSelector(`${T('handoff')}, ${T('table')}`);
  await passHandoffs(page, tally);
  assertEqual(await readPosition(page), before, 'position after an offline reload');
  ctx.step('play on offline');
  for (let guard = 0; guard < 40 && tally.moves < 12; guard++) await step(page, tally);
  await ctx.context.setOffline(false);
}

/** After the action on a phone: the own gold, city and first district in hand are all on screen, above the bar. */
async function ownAreaBesideTheBuild(ctx) {
  const { page } = ctx;
  await ctx.screen(page, 'citadels-phone-build');
  const off = await page.evaluate(() => {
    const bar = document.querySelector('[data-testid="decision-bar"]')?.getBoundingClientRect().top ?? 0;
    const viewer = document.querySelector('[data-testid="table"]')?.getAttribute('data-viewer');
    const sel = [`[data-testid="seat-${viewer}"] .ct-seat-stats`, '[data-testid^="build-"]'];
    return sel.filter((q) => {
      const r = document.querySelector(q)?.getBoundingClientRect();
      return !r || r.top < 0 || r.bottom > bar;
    });
  });
  assertEqual(off, [], 'own gold and hand on screen while building');
}

async function phone(ctx) {
  const { page } = ctx;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(ctx.url);
  await dismissOfflineReady(page, 15_000);
  await startGame(page, 5);
  const tally = { handoffs: 0, drafts: 0, moves: 0 };
  for (let guard = 0; guard < 80 && tally.moves < 4; guard++) {
    const wide = await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth);
    assert(!wide, 'the page scrolls sideways on a phone');
    if ((await step(page, tally)) === 'take-gold') await ownAreaBesideTheBuild(ctx);
  }
  assert(tally.drafts === 5 && tally.moves >= 4, `drafted ${tally.drafts}, moved ${tally.moves}`);
}

export default [
  { name: '4 humans: draft, rule error, turns, offline reload keeps the position', timeout: 180_000, run: fourHumans },
  { name: 'phone portrait: 5 players draft and play by tapping', run: phone },
];
