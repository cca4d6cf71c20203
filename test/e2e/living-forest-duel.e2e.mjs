// Living Forest Duel in the browser: two humans reveal, place tokens and act by clicking; a rule error shows in
// words; the position survives an offline reload; no hand-off is needed (nothing is private); phones do not scroll sideways.
import { assert, assertEqual } from './lib/checks.mjs';
import { settle } from './lib/reach.mjs';
import { waitForSaved } from './lib/settle.mjs';
import { installThenGoOffline, startHumanGame } from './lib/setup.mjs';

const T = (id) => `[data-testid="${id}"]`;

async function startGame(page) {
  await startHumanGame(page, 'living-forest-duel');
  assertEqual(await page.locator(T('handoff')).count(), 0, 'a game without secrets showed a hand-off screen');
  await page.waitForSelector(T('table'));
}

/** Everything a move can change, as text: prompt, counts, seats, clearings, lines, recruitment, forests. */
async function readPosition(page) {
  await page.waitForSelector(T('table'));
  return page.evaluate(() => {
    const text = (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? null;
    return {
      viewer: document.querySelector('[data-testid="table"]')?.getAttribute('data-viewer') ?? null,
      prompt: text('prompt'),
      deck: text('deck-count'),
      seats: [text('seat-0'), text('seat-1')],
      clearings: text('clearings'),
      shared: text('shared'),
      lines: [text('line-0'), text('line-1')],
      recruitment: text('recruitment'),
      forests: [text('forest-0'), text('forest-1')],
    };
  });
}

async function clickAndSettle(page, selector) {
  const before = await page.evaluate(() => document.querySelector('[data-testid="table"]')?.textContent ?? '');
  await page.click(selector, { timeout: 5000 });
  await page.waitForFunction(
    (b) => (document.querySelector('[data-testid="table"]')?.textContent ?? '') !== b,
    before,
    {
      timeout: 10_000,
    },
  );
}

/** One move by clicking: act on the board when an action is running, else place a good token or reveal. */
async function playOne(page, tally) {
  const legal = async (prefix) => page.locator(`[data-testid^="${prefix}"][data-legal="true"]`);
  // A step button is in the decision bar, offered when it is there and enabled.
  const inBar = (id) => page.locator(`${T('decision-actions')} ${T(id)}:not([disabled])`);
  for (const prefix of ['clearing-', 'recruit-', 'square-']) {
    const l = await legal(prefix);
    if ((await l.count()) > 0) {
      const id = await l.first().getAttribute('data-testid');
      if (prefix === 'square-') await tally.onPlant?.();
      await clickAndSettle(page, T(id));
      tally.actions++;
      return;
    }
  }
  const steps = page.locator(`${T('decision-actions')} [data-testid^="advance-"]`);
  if ((await steps.count()) > 0) {
    await clickAndSettle(page, T(await steps.first().getAttribute('data-testid')));
    tally.actions++;
    return;
  }
  for (const id of ['finish', 'keep-varan', 'skip-sanki']) {
    if ((await inBar(id).count()) > 0) {
      await clickAndSettle(page, T(id));
      return;
    }
  }
  const tokens = await legal('token-');
  if ((await page.locator(T('shared')).locator('li').count()) >= 4 && (await tokens.count()) > 0) {
    await clickAndSettle(page, T(await tokens.first().getAttribute('data-testid')));
    tally.tokens++;
    return;
  }
  if ((await inBar('reveal').count()) > 0) {
    await clickAndSettle(page, T('reveal'));
    tally.reveals++;
    return;
  }
  if ((await tokens.count()) > 0) {
    await clickAndSettle(page, T(await tokens.first().getAttribute('data-testid')));
    tally.tokens++;
    return;
  }
  await clickAndSettle(page, T('pass'));
}

async function twoHumansPlay(ctx) {
  const { page } = ctx;
  await installThenGoOffline(ctx, 'go offline, then start a game by clicking (the game chunk comes from the precache)');
  await startGame(page);

  ctx.step('first move: only a reveal is possible; a token is refused in words');
  await page.click(T('token-water'));
  const error = page.locator(T('rule-error'));
  await error.waitFor({ state: 'visible', timeout: 5000 });
  assert(((await error.textContent()) ?? '').trim().length > 3, 'the rule error shows no words');

  const tally = { reveals: 0, tokens: 0, actions: 0 };
  for (let guard = 0; guard < 80 && (tally.reveals < 5 || tally.tokens < 2 || tally.actions < 1); guard++) {
    ctx.step(`play: ${JSON.stringify(tally)}`);
    await playOne(page, tally);
  }
  assert(tally.reveals >= 5 && tally.tokens >= 2, `not enough moves were played: ${JSON.stringify(tally)}`);

  const before = await readPosition(page);
  assert(before.prompt && before.shared && before.viewer !== 'table', 'no meaningful position to compare');
  ctx.step('reload while offline');
  await waitForSaved(page);
  await page.reload();
  await page.waitForSelector(`${T('handoff')}, ${T('table')}`);
  assertEqual(await page.locator(T('handoff')).count(), 0, 'the reloaded game showed a hand-off screen');
  assertEqual(await readPosition(page), before, 'position after reloading offline');

  ctx.step('play on offline');
  for (let i = 0; i < 6; i++) await playOne(page, tally);
  await ctx.context.setOffline(false);
}

async function assertNoSidewaysScroll(page, label) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    width: window.innerWidth,
  }));
  assert(scroll <= width, `${label}: the page is ${scroll} px wide on a ${width} px screen`);
}

