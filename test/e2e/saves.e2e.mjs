// Saves you can trust (issue 19), in Chromium on Wizard Extreme: two windows on one game never destroy each other's
// moves; a longer copy imports, a diverging one is kept as a copy, a foreign colour is refused; an IndexedDB open
// that never answers ends in words with play going on unsaved, one that answers late saves what was played; garbled addresses open the library; storage
// persistence is asked after the first saved game; a 50 MB file is refused unread while input stays live; a browser
// killed mid-game resumes with every move shown as saved. A full disk (issue 30, a stub in the page that fails every
// IndexedDB write, and the database deleted as Chromium wiped the origin) loses no move: the notice says why with the
// export first, play goes on, Try again writes the whole game back; a new game started while full is never "Saved",
// and leaving it asks first.
import { rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { a11yProfile, runAxe, seriousLines } from './lib/axe.mjs';
import { assert, assertEqual } from './lib/checks.mjs';
import { killBrowser } from './lib/crash.mjs';
import { sleep } from './lib/server.mjs';
import { importFile } from './lib/setup.mjs';
import { newTally, passHandoffs, readPosition, readScreen, startWizardGame, step } from './lib/wizard-driver.mjs';

const T = (id) => `[data-testid="${id}"]`;
const SEATS = 3;

/** Navigate inside the single-page app (hash routes), like following a link. */
async function go(page, hash) {
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
}

function saveIdOf(page) {
  const hash = new URL(page.url()).hash;
  assert(hash.startsWith('#/play/'), `not at a table: ${hash}`);
  return decodeURIComponent(hash.slice('#/play/'.length));
}

/**
 * How many moves of the save are stored, read straight from IndexedDB (not through the app). A database that does not
 * exist (the origin was wiped) holds none, and is not created by looking: the app must create it at its own version.
 */
function storedMoves(page, saveId) {
  return page.evaluate(async (id) => {
    const db = await new Promise((resolve, reject) => {
      const r = indexedDB.open('kotatsu');
      r.onupgradeneeded = () => r.transaction.abort();
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => (r.error?.name === 'AbortError' ? resolve(null) : reject(r.error));
    });
    if (db === null) return 0;
    const n = await new Promise((resolve, reject) => {
      const q = db
        .transaction('moves')
        .objectStore('moves')
        .count(IDBKeyRange.bound([id, 0], [id, Infinity]));
      q.onsuccess = () => resolve(q.result);
      q.onerror = () => reject(q.error);
    });
    db.close();
    return n;
  }, saveId);
}

/** Wait until the store holds `n` moves of the save (the app never waits for its writes; this test does). */
async function untilStored(page, saveId, n, label) {
  let last = -1;
  for (let i = 0; i < 200; i++) {
    last = await storedMoves(page, saveId);
    if (last === n) return;
    await sleep(50);
  }
  throw new Error(`${label}: ${last} moves stored, expected ${n}`);
}

/** Take driver steps until one makes a move (a prediction step may make two), passing hand-offs and catch-ups. */
async function makeMove(page, tally) {
  for (let guard = 0; guard < 10; guard++) {
    const kind = await step(page, tally);
    if (kind !== 'handoff' && kind !== 'catch-up' && kind !== 'wait') return;
  }
}

/** Take a driver step that makes moves (a prediction step may make two) and wait until they are stored. */
async function someMoves(page, saveId, tally) {
  const before = await storedMoves(page, saveId);
  await makeMove(page, tally);
  await page.waitForSelector(`${T('save-state')}[data-state="saved"]`, { timeout: 10_000 });
  for (let i = 0; i < 200 && (await storedMoves(page, saveId)) === before; i++) await sleep(50);
  const after = await storedMoves(page, saveId);
  assert(after > before, `no move was stored (still ${before})`);
  return after;
}

/** Everything a seat could choose right now, by test id. */
function choices(s) {
  return [...s.takeSeals, ...(s.endPrediction ? ['end-prediction'] : []), ...s.returnSeals, ...s.legal];
}

async function exportAll(page) {
  await go(page, '#/settings');
  await page.waitForSelector(T('settings'));
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(T('export-all'))]);
  return download.path();
}

