// Plays Wizard Extreme through the real UI by clicking, using only the shared data-testid conventions.
import { assert } from './checks.mjs';
import { passScreens } from './settle.mjs';

const T = (id) => `[data-testid="${id}"]`;

/**
 * Library -> game page -> new game -> setup -> start. `bots` lists seat indexes to hand to the bot;
 * `options` maps option keys to the index of the choice; `atSetup` runs just before start.
 */
export async function startWizardGame(page, { seats = 3, bots = [], options = {}, atSetup } = {}) {
  await page.waitForSelector(T('library'));
  await page.click(T('game-card-wizard-extreme'));
  await page.waitForSelector(T('game-page'));
  await page.click(T('new-game'));
  await page.waitForSelector(T('setup'));
  await page.click(T(`seat-count-${seats}`));
  for (let i = 0; i < seats; i++) {
    const toggle = page.locator(T(`seat-bot-${i}`));
    if ((await toggle.count()) > 0) await toggle.setChecked(bots.includes(i));
  }
  for (const [key, choice] of Object.entries(options)) await page.selectOption(T(`option-${key}`), String(choice));
  if (atSetup) await atSetup(page);
  await page.click(T('start-game'));
  await page.waitForSelector(`${T('handoff')}, ${T('table')}`);
}

/** What the screen offers right now (computed in the page). */
function readScreen() {
  const q = (sel) => [...document.querySelectorAll(sel)];
  const ids = (sel) => q(sel).map((e) => e.getAttribute('data-testid'));
  const enabled = (sel) => q(sel).filter((e) => !e.disabled && e.getAttribute('aria-disabled') !== 'true');
  const trick = document.querySelector('[data-testid="trick"]');
  const hand = q('[data-testid^="card-"]').filter((e) => !trick?.contains(e));
  return {
    handoff: document.querySelector('[data-testid="handoff"]') !== null,
    catchUp: document.querySelector('[data-testid="catch-up"]') !== null,
    results:
      document.querySelector('[data-testid="results"]') !== null ||
      document.querySelector('[data-testid="see-results"]') !== null,
    table: document.querySelector('[data-testid="table"]') !== null,
    viewer: document.querySelector('[data-testid="table"]')?.getAttribute('data-viewer') ?? null,
    allCards: ids('[data-testid^="card-"]'),
    legal: hand.filter((e) => e.getAttribute('data-legal') === 'true').map((e) => e.getAttribute('data-testid')),
    illegal: hand.filter((e) => e.getAttribute('data-legal') === 'false').map((e) => e.getAttribute('data-testid')),
    // Step buttons are read from the frame's decision bar only (issue 28), so a game drawing them elsewhere fails.
    returnSeals: enabled('[data-testid="decision-actions"] [data-testid^="return-seal-"]').map((e) =>
      e.getAttribute('data-testid'),
    ),
    takeSeals: enabled('[data-testid^="take-seal-"]').map((e) => e.getAttribute('data-testid')),
    endPrediction: enabled('[data-testid="decision-actions"] [data-testid="end-prediction"]').length > 0,
    testids: ids('[data-testid]'),
  };
}

/**
 * A fingerprint of everything a move can change (the save indicator is left out: it flips on its own).
 * Without `prev` it returns the fingerprint; with one, whether the screen differs from it. (One
 * self-contained function, because the page's CSP forbids building functions from strings there.)
 */
function fingerprint(prev) {
  const parts = [];
  for (const e of document.querySelectorAll('[data-testid]')) {
    const id = e.getAttribute('data-testid');
    if (id === 'save-state') continue;
    parts.push(id, e.getAttribute('data-legal') ?? '', e.getAttribute('data-viewer') ?? '');
    if (id === 'prompt' || id === 'trick' || id === 'handoff' || id?.startsWith('seat-')) parts.push(e.textContent);
  }
  const now = parts.join('|');
  return prev === undefined ? now : now !== prev;
}

async function waitForChange(page, before, timeout = 10_000) {
  await page.waitForFunction(fingerprint, before, { timeout });
}

/** Click and wait until the screen shows the consequence. */
async function clickAndSettle(page, selector) {
  const before = await page.evaluate(fingerprint);
  await page.click(selector, { timeout: 5000 }).catch((error) => {
    // Say what covered the target, instead of Playwright's long retry log.
    const cover = /(<[^\n]*?>)[^\n]*intercepts pointer events/.exec(error.message)?.[1];
    throw new Error(cover ? `cannot tap ${selector}: ${cover} covers it` : error.message);
  });
  await waitForChange(page, before);
}