/**
 * Runs in the page: animal names drawn broken inside a word, as "name: the part on the first line". Two letters of a
 * word that stand on different lines are a break; it is allowed only after a soft hyphen (drawn as "-").
 */
/** Waits until every finite animation and transition on the page has ended (at most 2 s). */
async function motionOver(page) {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => null))),
      new Promise((r) => setTimeout(r, 2000)),
    ]);
  });
}

function midWordBreaks() {
  const broken = [];
  for (const el of document.querySelectorAll('.lf-animal-name')) {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const top = (i) => {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        return range.getBoundingClientRect().top;
      };
      for (let i = 0; i + 1 < text.length; i++) {
        // The letter just after a soft hyphen is skipped: when the line breaks at that hyphen, Chromium gives the
        // one-letter range of the next letter a box at the end of the line before (the hyphen drawn there).
        const afterHyphen = text[i - 1] === '\u00ad';
        const inWord = !afterHyphen && /[A-Za-z]/.test(text[i]) && /[A-Za-z\u00ad]/.test(text[i + 1]);
        if (inWord && Math.abs(top(i) - top(i + 1)) > 2) broken.push(`${text}: ${text.slice(0, i + 1)}`);
      }
    }
  }
  return broken;
}

async function phone(ctx) {
  const { page } = ctx;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(ctx.url);
  await startGame(page);
  const tally = { reveals: 0, tokens: 0, actions: 0, planted: 0 };
  tally.onPlant = async () => {
    tally.planted++;
    // As the player sees it: once the frame's scroll to the decision's targets has come to rest.
    await settle(page);
    await ctx.screen(page, 'living-forest-duel-phone-plant');
    const off = await page.evaluate(() => {
      const bar = document.querySelector('[data-testid="decision-bar"]')?.getBoundingClientRect().top ?? 0;
      const targets = ['[data-testid="tree-piles"] [data-legal="true"]', '[data-testid^="square-"][data-legal="true"]'];
      return targets.filter((q) => {
        const r = document.querySelector(q)?.getBoundingClientRect();
        return !r || r.top < 0 || r.bottom > bar;
      });
    });
    assertEqual(off, [], 'the tree pile and the square to plant on are both on screen');
  };
  for (let i = 0; i < 30 && (i < 14 || tally.planted === 0); i++) {
    await assertNoSidewaysScroll(page, `move ${i}`);
    // English names break at their soft hyphens ("Chimpan-zee"), never inside a word ("Chimpanz|ee"), read once the
    // last move's motion has ended (a card still arriving may sit in a narrower box for a moment).
    await motionOver(page);
    assertEqual(await page.evaluate(midWordBreaks), [], `animal names broken inside a word at move ${i}`);
    ctx.step(`phone: ${JSON.stringify(tally)}`);
    await playOne(page, tally);
  }
  await page.click(`${T('forest-0')} .lf-zoom >> nth=1`);
  await assertNoSidewaysScroll(page, 'zoomed forest');
}

export default [
  {
    name: '2 humans offline: reveal, tokens and actions by clicking, rule error, reload keeps the position',
    timeout: 120_000,
    run: twoHumansPlay,
  },
  { name: 'phone portrait: play by tapping, nothing scrolls sideways', run: phone },
];
