// The library at many saves (issue 33): N saves of real games seeded into the app's own IndexedDB, then the built
// app opened in Chromium and timed until the Continue list's rows, and whose turn it is in each, are on screen.
// `tsx bench/run.ts --only-library` runs just this figure (KOTATSU_DIST serves another build than dist/).

import type { Page } from 'playwright-core';
import type { AnyGame } from '../src/engine/game';
import { REGISTRY } from '../src/games/registry';
import { launchProfile } from '../test/e2e/lib/browser.mjs';
import { findFreePort, previewServer } from '../test/e2e/lib/server.mjs';
import { randomGame } from './random-game';
import { loadRules } from './rules-speed';

/** The save counts the figure is taken at. */
export const LIBRARY_SIZES = [10, 100, 1000] as const;
/** Opens timed per size after the first (the first open is reported apart: it may write back what it learned). */
const REOPENS = 3;

export interface LibraryOpen {
  /** Navigation start -> the Continue list's rows on screen (all of them, or the first page with its "more"). */
  readonly rowsMs: number;
  /** Navigation start -> every row on screen says whose turn it is. */
  readonly turnsMs: number;
  /** Elements in the document once the turns are shown. */
  readonly elements: number;
}

export interface LibrarySize {
  readonly saves: number;
  /** The first open after seeding: saves as an older build stored them. */
  readonly first: LibraryOpen;
  readonly again: readonly LibraryOpen[];
}

/** A stored save and its log, in the shape of schema v1 (no whose-turn summary: as older builds wrote them). */
interface BaseSave {
  readonly gameId: string;
  readonly version: number;
  readonly seats: number;
  readonly options: unknown;
  readonly snapshot: unknown;
  readonly moves: readonly { seat: number; move: unknown; commit: boolean }[];
}

/** Two games in progress of every registered game, at different lengths, played by seeded random moves. */
async function baseSaves(): Promise<BaseSave[]> {
  const out: BaseSave[] = [];
  for (const entry of REGISTRY) {
    const { game } = await loadRules(entry.meta.id);
    const seats = Math.min(Math.max(3, entry.meta.players.min), entry.meta.players.max);
    for (const limit of [12, 60]) {
      const { start, steps } = randomGame(game as AnyGame, seats, `library-${entry.meta.id}-${limit}`, limit);
      const playing = steps.findIndex((s) => s.over);
      const kept = playing === -1 ? steps : steps.slice(0, playing);
      out.push({
        gameId: game.id,
        version: game.version,
        seats,
        options: game.defaultOptions(seats),
        snapshot: kept.length ? kept[kept.length - 1]?.after : start,
        moves: kept.map((s) => ({ seat: s.seat, move: s.move, commit: s.commit })),
      });
    }
  }
  return out;
}

/** Replace every save in the app's database with `n` copies of the base games (distinct ids, names and dates). */
async function seed(page: Page, bases: readonly BaseSave[], n: number): Promise<void> {
  await page.evaluate(
    async ([list, count]) => {
      const colors = ['#c0392b', '#2471a3', '#229954', '#d68910', '#7d3c98', '#17a589'];
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('kotatsu');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const tx = db.transaction(['games', 'moves'], 'readwrite', { durability: 'relaxed' });
      tx.objectStore('games').clear();
      tx.objectStore('moves').clear();
      const now = Date.now();
      for (let i = 0; i < count; i++) {
        const base = list[i % list.length];
        if (!base) throw new Error('no base saves');
        const id = `bench-${String(i).padStart(5, '0')}`;
        const time = now - i * 3_600_000;
        tx.objectStore('games').put({
          id,
          gameId: base.gameId,
          version: base.version,
          seats: Array.from({ length: base.seats }, (_, s) => ({
            name: `P${s + 1}-${i}`,
            color: colors[s % colors.length],
            bot: false,
          })),
          options: base.options,
          seed: `library-${i}`,
          status: 'playing',
          createdAt: time - 600_000,
          updatedAt: time,
          moveCount: base.moves.length,
          snapshot: base.snapshot,
          seenUpTo: Array.from({ length: base.seats }, () => base.moves.length),
        });
        for (const [index, m] of base.moves.entries()) {
          tx.objectStore('moves').put({ saveId: id, index, ...m, time });
        }
      }
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    [bases, n] as const,
  );
}

/**
 * Watches the page from its first script on: when the rows, then their turns, are first all on screen. A string, not
 * a function: tsx would name the function's inner closures with a helper the page does not have.
 */
function watchRows(total: number): string {
  return `(() => {
    const t = { rows: null, turns: null, elements: 0 };
    window.__libraryTimes = t;
    const check = () => {
      const rows = document.querySelectorAll('[data-testid="continue-game"]');
      if (rows.length === 0) return;
      const paged = document.querySelector('[data-testid="continue-more"]') !== null;
      if (rows.length < ${total} && !paged) return;
      const now = performance.now();
      if (t.rows === null) t.rows = now;
      if (t.turns === null && [...rows].every((r) => r.querySelector('[data-testid="continue-turn"]'))) {
        t.turns = now;
        t.elements = document.getElementsByTagName('*').length;
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  })();`;
}

async function openLibrary(page: Page, url: string): Promise<LibraryOpen> {
  await page.goto(url);
  const handle = await page
    .waitForFunction(
      () => {
        const t = (window as unknown as { __libraryTimes?: { turns: number | null } }).__libraryTimes;
        return t?.turns != null ? t : null;
      },
      undefined,
      { timeout: 60_000, polling: 50 },
    )
    .catch(async (e) => {
      const rows = await page.locator('[data-testid="continue-game"]').count();
      const turns = await page.locator('[data-testid="continue-turn"]').count();
      const stuck = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="continue-game"]')]
          .filter((r) => !r.querySelector('[data-testid="continue-turn"]'))
          .map((r) => r.textContent)
          .slice(0, 5),
      );
      throw new Error(
        `the library did not show every row's turn: ${rows} rows, ${turns} turns (${stuck.join(' | ')}): ${e}`,
      );
    });
  const t = (await handle.jsonValue()) as { rows: number; turns: number; elements: number };
  // Let what the open started (a write-back of learned turns) finish before the next navigation.
  await page.waitForTimeout(500);
  return { rowsMs: t.rows, turnsMs: t.turns, elements: t.elements };
}

export async function measureLibrary(executablePath: string): Promise<LibrarySize[]> {
  const bases = await baseSaves();
  const server = previewServer({ port: await findFreePort(4250), dist: process.env.KOTATSU_DIST || 'dist' });
  await server.start();
  const profile = await launchProfile({ executablePath, viewport: { width: 390, height: 844 } });
  try {
    const { page } = profile;
    // The app creates its database on the first open.
    await page.goto(server.url);
    await page.waitForSelector('[data-testid="library"]');
    const out: LibrarySize[] = [];
    for (const n of LIBRARY_SIZES) {
      await seed(page, bases, n);
      const watching = await page.context().addInitScript({ content: watchRows(n) });
      const first = await openLibrary(page, server.url);
      const again: LibraryOpen[] = [];
      for (let i = 0; i < REOPENS; i++) again.push(await openLibrary(page, server.url));
      await watching.dispose();
      out.push({ saves: n, first, again });
    }
    return out;
  } finally {
    await profile.close();
    await server.stop();
  }
}