/** Open the only (or the first) saved game of Wizard Extreme, pass the hand-offs: its table shows. */
async function resumeFirst(page, which = 0) {
  await go(page, '#/game/wizard-extreme');
  await page.waitForSelector(T('saved-game'), { timeout: 10_000 });
  await page
    .locator(`${T('saved-game')} ${T('resume-game')}`)
    .nth(which)
    .click();
  await page.waitForSelector(`${T('handoff')}, ${T('table')}`);
  await passHandoffs(page, newTally());
  return saveIdOf(page);
}

async function twoWindows(ctx) {
  const { page, context } = ctx;
  ctx.step('window A starts a game');
  await page.goto(ctx.url);
  await startWizardGame(page, { seats: SEATS });
  const saveId = saveIdOf(page);
  await passHandoffs(page, newTally());

  ctx.step('window B opens the same game and takes a seal (its own move, still undoable)');
  const b = await context.newPage();
  await b.goto(page.url());
  await b.waitForSelector(`${T('handoff')}, ${T('table')}`);
  await passHandoffs(b, newTally());
  const sb = await b.evaluate(readScreen);
  assert(sb.takeSeals.length > 0 && sb.endPrediction, `B has no seal to take: ${sb.testids.join(' ')}`);
  await b.click(T(sb.takeSeals[0]));
  await untilStored(b, saveId, 1, 'B took a seal');
  await b.waitForFunction(() => !document.querySelector('[data-testid="undo"]')?.disabled);

  ctx.step('A is told at once that the game moved on, reloads, and ends the prediction');
  const told = Date.now();
  await page.waitForSelector(T('save-stale'), { timeout: 10_000 });
  console.log(`      A told the game moved on ${Date.now() - told} ms after B's move was stored`);
  await page.click(T('save-reload'));
  await page.waitForSelector(`${T('handoff')}, ${T('table')}`);
  await passHandoffs(page, newTally());
  await page.click(T('end-prediction'));
  await untilStored(page, saveId, 2, 'A ended the prediction');

  ctx.step('B is told, in words, with Reload and no Try again');
  const stale = await b.waitForSelector(T('save-stale'), { timeout: 10_000 });
  const words = (await stale.textContent()) ?? '';
  assert(words.includes('moved on in another window'), `stale notice says: ${words}`);
  assert(!/storage\.|\{\w+\}/.test(words), `stale notice shows a raw code or placeholder: ${words}`);
  assertEqual(await b.locator(T('save-retry')).count(), 0, 'a Try again offered to a stale window');
  await ctx.screen(b, 'saves-stale-window');

  ctx.step('B taps Undo: nothing stored is deleted');
  await b.click(T('undo'));
  await sleep(500);
  assertEqual(await storedMoves(page, saveId), 2, 'stored moves after the stale undo');
  await page.reload();
  await page.waitForSelector(`${T('handoff')}, ${T('table')}`);
  assertEqual(await storedMoves(page, saveId), 2, 'stored moves after A reloads');
  await passHandoffs(page, newTally());
  const atA = await readPosition(page);

  ctx.step('B reloads from its notice and sees the game where A left it');
  await b.click(T('save-reload'));
  await b.waitForSelector(T('handoff'));
  await passHandoffs(b, newTally());
  assertEqual(await readPosition(b), atA, 'B after reloading');
  assert(atA.viewer !== sb.viewer, `the prediction did not pass on from seat ${sb.viewer}`);
}

