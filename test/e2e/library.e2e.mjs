// The library at many saves (issue 33): a page of the newest games in progress with whose turn in each (stored, or
// asked of the rules once for saves stored without it), "show more" for the next page; phone and tablet, en and ja.
import { assert } from './lib/checks.mjs';
import { dismissOfflineReady, startWizardGame } from './lib/wizard-driver.mjs';

const T = (id) => `[data-testid="${id}"]`;
const PHONE = { width: 390, height: 844 };
const SAVES = 45;
/** As ContinueList's CONTINUE_PAGE. */
const PAGE = 20;

/**
 * Copy the one stored game into `n` saves (its moves too), each an hour older than the one before, with its own
 * player names; every other copy without its whose-turn summary, as a save stored before it was kept.
 */
function copySaves(page, n) {
  return page.evaluate(async (count) => {
    const db = await new Promise((resolve, reject) => {
      const req = indexedDB.open('kotatsu');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const read = db.transaction(['games', 'moves'], 'readonly');
    const [game] = await new Promise((r) => {
      read.objectStore('games').getAll().onsuccess = (e) => r(e.target.result);
    });
    const moves = await new Promise((r) => {
      read.objectStore('moves').getAll().onsuccess = (e) => r(e.target.result);
    });
    const tx = db.transaction(['games', 'moves'], 'readwrite');
    for (let i = 0; i < count; i++) {
      const id = `copy-${String(i).padStart(3, '0')}`;
      const { turn, ...old } = game;
      const seats = game.seats.map((s, k) => (s.bot ? s : { ...s, name: `${['Aki', 'Ben'][k]}${i + 1}` }));
      const copy = { ...(i % 2 ? old : { ...old, turn }), id, seats, updatedAt: game.updatedAt - i * 3_600_000 };
      tx.objectStore('games').put(copy);
      for (const m of moves) tx.objectStore('moves').put({ ...m, saveId: id });
    }
    tx.objectStore('games').delete(game.id);
    for (const m of moves) tx.objectStore('moves').delete([game.id, m.index]);
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    return game.turn;
  }, n);
}

async function rowsWithTurns(page, count) {
  await page.waitForFunction(
    ([sel, turn, n]) =>
      document.querySelectorAll(sel).length === n &&
      [...document.querySelectorAll(sel)].every((r) => r.querySelector(turn)),
    [T('continue-game'), T('continue-turn'), count],
    { timeout: 20_000 },
  );
  return page.$$eval(T('continue-game'), (rows) => rows.map((r) => r.textContent ?? ''));
}

async function manySaves(ctx) {
  const { page } = ctx;
  await page.goto(ctx.url);
  ctx.step('play into one Wizard Extreme game, then copy it into many saves');
  await startWizardGame(page, {
    seats: 3,
    bots: [2],
    atSetup: async (p) => {
      for (const [i, name] of ['Aki', 'Ben'].entries()) await p.fill(T(`seat-name-${i}`), name);
    },
  });
  await page.waitForSelector(T('handoff'));
  const turn = await copySaves(page, SAVES);
  assert(Array.isArray(turn) && turn.length === 1, `the stored game has no whose-turn summary: ${turn}`);

  ctx.step('the library shows the newest page, each row with whose turn, and a "show more"');
  await page.goto(ctx.url);
  const first = await rowsWithTurns(page, PAGE);
  assert(first[0]?.includes('Aki1') && first[PAGE - 1]?.includes(`Aki${PAGE}`), `not the newest first: ${first}`);
  const more = page.locator(T('continue-more'));
  assert((await more.textContent()) === `Show ${PAGE} more (${SAVES - PAGE} not shown)`, await more.textContent());
  await dismissOfflineReady(page, 3000);
  await ctx.screen(page, 'library-many-tablet');
  await more.scrollIntoViewIfNeeded();
  await ctx.screen(page, 'library-many-more-tablet');

  ctx.step('show more twice: every game, then no more button');
  await more.click();
  await rowsWithTurns(page, PAGE * 2);
  await page.click(T('continue-more'));
  const all = await rowsWithTurns(page, SAVES);
  assert(all[SAVES - 1]?.includes(`Aki${SAVES}`), `the oldest is not last: ${all[SAVES - 1]}`);
  assert((await page.locator(T('continue-more')).count()) === 0, 'a show-more button with nothing left');

  ctx.step('saves stored without whose turn got it stored back for the rows that were shown');
  const missing = await page.evaluate(async () => {
    const db = await new Promise((r) => {
      indexedDB.open('kotatsu').onsuccess = (e) => r(e.target.result);
    });
    const games = await new Promise((r) => {
      db.transaction('games').objectStore('games').getAll().onsuccess = (e) => r(e.target.result);
    });
    db.close();
    return games.filter((g) => !Array.isArray(g.turn)).map((g) => g.id);
  });
  assert(missing.length === 0, `saves still without a stored turn: ${missing.join(', ')}`);

  ctx.step('on a phone, in Japanese');
  const p = page;
  await p.setViewportSize(PHONE);
  await p.goto(ctx.url);
  await p.evaluate(() => localStorage.setItem('kotatsu.settings', JSON.stringify({ lang: 'ja' })));
  await p.reload();
  const ja = await rowsWithTurns(p, PAGE);
  assert(/手番：/.test(ja[0] ?? ''), `no Japanese turn: ${ja[0]}`);
  assert(/さらに20件を表示（残り25件）/.test((await p.locator(T('continue-more')).textContent()) ?? ''), 'ja more');
  await dismissOfflineReady(p, 3000);
  await ctx.screen(p, 'library-many-phone-ja');
  await p.locator(T('continue-more')).scrollIntoViewIfNeeded();
  await ctx.screen(p, 'library-many-more-phone-ja');
  await p.evaluate(() => localStorage.setItem('kotatsu.settings', JSON.stringify({ lang: 'en' })));
  await p.reload();
  await rowsWithTurns(p, PAGE);
  await dismissOfflineReady(p, 3000);
  await ctx.screen(p, 'library-many-phone');
}

export default [
  {
    name: 'the library at many saves: a page of games with whose turn, then show more (phone and tablet, en and ja)',
    run: manySaves,
  },
];
