// Import and export in Chromium (issue 30): an "Export all" file with a refused game and a wrong-clock game brings in
// the good games and lists the refused one in words; a tab whose next screen cannot be fetched (an update applied
// elsewhere while it was offline) says why and offers Reload; games never exported bring the library's reminder.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reloadUntilControlled, waitForActivatedWorker } from './lib/browser.mjs';
import { assert, assertEqual } from './lib/checks.mjs';
import { ROOT } from './lib/server.mjs';
import { importFile } from './lib/setup.mjs';

const T = (id) => `[data-testid="${id}"]`;
const DAY = 24 * 60 * 60 * 1000;
const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['tablet', { width: 1180, height: 820 }],
];

/** Three copies of the fixture game: as it is, made on a clock 3 days fast, and one with options no game has. */
function exportAllFile() {
  const doc = JSON.parse(readFileSync(join(ROOT, 'test', 'e2e', 'fixtures', 'wtm-virus-spread.json'), 'utf8'));
  const [game] = doc.games;
  const fast = Date.now() + 3 * DAY;
  const fastGame = {
    ...game,
    createdAt: fast,
    updatedAt: fast + game.moves.length * 1000,
    moves: game.moves.map((m, k) => ({ ...m, time: fast + k * 1000 })),
  };
  const broken = { ...game, createdAt: game.createdAt + 1, options: { adventure: 99 } };
  const file = join(tmpdir(), `kotatsu-e2e-export-all-${process.pid}.json`);
  writeFileSync(file, JSON.stringify({ ...doc, games: [game, fastGame, broken] }));
  return file;
}

async function gameByGame(ctx) {
  const { page } = ctx;
  ctx.step('open the app');
  await page.goto(ctx.url);
  await page.waitForSelector(T('library'));
  ctx.step('import an Export all file of 3 games: one good, one from a fast clock, one with impossible options');
  const result = await importFile(page, exportAllFile());
  assert(result.ok, `the file was refused as a whole: ${result.text}`);
  const lines = await page.locator(`${T('import-ok')} .import-summary > li`).allTextContents();
  assertEqual(
    lines,
    [
      'New games: 2',
      'Dates from a device clock that was wrong (before 2020, or later than today), kept in the order the moves were played: 1',
      'Not imported: 1Welcome to the Moon: game 3 has options that do not fit',
    ],
    'the summary of the import',
  );
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.textContent?.startsWith('Welcome to the Moon: game 3'),
    `${T('import-refused')} li`,
  );
  const refused = await page.locator(`${T('import-refused')} li`).allTextContents();
  assertEqual(refused, ['Welcome to the Moon: game 3 has options that do not fit'], 'the refused game, in words');
  for (const [name, size] of SIZES) {
    await page.setViewportSize(size);
    await page.locator(T('import-ok')).scrollIntoViewIfNeeded();
    await ctx.screen(page, `import-game-by-game-${name}`);
  }
  ctx.step('both good games are in the library, and each one opens');
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => {
      location.hash = '#/';
    });
    await page.waitForSelector(T('library'));
    const rows = page.locator(T('continue-game'));
    await rows.first().waitFor();
    assertEqual(await rows.count(), 2, 'saved games in the library after the import');
    if (i === 0) await reminderOnLibrary(ctx);
    await rows.nth(i).click();
    await page.waitForFunction(() => location.hash.startsWith('#/play/'));
    await page.waitForSelector(`${T('handoff-ready')}, ${T('table-scroll')}, .table-scroll`);
  }
}

/** Games started more than 14 days ago and never exported: the library reminds, and "Not now" puts it off. */
async function reminderOnLibrary(ctx) {
  const { page } = ctx;
  ctx.step('the library reminds to export all games (the imported games began weeks ago)');
  const reminder = await page.waitForSelector(T('backup-reminder'));
  assert(((await reminder.textContent()) ?? '').includes('Export all games to a file'), 'the reminder in words');
  for (const [name, size] of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await ctx.screen(page, `backup-reminder-${name}`);
  }
  await page.click(T('backup-reminder-dismiss'));
  await page.waitForSelector(T('backup-reminder'), { state: 'detached' });
  const memo = await page.evaluate(() => JSON.parse(localStorage.getItem('kotatsu.backup') ?? '{}'));
  assert(memo.dismissedAt > 0, '"Not now" was not remembered');
}

/** The precached files of one lazy screen, removed: what a newer worker's clean-up leaves an old tab. */
async function dropScreenChunk(page, name) {
  return page.evaluate(async (prefix) => {
    let dropped = 0;
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      for (const req of await cache.keys()) {
        if (new URL(req.url).pathname.startsWith(prefix) && (await cache.delete(req))) dropped++;
      }
    }
    return dropped;
  }, `/assets/${name}-`);
}

async function chunkFailed(ctx) {
  const { page, context } = ctx;
  ctx.step('install and control the app');
  await page.goto(ctx.url);
  await waitForActivatedWorker(page);
  await reloadUntilControlled(page);
  await page.waitForSelector(T('library'));
  ctx.step('offline, the Settings screen’s chunk gone from the cache (another tab updated the app meanwhile)');
  await context.setOffline(true);
  const dropped = await dropScreenChunk(page, 'Settings');
  assert(dropped > 0, 'no precached Settings chunk was found to drop');
  ctx.allowConsole.push(
    /Failed to (load|fetch)|ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|dynamically imported module/i,
  );
  await page.evaluate(() => {
    location.hash = '#/settings';
  });
  const failed = await page.waitForSelector(`${T('screen-failed')}[data-cause="chunk"]`, { timeout: 15_000 });
  const words = (await failed.textContent()) ?? '';
  assert(words.includes('Kotatsu was probably updated while this tab was open'), `the screen says: ${words}`);
  assert(!/Failed to fetch|TypeError/.test(words), `a browser error reached the words: ${words}`);
  for (const [name, size] of SIZES) {
    await page.setViewportSize(size);
    await ctx.screen(page, `chunk-failed-${name}`);
  }
  ctx.step('back online, Reload brings the screen');
  await context.setOffline(false);
  await Promise.all([page.waitForEvent('load', { timeout: 20_000 }), page.click(T('screen-reload'))]);
  await page.waitForSelector(T('settings'), { timeout: 20_000 });
}

export default [
  { name: 'an Export all file imports game by game, whatever the clock said (#30)', run: gameByGame },
  { name: 'a screen whose chunk cannot be fetched explains and offers Reload (#30)', run: chunkFailed },
];