async function importCopies(ctx) {
  const { page } = ctx;
  ctx.step('device 1 plays two moves and exports, then two more and exports');
  await page.goto(ctx.url);
  await startWizardGame(page, { seats: SEATS });
  const id1 = saveIdOf(page);
  const tally = newTally();
  await passHandoffs(page, tally);
  await someMoves(page, id1, tally);
  const short = await someMoves(page, id1, tally);
  const shorter = await exportAll(page);
  await go(page, `#/play/${encodeURIComponent(id1)}`);
  await page.waitForSelector(`${T('handoff')}, ${T('table')}`);
  await passHandoffs(page, tally);
  await someMoves(page, id1, tally);
  const long = await someMoves(page, id1, tally);
  const longer = await exportAll(page);
  console.log(`      exported at ${short} and at ${long} moves`);

  ctx.step('device 2 imports the shorter file, refuses a foreign colour, then takes the longer file as an update');
  const other = await ctx.profile();
  const p2 = other.page;
  await p2.goto(ctx.url);
  await p2.waitForSelector(T('library'));
  const first = await importFile(p2, shorter);
  assert(first.ok && first.text.includes('New games: 1'), `first import: ${first.text}`);
  const doc = JSON.parse(await readFile(longer, 'utf8'));
  doc.games[0].seats[0].color = 'red; background-image: url(https://example.com/x.png)';
  const hostile = join(tmpdir(), `kotatsu-e2e-hostile-${process.pid}.json`);
  writeFileSync(hostile, JSON.stringify(doc));
  const refused = await importFile(p2, hostile);
  rmSync(hostile, { force: true });
  assert(!refused.ok && refused.text.includes('player colour'), `foreign colour: ${refused.text}`);
  const second = await importFile(p2, longer);
  assert(second.ok && second.text.includes('carried further with the newer moves of the file: 1'), second.text);
  const id2 = await resumeFirst(p2);
  assertEqual(await storedMoves(p2, id2), long, 'device 2 holds the longer game');
  assertEqual(await p2.locator(T('saved-game')).count(), 0, 'still one save (checked at the table)');

  ctx.step('the two devices choose differently at the same point');
  await go(page, `#/play/${encodeURIComponent(id1)}`);
  await page.waitForSelector(`${T('handoff')}, ${T('table')}`);
  await passHandoffs(page, tally);
  // Where only one choice is open, both take it; at the first point with two, they part.
  let n = long;
  let s1 = [];
  for (let guard = 0; guard < 40; guard++) {
    s1 = choices(await page.evaluate(readScreen));
    assertEqual(choices(await p2.evaluate(readScreen)), s1, 'both devices show the same choices');
    if (s1.length >= 2) break;
    assert(s1.length === 1, 'no choice on the table');
    await page.click(T(s1[0]));
    await p2.click(T(s1[0]));
    n++;
    await untilStored(page, id1, n, 'device 1 same move');
    await untilStored(p2, id2, n, 'device 2 same move');
    await passHandoffs(page, tally);
    await passHandoffs(p2, newTally());
  }
  assert(s1.length >= 2, `never two choices (${s1.join(' ')}); cannot part the games`);
  await page.click(T(s1[0]));
  await untilStored(page, id1, n + 1, 'device 1 parts');
  await p2.click(T(s1[s1.length - 1]));
  await untilStored(p2, id2, n + 1, 'device 2 parts');
  const parted = await exportAll(page);

  ctx.step('device 2 keeps the diverging game as a copy beside its own');
  const third = await importFile(p2, parted);
  assert(third.ok && third.text.includes('Kept as a separate copy'), `diverging import: ${third.text}`);
  await go(p2, '#/game/wizard-extreme');
  await p2.waitForSelector(T('saved-game-copy'));
  assertEqual(await p2.locator(T('saved-game')).count(), 2, 'saves on device 2');
  const copyRow =
    (await p2
      .locator(T('saved-game'))
      .filter({ has: p2.locator(T('saved-game-copy')) })
      .textContent()) ?? '';
  assert(copyRow.includes('(copy)'), `copy row: ${copyRow}`);
}

/** A request that never answers: what some WebKit versions do with indexedDB.open. */
function neverOpen() {
  IDBFactory.prototype.open = function open() {
    const request = Object.create(IDBOpenDBRequest.prototype);
    Object.defineProperty(request, 'addEventListener', { value() {} });
    Object.defineProperty(request, 'removeEventListener', { value() {} });
    return request;
  };
}

