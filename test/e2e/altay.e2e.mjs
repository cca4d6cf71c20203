// Altay in the browser on a phone: offline, two humans pick peoples (in the decision bar) and start farmlands and
// play cards by tapping, end their turns from the bar, a territory that answers nothing says why, the hand stays
// private behind the hand-off screen, every legal target is at least 44 px, and an offline reload finds the same
// position.
import { assert, assertEqual } from './lib/checks.mjs';
import { clickAndSettle as settle, waitForSaved } from './lib/settle.mjs';
import { installThenGoOffline, startHumanGame } from './lib/setup.mjs';
import { assertNoSideways, toTableScreen } from './lib/table.mjs';
import { assertTargetSizes } from './lib/target-size.mjs';

const T = (id) => `[data-testid="${id}"]`;
const PRIVATE = [T('hand'), '[data-testid^="play-"]'];

function readScreen() {
  const has = (sel) => document.querySelector(sel) !== null;
  const id = (e) => e?.getAttribute('data-testid') ?? null;
  return {
    handoff: has('[data-testid="handoff"]'),
    catchUp: has('[data-testid="catch-up"]'),
    results: has('[data-testid="results"]') || has('[data-testid="see-results"]'),
    people: id(document.querySelector('[data-testid="decision-actions"] [data-testid^="people-"]')),
    // a start or a build (an attack's source or target only picks, so it is left alone here)
    terr: id(document.querySelector('[data-testid^="terr-"][data-legal="true"]:not([data-attack])')),
    play: id(document.querySelector('[data-testid^="play-"]')),
    end: has('[data-testid="decision-actions"] [data-testid="end-turn"]'),
  };
}

function fingerprint(prev) {
  const parts = [];
  for (const e of document.querySelectorAll('[data-testid]')) {
    const id = e.getAttribute('data-testid');
    if (id === 'save-state') continue;
    parts.push(id, e.getAttribute('data-legal') ?? '');
    if (id === 'prompt' || id === 'handoff') parts.push(e.textContent);
  }
  const now = parts.join('|');
  return prev === undefined ? now : now !== prev;
}
const clickAndSettle = (page, selector) => settle(page, selector, fingerprint);

async function step(ctx, tally) {
  const { page } = ctx;
  const s = await page.evaluate(readScreen);
  if (s.results) return 'results';
  if (s.handoff || s.catchUp) {
    tally.handoffs += await toTableScreen(page, { privateSelectors: PRIVATE });
    return 'handoff';
  }
  const target = s.people ?? s.terr ?? (tally.plays < 3 ? s.play : null) ?? (s.end ? 'end-turn' : null) ?? s.play;
  if (!target) throw new Error('nothing to tap on the table');
  if (target.startsWith('play-') && tally.plays === 1) await ctx.screen(page, 'altay-turn-phone');
  if (target.startsWith('play-')) tally.plays++;
  else tally.plays = target === 'end-turn' ? 0 : tally.plays;
  await clickAndSettle(page, T(target));
  tally.moves++;
  return target;
}

async function readPosition(page) {
  await page.waitForSelector(T('table'));
  return page.evaluate(() => ({
    prompt: document.querySelector('[data-testid="prompt"]')?.textContent?.trim() ?? null,
    hand: [...document.querySelectorAll('[data-testid^="play-"]')].map((e) => e.getAttribute('data-testid')),
    map: [...document.querySelectorAll('[data-testid^="terr-"]')].map((e) => e.textContent).join('|'),
  }));
}

async function phone(ctx) {
  const { page } = ctx;
  await page.setViewportSize({ width: 390, height: 844 });
  await installThenGoOffline(ctx, 'go offline, then start a 2-player game', { dismissReady: true });
  await page.reload();
  await startHumanGame(page, 'altay', { seats: 2 });
  await toTableScreen(page, { privateSelectors: PRIVATE });
  ctx.step('a territory that answers nothing says why in words');
  await page.locator('[data-testid^="terr-"]:not([data-legal])').first().click({ force: true });
  await page.locator(T('rule-error')).waitFor();
  const tally = { handoffs: 0, moves: 0, plays: 0 };
  ctx.step('pick peoples, start farmlands, play cards by tapping');
  for (let guard = 0; guard < 60 && tally.moves < 14; guard++) {
    await assertNoSideways(page);
    await assertTargetSizes(page, `phone, after ${tally.moves} moves`);
    assert((await step(ctx, tally)) !== 'results', 'ended too early');
  }
  assert(tally.moves >= 10, `moved ${tally.moves}`);
  assert(tally.handoffs >= 2, `hand-offs between seats, saw ${tally.handoffs}`);
  tally.handoffs += await toTableScreen(page, { privateSelectors: PRIVATE });
  const before = await readPosition(page);
  ctx.step('offline reload');
  await waitForSaved(page);
  await page.reload();
  await page.waitForSelector(`${T('handoff')}, ${T('table')}`);
  await toTableScreen(page, { privateSelectors: PRIVATE });
  await assertNoSideways(page);
  assertEqual(await readPosition(page), before, 'position after an offline reload');
  await ctx.context.setOffline(false);
}

export default [
  { name: 'phone: 2 humans, hand-off, taps, offline reload keeps the position', timeout: 240_000, run: phone },
];