/**
 * Take one step of the game: pass a hand-off, return a seal, predict, or play a legal card.
 * `tally` counts what happened ({ handoffs, plays, predictions, returns }); returns the kind of step.
 */
export async function step(page, tally) {
  const s = await page.evaluate(readScreen);
  if (s.results) return 'results';
  if (s.handoff) {
    assert(s.allCards.length === 0, `hand-off screen shows card elements: ${s.allCards.join(', ')}`);
    await clickAndSettle(page, T('handoff-ready'));
    tally.handoffs++;
    return 'handoff';
  }
  if (s.catchUp) {
    // The private summary of what happened since this seat last looked.
    await clickAndSettle(page, T('catch-up-continue'));
    return 'catch-up';
  }
  if (s.returnSeals.length > 0) {
    await clickAndSettle(page, T(s.returnSeals[0]));
    tally.returns++;
    return 'return-seal';
  }
  if (s.endPrediction) {
    await predict(page, s, tally);
    return 'predict';
  }
  if (s.legal.length > 0) {
    // Vary the card: follow suit with the lowest legal card on even plays, the last one on odd plays.
    const card = tally.plays % 2 === 0 ? s.legal[0] : s.legal[s.legal.length - 1];
    await clickAndSettle(page, T(card));
    tally.plays++;
    return 'play';
  }
  if (s.table) {
    // Nothing for a person to do: a bot is thinking. Wait until the screen moves on.
    const before = await page.evaluate(fingerprint);
    await waitForChange(page, before).catch(() => {
      throw new Error(`nothing to do on this screen for 10 s; testids: ${s.testids.join(' ')}`);
    });
    return 'wait';
  }
  throw new Error(`nothing to do on this screen; testids: ${s.testids.join(' ')}`);
}

/** One prediction turn: take one seal (a different colour each time) if any is offered, then end the turn. */
async function predict(page, screen, tally) {
  if (screen.takeSeals.length > 0) {
    const seal = screen.takeSeals[tally.predictions % screen.takeSeals.length];
    await clickAndSettle(page, T(seal));
    const after = await page.evaluate(readScreen);
    if (!after.endPrediction) {
      tally.predictions++;
      return; // taking the seal ended the turn by itself
    }
  }
  await clickAndSettle(page, T('end-prediction'));
  tally.predictions++;
}

/** Close the "ready to work offline" notice if it shows within `waitMs` (a person would tap its ×). */
export async function dismissOfflineReady(page, waitMs = 5000) {
  const notice = page.locator(T('offline-ready'));
  try {
    await notice.waitFor({ state: 'visible', timeout: waitMs });
  } catch {
    return false;
  }
  await notice.locator('button').last().click();
  await notice.waitFor({ state: 'detached', timeout: 5000 });
  return true;
}

export function newTally() {
  return { handoffs: 0, plays: 0, predictions: 0, returns: 0 };
}

/** The position as a seat sees it: viewer, prompt, trick, every seat panel and the viewer's hand. */
export async function readPosition(page) {
  await page.waitForSelector(T('table'));
  return page.evaluate(() => {
    const text = (sel) => document.querySelector(sel)?.textContent?.trim() ?? null;
    const trick = document.querySelector('[data-testid="trick"]');
    const seats = [...document.querySelectorAll('[data-testid^="seat-"]')]
      .filter((e) => /^seat-\d+$/.test(e.getAttribute('data-testid') ?? ''))
      .map((e) => `${e.getAttribute('data-testid')}: ${e.textContent?.trim()}`);
    const hand = [...document.querySelectorAll('[data-testid^="card-"]')]
      .filter((e) => !trick?.contains(e))
      .map((e) => `${e.getAttribute('data-testid')}:${e.getAttribute('data-legal')}`);
    return {
      viewer: document.querySelector('[data-testid="table"]')?.getAttribute('data-viewer') ?? null,
      prompt: text('[data-testid="prompt"]'),
      trick: trick?.textContent?.trim() ?? null,
      seats,
      hand,
    };
  });
}

/** Pass any hand-off and catch-up screens until the table shows a seat's decision. */
export async function passHandoffs(page, tally) {
  await passScreens(page, { readScreen, step, tally, limit: 40 });
}

export { readScreen };