async function storageNeverOpens(ctx) {
  const { page } = ctx;
  await ctx.context.addInitScript(neverOpen);
  ctx.step('after the wait the app says games live only in this page until storage answers');
  const started = Date.now();
  await page.goto(ctx.url);
  const notice = await page.waitForSelector(T('unsaved-mode'), { timeout: 30_000 });
  console.log(`      unsaved-mode notice after ${Date.now() - started} ms (the wait is 8 s)`);
  assert(((await notice.textContent()) ?? '').includes('has not answered yet'), 'the notice does not say why');
  ctx.step('a game starts and takes a move, marked as not saved');
  await startWizardGame(page, { seats: SEATS });
  const tally = newTally();
  await passHandoffs(page, tally);
  await step(page, tally);
  await page.waitForSelector(`${T('save-state')}[data-state="memory"]`, { timeout: 10_000 });
  ctx.step('export keeps it');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(T('unsaved-export'))]);
  const doc = JSON.parse(await readFile(await download.path(), 'utf8'));
  assertEqual(doc.games.length, 1, 'games in the export');
  assert(doc.games[0].moves.length >= 1, 'the export holds no move');
}

/**
 * A slow IndexedDB: the app's open is held (no event fires) until the test calls window.__letStorageAnswer(); then
 * the real open runs and its events reach the listeners the app added. After that (and after a reload in this tab)
 * IndexedDB works normally.
 */
function holdOpen() {
  const FLAG = 'kotatsu-e2e-storage-answered';
  if (sessionStorage.getItem(FLAG)) return;
  const realOpen = IDBFactory.prototype.open;
  const held = [];
  IDBFactory.prototype.open = function open(name, version) {
    const listeners = [];
    let real = null;
    const request = Object.create(IDBOpenDBRequest.prototype);
    Object.defineProperty(request, 'addEventListener', {
      value(type, fn, opts) {
        listeners.push([type, fn, opts]);
        real?.addEventListener(type, fn, opts);
      },
    });
    Object.defineProperty(request, 'removeEventListener', {
      value(type, fn, opts) {
        real?.removeEventListener(type, fn, opts);
      },
    });
    for (const key of ['result', 'error', 'transaction', 'readyState', 'source'])
      Object.defineProperty(request, key, { get: () => real?.[key] });
    held.push(() => {
      real = version === undefined ? realOpen.call(this, name) : realOpen.call(this, name, version);
      for (const [type, fn, opts] of listeners) real.addEventListener(type, fn, opts);
    });
    return request;
  };
  window.__letStorageAnswer = () => {
    sessionStorage.setItem(FLAG, '1');
    IDBFactory.prototype.open = realOpen;
    for (const answer of held.splice(0)) answer();
  };
}

async function storageAnswersLate(ctx) {
  const { page } = ctx;
  await ctx.context.addInitScript(holdOpen);
  ctx.step('after the wait the app plays on in the page and says saving waits for storage');
  await page.goto(ctx.url);
  const notice = await page.waitForSelector(T('unsaved-mode'), { timeout: 30_000 });
  assert(((await notice.textContent()) ?? '').includes('saved by themselves'), 'the notice does not say what comes');
  ctx.step('a game starts and takes moves, marked as kept in this page');
  await startWizardGame(page, { seats: SEATS });
  const saveId = saveIdOf(page);
  const tally = newTally();
  await passHandoffs(page, tally);
  await step(page, tally);
  await page.waitForSelector(`${T('save-state')}[data-state="memory"]`, { timeout: 10_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(T('unsaved-export'))]);
  const inPage = JSON.parse(await readFile(await download.path(), 'utf8')).games[0].moves.length;
  assert(inPage >= 1, 'no move was made in the page');
  ctx.step("storage answers: the page's moves are saved, each once, and the player is told");
  await page.evaluate(() => window.__letStorageAnswer());
  await page.waitForSelector(T('saved-after-all'), { timeout: 30_000 });
  await page.waitForSelector(`${T('save-state')}[data-state="saved"]`, { timeout: 10_000 });
  assertEqual(await page.locator(T('unsaved-mode')).count(), 0, 'unsaved notices after storage answered');
  await untilStored(page, saveId, inPage, 'moves taken over');
  ctx.step('the next move is stored in IndexedDB; a reload finds the same position');
  const stored = await someMoves(page, saveId, tally);
  assert(stored > inPage, 'the move after the take-over was not stored');
  await passHandoffs(page, tally);
  await reloadFindsAll(page, saveId, stored);
}

/** Reload the table: the position is the one shown before, with `n` moves stored. */
async function reloadFindsAll(page, saveId, n) {
  const before = await readPosition(page);
  await page.reload();
  await page.waitForSelector(`${T('handoff')}, ${T('table')}`, { timeout: 15_000 });
  await passHandoffs(page, newTally());
  assertEqual(await readPosition(page), before, 'position after the reload');
  assertEqual(await storedMoves(page, saveId), n, 'moves stored after the reload');
}

async function garbledAddresses(ctx) {
  const { page } = ctx;
  for (const hash of ['#/game/%', '#/play/%E0%A4%A', '#/results/%zz']) {
    ctx.step(hash);
    await page.goto(`${ctx.url}${hash}`);
    await page.waitForSelector(T('library'), { timeout: 10_000 });
    await page.reload();
    await page.waitForSelector(T('library'), { timeout: 10_000 });
  }
}

/** Count the page's calls of navigator.storage.persist(). */
function countPersist() {
  const real = StorageManager.prototype.persist;
  window.__persistCalls = 0;
  StorageManager.prototype.persist = function persist() {
    window.__persistCalls++;
    return real.call(this);
  };
}

async function persistAsked(ctx) {
  const { page } = ctx;
  await ctx.context.addInitScript(countPersist);
  await page.goto(ctx.url);
  await page.waitForSelector(T('library'));
  assertEqual(await page.evaluate(() => window.__persistCalls), 0, 'asked before anything was saved');
  ctx.step('the first saved game asks');
  await startWizardGame(page, { seats: SEATS });
  await page.waitForFunction(() => window.__persistCalls === 1, null, { timeout: 10_000 });
  ctx.step('Settings shows the state and what it means');
  await go(page, '#/settings');
  const state = await page.waitForSelector(T('persist-state'));
  const value = await state.getAttribute('data-state');
  console.log(`      persistence after asking: ${value}`);
  assert(value === 'persisted' || value === 'not-persisted', `persist state: ${value}`);
  assert(((await page.textContent(T('settings'))) ?? '').includes('Browsers may delete'), 'no explanation shown');
}

function watchReadsAndInput() {
  window.__reads = 0;
  window.__probe = [];
  const targets = [
    [Blob.prototype, ['text', 'arrayBuffer', 'stream', 'bytes']],
    [FileReader.prototype, ['readAsText', 'readAsArrayBuffer', 'readAsDataURL', 'readAsBinaryString']],
  ];
  for (const [proto, names] of targets) {
    for (const name of names) {
      const real = proto[name];
      if (typeof real !== 'function') continue;
      proto[name] = function counted(...args) {
        window.__reads++;
        return real.apply(this, args);
      };
    }
  }
  const probe = document.createElement('button');
  probe.id = 'input-probe';
  probe.textContent = 'probe';
  probe.addEventListener('click', () => window.__probe.push(performance.now()));
  document.body.prepend(probe);
}

async function hugeFile(ctx) {
  const big = join(tmpdir(), `kotatsu-e2e-50mb-${process.pid}.json`);
  writeFileSync(big, Buffer.alloc(50 * 1024 * 1024, 0x20));
  try {
    await refuseUnread(ctx, big);
  } finally {
    rmSync(big, { force: true });
  }
}

async function refuseUnread(ctx, big) {
  const { page } = ctx;
  await page.goto(`${ctx.url}#/settings`);
  await page.waitForSelector(T('import-file'));
  await page.evaluate(watchReadsAndInput);
  ctx.step('choose the 50 MB file');
  const started = Date.now();
  await page.setInputFiles(T('import-file'), big);
  const clickAt = Date.now();
  await page.click('#input-probe');
  const error = await page.waitForSelector(T('import-error'), { timeout: 10_000 });
  const refusedMs = Date.now() - started;
  const text = (await error.textContent()) ?? '';
  const { reads, probe } = await page.evaluate(() => ({ reads: window.__reads, probe: window.__probe.length }));
  console.log(
    `      50 MB file refused ${refusedMs} ms after choosing it; probe click handled (${Date.now() - clickAt} ms)`,
  );
  assert(text.includes('too large') && text.includes('20 MB'), `refusal says: ${text}`);
  assertEqual(reads, 0, 'reads of the file started');
  assertEqual(probe, 1, 'click handler runs while the file is refused');
  assert(refusedMs < 10_000, `refused only after ${refusedMs} ms`);
}

async function killedMidGame(ctx) {
  const profile = ctx.profiles[0];
  const { page } = ctx;
  ctx.step('play until a turn passes');
  await page.goto(ctx.url);
  await startWizardGame(page, { seats: SEATS });
  const saveId = saveIdOf(page);
  const tally = newTally();
  for (let guard = 0; guard < 60 && (tally.plays < 2 || !(await page.evaluate(readScreen)).handoff); guard++) {
    await step(page, tally);
  }
  ctx.step('the hand-off shows the turn-passing move saved');
  await page.waitForSelector(`${T('handoff-save')} ${T('save-state')}[data-state="saved"]`, { timeout: 10_000 });
  await ctx.screen(page, 'saves-handoff-saved');
  await passHandoffs(page, tally);
  await page.waitForSelector(`${T('save-state')}[data-state="saved"]`, { timeout: 10_000 });
  const before = await readPosition(page);
  const stored = await storedMoves(page, saveId);
  ctx.step('kill the browser (SIGKILL)');
  const pids = await killBrowser(profile.dir);
  console.log(`      killed browser ${pids.join(' ')} with ${stored} moves shown as saved`);
  ctx.step('a new browser on the same profile resumes');
  const again = await ctx.profile({ dir: profile.dir });
  await again.page.goto(`${ctx.url}#/play/${encodeURIComponent(saveId)}`);
  await again.page.waitForSelector(T('handoff'), { timeout: 15_000 });
  assertEqual(await storedMoves(again.page, saveId), stored, 'moves stored after the kill');
  await passHandoffs(again.page, newTally());
  assertEqual(await readPosition(again.page), before, 'position after the kill');
  await again.close();
}

/**
 * A full disk as the page meets it: while `window.__disk.full`, every put/add of IndexedDB throws — a
 * QuotaExceededError (mode 'quota'), or an UnknownError with the browser's estimate showing no room left (mode
 * 'unknown', as Chromium may fail a commit on a full disk) — and nothing is written.
 */
function diskStub() {
  const disk = { full: false, mode: 'quota' };
  window.__disk = disk;
  for (const name of ['put', 'add']) {
    const real = IDBObjectStore.prototype[name];
    IDBObjectStore.prototype[name] = function refused(...args) {
      if (disk.full) {
        const quota = disk.mode === 'quota';
        throw new DOMException(
          quota ? 'The quota has been exceeded.' : 'Internal error',
          quota ? 'QuotaExceededError' : 'UnknownError',
        );
      }
      return real.apply(this, args);
    };
  }
  const estimate = StorageManager.prototype.estimate;
  StorageManager.prototype.estimate = async function roomLeft() {
    const real = await estimate.call(this);
    return disk.full ? { ...real, usage: real.quota } : real;
  };
}

/** What Chromium did at the first failed write on a full disk: the origin's IndexedDB is gone. */
function wipeOrigin(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const r = indexedDB.deleteDatabase('kotatsu');
        r.onsuccess = () => resolve();
        r.onerror = () => reject(r.error);
      }),
  );
}

const PHONE = { width: 390, height: 844 };

/** The moves the page holds, from the notice's "Export this game" file. */
async function exportedMoves(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator(T('save-export')).first().click()]);
  return JSON.parse(await readFile(await download.path(), 'utf8')).games[0].moves.length;
}

async function fullDiskMidGame(ctx) {
  const { page } = ctx;
  await page.setViewportSize(PHONE);
  await ctx.context.addInitScript(diskStub);
  ctx.step('a game is played and saved');
  await page.goto(ctx.url);
  await startWizardGame(page, { seats: SEATS });
  const saveId = saveIdOf(page);
  const tally = newTally();
  await passHandoffs(page, tally);
  await someMoves(page, saveId, tally);
  const saved = await someMoves(page, saveId, tally);

  ctx.step('the disk fills up: the next move is not saved, and the notice says why, export first');
  await page.evaluate(() => {
    window.__disk.full = true;
  });
  await makeMove(page, tally);
  const notice = await page.waitForSelector(`${T('save-error')} >> visible=true`, { timeout: 10_000 });
  const words = (await notice.textContent()) ?? '';
  assert(words.includes('This device is full'), `notice says: ${words}`);
  assert(!words.includes('not available'), `notice blames the browser: ${words}`);
  assertEqual(
    await notice.evaluate((n) => n.querySelector('button')?.getAttribute('data-testid')),
    'save-export',
    'first action',
  );
  assertEqual(
    await page.locator(`${T('save-state')}[data-state="saved"]`).count(),
    0,
    '"Saved" shown after a failed write',
  );
  await ctx.screen(page, 'full-disk-notice-phone-en');

  ctx.step('the browser wipes the origin; play goes on in memory');
  await wipeOrigin(page);
  for (let i = 0; i < 3; i++) await makeMove(page, tally);
  await passHandoffs(page, tally);
  await ctx.screen(page, 'full-disk-table-phone-en');
  await page.setViewportSize({ width: 1180, height: 820 });
  await ctx.screen(page, 'full-disk-table-tablet-en');
  await page.setViewportSize(PHONE);
  const held = await exportedMoves(page);
  assert(held > saved + 1, `only ${held} moves held in memory (${saved} were saved)`);
  assertEqual(await storedMoves(page, saveId), 0, 'moves stored in the wiped origin');
  const [all] = await Promise.all([page.waitForEvent('download'), page.locator(T('save-export-all')).first().click()]);
  const allGames = JSON.parse(await readFile(await all.path(), 'utf8')).games;
  assertEqual(
    allGames.map((g) => g.moves.length),
    [held],
    '"Export all games now" after the wipe',
  );

  ctx.step('space comes back: Try again writes the whole game, with no Reload');
  await page.evaluate(() => {
    window.__disk.full = false;
  });
  assertEqual(await page.locator(T('save-reload')).count(), 0, 'Reload offered for a full disk');
  await page.locator(T('save-retry')).first().click();
  await page.waitForSelector(`${T('save-state')}[data-state="saved"]`, { timeout: 10_000 });
  await untilStored(page, saveId, held, 'written back');

  ctx.step('a reload finds every move');
  await reloadFindsAll(page, saveId, held);
}

/** Fails on what axe rates serious or critical on the screen as it is now. */
async function noSeriousA11y(page, screen) {
  const lines = seriousLines(await runAxe(page));
  assert(lines.length === 0, `axe on ${screen}:\n${lines.join('\n')}`);
}

async function fullDiskNewGame(ctx) {
  // A profile that lets axe in (it bypasses the CSP only for that); the phone size is its default.
  const { page, context } = await a11yProfile(ctx);
  await context.addInitScript(diskStub);
  await page.goto(ctx.url);
  await page.evaluate(() => localStorage.setItem('kotatsu.settings', JSON.stringify({ lang: 'ja' })));
  await page.reload();
  ctx.step('a new game starts while the disk is full (an unexplained failure, no room in the estimate)');
  await page.evaluate(() => {
    Object.assign(window.__disk, { full: true, mode: 'unknown' });
  });
  await startWizardGame(page, { seats: SEATS });
  const saveId = saveIdOf(page);
  const tally = newTally();
  await passHandoffs(page, tally);
  const notice = await page.waitForSelector(`${T('save-error')} >> visible=true`, { timeout: 10_000 });
  const words = (await notice.textContent()) ?? '';
  assert(words.includes('空き容量がない'), `notice says: ${words}`);
  await makeMove(page, tally);
  await sleep(300);
  assertEqual(await page.locator(`${T('save-state')}[data-state="saved"]`).count(), 0, '"Saved" for an unsaved game');
  assertEqual((await page.locator(`${T('save-state')}[data-state="error"]`).count()) > 0, true, 'not marked unsaved');
  await ctx.screen(page, 'full-disk-new-game-phone-ja');

  ctx.step('leaving the table asks first; staying keeps the table');
  await passHandoffs(page, tally);
  await ctx.screen(page, 'full-disk-table-phone-ja');
  await noSeriousA11y(page, 'the table with the notice');
  await page.click('.table-bar a');
  await page.waitForSelector(T('leave-unsaved'));
  await ctx.screen(page, 'full-disk-leave-phone-ja');
  await noSeriousA11y(page, 'the question before leaving');
  await page.click(T('leave-stay'));
  await page.waitForSelector(T('table'));
  assert(page.url().includes(`#/play/${encodeURIComponent(saveId)}`), `left the table: ${page.url()}`);

  ctx.step('the back button asks too; leaving keeps the game in the page with the way back');
  await page.goBack();
  await page.waitForSelector(T('leave-unsaved'));
  await page.click(T('leave-go'));
  const held = await page.waitForSelector(T('unsaved-game'));
  assert(((await held.textContent()) ?? '').includes('保存されていません'), 'the held-game notice');
  await ctx.screen(page, 'full-disk-held-game-phone-ja');
  await noSeriousA11y(page, 'the notice of the held game');
  await page.click(T('unsaved-game-back'));
  await page.waitForSelector(`${T('handoff')}, ${T('table')}`);
  await passHandoffs(page, tally);

  ctx.step('space comes back: Try again stores the new game with its move');
  await page.evaluate(() => {
    window.__disk.full = false;
  });
  await page.locator(T('save-retry')).first().click();
  await page.waitForSelector(`${T('save-state')}[data-state="saved"]`, { timeout: 10_000 });
  assert((await storedMoves(page, saveId)) >= 1, 'the move of the new game was not stored');
}

export default [
  { name: 'two windows: an undo in the window left behind deletes no saved move', run: twoWindows },
  {
    name: 'import: a longer copy updates, a diverging one is a copy, a foreign colour is refused',
    run: importCopies,
    timeout: 180_000,
  },
  { name: 'IndexedDB open that never answers: told in words, play on unsaved, export', run: storageNeverOpens },
  {
    name: 'IndexedDB open that answers late: play on in the page, then every move is saved once',
    run: storageAnswersLate,
  },
  { name: 'garbled addresses open the library, also after a reload', run: garbledAddresses },
  { name: 'persistent storage asked after the first saved game; Settings explains it', run: persistAsked },
  { name: 'a 50 MB file is refused before it is read, input stays live', run: hugeFile },
  { name: 'a browser killed mid-game resumes with every saved move', run: killedMidGame },
  {
    name: 'a full disk mid-game and a wiped origin: told in words, play on, Try again writes it all back',
    run: fullDiskMidGame,
  },
  { name: 'a full disk at a new game: never "Saved", leaving asks, the game stays in the page', run: fullDiskNewGame },
];
